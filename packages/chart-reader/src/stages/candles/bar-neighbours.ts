// How neighbouring OHLC bars' stems relate: whether a tick runs from one to the next (the bars
// drawn as one shape), and how much their rows overlap (bars against a line's staircase).
import type { Stem } from './types.ts';

/** Stems `touchGap` columns apart are neighbours whatever their typical gap (thin bars). */
const NEIGHBOURS = { touchGap: 8 } as const;

/** The median gap between neighbouring stems (columns from one's last to the next's first). */
function typicalGap(stems: readonly Stem[]): number {
  const gaps = stems.slice(1).map((s, k) => s.x0 - stems[k]!.x1);
  return gaps.sort((a, b) => a - b)[gaps.length >> 1] ?? 0;
}

/** Whether ink runs along one row from stem a to stem b (within both their rows). */
function reaches(lab: Uint8Array, plotW: number, a: Stem, b: Stem): boolean {
  const y0 = Math.max(0, Math.max(a.top, b.top) - 1);
  const y1 = Math.min(a.bottom, b.bottom) + 1;
  for (let y = y0; y <= y1; y++) {
    let x = a.x1 + 1;
    while (x < b.x0 && lab[y * plotW + x]) x++;
    if (x === b.x0) return true;
  }
  return false;
}

/**
 * How many stems have a tick that reaches the next stem along its row (bars merged). Neighbours
 * only: stems up to `NEIGHBOURS.touchGap` columns apart, or the stems' typical gap and two more
 * (Plotly draws each tick a third of the pitch or more, so at ten pixels and more apart a close
 * and the next open still join when the next bar opens at the close).
 */
export function touchingTicks(lab: Uint8Array, plotW: number, stems: readonly Stem[]): number {
  const within = Math.max(NEIGHBOURS.touchGap, typicalGap(stems) + 2);
  let n = 0;
  stems.forEach((a, k) => {
    const b = stems[k + 1];
    if (b && b.x0 - a.x1 <= within && reaches(lab, plotW, a, b)) n++;
  });
  return n;
}

/**
 * How much neighbouring stems overlap (rows shared over the shorter's rows, the median over
 * neighbours): a bar's range mostly overlaps the next one's; the steps of a steep line drawn
 * on pixels (a moving average) touch end to end.
 */
export function neighbourOverlap(stems: readonly Stem[]): number {
  const typical = typicalGap(stems);
  const shares: number[] = [];
  stems.slice(1).forEach((b, k) => {
    const a = stems[k]!;
    if (b.x0 - a.x1 > 2 * typical + 2) return;
    const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) + 1;
    const shorter = Math.min(a.bottom - a.top, b.bottom - b.top) + 1;
    shares.push(Math.max(0, shared) / shorter);
  });
  return shares.length ? shares.sort((a, b) => a - b)[shares.length >> 1]! : 0;
}

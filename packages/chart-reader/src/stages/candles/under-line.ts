import type { PlotBox } from '../../types.ts';
import { gapBounds, inImage, slotGrid } from './slots.ts';
import type { LabelMap, RawCandle } from './types.ts';

/**
 * A candle drawn under a line (a moving average, a band) that shows only where it peeks out of
 * the line (decision 214). Measured on the synthetic corpus' charts of 200-300 candles with one to
 * three moving averages (lightweight-charts, ECharts, Plotly; 1-3 px lines at DPR 1-3) and checked
 * on every corpus.
 * `bandRows`: the line is at most this many rows thick where it crosses the slot (a 2 CSS px
 * line at DPR 3 is 6); `beside`: columns past the slot's edges where the line must go on (a
 * line goes on, a candle's own pixels stop at its slot); `slope`: rows a line may rise or fall
 * over those columns; `markRows`: a peek is at most this many rows (a taller mark is a candle the
 * slot reading takes, or something else).
 */
export const UNDER_LINE = { bandRows: 6, beside: 2, slope: 3, markRows: 3 } as const;

/**
 * An empty slot's candle read from the few pixels of a candle colour that show above or below a
 * line crossing it: the candle's rows are the mark's and the line's rows it touches (what the
 * line hides of it lies in those rows; the candle's extent inside them is not known, so its
 * price is read to within the line's thickness). Null unless the mark is small, touches the
 * line, and the line crosses the slot (ink of no candle colour on the mark's rows continuing on
 * both sides of the slot). `near`: the rows a candle between its neighbours may stand in.
 */
export function readUnderLine(
  labels: LabelMap,
  xc: number,
  bw: number,
  yTop: number,
  yBot: number,
  near: readonly [number, number],
): RawCandle | null {
  const { lab, ink, width: plotW } = labels;
  if (!ink) return null;
  const x0 = Math.max(0, Math.round(xc - (bw - 1) / 2));
  const x1 = Math.min(plotW - 1, x0 + bw - 1);
  if (x1 < x0 || yBot < yTop) return null;
  // candle-colour pixels per row of the slot, by label
  const rows = yBot - yTop + 1;
  const marks = new Int32Array(rows);
  const n = [0, 0, 0];
  for (let y = yTop; y <= yBot; y++)
    for (let x = x0; x <= x1; x++) {
      const l = lab[y * plotW + x]!;
      if (l === 1 || l === 2) {
        marks[y - yTop]!++;
        n[l]!++;
      }
    }
  const label = n[1]! >= n[2]! ? 1 : 2;
  if (n[label]! === 0) return null;
  // the runs of marked rows: one, or one each side of the line; small
  const runs: [number, number][] = [];
  for (let r = 0; r < rows; r++) {
    if (!marks[r]) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === r - 1) last[1] = r;
    else runs.push([r, r]);
  }
  if (runs.length === 0 || runs.length > 2) return null;
  if (runs.some(([a, b]) => b - a + 1 > UNDER_LINE.markRows)) return null;
  const [m0, m1] = [runs[0]![0] + yTop, runs[runs.length - 1]![1] + yTop];
  // rows of ink of no candle colour across the slot
  const lineRow = (y: number): boolean => {
    if (y < yTop || y > yBot) return false;
    let k = 0;
    for (let x = x0; x <= x1; x++) {
      const i = y * plotW + x;
      if (ink[i] && !lab[i]) k++;
    }
    return k * 2 >= x1 - x0 + 1;
  };
  // the line's rows next to a mark, from row `from` going by `step`
  const band = (from: number, step: 1 | -1): [number, number] | null => {
    let y = from;
    while (lineRow(y) && Math.abs(y - from) < UNDER_LINE.bandRows) y += step;
    if (y === from || lineRow(y)) return null;
    return step < 0 ? [y + 1, from] : [from, y - 1];
  };
  // the line goes on past both sides of the slot on its rows (give or take its slope)
  const crosses = (b: [number, number]): boolean => {
    const at = (x: number): boolean => {
      if (x < 0 || x >= plotW) return false;
      for (let y = b[0] - UNDER_LINE.slope; y <= b[1] + UNDER_LINE.slope; y++) {
        if (y < 0 || y >= labels.height) continue;
        const i = y * plotW + x;
        if (ink[i] && !lab[i]) return true;
      }
      return false;
    };
    return at(x0 - UNDER_LINE.beside) && at(x1 + UNDER_LINE.beside);
  };
  let lines: [number, number][];
  if (runs.length === 2) {
    // the candle peeks out on both sides of the line: every row between its two marks is the line
    const between: [number, number] = [runs[0]![1] + 1 + yTop, runs[1]![0] - 1 + yTop];
    if (between[1] - between[0] + 1 > UNDER_LINE.bandRows) return null;
    for (let y = between[0]; y <= between[1]; y++) if (!lineRow(y)) return null;
    lines = crosses(between) ? [between] : [];
  } else {
    lines = [band(m0 - 1, -1), band(m1 + 1, 1)].filter(
      (b): b is [number, number] => b !== null && crosses(b),
    );
  }
  if (lines.length === 0) return null;
  const yHigh = Math.min(m0, ...lines.map((b) => b[0]));
  const yLow = Math.max(m1, ...lines.map((b) => b[1]));
  if (yHigh < near[0] || yLow > near[1]) return null;
  let width = 0;
  for (const [a, b] of runs) for (let r = a; r <= b; r++) width = Math.max(width, marks[r]!);
  // the body is not seen: a flat one at the middle of the rows read (its colour still says
  // which way the candle went)
  const mid = (yHigh + yLow) / 2;
  return {
    x: (x0 + x1) / 2,
    yHigh,
    yLow,
    yBodyTop: mid - 0.25,
    yBodyBottom: mid + 0.25,
    bodyWidth: width,
    color: label === 1 ? 0 : 1,
    hollow: false,
  };
}

/**
 * The candles read so far with those under a line added (decision 214): each slot between two
 * single candles a whole number of pitches apart that no candle stands in is read for a candle
 * peeking out of a line. Run once the slots are read (whatever way: shapes, empty slots, the
 * dense grid), so it adds to that reading and changes none of it.
 */
export function withCandlesUnderLines(
  cs: RawCandle[],
  labels: LabelMap,
  plot: PlotBox,
  contentBottom: number,
): RawCandle[] {
  if (!labels.ink) return cs;
  const sorted = cs.every((c, i) => i === 0 || cs[i - 1]!.x <= c.x)
    ? cs
    : [...cs].sort((p, q) => p.x - q.x);
  const grid = slotGrid(sorted);
  if (!grid) return cs;
  const { bw, singles, pitch } = grid;
  const yMax = Math.min(labels.height - 1, contentBottom - plot.top);
  const peeks: RawCandle[] = [];
  let k = 0; // index into sorted: the first candle past the gap's left neighbour
  for (let i = 0; i + 1 < singles.length; i++) {
    const a = singles[i]!;
    const b = singles[i + 1]!;
    while (k < sorted.length && sorted[k]!.x <= a.x) k++;
    const bounds = gapBounds(a, b, grid, plot, yMax);
    if (!bounds) continue;
    const { gap, m, yTop, yBot, flatTop, flatBot } = bounds;
    // the candles read between the two (merged shapes, marks): their slots are not empty
    const between: number[] = [];
    for (let j = k; j < sorted.length && sorted[j]!.x < b.x; j++) between.push(sorted[j]!.x);
    for (let j = 1; j < m; j++) {
      const x = a.x + (j * gap) / m;
      if (between.some((v) => Math.abs(v - x) < pitch / 2)) continue;
      const c = readUnderLine(labels, x - plot.left, bw, yTop, yBot, [flatTop, flatBot]);
      if (c) peeks.push(inImage(c, plot));
    }
  }
  return peeks.length ? [...sorted, ...peeks].sort((p, q) => p.x - q.x) : cs;
}

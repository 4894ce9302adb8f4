// The ticks of OHLC bars beside their stems (`bar-stems.ts` finds the stems): set aside from the
// label map where they join neighbours into one shape, and read back as each bar's open and close.
import { marksAt, tickThickness, type Marks } from './bar-stems.ts';
import type { Stem } from './types.ts';

/**
 * The label map without the ticks: every mark no taller than two ticks (the shared column
 * between two stems holds a close and the next open) in the columns between a stem and the
 * next, and within a tick's reach beyond the first and last stems.
 */
export function withoutTicks(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  stems: Stem[],
): Uint8Array {
  const out = lab.slice();
  const clear = (x: number, s: Stem): void => {
    const reach = 2 * tickThickness(s);
    if (x < 0 || x >= plotW) return;
    for (let y = Math.max(0, s.top - 1); y <= Math.min(plotH - 1, s.bottom + 1);) {
      if (!lab[y * plotW + x]) {
        y++;
        continue;
      }
      let e = y;
      while (e + 1 < plotH && lab[(e + 1) * plotW + x]) e++;
      if (e - y + 1 <= reach) for (let r = y; r <= e; r++) out[r * plotW + x] = 0;
      y = e + 1;
    }
  };
  const gaps = stems.slice(1).map((s, k) => s.x0 - stems[k]!.x1 - 1);
  const pitchGap = gaps.length ? gaps.sort((a, b) => a - b)[gaps.length >> 1]! : 2;
  for (const [k, s] of stems.entries()) {
    const prev = stems[k - 1];
    const next = stems[k + 1];
    const leftEnd = prev && s.x0 - prev.x1 - 1 <= 2 * pitchGap + 1 ? prev.x1 + 1 : s.x0 - pitchGap;
    const rightEnd = next && next.x0 - s.x1 - 1 <= 2 * pitchGap + 1 ? next.x0 - 1 : s.x1 + pitchGap;
    for (let x = leftEnd; x < s.x0; x++) clear(x, s);
    for (let x = s.x1 + 1; x <= rightEnd; x++) clear(x, s);
  }
  return out;
}

/** A bar's ticks as read: the row of its open and of its close, each null when not seen. */
export interface StemTicks {
  yOpen: number | null;
  yClose: number | null;
}

const middle = ([a, b]: [number, number]): number => (a + b) / 2;

/**
 * The open and close of the bars at the given stems (left to right), from the label map with
 * its ticks: the marks next to a stem on the left are its open, on the right its close. Where
 * bars stand so close that one column holds a bar's close and the next bar's open, a mark within
 * the rows of only one of the two is that one's, and a single mark is both (the next bar opened
 * where this one closed).
 */
export function ticksOfStems(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  stems: readonly Stem[],
): StemTicks[] {
  const within = (s: Stem, m: [number, number]): boolean =>
    middle(m) >= s.top - 1 && middle(m) <= s.bottom + 1;
  const out: StemTicks[] = stems.map(() => ({ yOpen: null, yClose: null }));
  stems.forEach((s, k) => {
    const left = marksAt(lab, plotW, plotH, s.x0 - 1, s).filter(
      (m) => m[1] - m[0] + 1 <= 2 * tickThickness(s),
    );
    const right = marksAt(lab, plotW, plotH, s.x1 + 1, s).filter(
      (m) => m[1] - m[0] + 1 <= 2 * tickThickness(s),
    );
    const prev = stems[k - 1];
    const next = stems[k + 1];
    // a column shared with the neighbour: its marks within the neighbour's rows may be its own
    const sharedLeft = prev !== undefined && prev.x1 + 1 >= s.x0 - 1;
    const sharedRight = next !== undefined && next.x0 - 1 <= s.x1 + 1;
    const pick = (marks: Marks, other: Stem | undefined, shared: boolean): number | null => {
      if (marks.length === 0) return null;
      if (marks.length === 1 || !shared || !other) return middle(marks[0]!);
      const own = marks.filter((m) => !within(other, m));
      return middle((own.length ? own : marks)[0]!);
    };
    out[k]!.yOpen = pick(left, prev, sharedLeft);
    out[k]!.yClose = pick(right, next, sharedRight);
  });
  return out;
}

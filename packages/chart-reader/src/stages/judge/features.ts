import { median } from '../../shared/stats.ts';
import type { ChartReading } from '../../types.ts';

/**
 * What tells a candlestick chart from marks that merely look like candles (text, table cells,
 * bars of another chart, noise): measured on the reading, each in 0..1 or a count.
 */
export interface ReadingFeatures {
  candles: number;
  /** Labels of the price scale that one fit explains (0 without an axis). */
  axisLabels: number;
  /** Share of neighbours one pitch apart (within 20 %): candles stand on a regular grid. */
  regular: number;
  /** Share of the grid's slots between the first and the last candle that hold one. */
  filled: number;
  /** Share of candles with a wick above or below the body. */
  wicks: number;
  /** Share of neighbours whose price ranges overlap (prices move on from candle to candle). */
  overlap: number;
  /** How far an open lies from the previous close, as a share of the typical candle range
   * (small for a price series; about a third for shapes at random heights). */
  gapRatio: number;
  /** Spread of the candles' heights relative to their median (text is all one height). */
  heightSpread: number;
  /** Spread of the bodies' widths relative to their median (candles are all one width). */
  widthSpread: number;
  /** The smaller direction's share of the candles (both directions show on a chart). */
  minority: number;
  /** Largest share of candles whose low (or high) ends on one row: columns standing on a common
   * baseline, as in a bar chart, a volume pane or an oscillator. */
  baseline: number;
  /** Share of candles that touch the top or bottom edge of the plot (marks cut by the pane). */
  edge: number;
  /** Share of candles whose body is no taller than two pixels (line segments, text strokes). */
  flat: number;
}

/** The largest share of values within one pixel of a common value. */
function commonShare(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  let best = 0;
  let j = 0;
  for (let i = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! > 2) j++;
    best = Math.max(best, i - j + 1);
  }
  return best / values.length;
}

export function readingFeatures(
  r: Pick<ChartReading, 'candles' | 'priceAxis' | 'plot'>,
): ReadingFeatures {
  const cs = r.candles;
  const n = cs.length;
  const none: ReadingFeatures = {
    candles: n,
    axisLabels: r.priceAxis?.labels.length ?? 0,
    regular: 0,
    filled: 0,
    wicks: 0,
    overlap: 0,
    gapRatio: 1,
    heightSpread: 0,
    widthSpread: 1,
    minority: 0,
    baseline: 0,
    edge: 0,
    flat: 0,
  };
  if (n < 3) return none;
  const gaps = cs.slice(1).map((c, i) => c.x - cs[i]!.x);
  const pitch = median(gaps);
  if (!(pitch > 0)) return none;
  const regular = gaps.filter((g) => Math.abs(g - pitch) <= pitch * 0.2).length / gaps.length;
  const slots = Math.round((cs[n - 1]!.x - cs[0]!.x) / pitch) + 1;
  const filled = Math.min(1, n / Math.max(1, slots));
  const top = (c: (typeof cs)[number]): number => Math.min(c.yOpen, c.yClose);
  const bottom = (c: (typeof cs)[number]): number => Math.max(c.yOpen, c.yClose);
  const wicks = cs.filter((c) => c.yHigh < top(c) - 0.5 || c.yLow > bottom(c) + 0.5).length / n;
  let overlapping = 0;
  const jumps: number[] = [];
  for (let i = 1; i < n; i++) {
    const a = cs[i - 1]!;
    const b = cs[i]!;
    if (b.yHigh <= a.yLow && b.yLow >= a.yHigh) overlapping++;
    jumps.push(Math.abs(b.yOpen - a.yClose));
  }
  const heights = cs.map((c) => c.yLow - c.yHigh + 1);
  const mh = median(heights);
  const spread = (xs: number[], m: number): number =>
    m > 0 ? median(xs.map((v) => Math.abs(v - m))) / m : 1;
  const widths = cs.map((c) => c.bodyWidth);
  const ups = cs.filter((c) => c.up).length;
  return {
    candles: n,
    axisLabels: r.priceAxis?.labels.length ?? 0,
    regular,
    filled,
    wicks,
    overlap: overlapping / (n - 1),
    gapRatio: mh > 0 ? median(jumps) / mh : 1,
    heightSpread: spread(heights, mh),
    widthSpread: spread(widths, median(widths)),
    minority: Math.min(ups, n - ups) / n,
    baseline: Math.max(commonShare(cs.map((c) => c.yLow)), commonShare(cs.map((c) => c.yHigh))),
    edge: r.plot
      ? cs.filter((c) => c.yHigh <= r.plot!.top + 1.5 || c.yLow >= r.plot!.bottom - 1.5).length / n
      : 0,
    flat: cs.filter((c) => bottom(c) - top(c) <= 2).length / n,
  };
}

import { median } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';

/** What a trailing run of marks must hold to be taken for drawings (decision 075). */
export const MARGIN_DRAWING = {
  /** Fewest marks in the run. */
  minRun: 3,
  /** Rows a mark's middle may stand off another's to share its row (a dash and a square of one
   * line, the digits of one tag). */
  rowTolerancePx: 1.5,
  /** Row-mates a mark needs in the run to count as drawn on a line. */
  rowMates: 2,
  /** Share of the run's marks that must stand on a shared row. */
  onRowsShare: 0.6,
  /** Tallest mark of such a drawing, as a share of the plot's height (a dash, a dot, a small
   * square, a tag's digit); never less than `minHeightPx`. */
  maxHeightShare: 0.03,
  minHeightPx: 4,
  /** Height of a dash or a dot of a line, and the share of the run's marks that must be such. */
  flatPx: 2,
  /** Letters of a drawing's text are at least this tall (taller marks on one row are text when
   * their tops and bottoms both line up with two others'). */
  letterMinPx: 3,
  flatShare: 0.4,
  /** A step to the next mark is off the candles' pitch when it is this share of a pitch from a
   * whole number of pitches; from this share of such steps the run keeps a spacing of its own
   * (real flat candles keep their slots). */
  offLattice: 0.2,
  offLatticeShare: 0.3,
  /** A run whose typical step differs from the pitch by this share keeps a spacing of its own. */
  spacingDiffers: 0.1,
  /** A step between neighbours further apart than this many typical candle ranges is a jump;
   * a run with this share of jumps hops between lines (real prices move on). */
  jump: 1,
  jumpShare: 0.3,
  /** A label or marker standing apart is at most this share of the candles' typical range. */
  smallAgainstSeries: 0.25,
  /** At most this many small marks standing at least `detachedGap` pitches after the series
   * are a drawing's label or marker. */
  detachedMax: 2,
  detachedGap: 2.5,
  /** Times the end is looked at again for such marks after some were left out. */
  rounds: 4,
  /** A marker after the last candle is this many times as wide as the bodies (plus a pixel)
   * and stands this many typical candle heights off the candle before it. */
  markerWidth: 1.6,
  markerOffRanges: 1,
  /** Fewest candles that must remain, and that the pitch is measured on. */
  minRemaining: 20,
} as const;

/**
 * The empty space right of the last candle is where traders and platforms draw: an order line
 * dashed across it (`BUY 1 SL`), horizontal lines with their price tags and text (a position
 * tool's entry, stop and target), the last-price line's dots. Read as candles they are small marks
 * standing on a few rows, several on each, and off the candles' pitch. The longest trailing run
 * of small marks is left out when most of them share a row with two others and the run leaves
 * the candles' lattice (a run of real flat candles keeps its slots); never where fewer than
 * twenty candles would remain. Returns the candles kept and how many were left out.
 */
export function dropMarginDrawings(
  candles: RawCandle[],
  plot: PlotBox,
): { candles: RawCandle[]; dropped: number } {
  const p = MARGIN_DRAWING;
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const maxHeight = Math.max(p.minHeightPx, (plot.bottom - plot.top) * p.maxHeightShare);
  // the end is looked at again after marks were left out (a price pill, then the marker
  // before it, then an order line's dashes)
  let dropped = 0;
  for (let k = 0; k < p.rounds; k++) {
    const rest = sorted.slice(0, sorted.length - dropped);
    const more = Math.max(
      detachedTail(rest, maxHeight),
      trailingMarker(rest),
      lineRun(rest, maxHeight),
    );
    if (more === 0) break;
    dropped += more;
  }
  if (dropped === 0) return { candles, dropped: 0 };
  const gone = new Set(sorted.slice(sorted.length - dropped));
  return { candles: candles.filter((c) => !gone.has(c)), dropped };
}

/**
 * A trailing run of small marks most of which are dashes on a few shared rows, keeping a spacing
 * of their own or hopping between lines: lines drawn across the margin. Returns its length (0
 * when the end is not such a run).
 */
function lineRun(sorted: RawCandle[], maxHeight: number): number {
  const p = MARGIN_DRAWING;
  if (sorted.length < p.minRun + p.minRemaining) return 0;
  const middle = (c: RawCandle): number => (c.yHigh + c.yLow) / 2;
  let n = 0;
  while (
    n < sorted.length &&
    sorted[sorted.length - 1 - n]!.yLow - sorted[sorted.length - 1 - n]!.yHigh + 1 <= maxHeight
  )
    n++;
  if (n < p.minRun || sorted.length - n < p.minRemaining) return 0;
  const run = sorted.slice(sorted.length - n);
  const onRow = run.filter(
    (c) =>
      run.filter((o) => o !== c && Math.abs(middle(o) - middle(c)) <= p.rowTolerancePx).length >=
      p.rowMates,
  ).length;
  if (onRow < run.length * p.onRowsShare) return 0;
  // lines are drawn as dashes and dots a row or two tall, and their text as letters standing on
  // one baseline under one cap line; a quiet market's candles are taller than dashes, and their
  // tops and bottoms move on from one to the next
  const letter = (c: RawCandle): boolean =>
    c.yLow - c.yHigh + 1 >= p.letterMinPx &&
    run.filter(
      (o) =>
        o !== c &&
        Math.abs(o.yHigh - c.yHigh) <= p.rowTolerancePx &&
        Math.abs(o.yLow - c.yLow) <= p.rowTolerancePx,
    ).length >= p.rowMates;
  const drawn = run.filter((c) => c.yLow - c.yHigh + 1 <= p.flatPx || letter(c)).length;
  if (drawn < run.length * p.flatShare) return 0;
  const { series, pitch, range } = splitEnd(sorted, n);
  if (!(pitch > 0)) return 0;
  // candles keep their slots one pitch apart (or a whole number of pitches, over a gap); a
  // dashed line keeps its own spacing
  const chain = [series[series.length - 1]!, ...run];
  const steps = chain.slice(1).map((c, i) => (c.x - chain[i]!.x) / pitch);
  const offPitch =
    steps.filter((k) => Math.abs(k - Math.max(1, Math.round(k))) > p.offLattice).length /
    steps.length;
  // prices move on from one candle to the next; marks on several lines jump between them
  const apart = (a: RawCandle, b: RawCandle): number =>
    Math.max(0, a.yHigh - b.yLow, b.yHigh - a.yLow);
  const jumps = chain.slice(1).filter((c, i) => apart(chain[i]!, c) > range * p.jump).length;
  const ownSpacing = Math.abs(median(steps) - 1) > p.spacingDiffers;
  const leaves = offPitch >= p.offLatticeShare || ownSpacing || jumps >= run.length * p.jumpShare;
  if (!leaves) return 0;
  return n;
}

/**
 * One or two small marks standing apart after the series, with empty slots between (a line's
 * label such as `5.2` or `Target`, a marker): the series does not skip slots to end in a mark a
 * fraction of its candles' size. Returns how many trailing marks that is (0 when none).
 */
function detachedTail(sorted: RawCandle[], maxHeight: number): number {
  const p = MARGIN_DRAWING;
  for (let n = 1; n <= p.detachedMax; n++) {
    if (sorted.length - n < p.minRemaining) return 0;
    const { series, tail, pitch, range } = splitEnd(sorted, n);
    const gap = tail[0]!.x - series[series.length - 1]!.x;
    const small = tail.every(
      (c) => c.yLow - c.yHigh + 1 <= Math.min(maxHeight, range * p.smallAgainstSeries),
    );
    if (pitch > 0 && gap >= pitch * p.detachedGap && small) return n;
  }
  return 0;
}

/**
 * A marker drawn at the last bar (a cross, an arrow, a dot a platform or a strategy puts above
 * or below it): one or two marks after the series, wider than the candles' bodies and standing
 * off the candle before them. A candle drawn by the same renderer is as wide as the others.
 * Returns how many trailing marks that is (0 when none).
 */
function trailingMarker(sorted: RawCandle[]): number {
  const p = MARGIN_DRAWING;
  for (let n = 1; n <= p.detachedMax; n++) {
    if (sorted.length - n < p.minRemaining) return 0;
    const { series, tail, range } = splitEnd(sorted, n);
    const width = median(series.map((c) => c.bodyWidth));
    const last = series[series.length - 1]!;
    const off = (c: RawCandle): boolean =>
      Math.max(0, last.yHigh - c.yLow, c.yHigh - last.yLow) > range * p.markerOffRanges;
    if (tail.every((c) => c.bodyWidth >= width * p.markerWidth + 1 && off(c))) return n;
  }
  return 0;
}

/**
 * The last `n` marks (the tail looked at) and the `minRemaining` candles before them (the series
 * they are measured against), with the series' pitch and typical candle height.
 */
function splitEnd(
  sorted: RawCandle[],
  n: number,
): { series: RawCandle[]; tail: RawCandle[]; pitch: number; range: number } {
  const series = sorted.slice(sorted.length - n - MARGIN_DRAWING.minRemaining, sorted.length - n);
  return {
    series,
    tail: sorted.slice(sorted.length - n),
    pitch: median(series.slice(1).map((c, i) => c.x - series[i]!.x)),
    range: median(series.map((c) => c.yLow - c.yHigh + 1)),
  };
}

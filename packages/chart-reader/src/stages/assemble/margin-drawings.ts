import { median, othersWithin } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';
import { letterStrokes } from './margin-letters.ts';
import { shapeOverSeries, shapeSlices } from './margin-shapes.ts';
import { MARGIN_DRAWING } from './margin-params.ts';

export { MARGIN_DRAWING } from './margin-params.ts';

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
      shapeSlices(rest),
      letterStrokes(rest),
    );
    if (more === 0) break;
    dropped += more;
  }
  if (dropped === 0) return { candles, dropped: 0 };
  const kept = sorted.slice(0, sorted.length - dropped);
  const gone = new Set([
    ...sorted.slice(sorted.length - dropped),
    ...shapeOverSeries(kept, sorted.slice(sorted.length - dropped)),
  ]);
  return { candles: candles.filter((c) => !gone.has(c)), dropped: gone.size };
}

/**
 * A trailing run of small marks most of which are dashes on a few shared rows, keeping a spacing
 * of their own or hopping between lines: lines drawn across the margin. The run is all the small
 * marks at the end. When the last candles of a quiet market are as small, they join it and hide
 * it, and a drawing's text holds a few taller marks (a bracket, a letter joined to its line's
 * underline): the run is also looked for from each gap in the small marks at the end (a step of
 * `gapPitches` or more on candles `gapMinPitchPx` apart at least: where the series ended and the
 * drawings begin), up to `tallBetween` taller marks in a row among them and `longestFromGap`
 * marks in all (decision 169). The longest run that passes is kept. Returns its length (0 when
 * the end is not such a run).
 */
function lineRun(sorted: RawCandle[], maxHeight: number): number {
  const p = MARGIN_DRAWING;
  if (sorted.length < p.minRun + p.minRemaining) return 0;
  const most = sorted.length - p.minRemaining;
  const small = (n: number): boolean => {
    const c = sorted[sorted.length - 1 - n]!;
    return c.yLow - c.yHigh + 1 <= maxHeight;
  };
  let n = 0;
  while (n < most && small(n)) n++;
  // the small marks at the end with a few taller ones among them
  let loose = n;
  for (let tall = 0; loose < most; loose++) {
    tall = small(loose) ? 0 : tall + 1;
    if (tall > p.tallBetween) {
      loose -= tall - 1;
      break;
    }
  }
  // a run that leaves fewer than `minRemaining` candles is only looked for from its gaps
  const whole = n < most;
  if (whole && n > p.longestFromGap && drawnLines(sorted, n)) return n;
  for (let m = Math.min(loose, p.longestFromGap); m >= p.minRun; m--) {
    if (((whole && m === n) || gapBefore(sorted, m)) && drawnLines(sorted, m)) return m;
  }
  return 0;
}

/** Whether the last `m` marks follow a gap in the series: a step of `gapPitches` pitches or
 * more, on candles `gapMinPitchPx` apart at least (see `lineRun`). */
function gapBefore(sorted: RawCandle[], m: number): boolean {
  const p = MARGIN_DRAWING;
  const step = sorted[sorted.length - m]!.x - sorted[sorted.length - m - 1]!.x;
  const { pitch } = splitEnd(sorted, m);
  return pitch >= p.gapMinPitchPx && step >= pitch * p.gapPitches;
}

/** Whether the last `n` marks are drawings on lines, not candles (see `lineRun`). */
function drawnLines(sorted: RawCandle[], n: number): boolean {
  const p = MARGIN_DRAWING;
  const middle = (c: RawCandle): number => (c.yHigh + c.yLow) / 2;
  const run = sorted.slice(sorted.length - n);
  const onRow = othersWithin(run.map(middle), p.rowTolerancePx).filter(
    (k) => k >= p.rowMates,
  ).length;
  if (onRow < run.length * p.onRowsShare) return false;
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
  if (drawn < run.length * p.flatShare) return false;
  const { series, pitch, range } = splitEnd(sorted, n);
  if (!(pitch > 0)) return false;
  // candles keep their slots one pitch apart (or a whole number of pitches, over a gap); a
  // dashed line keeps its own spacing
  const chain = [series[series.length - 1]!, ...run];
  const steps = chain.slice(1).map((c, i) => (c.x - chain[i]!.x) / pitch);
  const offLattice = Math.max(p.offLattice, p.offLatticePx / pitch);
  const offPitch =
    steps.filter((k) => Math.abs(k - Math.max(1, Math.round(k))) > offLattice).length /
    steps.length;
  // prices move on from one candle to the next; marks on several lines jump between them
  const apart = (a: RawCandle, b: RawCandle): number =>
    Math.max(0, a.yHigh - b.yLow, b.yHigh - a.yLow);
  const jumps = chain.slice(1).filter((c, i) => apart(chain[i]!, c) > range * p.jump).length;
  const colours = new Map<number, number>();
  for (const c of run) colours.set(c.color, (colours.get(c.color) ?? 0) + 1);
  const oneColour = Math.max(...colours.values()) >= run.length * p.lineColourShare;
  const ownSpacing = oneColour && Math.abs(median(steps) - 1) > p.spacingDiffers;
  return offPitch >= p.offLatticeShare || ownSpacing || jumps >= run.length * p.jumpShare;
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
 * or below it): one or two marks after the series, wider than the candles' bodies (or cut at the
 * slots from a shape that was: decision 212, the pieces of a cross wider than several slots) and
 * standing off the candle before them. A candle drawn by the same renderer is as wide as the
 * others. Returns how many trailing marks that is (0 when none).
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
    if (tail.every((c) => (c.cut || c.bodyWidth >= width * p.markerWidth + 1) && off(c))) return n;
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

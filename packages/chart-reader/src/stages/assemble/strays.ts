import { median } from '../../shared/stats.ts';
import type { ReadCandle } from '../../types.ts';

/**
 * `apart`: a gap of more than this many pitches parts two groups; `fewest`: a group of fewer
 * marks is never a series of its own; `share`: a group of at least this share of the biggest is
 * one; `series`, `step`: nor is a group of at least `series` marks whose median step is within
 * `step` of the series' pitch (the candles after a stretch the reading missed, such as flat
 * bars merged into a line or candles under a moving average: in the breadth corpus' thin-bar
 * renders, the last 27 bars of 397 were dropped that way and the last close read 14% off).
 * Strays are a few marks, and a row of drawing marks (a dotted line's dashes) is taken out
 * before (`dropMarginDrawings`). `phase`: a group of at least `fewest` marks at the series'
 * pitch whose marks (`onSlots` of them) also stand on the series' slots carried across the gap
 * (within this share of a pitch) is the series too: the flat candles of a quiet stretch drawn
 * as dashes, parted from the rest by candles a panel hides (breadth `panel-cut`: 8 of 119 candles
 * left out that way, the count 12% short; `mt-classic`: 11 of 211). Only where the pitch is at
 * least `slotPitch` px: closer, a pixel of rounding is a fifth of a pitch, and a tool bar's
 * icons at the plot's edge stood "on the slots" of a series read at the wrong pitch.
 */
const STRAYS = {
  apart: 4,
  fewest: 6,
  share: 0.2,
  series: 12,
  step: 0.2,
  phase: 0.12,
  onSlots: 0.8,
  slotPitch: 5,
} as const;

/**
 * Candles follow one another at one pitch. A few marks standing apart from the series, several
 * empty slots away from it (the corner of an order tag at the plot's edge, a dash of a dotted
 * price line, a marker after the last candle), are not candles. Groups of candles separated by
 * a gap (a session break on a time axis) are kept when each is a series of its own; a gap that a
 * panel covers (a trading tool's window over the plot) parts nothing.
 */
export function dropStrays(
  candles: ReadCandle[],
  /** Whether the gap between two neighbouring candles is covered (a panel over the plot hides
   * the candles there): the candles on both sides are one series. */
  covered: (a: ReadCandle, b: ReadCandle) => boolean = () => false,
): ReadCandle[] {
  if (candles.length < 8) return candles;
  const gaps = candles.slice(1).map((c, i) => c.x - candles[i]!.x);
  const pitch = median(gaps);
  if (!(pitch > 0)) return candles;
  const groups: ReadCandle[][] = [[candles[0]!]];
  for (let i = 1; i < candles.length; i++) {
    if (gaps[i - 1]! > pitch * STRAYS.apart && !covered(candles[i - 1]!, candles[i]!))
      groups.push([]);
    groups[groups.length - 1]!.push(candles[i]!);
  }
  if (groups.length === 1) return candles;
  const biggest = Math.max(...groups.map((g) => g.length));
  const main = groups.find((o) => o.length === biggest)!;
  const stepOf = (g: ReadCandle[]): number => median(g.slice(1).map((c, i) => c.x - g[i]!.x));
  const stepsAtPitch = (g: ReadCandle[]): boolean =>
    Math.abs(stepOf(g) - pitch) <= pitch * STRAYS.step;
  const atPitch = (g: ReadCandle[]): boolean => g.length >= STRAYS.series && stepsAtPitch(g);
  const inStep = (g: ReadCandle[]): boolean =>
    pitch >= STRAYS.slotPitch && stepsAtPitch(g) && onSlots(main, g, pitch);
  const keep = groups.filter(
    (g) =>
      g === main ||
      (g.length >= STRAYS.fewest &&
        (g.length >= biggest * STRAYS.share || atPitch(g) || inStep(g))),
  );
  return keep.flat();
}

/**
 * Whether most marks of `group` stand on the slots of `series` carried across the gap: the
 * series' pitch measured over its whole span (to a fraction of a pixel), then each mark within
 * `STRAYS.phase` of a pitch from a slot counted from the series' nearer end.
 */
function onSlots(series: ReadCandle[], group: ReadCandle[], pitch: number): boolean {
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const slots = Math.round((last.x - first.x) / pitch);
  if (slots < 1) return false;
  const slot = (last.x - first.x) / slots;
  const from = group[0]!.x > last.x ? last : first;
  const on = group.filter((c) => {
    const k = (c.x - from.x) / slot;
    return Math.abs(k - Math.round(k)) <= STRAYS.phase;
  });
  return on.length >= group.length * STRAYS.onSlots;
}

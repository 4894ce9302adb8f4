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
 * before (`dropMarginDrawings`).
 */
const STRAYS = { apart: 4, fewest: 6, share: 0.2, series: 12, step: 0.2 } as const;

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
  const atPitch = (g: ReadCandle[]): boolean =>
    g.length >= STRAYS.series &&
    Math.abs(median(g.slice(1).map((c, i) => c.x - g[i]!.x)) - pitch) <= pitch * STRAYS.step;
  const keep = groups.filter(
    (g) =>
      g === groups.find((o) => o.length === biggest) ||
      (g.length >= STRAYS.fewest && (g.length >= biggest * STRAYS.share || atPitch(g))),
  );
  return keep.flat();
}

import { median } from '../../shared/stats.ts';
import type { ReadCandle } from '../../types.ts';

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
    if (gaps[i - 1]! > pitch * 4 && !covered(candles[i - 1]!, candles[i]!)) groups.push([]);
    groups[groups.length - 1]!.push(candles[i]!);
  }
  if (groups.length === 1) return candles;
  const biggest = Math.max(...groups.map((g) => g.length));
  const keep = groups.filter(
    (g) => g === groups.find((o) => o.length === biggest) || g.length >= Math.max(6, biggest * 0.2),
  );
  return keep.flat();
}

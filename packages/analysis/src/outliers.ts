import { median } from './math.ts';
import type { Candle, WickAdjustment } from './types.ts';

/** A wick longer than this many typical bar ranges is treated as a bad tick. */
export const BAD_TICK_RATIO = 10;

/**
 * Clips wicks that reach more than BAD_TICK_RATIO times the median range of the 21 bars
 * around them beyond the candle body (for example a print of 0.06 among prices near 1,175).
 * The wick is cut to one typical range beyond the body; the adjustments are reported.
 */
export function clippedBadTicks(candles: readonly Candle[]): {
  candles: Candle[];
  adjustments: WickAdjustment[];
} {
  const ranges = candles.map((c) => c.high - c.low);
  const adjustments: WickAdjustment[] = [];
  const out = candles.map((c, i) => {
    const typical = median(
      ranges.slice(Math.max(0, i - 10), i).concat(ranges.slice(i + 1, i + 11)),
    );
    if (!(typical > 0)) return c;
    const top = Math.max(c.open, c.close);
    const bottom = Math.min(c.open, c.close);
    let { high, low } = c;
    if (high - top > BAD_TICK_RATIO * typical) {
      adjustments.push({ index: i, side: 'high', original: high, adjusted: top + typical });
      high = top + typical;
    }
    if (bottom - low > BAD_TICK_RATIO * typical) {
      adjustments.push({
        index: i,
        side: 'low',
        original: low,
        adjusted: Math.max(0, bottom - typical),
      });
      low = Math.max(0, bottom - typical);
    }
    return high === c.high && low === c.low ? c : { ...c, high, low };
  });
  return { candles: out, adjustments };
}

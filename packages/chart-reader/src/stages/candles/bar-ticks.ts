// OHLC bars: a stem from high to low with a tick to the left at the open and a tick to the right
// at the close. The candle scan decides whether the chart draws bars from the stems of each
// colour and reads the ticks beside every stem (`bar-stems.ts`); here each bar's open and close
// are given, a tick not seen taken from the neighbour.
import type { Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';
import type { RawCandle } from './types.ts';

/** The open's and close's rows of one bar. */
export interface BarTicks {
  yOpen: number;
  yClose: number;
}

/**
 * The ticks of every bar when the chart draws OHLC bars (the candle scan found their stems and
 * gave each its ticks), else null. The image and background are not looked at again: they stay
 * in the signature the pipeline calls.
 */
export function readBarTicks(
  _img: RgbaImage,
  _bg: Rgb,
  candles: readonly RawCandle[],
): (BarTicks | null)[] | null {
  if (!candles.some((c) => c.ticks !== undefined)) return null;
  return ticksOfBars(candles);
}

/**
 * A tick not seen (hidden by the neighbour's, or faded) is taken from the neighbour: a bar opens
 * about where the one before it closed. A bar with a tick missing and no neighbour to take it
 * from is read as a candle (its open and close estimated).
 */
function ticksOfBars(candles: readonly RawCandle[]): (BarTicks | null)[] {
  const gaps = candles.slice(1).map((c, k) => c.x - candles[k]!.x);
  const pitch = gaps.length ? [...gaps].sort((a, b) => a - b)[gaps.length >> 1]! : 0;
  const adjacent = (k: number): boolean =>
    k > 0 && k < candles.length && candles[k]!.x - candles[k - 1]!.x <= pitch * 1.5;
  return candles.map((c, k) => {
    const t = c.ticks;
    if (!t) return null;
    const yOpen = t.yOpen ?? (adjacent(k) ? (candles[k - 1]!.ticks?.yClose ?? null) : null);
    const yClose = t.yClose ?? (adjacent(k + 1) ? (candles[k + 1]!.ticks?.yOpen ?? null) : null);
    if (yOpen === null || yClose === null) return null;
    // a tick stands within its bar's rows
    const clamp = (y: number): number => Math.min(c.yLow, Math.max(c.yHigh, y));
    return { yOpen: clamp(yOpen), yClose: clamp(yClose) };
  });
}

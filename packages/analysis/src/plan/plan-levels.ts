import { contextOf, levelsOf } from '../sections.ts';
import type { Candle } from '../types.ts';

/**
 * The levels the engine draws on a chart of these candles (swing levels and reference levels),
 * as the risk plan's defaults use them; for measuring the default stop on series without a chart.
 */
export function chartLevelPrices(candles: readonly Candle[], decimals = 8): number[] {
  return levelsOf(contextOf(candles, false, decimals, {})).map((l) => l.price);
}

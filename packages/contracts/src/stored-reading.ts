import type { StoredReading, StoredResult } from './analysis-api.ts';

// No zod here: the web's history page imports these without bundling the API schemas.

/**
 * The history's `symbol` filter value for analyses of charts that show no symbol (a ticker is in
 * capitals and a name starts with one, so the lowercase word stands for none).
 */
export const NO_SYMBOL = 'none';

/** Longest symbol or name kept for the history (a legend line is cut to about this). */
const SYMBOL_MAX = 100;

/** The instrument as the chart names it: its ticker, else its name; null when neither was read. */
export function chartSymbol(reading: Pick<StoredReading, 'symbol' | 'instrument'>): string | null {
  const symbol = (reading.symbol ?? reading.instrument ?? '').trim().slice(0, SYMBOL_MAX);
  return symbol || null;
}

/**
 * Decimals the chart writes its prices with: its axis labels' as the reader read them, else the
 * engine's (from the price's size); null when the price axis was not read.
 */
export function chartDecimals(
  reading: Pick<StoredReading, 'priceAxis' | 'relativePrices'>,
  result?: Pick<StoredResult, 'decimals'>,
): number | null {
  if (reading.relativePrices || !reading.priceAxis) return null;
  const d = reading.priceAxis.decimals ?? result?.decimals;
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 ? Math.min(d, 10) : null;
}

/** The last candle's close as read; null when the price axis was not read. */
export function lastCloseOf(reading: Pick<StoredReading, 'candles' | 'relativePrices'>) {
  const last = reading.candles.at(-1);
  return !reading.relativePrices && last && Number.isFinite(last.close) ? last.close : null;
}

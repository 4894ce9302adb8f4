import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOhlcCsv, type Candle } from '@candlelens/analysis';
import { clippedBadTicks } from '../../packages/analysis/src/outliers.ts';

export const OHLC_DIR = fileURLToPath(new URL('../../../shared/data/ohlc/', import.meta.url));

export const REAL_SERIES = [
  { file: 'Coinbase_BTCUSD_d.csv', label: 'BTC/USD daily' },
  { file: 'bitfinex-1h-btc-usd.csv', label: 'BTC/USD hourly' },
  { file: 'goog-2011-yahoofinance.csv', label: 'GOOG daily' },
  { file: 'nikkei-2010-yahoofinance.csv', label: 'Nikkei 225 daily' },
  { file: 'gld-2012-yahoofinance.csv', label: 'GLD daily' },
  { file: 'nt-spy-minute-2011-03.csv', label: 'SPY 1-minute' },
] as const;

export interface NamedSeries {
  label: string;
  candles: Candle[];
}

/** The real series, parsed and with bad-tick wicks clipped as the engine does. */
export function loadRealSeries(dir = process.env.OHLC_DIR ?? OHLC_DIR): NamedSeries[] {
  // The engine clips bad-tick wicks before analysing; measure on the same candles.
  return REAL_SERIES.map(({ file, label }) => ({
    label,
    candles: clippedBadTicks(parseOhlcCsv(readFileSync(`${dir}/${file}`, 'utf8'))).candles,
  }));
}

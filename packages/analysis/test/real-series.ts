import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOhlcCsv } from '../src/csv.ts';
import type { Candle } from '../src/types.ts';

/** The shared market data, read in place (never copied into the project). */
const MARKETS = fileURLToPath(new URL('../../../../shared/data/ohlc/markets/', import.meta.url));

export const SHARED_DATA = existsSync(`${MARKETS}/index.csv`);
/** Why tests on real series skip: named in their titles, and printed when they do. */
export const SKIP_REASON = `skipped when the shared market data at ${MARKETS} is absent`;
if (!SHARED_DATA)
  console.warn(`Tests on real series are ${SKIP_REASON.replace('when', 'because')}.`);

/** A series of the shared multi-market set, e.g. "us/MSFT_1d.csv" (last `bars` bars). */
export function realSeries(file: string, bars?: number): Candle[] {
  const candles = parseOhlcCsv(readFileSync(`${MARKETS}/${file}`, 'utf8'));
  return bars ? candles.slice(-bars) : candles;
}

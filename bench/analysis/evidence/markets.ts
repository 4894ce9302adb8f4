import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOhlcCsv, type AssetClass, type Candle } from '@candlelens/analysis';

/** The shared multi-market OHLC set, read in place (never copied into the project). */
export const MARKETS_DIR =
  process.env.MARKETS_DIR ??
  fileURLToPath(new URL('../../../../shared/data/ohlc/markets/', import.meta.url));

export interface MarketSeries {
  file: string;
  symbol: string;
  assetClass: AssetClass;
  timeframe: string;
  bucket: 'intraday' | 'daily';
  /** Milliseconds per bar of the timeframe. */
  barMs: number;
  candles: Candle[];
}

const MINUTES: Record<string, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '4h': 240,
  '1d': 1440,
};

/** Splits a CSV line on commas outside double quotes. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export function marketsAvailable(dir = MARKETS_DIR): boolean {
  return existsSync(`${dir}/index.csv`);
}

/** Every series of the index (or every `every`-th one, for a quick run), in index order. */
export function loadMarkets(dir = MARKETS_DIR, every = 1): MarketSeries[] {
  const [header, ...rows] = readFileSync(`${dir}/index.csv`, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = cells(header ?? '');
  const at = (r: string[], name: string) => r[cols.indexOf(name)] ?? '';
  return rows
    .filter((_, i) => i % every === 0)
    .map((line) => {
      const r = cells(line);
      const timeframe = at(r, 'timeframe');
      const minutes = MINUTES[timeframe] ?? 1440;
      return {
        file: at(r, 'file'),
        symbol: at(r, 'symbol'),
        assetClass: at(r, 'assetClass') as AssetClass,
        timeframe,
        bucket: minutes >= 1440 ? ('daily' as const) : ('intraday' as const),
        barMs: minutes * 60_000,
        candles: parseOhlcCsv(readFileSync(`${dir}/${at(r, 'file')}`, 'utf8')),
      };
    });
}

/** Evidence groups a series belongs to, most specific first. */
export function seriesGroups(s: Pick<MarketSeries, 'assetClass' | 'bucket'>): string[] {
  return [`${s.assetClass}/${s.bucket}`, `all/${s.bucket}`, 'all/all'];
}

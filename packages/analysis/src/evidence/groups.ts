import { median } from '../math.ts';
import type { Candle } from '../types.ts';

export type AssetClass = 'us' | 'indices' | 'india' | 'fx' | 'crypto' | 'commodity';
export type TimeframeBucket = 'intraday' | 'daily';

export const ASSET_CLASSES: readonly AssetClass[] = [
  'us',
  'indices',
  'india',
  'fx',
  'crypto',
  'commodity',
];

const CLASS_WORDS: Record<AssetClass | 'all', string> = {
  us: 'US stocks and ETFs',
  indices: 'stock indices',
  india: 'Indian stocks',
  fx: 'currency pairs',
  crypto: 'crypto',
  commodity: 'commodities',
  all: 'all markets',
};

/** "daily US stocks and ETFs", "intraday charts of all markets", "charts of all markets". */
export function groupLabel(key: string): string {
  const [cls = 'all', tf = 'all'] = key.split('/');
  const words = CLASS_WORDS[cls as AssetClass | 'all'] ?? cls;
  if (tf === 'all') return `charts of ${words}`;
  return cls === 'all' ? `${tf} charts of ${words}` : `${tf} ${words}`;
}

const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CHF', 'AUD', 'NZD', 'CAD', 'SEK', 'NOK', 'SGD'];
const CRYPTO = ['BTC', 'ETH', 'XRP', 'SOL', 'ADA', 'DOGE', 'BNB', 'LTC', 'DOT', 'USDT', 'USDC'];
const COMMODITIES = ['XAU', 'XAG', 'GOLD', 'SILVER', 'WTI', 'BRENT', 'USOIL', 'UKOIL', 'NATGAS'];
const INDICES = [
  'SPX',
  'NDX',
  'DJI',
  'US500',
  'US30',
  'NAS100',
  'US100',
  'RUT',
  'VIX',
  'NIFTY',
  'BANKNIFTY',
  'SENSEX',
  'DAX',
  'GER40',
  'FTSE',
  'UK100',
  'CAC',
  'N225',
  'NIKKEI',
  'HSI',
  'KOSPI',
  'ASX',
];

/**
 * The asset class a symbol read from the chart plainly belongs to, or null when it could be
 * several (a bare ticker such as "SPY" could be a US or another exchange's stock).
 */
export function assetClassOf(symbol: string | null | undefined): AssetClass | null {
  if (!symbol) return null;
  const s = symbol
    .toUpperCase()
    .replace(/^[A-Z]+:/, '')
    .replace(/[^A-Z0-9]/g, '');
  if (!s) return null;
  if (CRYPTO.some((c) => s.startsWith(c) || (s.endsWith(c) && s.length > c.length)))
    return 'crypto';
  if (COMMODITIES.some((c) => s.startsWith(c))) return 'commodity';
  if (INDICES.some((c) => s === c || s.startsWith(c))) return 'indices';
  if (s.length === 6 && CURRENCIES.includes(s.slice(0, 3)) && CURRENCIES.includes(s.slice(3)))
    return 'fx';
  if (/\.NS$|\.BO$/i.test(symbol) || /^NSE:|^BSE:/i.test(symbol)) return 'india';
  return null;
}

/** Minutes per bar of a timeframe written as on charts: "5m", "1h", "4H", "1D", "D", "1W", "60". */
export function timeframeMinutes(timeframe: string | null | undefined): number | null {
  if (!timeframe) return null;
  const m = /^\s*(\d+)?\s*(s|m|min|h|d|w|wk|mo|M)?\s*$/i.exec(timeframe);
  if (!m) return null;
  const count = Number(m[1] ?? 1);
  const unit = m[2] ?? (m[1] ? 'm' : '');
  if (!unit) return null;
  if (unit === 'M' || /^mo$/i.test(unit)) return count * 43200;
  const u = unit.toLowerCase();
  const per: Record<string, number> = {
    s: 1 / 60,
    m: 1,
    min: 1,
    h: 60,
    d: 1440,
    w: 10080,
    wk: 10080,
  };
  const k = per[u];
  return k === undefined || !(count > 0) ? null : count * k;
}

/**
 * Median minutes between candle times (or between the times of day read off a chart without
 * dates, passing midnight forward), or null when the candles carry neither.
 */
export function candleMinutes(candles: readonly Candle[]): number | null {
  const steps: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    const a = candles[i - 1]?.time;
    const b = candles[i]?.time;
    if (typeof a === 'number' && typeof b === 'number' && b > a) steps.push((b - a) / 60000);
  }
  if (steps.length >= 3) return median(steps);
  steps.length = 0;
  for (let i = 1; i < candles.length; i++) {
    const a = candles[i - 1]?.clock;
    const b = candles[i]?.clock;
    if (!a || !b) continue;
    const d = b.hour * 60 + b.minute - (a.hour * 60 + a.minute);
    steps.push(d > 0 ? d : d + 1440);
  }
  return steps.length >= 3 ? median(steps) : null;
}

export function bucketOf(minutes: number | null): TimeframeBucket | null {
  if (minutes === null) return null;
  return minutes >= 1440 * 0.9 ? 'daily' : 'intraday';
}

/** Evidence groups to consult, most specific first. */
export function groupKeys(cls: AssetClass | null, bucket: TimeframeBucket | null): string[] {
  const keys: string[] = [];
  if (cls && bucket) keys.push(`${cls}/${bucket}`);
  if (bucket) keys.push(`all/${bucket}`);
  keys.push('all/all');
  return keys;
}

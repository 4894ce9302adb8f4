import type { OhlcBar } from './ohlc.ts';
import type { Rng } from './prng.ts';
import { syntheticSeries } from './series-synthetic.ts';

export type RangeClass = 'micro' | 'forex' | 'stock' | 'index' | 'huge';

/** Magnitude of a typical price for each range class. */
const CLASS_PRICE: Record<RangeClass, [number, number]> = {
  micro: [0.0001, 0.005],
  forex: [0.5, 2],
  stock: [10, 900],
  index: [1000, 90000],
  huge: [100000, 1000000],
};

export function rangeClassOf(price: number): RangeClass {
  if (price < 0.1) return 'micro';
  if (price < 10) return 'forex';
  if (price < 1000) return 'stock';
  if (price < 100000) return 'index';
  return 'huge';
}

/** Decimal places a chart would show for prices of this magnitude. */
export function precisionFor(price: number): number {
  if (price < 0.001) return 8;
  if (price < 0.01) return 7;
  if (price < 0.1) return 6;
  if (price < 10) return 5;
  if (price < 100000) return 2;
  return 0;
}

export interface ChosenSeries {
  bars: OhlcBar[];
  source: string;
  precision: number;
  rangeClass: RangeClass;
}

/** A slice of a real series (optionally rescaled by a power of ten) or a synthetic one. */
export function chooseSeries(
  rng: Rng,
  real: Record<string, OhlcBar[]>,
  source: string,
  count: number,
  targetClass: RangeClass | null,
): ChosenSeries {
  let bars: OhlcBar[];
  if (source === 'synthetic') {
    const cls = targetClass ?? 'stock';
    const [lo, hi] = CLASS_PRICE[cls];
    const startPrice = Math.exp(rng.range(Math.log(lo), Math.log(hi)));
    const interval = rng.pick([60, 300, 900, 3600, 14400, 86400]);
    const startTime = Date.UTC(2021, 0, 4) / 1000 + rng.int(0, 1000) * 86400;
    bars = syntheticSeries(rng, { count, startPrice, startTime, intervalSeconds: interval });
  } else {
    const all = real[source];
    if (!all || all.length === 0) throw new Error(`no real series ${source}`);
    const n = Math.min(count, all.length);
    const start = rng.int(0, all.length - n);
    bars = all.slice(start, start + n);
    if (targetClass) {
      const mid = median(bars.map((b) => b.close));
      const [lo, hi] = CLASS_PRICE[targetClass];
      const target = Math.exp(rng.range(Math.log(lo), Math.log(hi)));
      const factor = 10 ** Math.round(Math.log10(target / mid));
      bars = bars.map((b) => ({
        ...b,
        open: b.open * factor,
        high: b.high * factor,
        low: b.low * factor,
        close: b.close * factor,
      }));
    }
  }
  const mid = median(bars.map((b) => b.close));
  const precision = precisionFor(mid);
  const round = (v: number): number => Number(v.toFixed(precision));
  const minTick = 10 ** -precision;
  bars = bars.map((b) => ({
    ...b,
    open: round(b.open),
    high: round(b.high),
    low: Math.max(minTick, round(b.low)),
    close: round(b.close),
  }));
  return { bars, source, precision, rangeClass: rangeClassOf(mid) };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 1;
}

import { BollingerBands, SMA, StochasticOscillator } from 'trading-signals';
import type { Candle } from './types.ts';

/**
 * Per-bar indicator values, null before warm-up. Definitions follow TradingView's built-ins:
 * EMA seeded with the simple average of its first `period` values (MACD too); Wilder's
 * smoothing (RMA, alpha 1/period, seeded with a simple average) for RSI, ATR and ADX; the
 * first bar's true range is its high-low range; on ADX a tie between the up and down move
 * counts for neither side. SMA, Bollinger Bands (population deviation) and the slow Stochastic
 * come from the `trading-signals` library, whose definitions already match.
 */
export type Series = (number | null)[];

function closes(candles: readonly Candle[]): number[] {
  return candles.map((c) => c.close);
}

/** Exponential average with smoothing `alpha`, seeded by the simple average of the first `period` non-null inputs. */
function seededAverage(values: readonly (number | null)[], period: number, alpha: number): Series {
  const out: Series = [];
  let seen = 0;
  let sum = 0;
  let avg: number | null = null;
  for (const v of values) {
    if (v === null) {
      out.push(avg);
      continue;
    }
    if (avg === null) {
      seen++;
      sum += v;
      if (seen === period) avg = sum / period;
    } else {
      avg = alpha * v + (1 - alpha) * avg;
    }
    out.push(avg);
  }
  return out;
}

export function emaOf(values: readonly (number | null)[], period: number): Series {
  return seededAverage(values, period, 2 / (period + 1));
}

/** Wilder's moving average (TradingView's `ta.rma`). */
export function rmaOf(values: readonly (number | null)[], period: number): Series {
  return seededAverage(values, period, 1 / period);
}

export function smaSeries(candles: readonly Candle[], period: number): Series {
  const sma = new SMA(period);
  return closes(candles).map((p) => sma.add(p));
}

export function emaSeries(candles: readonly Candle[], period: number): Series {
  return emaOf(closes(candles), period);
}

export function rsiSeries(candles: readonly Candle[], period = 14): Series {
  const c = closes(candles);
  const gains: (number | null)[] = c.map((v, i) => (i === 0 ? null : Math.max(v - c[i - 1]!, 0)));
  const losses: (number | null)[] = c.map((v, i) => (i === 0 ? null : Math.max(c[i - 1]! - v, 0)));
  const g = rmaOf(gains, period);
  const l = rmaOf(losses, period);
  return g.map((gv, i) => {
    const lv = l[i] ?? null;
    if (gv === null || lv === null) return null;
    if (lv === 0) return gv === 0 ? 50 : 100;
    return 100 - 100 / (1 + gv / lv);
  });
}

function trueRanges(candles: readonly Candle[], firstBar: boolean): (number | null)[] {
  return candles.map((c, i) => {
    const prev = candles[i - 1];
    if (!prev) return firstBar ? c.high - c.low : null;
    return Math.max(c.high - c.low, Math.abs(c.high - prev.close), Math.abs(c.low - prev.close));
  });
}

export function atrSeries(candles: readonly Candle[], period = 14): Series {
  return rmaOf(trueRanges(candles, true), period);
}

/** ADX as TradingView's "Directional Movement Index" (DI length and ADX smoothing `period`). */
export function adxSeries(candles: readonly Candle[], period = 14): Series {
  const plusDm: (number | null)[] = [];
  const minusDm: (number | null)[] = [];
  candles.forEach((c, i) => {
    const prev = candles[i - 1];
    if (!prev) {
      plusDm.push(null);
      minusDm.push(null);
      return;
    }
    const up = c.high - prev.high;
    const down = prev.low - c.low;
    plusDm.push(up > down && up > 0 ? up : 0);
    minusDm.push(down > up && down > 0 ? down : 0);
  });
  const tr = rmaOf(trueRanges(candles, false), period);
  const plus = rmaOf(plusDm, period);
  const minus = rmaOf(minusDm, period);
  const dx: (number | null)[] = tr.map((t, i) => {
    const p = plus[i] ?? null;
    const m = minus[i] ?? null;
    if (t === null || p === null || m === null || !(t > 0)) return null;
    const pdi = (100 * p) / t;
    const mdi = (100 * m) / t;
    const sum = pdi + mdi;
    return Math.abs(pdi - mdi) / (sum === 0 ? 1 : sum);
  });
  return rmaOf(dx, period).map((v) => (v === null ? null : 100 * v));
}

export interface MacdPoint {
  macd: number;
  signal: number;
  histogram: number;
}

export function macdSeries(candles: readonly Candle[]): (MacdPoint | null)[] {
  const fast = emaSeries(candles, 12);
  const slow = emaSeries(candles, 26);
  const line = fast.map((f, i) => {
    const s = slow[i] ?? null;
    return f === null || s === null ? null : f - s;
  });
  const signal = emaOf(line, 9);
  return line.map((m, i) => {
    const s = signal[i] ?? null;
    return m === null || s === null ? null : { macd: m, signal: s, histogram: m - s };
  });
}

export interface BandPoint {
  upper: number;
  middle: number;
  lower: number;
}

export function bollingerSeries(
  candles: readonly Candle[],
  period = 20,
  k = 2,
): (BandPoint | null)[] {
  const bb = new BollingerBands(period, k);
  return closes(candles).map((p) => bb.add(p));
}

export interface StochPoint {
  k: number;
  d: number;
}

/** Slow stochastic 14/3/3. */
export function stochasticSeries(candles: readonly Candle[]): (StochPoint | null)[] {
  const st = new StochasticOscillator({ kPeriod: 14, kSlowingPeriod: 3, dPeriod: 3 });
  return candles.map((c) => {
    const r = st.add({ high: c.high, low: c.low, close: c.close });
    return r ? { k: r.stochK, d: r.stochD } : null;
  });
}

export function lastValue<T>(series: readonly (T | null)[]): T | null {
  const v = series[series.length - 1];
  return v === undefined ? null : v;
}

/**
 * Weight the seed (a simple average of the first `period` values) still carries at the last of
 * `count` values of an exponential average with smoothing `alpha`. Above 1% the value depends
 * on history the chart does not show, so it is marked approximate.
 */
export function seedWeight(count: number, period: number, alpha: number): number {
  return count < period ? 1 : (1 - alpha) ** (count - period);
}

export const APPROXIMATE_SEED_WEIGHT = 0.01;

export function emaApproximate(count: number, period: number): boolean {
  return seedWeight(count, period, 2 / (period + 1)) > APPROXIMATE_SEED_WEIGHT;
}

export function rmaApproximate(count: number, period: number): boolean {
  return seedWeight(count, period, 1 / period) > APPROXIMATE_SEED_WEIGHT;
}

/**
 * Average true range at the last bar, falling back to the mean high-low range on short
 * series, so every chart with at least two bars has a volatility unit.
 */
export function volatilityUnit(candles: readonly Candle[]): number {
  const atr = candles.length > 15 ? lastValue(atrSeries(candles)) : null;
  if (atr !== null && atr > 0) return atr;
  let sum = 0;
  for (const c of candles) sum += c.high - c.low;
  const range = candles.length ? sum / candles.length : 0;
  if (range > 0) return range;
  const last = candles[candles.length - 1];
  return last ? Math.abs(last.close) * 0.001 || 1 : 1;
}

import {
  ADX,
  ATR,
  BollingerBands,
  EMA,
  MACD,
  RSI,
  SMA,
  StochasticOscillator,
} from 'trading-signals';
import type { Candle } from './types.ts';

/** Per-bar indicator values from the trading-signals library; null before warm-up. */
export type Series = (number | null)[];

function closes(candles: readonly Candle[]): number[] {
  return candles.map((c) => c.close);
}

export function smaSeries(candles: readonly Candle[], period: number): Series {
  const sma = new SMA(period);
  return closes(candles).map((p) => sma.add(p));
}

export function emaSeries(candles: readonly Candle[], period: number): Series {
  const ema = new EMA(period);
  // The library reports an EMA once `period` prices have been seen; counting here avoids
  // its exception-based stability check on every bar.
  return closes(candles).map((p, i) => {
    const value = ema.add(p);
    return i + 1 >= period ? value : null;
  });
}

/** Wilder RSI (smoothing seeded with a simple average, as in the library). */
export function rsiSeries(candles: readonly Candle[], period = 14): Series {
  const rsi = new RSI(period);
  return closes(candles).map((p) => rsi.add(p));
}

/** Wilder ATR. */
export function atrSeries(candles: readonly Candle[], period = 14): Series {
  const atr = new ATR(period);
  return candles.map((c) => atr.add({ high: c.high, low: c.low, close: c.close }));
}

export function adxSeries(candles: readonly Candle[], period = 14): Series {
  const adx = new ADX(period);
  return candles.map((c) => adx.add({ high: c.high, low: c.low, close: c.close }));
}

export interface MacdPoint {
  macd: number;
  signal: number;
  histogram: number;
}

export function macdSeries(candles: readonly Candle[]): (MacdPoint | null)[] {
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  return closes(candles).map((p) => macd.add(p));
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

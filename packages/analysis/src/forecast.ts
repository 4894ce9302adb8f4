import { CALIBRATION } from './calibration.ts';
import type { Candle, Forecast, ForecastPoint } from './types.ts';

export const MAX_HORIZON = 20;
export const SIGMA_WINDOW = 30;
export const MOMENTUM_BARS = 10;

/** Root-mean-square one-bar close change over the last `SIGMA_WINDOW` bars ending at `t`. */
export function closeSigma(candles: readonly Candle[], t: number): number {
  const from = Math.max(1, t - SIGMA_WINDOW + 1);
  let sum = 0;
  let count = 0;
  for (let i = from; i <= t; i++) {
    const d = (candles[i] as Candle).close - (candles[i - 1] as Candle).close;
    sum += d * d;
    count++;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

/** Momentum bin at `t`: the 10-bar close change scaled by sigma * sqrt(10). */
export function momentumBin(
  candles: readonly Candle[],
  t: number,
  sigma: number,
): 'falling' | 'flat' | 'rising' {
  if (t < MOMENTUM_BARS || !(sigma > 0)) return 'flat';
  const z =
    ((candles[t] as Candle).close - (candles[t - MOMENTUM_BARS] as Candle).close) /
    (sigma * Math.sqrt(MOMENTUM_BARS));
  return z > 0.5 ? 'rising' : z < -0.5 ? 'falling' : 'flat';
}

function levelValue(row: readonly number[], level: number): number {
  const k = CALIBRATION.forecast.levels.indexOf(level);
  return row[k] ?? 0;
}

/**
 * Forecast for the next `horizon` bars: the measured quantiles of the normalised move (from
 * the real series) scaled by the current volatility; the central path is the measured median.
 * probabilityUp is the measured share of rises at the horizon for the current momentum bin.
 */
export function forecastFrom(
  candles: readonly Candle[],
  horizon: number,
  decimals: number,
): Forecast | null {
  const t = candles.length - 1;
  const last = candles[t];
  if (!last || t < SIGMA_WINDOW) return null;
  const sigma = closeSigma(candles, t);
  if (!(sigma > 0)) return null;
  const h = Math.max(1, Math.min(MAX_HORIZON, Math.round(horizon)));
  const bin = momentumBin(candles, t, sigma);
  const f = 10 ** decimals;
  const round = (v: number) => Math.round(v * f) / f;
  const path: ForecastPoint[] = [];
  for (let step = 1; step <= h; step++) {
    const row = CALIBRATION.forecast.quantiles[step - 1] ?? [];
    const scale = sigma * Math.sqrt(step);
    const at = (level: number) => round(last.close + levelValue(row, level) * scale);
    path.push({
      index: t + step,
      price: at(0.5),
      p50: [at(0.25), at(0.75)],
      p80: [at(0.1), at(0.9)],
      p95: [at(0.025), at(0.975)],
    });
  }
  const probabilityUp = Math.round((CALIBRATION.forecast.upRate[bin][h - 1] ?? 0.5) * 100) / 100;
  return {
    horizon: h,
    path,
    probabilityUp,
    sigma: round(sigma),
    momentumBin: bin,
    heldOut: CALIBRATION.evaluation,
  };
}

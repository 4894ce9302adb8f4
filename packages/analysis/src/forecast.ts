import { directionEvidence, EVIDENCE, rangeEvidence } from './evidence/evidence.ts';
import { groupLabel } from './evidence/groups.ts';
import type { Candle, EvidenceRef, Forecast, ForecastPoint } from './types.ts';

export const MAX_HORIZON = 20;
export const SIGMA_WINDOW = 30;
export const MOMENTUM_BARS = 10;
/** Bars over which the chart's own 10-bar moves are compared with its 1-bar moves. */
export const RATIO_WINDOW = 140;
/** Bars per move of that comparison: the reference horizon of the measured ranges. */
const RATIO_STEP = 10;
/** Fewest 10-bar moves the comparison needs; with fewer, the 1-bar volatility stands alone. */
const RATIO_MIN_MOVES = 20;
/** Quantile levels of the ranges: 95%, 80% and 50% central ranges and the median. */
export const LEVELS = [0.025, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975];

export type MomentumBin = 'falling' | 'flat' | 'rising';

/** Root-mean-square one-bar log change of the close over the last `SIGMA_WINDOW` bars ending at `t`. */
export function logSigma(candles: readonly Candle[], t: number): number {
  const from = Math.max(1, t - SIGMA_WINDOW + 1);
  let sum = 0;
  let count = 0;
  for (let i = from; i <= t; i++) {
    const a = (candles[i - 1] as Candle).close;
    const b = (candles[i] as Candle).close;
    if (!(a > 0 && b > 0)) continue;
    const d = Math.log(b / a);
    sum += d * d;
    count++;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

/** Root-mean-square log change over `step` bars, per bar, on the `RATIO_WINDOW` bars ending at `t`. */
function windowSigma(candles: readonly Candle[], t: number, step: number): [number, number] {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(step, t - RATIO_WINDOW + 1); i <= t; i++) {
    const a = (candles[i - step] as Candle).close;
    const b = (candles[i] as Candle).close;
    if (!(a > 0 && b > 0)) continue;
    const d = Math.log(b / a);
    sum += d * d;
    count++;
  }
  return [count ? Math.sqrt(sum / count / step) : 0, count];
}

/**
 * The volatility per bar that scales the ranges: the recent one-bar volatility (`logSigma`, the
 * last 30 bars) times how much wider this chart's own 10-bar moves were than its 1-bar moves
 * suggest over its last 140 bars (the square root of the variance ratio). Intraday prices that
 * trend or bounce within a session move over 10 bars by more or less than sqrt(10) one-bar
 * moves; the ratio, read on the chart's own past, carries that into the range.
 */
export function rangeSigma(candles: readonly Candle[], t: number): number {
  const sigma = logSigma(candles, t);
  const [multi, moves] = windowSigma(candles, t, RATIO_STEP);
  const [single] = windowSigma(candles, t, 1);
  if (moves < RATIO_MIN_MOVES || !(multi > 0) || !(single > 0)) return sigma;
  return sigma * (multi / single);
}

/** Momentum at `t`: the 10-bar log change scaled by sigma * sqrt(10), in three bins. */
export function momentumBin(candles: readonly Candle[], t: number, sigma: number): MomentumBin {
  if (t < MOMENTUM_BARS || !(sigma > 0)) return 'flat';
  const a = (candles[t - MOMENTUM_BARS] as Candle).close;
  const b = (candles[t] as Candle).close;
  if (!(a > 0 && b > 0)) return 'flat';
  const z = Math.log(b / a) / (sigma * Math.sqrt(MOMENTUM_BARS));
  return z > 0.5 ? 'rising' : z < -0.5 ? 'falling' : 'flat';
}

function directionRef(groups: readonly string[]): EvidenceRef | null {
  const dir = directionEvidence(groups);
  if (!dir) return null;
  return {
    claim: 'forecast:direction',
    group: groupLabel(dir.group),
    n: dir.e.n,
    hits: Math.round(dir.e.accuracy * dir.e.n),
    rate: dir.e.accuracy,
    low: dir.e.accuracyInterval[0],
    high: dir.e.accuracyInterval[1],
    baselineName: 'always calling the more common direction',
    baselineRate: dir.e.baseAccuracy,
    edge: dir.e.edge,
  };
}

/**
 * Forecast for the next `horizon` bars: the measured quantiles of the normalised log move of
 * the chart's group of markets, scaled by the chart's own volatility. The chance of a higher
 * close is given only at the measured horizon and only where the direction model beat both
 * baselines out of sample.
 */
export function forecastFrom(
  candles: readonly Candle[],
  horizon: number,
  decimals: number,
  groups: readonly string[],
  relative: boolean,
): Forecast | null {
  const t = candles.length - 1;
  const last = candles[t];
  const ranges = rangeEvidence(groups);
  if (!last || t < SIGMA_WINDOW || !ranges || !(last.close > 0)) return null;
  const sigma = rangeSigma(candles, t);
  if (!(sigma > 0)) return null;
  const h = Math.max(1, Math.min(MAX_HORIZON, Math.round(horizon)));
  const f = 10 ** decimals;
  const round = (v: number) => Math.round(v * f) / f;
  const path: ForecastPoint[] = [];
  for (let step = 1; step <= h; step++) {
    const row = ranges.e.quantiles[step - 1] ?? [];
    const scale = sigma * Math.sqrt(step);
    const at = (level: number) => {
      const q = row[LEVELS.indexOf(level)] ?? 0;
      // Relative prices (0..100 of the plot) have no meaningful log scale: move linearly.
      return round(relative ? last.close * (1 + q * scale) : last.close * Math.exp(q * scale));
    };
    path.push({
      index: t + step,
      price: at(0.5),
      p50: [at(0.25), at(0.75)],
      p80: [at(0.1), at(0.9)],
      p95: [at(0.025), at(0.975)],
    });
  }
  const measured = h === EVIDENCE.horizon;
  const direction = measured ? directionRef(groups) : null;
  const dir = measured ? directionEvidence(groups) : null;
  const bin = momentumBin(candles, t, logSigma(candles, t));
  const c = ranges.e.coverage;
  return {
    horizon: h,
    path,
    probabilityUp: dir && dir.e.edge ? Math.round(dir.e.upRate[bin] * 100) / 100 : null,
    sigma: Math.round(sigma * 1e6) / 1e6,
    calibration: measured
      ? {
          group: groupLabel(ranges.group),
          n: ranges.e.n,
          coverage50: c[0],
          coverage80: c[1],
          coverage95: c[2],
        }
      : null,
    direction,
  };
}

import { directionEvidence, EVIDENCE, rangeEvidence } from './evidence/evidence.ts';
import type { RangeEvidence } from './evidence/evidence-types.ts';
import { groupLabel } from './evidence/groups.ts';
import { atrSeries, lastValue } from './indicator-series.ts';
import { opensWithin, sessionsAt } from './sessions.ts';
import type { Candle, EvidenceRef, Forecast, ForecastPoint, RangeCalibration } from './types.ts';

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

/**
 * Root-mean-square log change over `step` bars, per bar, on the `RATIO_WINDOW` bars ending at
 * `t`, leaving out the moves `skip` says to (moves that span a session open); and their count.
 */
function windowSigma(
  candles: readonly Candle[],
  t: number,
  step: number,
  skip?: (from: number, to: number) => boolean,
): [number, number] {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(step, t - RATIO_WINDOW + 1); i <= t; i++) {
    const a = (candles[i - step] as Candle).close;
    const b = (candles[i] as Candle).close;
    if (!(a > 0 && b > 0) || skip?.(i - step + 1, i)) continue;
    const d = Math.log(b / a);
    sum += d * d;
    count++;
  }
  return [count ? Math.sqrt(sum / count / step) : 0, count];
}

/** sqrt of the variance ratio of 10-bar to 1-bar moves (1 with fewer than 20 10-bar moves). */
function ratioOf(
  candles: readonly Candle[],
  t: number,
  skip?: (from: number, to: number) => boolean,
): number {
  const [multi, moves] = windowSigma(candles, t, RATIO_STEP, skip);
  const [single] = windowSigma(candles, t, 1, skip);
  return moves < RATIO_MIN_MOVES || !(multi > 0) || !(single > 0) ? 1 : multi / single;
}

/**
 * The volatility per bar that scales the ranges: the recent one-bar volatility (`logSigma`, the
 * last 30 bars) times how much wider this chart's own 10-bar moves were than its 1-bar moves
 * suggest over its last 140 bars (the square root of the variance ratio). Intraday prices that
 * trend or bounce within a session move over 10 bars by more or less than sqrt(10) one-bar
 * moves; the ratio, read on the chart's own past, carries that into the range.
 */
export function rangeSigma(candles: readonly Candle[], t: number): number {
  return logSigma(candles, t) * ratioOf(candles, t);
}

/** How the ranges of a chart ending at `t` are scaled, read only from candles up to `t`. */
export interface RangeScale {
  /** Standard deviation of the log move over the next `h` bars. */
  scale(h: number): number;
  /** Session opens (moves across a daily closure) among the next `h` bars; 0 without sessions. */
  opens(h: number): number;
  /** The chart shows daily closures: within-session and session-open moves are scaled apart. */
  sessions: boolean;
}

function rms(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v * v;
  return values.length ? Math.sqrt(sum / values.length) : 0;
}

/**
 * The scale of the next `h` bars' move. On a chart of a market that closes every day (read from
 * the candles' times), a 10-bar move that spans the close carries an overnight gap several times
 * a within-session move, and one that does not carries none: the variance is the within-session
 * volatility (its last 30 within-session moves, times its within-session variance ratio) for each
 * bar inside the session, plus the chart's own session-open volatility (its moves across the
 * closures of its last 140 bars, at least the within-session one) for each session open ahead.
 * Elsewhere `rangeSigma` times sqrt(h).
 */
export function rangeScale(candles: readonly Candle[], t: number): RangeScale {
  const s = sessionsAt(candles, t, RATIO_WINDOW);
  if (!s) {
    const sigma = rangeSigma(candles, t);
    return { scale: (h) => sigma * Math.sqrt(h), opens: () => 0, sessions: false };
  }
  const within: number[] = [];
  const open: number[] = [];
  for (let i = t; i >= Math.max(1, t - RATIO_WINDOW + 1); i--) {
    const a = (candles[i - 1] as Candle).close;
    const b = (candles[i] as Candle).close;
    if (!(a > 0 && b > 0)) continue;
    if (s.opens.has(i)) open.push(Math.log(b / a));
    else if (within.length < SIGMA_WINDOW) within.push(Math.log(b / a));
  }
  const spansOpen = (from: number, to: number) => {
    for (let j = from; j <= to; j++) if (s.opens.has(j)) return true;
    return false;
  };
  const inside = rms(within) * ratioOf(candles, t, spansOpen);
  const across = Math.max(rms(open), rms(within));
  return {
    scale: (h) => {
      const k = opensWithin(s, h);
      return Math.sqrt((h - k) * inside * inside + k * across * across);
    },
    opens: (h) => opensWithin(s, h),
    sessions: true,
  };
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

/**
 * The direction model's measured accuracy against the stronger of its two baselines (the model
 * had to beat both): always calling the more common direction, and calling the last bar's
 * direction again.
 */
function directionRef(groups: readonly string[]): EvidenceRef | null {
  const dir = directionEvidence(groups);
  if (!dir) return null;
  const persists = dir.e.persistenceAccuracy > dir.e.baseAccuracy;
  return {
    claim: 'forecast:direction',
    group: groupLabel(dir.group),
    n: dir.e.n,
    hits: Math.round(dir.e.accuracy * dir.e.n),
    rate: dir.e.accuracy,
    low: dir.e.accuracyInterval[0],
    high: dir.e.accuracyInterval[1],
    baselineName: persists
      ? "calling the last bar's direction again"
      : 'always calling the more common direction',
    baselineRate: persists ? dir.e.persistenceAccuracy : dir.e.baseAccuracy,
    edge: dir.e.edge,
  };
}

/**
 * A calibration with the 95% intervals of its three coverages (50/80/95%), in that order: the
 * contract's shape plus what the text needs to quote each coverage with its interval.
 */
export interface MeasuredCalibration extends RangeCalibration {
  intervals: [[number, number], [number, number], [number, number]];
  /** Price series the coverage was measured on; under 10, the ranges are rough. */
  series?: number;
  rough?: boolean;
}

/** The forecast as the engine makes it: the contract's shape plus what its text says. */
export interface EngineForecast extends Forecast {
  calibration: MeasuredCalibration | null;
  /** Session opens (overnight gaps) within the horizon on a chart of daily sessions, else null. */
  sessionOpens: number | null;
  /** How the ranges are drawn: scaled to the chart's recent moves, a plain band of typical moves,
   * or some ranges each way (whichever measured better for the group, walk-forward). */
  method: 'scaled' | 'band' | 'mixed';
  /** The ranges are those of a group pooling daily and intraday charts (the timeframe was not
   * read), which keeps the band: the two ways could not be compared there. */
  pooled: boolean;
}

/** The 50/80/95% central ranges: their quantile levels. */
const RANGE_LEVELS = [
  [0.25, 0.75],
  [0.1, 0.9],
  [0.025, 0.975],
] as const;

/**
 * The group's ranges drawn on a chart ending at `t`: for `h` bars ahead, the log-move bounds of
 * the 50/80/95% ranges (and the median), each a blend, with the weight the evidence chose walk-
 * forward, of the scaled ranges (the measured quantiles times this chart's `rangeScale`) and the
 * plain band of +- k typical moves (ATR 14). Read only from candles up to `t`.
 */
export interface RangeDraw {
  /** [lower, upper] log move of the 50%, 80% and 95% ranges, and the median move. */
  bounds(h: number): { ranges: [number, number][]; median: number };
  scale: RangeScale;
}

export function rangeDraw(
  candles: readonly Candle[],
  t: number,
  ranges: RangeEvidence,
): RangeDraw | null {
  const last = candles[t];
  if (!last || !(last.close > 0)) return null;
  const scale = rangeScale(candles, t);
  const atr = lastValue(atrSeries(candles.slice(Math.max(0, t - 149), t + 1)));
  const unit = atr !== null && atr > 0 ? atr / last.close : 0;
  return {
    scale,
    bounds: (h) => {
      const q = ranges.quantiles[h - 1] ?? [];
      const k = ranges.atrK?.[h - 1] ?? [];
      const sd = scale.scale(h);
      const ranged = RANGE_LEVELS.map(([lo, hi], r): [number, number] => {
        // without a typical move (or a table of k), the scaled ranges alone
        const w = unit > 0 && k[r] !== undefined ? (ranges.weights?.[r] ?? 1) : 1;
        const band = (k[r] ?? 0) * unit;
        const ql = (q[LEVELS.indexOf(lo)] ?? 0) * sd;
        const qh = (q[LEVELS.indexOf(hi)] ?? 0) * sd;
        return [w * ql - (1 - w) * band, w * qh + (1 - w) * band];
      });
      const w50 = unit > 0 && k[0] !== undefined ? (ranges.weights?.[0] ?? 1) : 1;
      return { ranges: ranged, median: w50 * (q[LEVELS.indexOf(0.5)] ?? 0) * sd };
    },
  };
}

/**
 * Forecast for the next `horizon` bars: the group's measured ranges (the scaled ranges blended
 * with the plain ATR band, as chosen walk-forward) drawn on this chart. The chance of a higher
 * close is given only at the measured horizon and only where the direction model beat both
 * baselines out of sample (after the correction over groups).
 */
export function forecastFrom(
  candles: readonly Candle[],
  horizon: number,
  decimals: number,
  groups: readonly string[],
  relative: boolean,
): EngineForecast | null {
  const t = candles.length - 1;
  const last = candles[t];
  const ranges = rangeEvidence(groups);
  if (!last || t < SIGMA_WINDOW || !ranges || !(last.close > 0)) return null;
  const draw = rangeDraw(candles, t, ranges.e);
  if (!draw) return null;
  const model = draw.scale;
  const h = Math.max(1, Math.min(MAX_HORIZON, Math.round(horizon)));
  // Per bar, averaged over the horizon (on a session chart it counts the session opens ahead).
  const sigma = model.scale(h) / Math.sqrt(h);
  if (!(sigma > 0)) return null;
  const f = 10 ** decimals;
  const round = (v: number) => Math.round(v * f) / f;
  // Relative prices (0..100 of the plot) have no meaningful log scale: move linearly.
  const price = (move: number) =>
    round(relative ? last.close * (1 + move) : last.close * Math.exp(move));
  const path: ForecastPoint[] = [];
  for (let step = 1; step <= h; step++) {
    const b = draw.bounds(step);
    const [r50, r80, r95] = b.ranges as [[number, number], [number, number], [number, number]];
    path.push({
      index: t + step,
      price: price(b.median),
      p50: [price(r50[0]), price(r50[1])],
      p80: [price(r80[0]), price(r80[1])],
      p95: [price(r95[0]), price(r95[1])],
    });
  }
  const measured = h === EVIDENCE.horizon;
  const direction = measured ? directionRef(groups) : null;
  const dir = measured ? directionEvidence(groups) : null;
  const bin = momentumBin(candles, t, logSigma(candles, t));
  const c = ranges.e.coverage;
  const [i50, i80, i95] = ranges.e.intervals;
  const calibration: MeasuredCalibration = {
    group: groupLabel(ranges.group),
    n: ranges.e.n,
    coverage50: c[0],
    coverage80: c[1],
    coverage95: c[2],
    intervals: [i50, i80, i95],
    series: ranges.e.series,
    rough: ranges.e.rough,
  };
  return {
    horizon: h,
    path,
    probabilityUp: dir && dir.e.edge ? Math.round(dir.e.upRate[bin] * 100) / 100 : null,
    sigma: Math.round(sigma * 1e6) / 1e6,
    calibration: measured ? calibration : null,
    direction,
    sessionOpens: model.sessions ? model.opens(h) : null,
    method: methodOf(ranges.e),
    pooled: ranges.group.endsWith('/all'),
  };
}

function methodOf(e: RangeEvidence): EngineForecast['method'] {
  const w = e.weights ?? [1, 1, 1];
  return w.every((x) => x === 1) ? 'scaled' : w.every((x) => x === 0) ? 'band' : 'mixed';
}

// The forecast ranges and the direction model of one group of markets, walk-forward: the scaled
// ranges the engine draws, a plain band of close +- k x ATR(14) with k fitted the same way, and
// the band unless earlier folds separate the scaled ranges from it; coverage with intervals by series.
import {
  atrSeries,
  LEVELS,
  logSigma,
  MAX_HORIZON,
  momentumBin,
  rangeScale,
  type Candle,
  type MomentumBin,
  type RangeEvidence,
  type RangeScore,
} from '@candlelens/analysis';
import { clusterBootstrap } from '../plan/score.ts';
import {
  BAND,
  chooseWays,
  column,
  merged,
  SCALED,
  scoreDifference,
  WAYS,
  WIDTH,
  type Sums,
} from './range-choice.ts';
import { weightedQuantiles, wilson } from './stats.ts';

export const REFERENCE_HORIZON = 10;
const FIRST = 40;
export const FOLDS = 5;
/** Groups with fewer series have ranges the text calls rough. */
export const ROUGH_SERIES = 10;
/** The 50/80/95% central ranges: their quantile levels and their miss rates (alpha). */
const RANGES = [
  { lo: 0.25, hi: 0.75, alpha: 0.5 },
  { lo: 0.1, hi: 0.9, alpha: 0.2 },
  { lo: 0.025, hi: 0.975, alpha: 0.05 },
] as const;

/** Per-origin measurements of one series. */
export interface OriginSamples {
  series: number;
  time: number[];
  /** Time of the bar 2 x horizon later: the outcome plus an embargo of one horizon. */
  embargoEnd: number[];
  /** z[h - 1][i]: ln(close[t+h]/close[t]) / scale_t(h), the engine's `rangeScale`, NaN past the end. */
  z: Float64Array[];
  /** y[h - 1][i]: the same move in typical moves, ln(close[t+h]/close[t]) / (ATR14_t / close_t). */
  y: Float64Array[];
  /** scale_t(10) / (ATR14_t / close_t): the engine's scale in typical moves at the reference horizon. */
  ratio: Float64Array;
  bin: MomentumBin[];
  lastUp: boolean[];
}

export function originSamples(candles: readonly Candle[], series: number): OriginSamples {
  const s: OriginSamples = {
    series,
    time: [],
    embargoEnd: [],
    z: [],
    y: [],
    ratio: new Float64Array(0),
    bin: [],
    lastUp: [],
  };
  const atr = atrSeries(candles);
  const idx: number[] = [];
  for (let t = FIRST; t + 1 < candles.length; t++) {
    const a = atr[t];
    if (logSigma(candles, t) > 0 && typeof a === 'number' && a > 0) idx.push(t);
  }
  for (let h = 1; h <= MAX_HORIZON; h++) {
    s.z.push(new Float64Array(idx.length).fill(Number.NaN));
    s.y.push(new Float64Array(idx.length).fill(Number.NaN));
  }
  s.ratio = new Float64Array(idx.length).fill(Number.NaN);
  idx.forEach((t, i) => {
    const c = candles[t] as Candle;
    const sigma = logSigma(candles, t);
    const scale = rangeScale(candles, t);
    const unit = (atr[t] as number) / c.close;
    s.time.push(c.time ?? t);
    s.embargoEnd.push(
      candles[Math.min(candles.length - 1, t + 2 * REFERENCE_HORIZON)]?.time ?? Infinity,
    );
    s.bin.push(momentumBin(candles, t, sigma));
    s.lastUp.push(c.close >= (candles[t - 1] as Candle).close);
    s.ratio[i] = scale.scale(REFERENCE_HORIZON) / unit;
    for (let h = 1; h <= MAX_HORIZON && t + h < candles.length; h++) {
      const sd = scale.scale(h);
      const move = Math.log((candles[t + h] as Candle).close / c.close);
      // the engine gives no forecast without a positive scale
      if (sd > 0) (s.z[h - 1] as Float64Array)[i] = move / sd;
      (s.y[h - 1] as Float64Array)[i] = move / unit;
    }
  });
  return s;
}

export type Keep = (s: OriginSamples, i: number) => boolean;

/** Quantiles of a per-origin value at horizon h over the selected origins, each series weighing the same. */
function quantilesOf(
  all: readonly OriginSamples[],
  h: number,
  pick: (s: OriginSamples) => Float64Array[],
  keep: Keep,
  levels: readonly number[],
  abs = false,
): number[] {
  const v: number[] = [];
  const w: number[] = [];
  for (const s of all) {
    const x = pick(s)[h - 1] as Float64Array;
    const start = v.length;
    for (let i = 0; i < x.length; i++) {
      const value = x[i] as number;
      if (
        !Number.isNaN(value) &&
        !Number.isNaN((s.z[h - 1] as Float64Array)[i] as number) &&
        keep(s, i)
      )
        v.push(abs ? Math.abs(value) : value);
    }
    const k = v.length - start;
    for (let i = 0; i < k; i++) w.push(1 / k);
  }
  if (!v.length) return levels.map(() => Number.NaN);
  return weightedQuantiles(Float64Array.from(v), Float64Array.from(w), levels);
}

export function foldStarts(all: readonly OriginSamples[]): number[] {
  const times = all.flatMap((s) => s.time).sort((a, b) => a - b);
  return Array.from({ length: FOLDS + 1 }, (_, k) =>
    k === FOLDS ? Infinity : (times[Math.floor((times.length * k) / FOLDS)] ?? 0),
  );
}

/** What is fitted on a training set: the scaled ranges' quantiles and the band's k, at horizon h. */
interface Fitted {
  q: number[];
  k: number[];
}

function fitRanges(all: readonly OriginSamples[], h: number, keep: Keep): Fitted {
  return {
    q: quantilesOf(all, h, (s) => s.z, keep, LEVELS),
    k: quantilesOf(all, h, (s) => s.y, keep, [0.5, 0.8, 0.95], true),
  };
}

const at = (q: number[], level: number) => q[LEVELS.indexOf(level)] as number;

/** Interval score of the central range [l, u] missing a share `alpha`, for the outcome y. */
export function intervalScore(l: number, u: number, y: number, alpha: number): number {
  return u - l + (2 / alpha) * Math.max(0, l - y) + (2 / alpha) * Math.max(0, y - u);
}

/** Bounds of range r at the reference horizon for origin i, in typical moves, with weight w on the scaled ranges. */
function bounds(m: Fitted, s: OriginSamples, i: number, r: number, w: number): [number, number] {
  const { lo, hi } = RANGES[r] as (typeof RANGES)[number];
  const ratio = s.ratio[i] as number;
  const k = m.k[r] as number;
  return [w * at(m.q, lo) * ratio - (1 - w) * k, w * at(m.q, hi) * ratio + (1 - w) * k];
}

/** Adds one case to its series' sums: each way of drawing (the band, the scaled ranges) and range. */
function addCase(sums: Sums, m: Fitted, s: OriginSamples, i: number): void {
  const y = (s.y[REFERENCE_HORIZON - 1] as Float64Array)[i] as number;
  let v = sums.get(s.series);
  if (!v) sums.set(s.series, (v = new Array<number>(WIDTH).fill(0)));
  for (let way = 0; way < WAYS; way++)
    for (let r = 0; r < 3; r++) {
      // the weight of the scaled ranges: 0 for the band, 1 for the scaled ranges
      const [l, u] = bounds(m, s, i, r, way === SCALED ? 1 : 0);
      const j = column(way, r, 0);
      v[j] = (v[j] as number) + (y >= l && y <= u ? 1 : 0);
      v[j + 1] =
        (v[j + 1] as number) + intervalScore(l, u, y, (RANGES[r] as { alpha: number }).alpha);
    }
  v[WIDTH - 1] = (v[WIDTH - 1] as number) + 1;
}

export const r3 = (v: number) => Math.round(v * 1000) / 1000;
export const q = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * sorted.length)))] ?? 0;

/** The score of way ways[r] for each range r over per-series sums, with intervals by series. */
function scoreOf(sums: Sums, ways: readonly number[]): RangeScore {
  const total = new Array<number>(WIDTH).fill(0);
  for (const v of sums.values()) v.forEach((x, j) => (total[j] = (total[j] as number) + x));
  const n = total[WIDTH - 1] as number;
  const col = (r: number, which: 0 | 1) => column(ways[r] as number, r, which);
  const coverage = [0, 1, 2].map((r) => r3(n ? (total[col(r, 0)] as number) / n : 0));
  const intervals = [0, 1, 2].map((r) => {
    const boot = clusterBootstrap(sums, (x) => (x[col(r, 0)] ?? 0) / (x[WIDTH - 1] || 1));
    const [wl, wh] = wilson(total[col(r, 0)] as number, n);
    return [r3(Math.min(wl, q(boot, 0.025))), r3(Math.max(wh, q(boot, 0.975)))];
  });
  const score = [0, 1, 2].map((r) => r3(n ? (total[col(r, 1)] as number) / n : 0));
  return {
    n,
    series: [...sums.values()].filter((v) => (v[WIDTH - 1] ?? 0) > 0).length,
    coverage: coverage as RangeScore['coverage'],
    intervals: intervals as RangeScore['intervals'],
    score: score as RangeScore['score'],
  };
}

/**
 * Sums whose band columns are the band's and whose scaled columns are the way `ways[r]` chosen for
 * each range: what shipped, beside the band on the same cases.
 */
function picked(sums: Sums, ways: readonly number[]): Sums {
  const out: Sums = new Map();
  for (const [s, v] of sums) {
    const row = [...v];
    for (let r = 0; r < 3; r++)
      for (const which of [0, 1] as const)
        row[column(SCALED, r, which)] = v[column(ways[r] as number, r, which)] as number;
    out.set(s, row);
  }
  return out;
}

const pick = (ways: readonly number[]) => ways.map((w) => (w === SCALED ? 1 : 0));

/**
 * The ranges of one group. Five calendar folds; for each of the four later ones the scaled
 * ranges' quantiles and the band's k are fitted on origins whose outcome and embargo end before
 * it, and both are scored on it (coverage, interval score in typical moves). Before each fold from
 * the second on, each range's way (band or scaled) is chosen on the earlier folds' out-of-sample
 * scores (`chooseWays`). The table that ships is fitted on every origin, with the ways chosen on
 * all four folds; its coverage is the nested walk-forward's (the same fitting and choosing, done
 * before each of the three later folds and scored on it), with its interval score against the
 * band's on the same cases.
 */
export function evaluateRanges(all: readonly OriginSamples[], pooled = false): RangeEvidence {
  const starts = foldStarts(all);
  const folds: Sums[] = [];
  const chosen: Sums[] = [];
  const foldWeights: number[][] = [];
  for (let k = 1; k < FOLDS; k++) {
    const lo = starts[k] as number;
    const hi = starts[k + 1] as number;
    const m = fitRanges(all, REFERENCE_HORIZON, (s, i) => (s.embargoEnd[i] as number) < lo);
    if ([...m.q, ...m.k].some(Number.isNaN)) continue;
    const sums: Sums = new Map();
    for (const s of all) {
      const y = s.y[REFERENCE_HORIZON - 1] as Float64Array;
      const z = s.z[REFERENCE_HORIZON - 1] as Float64Array;
      for (let i = 0; i < y.length; i++) {
        const time = s.time[i] as number;
        if (Number.isNaN(y[i] as number) || Number.isNaN(z[i] as number) || time < lo || time >= hi)
          continue;
        addCase(sums, m, s, i);
      }
    }
    if (folds.length) {
      // the rule on this fold: each range drawn the way chosen on the folds before it
      const ways = chooseWays(folds, pooled);
      foldWeights.push(pick(ways));
      chosen.push(picked(sums, ways));
    }
    folds.push(sums);
  }
  const series = new Set(all.map((s) => s.series)).size;
  // the table that ships: fitted on every origin, each range's way chosen on all four folds
  const ways = chooseWays(folds, pooled);
  const quantiles: number[][] = [];
  const atrK: number[][] = [];
  for (let h = 1; h <= MAX_HORIZON; h++) {
    const m = fitRanges(all, h, () => true);
    quantiles.push(m.q.map((v) => Math.round(v * 1e4) / 1e4));
    atrK.push(m.k.map((v) => Math.round(v * 1e4) / 1e4));
  }
  // nested walk-forward: the folds where the ways were chosen before them
  const later = merged(folds.slice(1));
  const rule = merged(chosen);
  const shipped = scoreOf(rule, [SCALED, SCALED, SCALED]);
  const band = scoreOf(later, [BAND, BAND, BAND]);
  const bandDifference = [0, 1, 2].map((r) => {
    const d = (shipped.score[r] as number) - (band.score[r] as number);
    const boot = scoreDifference(rule, SCALED, BAND, r);
    return [r3(d), r3(q(boot, 0.025)), r3(q(boot, 0.975))];
  });
  return {
    quantiles,
    atrK,
    weights: pick(ways) as [number, number, number],
    foldWeights,
    series,
    rough: series < ROUGH_SERIES,
    n: shipped.n,
    coverage: shipped.coverage,
    intervals: shipped.intervals,
    shipped,
    shippedBand: band,
    shippedScaled: scoreOf(later, [SCALED, SCALED, SCALED]),
    bandDifference: bandDifference as RangeEvidence['bandDifference'],
    walkForward: {
      scaled: scoreOf(merged(folds), [SCALED, SCALED, SCALED]),
      band: scoreOf(merged(folds), [BAND, BAND, BAND]),
    },
  };
}

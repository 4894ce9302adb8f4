import type { Candle } from '@candlelens/analysis';
import {
  closeSigma,
  MAX_HORIZON,
  MOMENTUM_BARS,
  momentumBin,
  SIGMA_WINDOW,
} from '../../packages/analysis/src/forecast.ts';

export const LEVELS = [0.025, 0.1, 0.25, 0.5, 0.75, 0.9, 0.975];
export const FOLDS = 5;
type Bin = 'falling' | 'flat' | 'rising';
const BINS: Bin[] = ['falling', 'flat', 'rising'];

export interface ForecastTable {
  levels: number[];
  quantiles: number[][];
  upRate: Record<Bin, number[]>;
  samples: Record<Bin, number>;
}

const FIRST = SIGMA_WINDOW + MOMENTUM_BARS;

/** Quantile of values where each series carries equal total weight. */
function weightedQuantile(points: { v: number; w: number }[], q: number): number {
  const sorted = [...points].sort((a, b) => a.v - b.v);
  const total = sorted.reduce((s, p) => s + p.w, 0);
  let acc = 0;
  for (const p of sorted) {
    acc += p.w;
    if (acc >= q * total) return p.v;
  }
  return sorted[sorted.length - 1]?.v ?? 0;
}

/** Bars [from, to) of a series used to fit or evaluate (origins t; outcomes may reach to + h). */
export interface Span {
  candles: readonly Candle[];
  from: number;
  to: number;
}

/**
 * Contiguous time blocks for blocked cross-validation: fold k of FOLDS is held out; the
 * training spans stop 20 bars before it so no training outcome overlaps the held-out block.
 */
export function foldSpans(candles: readonly Candle[], k: number): { train: Span[]; test: Span } {
  const n = candles.length;
  const lo = Math.floor((n * k) / FOLDS);
  const hi = Math.floor((n * (k + 1)) / FOLDS);
  const train: Span[] = [];
  if (lo - MAX_HORIZON > 0) train.push({ candles, from: 0, to: lo - MAX_HORIZON });
  if (hi < n) train.push({ candles, from: hi, to: n });
  return { train, test: { candles, from: lo, to: hi } };
}

/**
 * Measures, over the given spans, the distribution of (close[t+h] - close[t]) /
 * (sigma_t * sqrt(h)) for h = 1..20 and the share of higher (rather than lower) closes per
 * momentum bin. Each series (all spans over the same candles) has equal weight.
 */
export function fitForecast(spansBySeries: readonly (readonly Span[])[]): ForecastTable {
  const quantiles: number[][] = [];
  const upRate: Record<Bin, number[]> = { falling: [], flat: [], rising: [] };
  const samples: Record<Bin, number> = { falling: 0, flat: 0, rising: 0 };
  for (let h = 1; h <= MAX_HORIZON; h++) {
    const points: { v: number; w: number }[] = [];
    const ups: Record<Bin, { up: number; moves: number }> = {
      falling: { up: 0, moves: 0 },
      flat: { up: 0, moves: 0 },
      rising: { up: 0, moves: 0 },
    };
    const binWeights: Record<Bin, { up: number; moves: number }> = {
      falling: { up: 0, moves: 0 },
      flat: { up: 0, moves: 0 },
      rising: { up: 0, moves: 0 },
    };
    for (const spans of spansBySeries) {
      const local: { v: number }[] = [];
      const localBins: Record<Bin, { up: number; moves: number }> = {
        falling: { up: 0, moves: 0 },
        flat: { up: 0, moves: 0 },
        rising: { up: 0, moves: 0 },
      };
      for (const { candles, from, to } of spans)
        for (let t = Math.max(FIRST, from); t < Math.min(to, candles.length - h); t++) {
          const sigma = closeSigma(candles, t);
          if (!(sigma > 0)) continue;
          const d = (candles[t + h] as Candle).close - (candles[t] as Candle).close;
          local.push({ v: d / (sigma * Math.sqrt(h)) });
          if (d !== 0) {
            const bin = momentumBin(candles, t, sigma);
            localBins[bin].moves++;
            if (d > 0) localBins[bin].up++;
          }
        }
      if (local.length === 0) continue;
      for (const p of local) points.push({ v: p.v, w: 1 / local.length });
      const allMoves = BINS.reduce((s, b) => s + localBins[b].moves, 0);
      for (const b of BINS) {
        if (allMoves === 0) continue;
        binWeights[b].up += localBins[b].up / allMoves;
        binWeights[b].moves += localBins[b].moves / allMoves;
        ups[b].up += localBins[b].up;
        ups[b].moves += localBins[b].moves;
      }
    }
    quantiles.push(LEVELS.map((q) => Math.round(weightedQuantile(points, q) * 10000) / 10000));
    for (const b of BINS) {
      const rate = binWeights[b].moves > 0 ? binWeights[b].up / binWeights[b].moves : 0.5;
      upRate[b].push(Math.round(rate * 10000) / 10000);
      if (h === 10) samples[b] = ups[b].moves;
    }
  }
  return { levels: LEVELS, quantiles, upRate, samples };
}

export interface Evaluation {
  label: string;
  samples: number;
  coverage50: number;
  coverage80: number;
  coverage95: number;
  directionSamples: number;
  directionAccuracy: number;
  lastMoveAccuracy: number;
  alwaysUpAccuracy: number;
}

/** Coverage and direction accuracy at horizon h for origins in a held-out span. */
export function evaluateForecast(
  label: string,
  span: Span,
  table: ForecastTable,
  h: number,
): Evaluation {
  const { candles } = span;
  const row = table.quantiles[h - 1] as number[];
  const q = (level: number) => row[LEVELS.indexOf(level)] as number;
  let n = 0;
  let in50 = 0;
  let in80 = 0;
  let in95 = 0;
  let dn = 0;
  let right = 0;
  let lastRight = 0;
  let upRight = 0;
  for (let t = Math.max(FIRST, span.from); t < span.to && t + h < candles.length; t++) {
    const sigma = closeSigma(candles, t);
    if (!(sigma > 0)) continue;
    const now = (candles[t] as Candle).close;
    const later = (candles[t + h] as Candle).close;
    const z = (later - now) / (sigma * Math.sqrt(h));
    n++;
    if (z >= q(0.25) && z <= q(0.75)) in50++;
    if (z >= q(0.1) && z <= q(0.9)) in80++;
    if (z >= q(0.025) && z <= q(0.975)) in95++;
    if (later === now) continue;
    dn++;
    const up = later > now;
    const callUp = (table.upRate[momentumBin(candles, t, sigma)][h - 1] ?? 0.5) > 0.5;
    const lastMove = now - (candles[t - 1] as Candle).close;
    if (callUp === up) right++;
    if (lastMove >= 0 === up) lastRight++;
    if (up) upRight++;
  }
  const share = (k: number, of: number) => (of ? Math.round((k / of) * 1000) / 1000 : 0);
  return {
    label,
    samples: n,
    coverage50: share(in50, n),
    coverage80: share(in80, n),
    coverage95: share(in95, n),
    directionSamples: dn,
    directionAccuracy: share(right, dn),
    lastMoveAccuracy: share(lastRight, dn),
    alwaysUpAccuracy: share(upRight, dn),
  };
}

function sumEvaluations(label: string, parts: readonly Evaluation[]): Evaluation {
  const n = parts.reduce((s, e) => s + e.samples, 0);
  const dn = parts.reduce((s, e) => s + e.directionSamples, 0);
  const w = (key: 'coverage50' | 'coverage80' | 'coverage95', of: 'samples') =>
    n ? parts.reduce((s, e) => s + e[key] * e[of], 0) / n : 0;
  const d = (key: 'directionAccuracy' | 'lastMoveAccuracy' | 'alwaysUpAccuracy') =>
    dn ? parts.reduce((s, e) => s + e[key] * e.directionSamples, 0) / dn : 0;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    label,
    samples: n,
    coverage50: r(w('coverage50', 'samples')),
    coverage80: r(w('coverage80', 'samples')),
    coverage95: r(w('coverage95', 'samples')),
    directionSamples: dn,
    directionAccuracy: r(d('directionAccuracy')),
    lastMoveAccuracy: r(d('lastMoveAccuracy')),
    alwaysUpAccuracy: r(d('alwaysUpAccuracy')),
  };
}

/** Blocked 5-fold cross-validation: every bar is evaluated once, by a table fitted without its block. */
export function crossValidate(
  series: readonly { label: string; candles: readonly Candle[] }[],
  h: number,
): Evaluation[] {
  const perSeries: Evaluation[][] = series.map(() => []);
  for (let k = 0; k < FOLDS; k++) {
    const folds = series.map((s) => foldSpans(s.candles, k));
    const table = fitForecast(folds.map((f) => f.train));
    folds.forEach((f, i) =>
      perSeries[i]?.push(evaluateForecast(series[i]?.label ?? '', f.test, table, h)),
    );
  }
  return perSeries.map((parts, i) => sumEvaluations(series[i]?.label ?? '', parts));
}

import type { ChartReading } from '../../types.ts';
import { readingFeatures } from './features.ts';

/** The names of the measurements the verdict weighs, in the model's order. */
export const EVIDENCE_NAMES = [
  'logCandles',
  'axisLabels',
  'relative',
  'plot',
  'candleStage',
  'axisStage',
  'colourStage',
  'regular',
  'filled',
  'wicks',
  'overlap',
  'gapRatio',
  'heightSpread',
  'widthSpread',
  'minority',
  'baseline',
  'edge',
  'flat',
] as const;

export type EvidenceName = (typeof EVIDENCE_NAMES)[number];
export type Evidence = Record<EvidenceName, number>;

const cap = (v: number, hi: number): number =>
  Number.isFinite(v) ? Math.min(hi, Math.max(0, v)) : hi;
const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** What a reading shows of being a candlestick chart read well, each a bounded number. */
export function readingEvidence(
  r: Pick<ChartReading, 'candles' | 'priceAxis' | 'plot' | 'relativePrices' | 'stages'>,
): Evidence {
  const f = readingFeatures(r);
  const e: Evidence = {
    logCandles: Math.log(Math.max(1, f.candles)),
    axisLabels: cap(f.axisLabels, 15),
    relative: r.relativePrices || !r.priceAxis ? 1 : 0,
    plot: cap(r.stages.plot, 1),
    candleStage: cap(r.stages.candles, 1),
    axisStage: cap(r.stages.axis, 1),
    colourStage: cap(r.stages.colors, 1),
    regular: f.regular,
    filled: f.filled,
    wicks: f.wicks,
    overlap: f.overlap,
    gapRatio: cap(f.gapRatio, 3),
    heightSpread: cap(f.heightSpread, 3),
    widthSpread: cap(f.widthSpread, 3),
    minority: f.minority,
    baseline: f.baseline,
    edge: f.edge,
    flat: f.flat,
  };
  for (const k of EVIDENCE_NAMES) e[k] = r3(e[k]);
  return e;
}

/**
 * How far the evidence lies outside what candlestick charts show (each 0 inside the charts' usual
 * range, growing beyond it; the knots are near the 5th or 95th percentile of the charts of the
 * corpora): the terms the "is this a candlestick chart" model weighs.
 */
export function verdictTerms(e: Evidence): Record<string, number> {
  const over = (v: number, knot: number): number => Math.max(0, v - knot);
  const under = (v: number, knot: number): number => Math.max(0, knot - v);
  return {
    openGaps: over(e.gapRatio, 0.6),
    apart: under(e.overlap, 0.7),
    onBaseline: over(e.baseline, 0.25),
    irregular: under(e.regular, 0.75),
    flatBodies: over(e.flat, 0.5),
    noAxis: e.relative,
    oneColour: under(e.colourStage, 0.5),
    fewLabels: under(e.axisLabels, 3),
    oneDirection: under(e.minority, 0.3),
    gappy: under(e.filled, 0.8),
    noWicks: under(e.wicks, 0.5),
    uneven: over(e.heightSpread, 0.8),
    widths: e.widthSpread,
    cut: e.edge,
  };
}

/** A logistic model over the evidence, standardised by the means and spreads it was fitted on. */
export interface LogisticModel {
  mean: Record<string, number>;
  std: Record<string, number>;
  weights: Record<string, number>;
  bias: number;
}

/** The model's probability for named values (values it has no weight for count for nothing). */
export function probability(model: LogisticModel, x: Readonly<Record<string, number>>): number {
  let z = model.bias;
  for (const [k, w] of Object.entries(model.weights))
    z += (w * ((x[k] ?? 0) - (model.mean[k] ?? 0))) / (model.std[k] || 1);
  return 1 / (1 + Math.exp(-z));
}

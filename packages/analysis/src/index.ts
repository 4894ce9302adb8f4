export type * from './types.ts';
export { analyze, cleanCandles, MIN_CANDLES } from './analyze.ts';
export { DISCLAIMER } from './disclaimer.ts';
export { csvTime, parseOhlcCsv, readOhlcCsv, type CsvReading } from './csv.ts';
export { ANALYSIS_TYPES } from '@candlelens/contracts';

// What bench/analysis measures the engine with: the same detectors, rules and volatility units.
export type * from './evidence/evidence-types.ts';
export { ASSET_CLASSES, groupLabel, type AssetClass } from './evidence/groups.ts';
export {
  LEVELS,
  logSigma,
  MAX_HORIZON,
  momentumBin,
  rangeScale,
  rangeSigma,
  RATIO_WINDOW,
  SIGMA_WINDOW,
  type MomentumBin,
  type RangeScale,
} from './forecast.ts';
export { EVIDENCE } from './evidence/evidence.ts';
export { REPLACED_TERMS, sentencesIn, termsIn, unmeasuredBold } from './glossary-check.ts';
export { indicatorsSection } from './indicators.ts';
export {
  atrSeries,
  emaSeries,
  rsiSeries,
  adxSeries,
  macdSeries,
  volatilityUnit,
} from './indicator-series.ts';
export { holdBucket, nextVisit, VISIT_BARS, type HoldBucket } from './level-visits.ts';
export { clippedBadTicks } from './outliers.ts';
export { patternClaim, type MeasuredPattern } from './sections.ts';
export type { MeasuredTrend, ReversalSign } from './reversal-signs.ts';
export type { EngineForecast, MeasuredCalibration } from './forecast.ts';

// The risk plan: the chart's basis and the plan on it (the arithmetic lives in contracts).
export type { PlanInput } from './plan/plan-types.ts';
export { contractOf, planBasis, planFrom, planGroups } from './plan/plan.ts';
export { planSpreads, rawOdds, PLAN_TABLE } from './plan/plan-odds.ts';
export { chartLevelPrices } from './plan/plan-levels.ts';
export { noiseEdge } from './plan/plan-noise.ts';
export {
  defaultStop,
  defaultTargets,
  firstWithin,
  PlanError,
  planText,
  recalibrate,
  STOP_BUFFER_ATR,
  touchWithin,
} from '@candlelens/contracts';
export type {
  PlanBasis,
  PlanBin,
  PlanCalibration,
  PlanContract,
  PlanEvidence,
  PlanGroupEvidence,
  PlanRate,
  PlanRisk,
  PlanSide,
  RiskPlan,
  RiskPlanRequest,
} from '@candlelens/contracts';

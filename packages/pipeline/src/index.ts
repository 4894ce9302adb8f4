// Composes the two pure packages: a chart reading (pixels -> candles) into the analysis engine
// (candles -> levels, trend, ...). Neither package knows the other; this is where they meet.
export {
  analyzeReading,
  candlesOfReading,
  type ReadCandle,
  clockOfReading,
  labelDecimals,
  optionsOfReading,
} from './compose.ts';
export {
  planBasisOfAnalysis,
  planOfAnalysis,
  riskOf,
  type PlannedChart,
  type PlanRequest,
} from './plan.ts';

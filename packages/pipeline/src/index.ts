// Composes the two pure packages: a chart reading (pixels -> candles) into the analysis engine
// (candles -> levels, trend, ...). Neither package knows the other; this is where they meet.
export {
  analyzeReading,
  candlesOfReading,
  type ReadCandle,
  clockOfReading,
  optionsOfReading,
} from './compose.ts';
// The axis' decimals are the reader's; kept here for the callers that compose the two.
export { labelDecimals } from '@candlelens/chart-reader';
export {
  planBasisOfAnalysis,
  planOfAnalysis,
  riskOf,
  type PlannedChart,
  type PlanRequest,
} from './plan.ts';

export type {
  AnalysisResult,
  AnalysisType,
  AnalyzeOptions,
  BarPoint,
  BreakoutEvent,
  Candle,
  Forecast,
  ForecastEvaluation,
  ForecastPoint,
  IndicatorReading,
  IndicatorsSection,
  KeyLevelsSection,
  Level,
  Pattern,
  RoundLevel,
  Scenario,
  SwingPoint,
  TradePlan,
  TrendLine,
  TrendSection,
  WickAdjustment,
} from './types.ts';
export { analyze, cleanCandles, MIN_CANDLES } from './analyze.ts';
export { DISCLAIMER } from './disclaimer.ts';
export { parseOhlcCsv } from './csv.ts';
export { ANALYSIS_TYPES } from './analysis-types.ts';

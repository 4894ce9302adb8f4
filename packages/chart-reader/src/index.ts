export type {
  RgbaImage,
  ReadChartOptions,
  PlotBox,
  ReadCandle,
  AxisLabel,
  PriceAxis,
  ChartReading,
  ReadingHints,
  AxisAnchor,
} from './types.ts';
export { hintProblem } from './hints.ts';
export { readChart } from './read-chart.ts';
export {
  AUTO_RUN_CONFIDENCE,
  runsAtOnce,
  EVIDENCE_NAMES,
  fewCandlesReason,
  MIN_ACCEPTED_CANDLES,
  REASONS,
  verdictTerms,
  type Evidence,
} from './stages/judge/index.ts';
export { priceAtY, yAtPrice } from './stages/assemble/index.ts';
export { readChartWith, type ChartRun, type StageOptions } from './read-chart.ts';
export {
  GLYPH_PORT,
  runAsync,
  runNow,
  type LabelCharset,
  type LabelPort,
  type LabelText,
  type Staged,
  type TextBox,
} from './shared/label-port.ts';
export { labelDecimals } from './label-decimals.ts';
export {
  candlesCsv,
  csvDecimals,
  READER_VERSION,
  type CandlesCsvInput,
  type CsvCandle,
} from './candles-csv.ts';

// Stage: read the price axis. Finds the label column on the left or right, reads its labels
// glyph by glyph and fits the row -> price mapping (linear or log). `findLabelRuns` finds every
// price scale on the screenshot (columns of evenly spaced numbers anywhere), for locating panes.
export { readPriceAxis, type AxisResult } from './read-price-axis.ts';
export { edgeClampedLabels } from './inside-labels.ts';
export {
  boxRow,
  findLabelColumns,
  findLabelRuns,
  labelRuns,
  type ColumnEntry,
  type LabelColumn,
  type LabelRun,
  type RunLabel,
} from './label-columns.ts';
export { textLineBoxes, type Box } from './text-line-boxes.ts';
export type { TextLine } from './label-text.ts';
export type { Cand as AxisLabelCandidate } from './axis-fit.ts';
export { fitScale } from './axis-fit.ts';
export { parseLabel } from './label-text.ts';
export { findZeroFold, unfoldZeros, type ZeroFold } from './folded-zeros.ts';
export { checkedAxis, type CheckedAxis } from './checked-axis.ts';
export { axisBesideCandles, type CandleRows, type ForeignCheck } from './other-pane-axis.ts';
export { checkLabelTexts, type CheckedLabel, type LabelCheck } from './label-check.ts';
export { rereadWeakColumns } from './weak-columns.ts';
export { PRICE_AXIS, type PriceAxisParams } from './params.ts';

// Stage: read the price axis. Finds the label column on the left or right, reads its labels
// glyph by glyph and fits the row -> price mapping (linear or log). `findLabelRuns` finds every
// price scale on the screenshot (columns of evenly spaced numbers anywhere), for locating panes.
export { readPriceAxis, type AxisResult } from './read-price-axis.ts';
export { findLabelRuns, type Box, type LabelRun, type RunLabel } from './label-columns.ts';
export { parseLabel } from './label-text.ts';

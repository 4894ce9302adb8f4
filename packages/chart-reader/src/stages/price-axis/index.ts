// Stage: read the price axis. Finds the label column on the left or right, reads its labels
// glyph by glyph and fits the row -> price mapping (linear or log).
export { readPriceAxis, type AxisResult } from './read-price-axis.ts';

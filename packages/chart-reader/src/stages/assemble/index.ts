// Stage: assemble the reading. Decides which candles rise (colour, fill or the chain of opens
// and closes), estimates bodies hidden behind their wicks and maps rows to prices.
export {
  assembleCandles,
  OHLC_BARS_WARNING,
  ONE_STYLE_WARNING,
  type Assembled,
} from './assemble.ts';
export {
  hiddenCloseByTag,
  HIDDEN_CLOSE_TAG,
  lastCloseByTag,
  LAST_TAG,
  unseenCloseByTag,
} from './last-close-tag.ts';
export { labelStrip, stripFill, tagRowNear, type LabelStrip } from './scale-tag.ts';
export { dropScaleTags, SCALE_TAG_MARK } from './scale-tag-marks.ts';
export { priceAtY, repriced, yAtPrice } from './price-mapping.ts';
export { dropStrays } from './strays.ts';
export { dropLeadingCut, dropPanelCut, panelPast, PANEL_CUT } from './edge-cut.ts';
export { dropPriceOutliers } from './price-outliers.ts';
export { dropMarginDrawings, MARGIN_DRAWING } from './margin-drawings.ts';
export { HEIKIN_ASHI, HEIKIN_ASHI_WARNING, looksHeikinAshi } from './heikin-ashi.ts';
export { ASSEMBLE, type AssembleParams } from './params.ts';

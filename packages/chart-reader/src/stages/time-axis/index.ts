// Stage: read the time axis. Parses the time labels' text into dates and times of day, gives
// each candle its time from the labels around it, and names the timeframe; finds the row of
// time labels near the plot (`timeLabelRows`).
export { candleTimes, timeframeName, type CandleTimes, type TimeAnchor } from './candle-times.ts';
export { parseTimeLabel, type TimeParts } from './parse-time-label.ts';
export { timeLabelRows, type TimeLabelBox, type TimeLabelRow } from './label-row.ts';
export { legendLines } from './legend-lines.ts';
export {
  headerDate,
  instrumentName,
  isTicker,
  parseLegend,
  parseTimeframe,
  type LegendInfo,
} from './legend.ts';
export { readTimeAxis, type TimeAxisReading } from './read-time-labels.ts';
export { readHeaderDate, readLegend, type LegendReading } from './read-legend.ts';
export { TIME_AXIS, type TimeAxisParams } from './params.ts';

// Stage: read the time axis. Parses the time labels' text into dates and times of day, gives
// each candle its time from the labels around it, and names the timeframe.
export { candleTimes, timeframeName, type CandleTimes, type TimeAnchor } from './candle-times.ts';
export { parseTimeLabel, type TimeParts } from './parse-time-label.ts';

/** One bar of an OHLC series; `time` is seconds since the Unix epoch (UTC). */
export interface OhlcBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

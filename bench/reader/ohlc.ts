/** One bar of an OHLC series; `time` is seconds since the Unix epoch (UTC). */
export interface OhlcBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The bars as Heikin-Ashi candles: each closes at the average of its bar's four prices and opens
 * at the middle of the Heikin-Ashi body before it (the first at its bar's body middle).
 */
export function heikinAshiBars(bars: readonly OhlcBar[]): OhlcBar[] {
  const out: OhlcBar[] = [];
  for (const b of bars) {
    const close = (b.open + b.high + b.low + b.close) / 4;
    const prev = out[out.length - 1];
    const open = prev ? (prev.open + prev.close) / 2 : (b.open + b.close) / 2;
    out.push({
      ...b,
      open,
      close,
      high: Math.max(b.high, open, close),
      low: Math.min(b.low, open, close),
    });
  }
  return out;
}

// Straightforward textbook implementations, written independently of the library, used only
// to cross-check the library's values in tests.
import type { Candle } from '../src/types.ts';

export function refSma(values: number[], period: number): (number | null)[] {
  return values.map((_, i) => {
    if (i + 1 < period) return null;
    let sum = 0;
    for (let k = i - period + 1; k <= i; k++) sum += values[k] as number;
    return sum / period;
  });
}

/** EMA seeded with the first value, reported once `period` values have been seen. */
export function refEma(values: number[], period: number): (number | null)[] {
  const alpha = 2 / (period + 1);
  let ema = values[0] ?? 0;
  return values.map((v, i) => {
    ema = i === 0 ? v : alpha * v + (1 - alpha) * ema;
    return i + 1 >= period ? ema : null;
  });
}

/** Wilder smoothing seeded with the simple average of the first `period` values. */
function wilder(values: number[], period: number): (number | null)[] {
  let avg: number | null = null;
  let sum = 0;
  return values.map((v, i) => {
    if (avg === null) {
      sum += v;
      if (i + 1 === period) avg = sum / period;
      return avg;
    }
    avg = (avg * (period - 1) + v) / period;
    return avg;
  });
}

export function refRsi(closes: number[], period = 14): (number | null)[] {
  const gains: number[] = [];
  const losses: number[] = [];
  for (let i = 1; i < closes.length; i++) {
    const d = (closes[i] as number) - (closes[i - 1] as number);
    gains.push(Math.max(d, 0));
    losses.push(Math.max(-d, 0));
  }
  const g = wilder(gains, period);
  const l = wilder(losses, period);
  return [
    null,
    ...g.map((gv, i) =>
      gv === null || l[i] === null
        ? null
        : (l[i] as number) === 0
          ? 100
          : 100 - 100 / (1 + gv / (l[i] as number)),
    ),
  ];
}

export function refAtr(candles: Candle[], period = 14): (number | null)[] {
  const tr = candles.map((c, i) => {
    const prev = candles[i - 1];
    return prev
      ? Math.max(c.high - c.low, Math.abs(c.high - prev.close), Math.abs(c.low - prev.close))
      : c.high - c.low;
  });
  return wilder(tr, period);
}

export function refBollinger(
  closes: number[],
  period = 20,
  k = 2,
): ({ upper: number; middle: number; lower: number } | null)[] {
  return closes.map((_, i) => {
    if (i + 1 < period) return null;
    const slice = closes.slice(i - period + 1, i + 1);
    const mean = slice.reduce((s, v) => s + v, 0) / period;
    const sd = Math.sqrt(slice.reduce((s, v) => s + (v - mean) ** 2, 0) / period);
    return { upper: mean + k * sd, middle: mean, lower: mean - k * sd };
  });
}

/** Slow stochastic: %K = 3-bar SMA of the raw 14-bar %K; %D = 3-bar SMA of %K. */
export function refStochastic(candles: Candle[]): ({ k: number; d: number } | null)[] {
  const raw = candles.map((c, i) => {
    if (i < 13) return null;
    const w = candles.slice(i - 13, i + 1);
    const hi = Math.max(...w.map((x) => x.high));
    const lo = Math.min(...w.map((x) => x.low));
    return hi === lo ? 0 : ((c.close - lo) / (hi - lo)) * 100;
  });
  const k = raw.map((_, i) => {
    const w = raw.slice(Math.max(0, i - 2), i + 1);
    return w.length === 3 && w.every((v) => v !== null)
      ? (w as number[]).reduce((s, v) => s + v, 0) / 3
      : null;
  });
  return k.map((kv, i) => {
    const w = k.slice(Math.max(0, i - 2), i + 1);
    return kv !== null && w.length === 3 && w.every((v) => v !== null)
      ? { k: kv, d: (w as number[]).reduce((s, v) => s + v, 0) / 3 }
      : null;
  });
}

export function refMacd(
  closes: number[],
): ({ macd: number; signal: number; histogram: number } | null)[] {
  const fast = refEma(closes, 12);
  const slow = refEma(closes, 26);
  const alpha = 2 / 10;
  let signal: number | null = null;
  return closes.map((_, i) => {
    if (i < 25) return null;
    const macd = (fast[i] as number) - (slow[i] as number);
    signal = signal === null ? macd : alpha * macd + (1 - alpha) * signal;
    return { macd, signal, histogram: macd - signal };
  });
}

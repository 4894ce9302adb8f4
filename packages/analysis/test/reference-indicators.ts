// Textbook implementations of TradingView's definitions, written independently of the engine's
// (closed-form sums instead of recursions where that is natural), used only to check its values.
import type { Candle } from '../src/types.ts';

export function refSma(values: number[], period: number): (number | null)[] {
  return values.map((_, i) => {
    if (i + 1 < period) return null;
    let sum = 0;
    for (let k = i - period + 1; k <= i; k++) sum += values[k] as number;
    return sum / period;
  });
}

/**
 * EMA as TradingView seeds it (the simple average of the first `period` values), written as the
 * closed-form weighted sum: seed * (1-a)^k + sum of a * (1-a)^(i-j) * x_j.
 */
export function refEma(values: (number | null)[], period: number): (number | null)[] {
  const a = 2 / (period + 1);
  const first = values.findIndex((v) => v !== null);
  return values.map((_, i) => {
    const seedAt = first + period - 1;
    if (first < 0 || i < seedAt) return null;
    let seed = 0;
    for (let j = first; j <= seedAt; j++) seed += values[j] as number;
    seed /= period;
    let sum = seed * (1 - a) ** (i - seedAt);
    for (let j = seedAt + 1; j <= i; j++) sum += a * (1 - a) ** (i - j) * (values[j] as number);
    return sum;
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
  const line = closes.map((_, i) =>
    slow[i] === null ? null : (fast[i] as number) - (slow[i] as number),
  );
  const signal = refEma(line, 9);
  return line.map((m, i) =>
    m === null || signal[i] === null
      ? null
      : { macd: m, signal: signal[i] as number, histogram: m - (signal[i] as number) },
  );
}

/**
 * ADX as in TradingView's "Directional Movement Index" script: +DM only when the up move beats
 * the down move (and is positive), -DM the other way, neither on a tie; Wilder smoothing of TR,
 * +DM and -DM from the second bar, DX = |+DI - -DI| / (+DI + -DI), ADX = Wilder smoothing of DX.
 */
export function refAdx(candles: Candle[], period = 14): (number | null)[] {
  const tr: number[] = [];
  const plus: number[] = [];
  const minus: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    const c = candles[i] as Candle;
    const p = candles[i - 1] as Candle;
    const up = c.high - p.high;
    const down = p.low - c.low;
    tr.push(Math.max(c.high - c.low, Math.abs(c.high - p.close), Math.abs(c.low - p.close)));
    plus.push(up > down && up > 0 ? up : 0);
    minus.push(down > up && down > 0 ? down : 0);
  }
  const str = wilder(tr, period);
  const sp = wilder(plus, period);
  const sm = wilder(minus, period);
  const dx: number[] = [];
  const at: number[] = [];
  str.forEach((t, i) => {
    if (t === null || !(t > 0)) return;
    const pdi = (100 * (sp[i] as number)) / t;
    const mdi = (100 * (sm[i] as number)) / t;
    dx.push(Math.abs(pdi - mdi) / (pdi + mdi === 0 ? 1 : pdi + mdi));
    at.push(i + 1);
  });
  const adx = wilder(dx, period);
  const out: (number | null)[] = candles.map(() => null);
  adx.forEach((v, k) => {
    if (v !== null) out[at[k] as number] = 100 * v;
  });
  return out;
}

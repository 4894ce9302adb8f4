import type { Candle, SwingPoint } from './types.ts';

/**
 * Fractal swing points: a bar whose high (low) is the strict extreme of the `span` bars on
 * each side. The last `span` bars cannot be confirmed and are left out.
 */
export function fractalSwings(candles: readonly Candle[], span = 3): SwingPoint[] {
  const out: SwingPoint[] = [];
  for (let i = span; i < candles.length - span; i++) {
    const c = candles[i] as Candle;
    let isHigh = true;
    let isLow = true;
    for (let j = i - span; j <= i + span && (isHigh || isLow); j++) {
      if (j === i) continue;
      const o = candles[j] as Candle;
      if (j < i ? o.high >= c.high : o.high > c.high) isHigh = false;
      if (j < i ? o.low <= c.low : o.low < c.low) isLow = false;
    }
    if (isHigh) out.push({ index: i, price: c.high, type: 'high' });
    if (isLow) out.push({ index: i, price: c.low, type: 'low' });
  }
  return out;
}

/**
 * Alternating swing highs and lows: a new pivot is confirmed once price reverses by at
 * least `threshold` (a price distance, usually a multiple of ATR) from the running extreme.
 * The final, unconfirmed extreme is appended so the latest leg is visible.
 */
export function zigzagSwings(candles: readonly Candle[], threshold: number): SwingPoint[] {
  const out: SwingPoint[] = [];
  const first = candles[0];
  if (!first || !(threshold > 0)) return out;
  let dir: 'up' | 'down' | null = null;
  let hi = { index: 0, price: first.high };
  let lo = { index: 0, price: first.low };
  for (let i = 1; i < candles.length; i++) {
    const c = candles[i] as Candle;
    if (c.high > hi.price) hi = { index: i, price: c.high };
    if (c.low < lo.price) lo = { index: i, price: c.low };
    if (dir === null) {
      if (hi.price - lo.price >= threshold) {
        if (hi.index > lo.index) {
          out.push({ ...lo, type: 'low' });
          dir = 'up';
          lo = { index: i, price: c.low };
        } else {
          out.push({ ...hi, type: 'high' });
          dir = 'down';
          hi = { index: i, price: c.high };
        }
      }
      continue;
    }
    if (dir === 'up') {
      if (hi.price - c.low >= threshold && i > hi.index) {
        out.push({ ...hi, type: 'high' });
        dir = 'down';
        lo = lowestSince(candles, hi.index + 1, i);
        hi = { index: i, price: c.high };
      }
    } else if (c.high - lo.price >= threshold && i > lo.index) {
      out.push({ ...lo, type: 'low' });
      dir = 'up';
      hi = highestSince(candles, lo.index + 1, i);
      lo = { index: i, price: c.low };
    }
  }
  if (dir === 'up') out.push({ ...hi, type: 'high' });
  if (dir === 'down') out.push({ ...lo, type: 'low' });
  return out;
}

function lowestSince(candles: readonly Candle[], from: number, to: number) {
  let best = { index: from, price: (candles[from] as Candle).low };
  for (let j = from; j <= to; j++) {
    const c = candles[j] as Candle;
    if (c.low < best.price) best = { index: j, price: c.low };
  }
  return best;
}

function highestSince(candles: readonly Candle[], from: number, to: number) {
  let best = { index: from, price: (candles[from] as Candle).high };
  for (let j = from; j <= to; j++) {
    const c = candles[j] as Candle;
    if (c.high > best.price) best = { index: j, price: c.high };
  }
  return best;
}

import { firstCloseBeyond, type ChartHit } from './chart-pattern-types.ts';
import type { Candle, SwingPoint } from './types.ts';

/**
 * Double tops/bottoms and head-and-shoulders on alternating swing points. A pattern must
 * follow a move into it (the swing before it lies beyond the neckline) and is confirmed by a
 * close through the neckline after the last peak (trough).
 */
export function reversalPatterns(
  candles: readonly Candle[],
  swings: readonly SwingPoint[],
  atr: number,
): ChartHit[] {
  const out: ChartHit[] = [];
  for (let k = 1; k + 2 < swings.length; k++) {
    const before = swings[k - 1] as SwingPoint;
    const a = swings[k] as SwingPoint;
    const m = swings[k + 1] as SwingPoint;
    const b = swings[k + 2] as SwingPoint;
    const top = a.type === 'high';
    const sign = top ? 1 : -1;
    const height = sign * (Math.min(sign * a.price, sign * b.price) * sign - m.price);
    if (height >= 3 * atr && b.index - a.index >= 5) {
      const diff = Math.abs(a.price - b.price);
      const intoPattern =
        sign * (Math.min(sign * a.price, sign * b.price) * sign - before.price) >= height;
      if (diff <= 0.25 * height && intoPattern) {
        const neck = m.price;
        const extreme = top ? Math.max(a.price, b.price) : Math.min(a.price, b.price);
        const breakout = firstCloseBeyond(candles, b.index, () => neck, top ? 'down' : 'up');
        const cut = nextSwingBeyond(swings, k + 3, extreme, top);
        if (cut === null || (breakout !== null && breakout <= cut)) {
          out.push({
            name: top ? 'Double top' : 'Double bottom',
            bias: top ? 'bearish' : 'bullish',
            startIndex: before.index,
            endIndex: breakout ?? b.index,
            points: [before, a, m, b].map((s) => ({ index: s.index, price: s.price })),
            entry: neck,
            stop: extreme,
            target: 2 * neck - extreme,
            completion: breakout === null ? 0.75 : 1,
            breakoutIndex: breakout,
            rank: 3,
          });
        }
      }
    }
    const c = swings[k + 3];
    const d = swings[k + 4];
    if (!c || !d) continue;
    // a=left shoulder, m=first neck point, b=head, c=second neck point, d=right shoulder
    const neckAt = (i: number) =>
      m.price + ((c.price - m.price) * (i - m.index)) / (c.index - m.index);
    const headHeight = sign * (b.price - neckAt(b.index));
    const shoulders = [a, d].map((s) => sign * (s.price - neckAt(s.index)));
    const [ls = 0, rs = 0] = shoulders;
    const isHs =
      headHeight >= 3 * atr &&
      ls >= 0.3 * headHeight &&
      rs >= 0.3 * headHeight &&
      headHeight - Math.max(ls, rs) >= 0.2 * headHeight &&
      Math.abs(ls - rs) <= 0.35 * headHeight &&
      Math.abs(m.price - c.price) <= 0.35 * headHeight &&
      sign * (m.price - before.price) > 0;
    if (!isHs) continue;
    const breakout = firstCloseBeyond(candles, d.index, neckAt, top ? 'down' : 'up');
    const cut = nextSwingBeyond(swings, k + 5, b.price, top);
    if (cut !== null && (breakout === null || breakout > cut)) continue;
    const lastIndex = candles.length - 1;
    const entry = neckAt(breakout ?? lastIndex);
    out.push({
      name: top ? 'Head and shoulders' : 'Inverse head and shoulders',
      bias: top ? 'bearish' : 'bullish',
      startIndex: before.index,
      endIndex: breakout ?? d.index,
      points: [before, a, m, b, c, d].map((s) => ({ index: s.index, price: s.price })),
      entry,
      stop: d.price,
      target: entry - sign * headHeight,
      completion: breakout === null ? 0.8 : 1,
      breakoutIndex: breakout,
      rank: 4,
    });
  }
  return out;
}

/** Index of the first later swing that invalidates the pattern by exceeding `price` the wrong way. */
function nextSwingBeyond(
  swings: readonly SwingPoint[],
  from: number,
  price: number,
  top: boolean,
): number | null {
  for (let j = from; j < swings.length; j++) {
    const s = swings[j] as SwingPoint;
    if (top ? s.type === 'high' && s.price > price : s.type === 'low' && s.price < price)
      return s.index;
  }
  return null;
}

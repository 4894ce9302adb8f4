import { firstCloseBeyond, type ChartHit, type ChartPatternName } from './chart-pattern-types.ts';
import { linearRegression } from './math.ts';
import type { Candle, SwingPoint } from './types.ts';

interface Boundaries {
  high: (i: number) => number;
  low: (i: number) => number;
  start: number;
  end: number;
  w0: number;
  w1: number;
  dHigh: number;
  dLow: number;
  residual: number;
}

function fitBoundaries(window: readonly SwingPoint[]): Boundaries | null {
  const highs = window.filter((s) => s.type === 'high');
  const lows = window.filter((s) => s.type === 'low');
  if (highs.length < 2 || lows.length < 2) return null;
  const h = linearRegression(
    highs.map((s) => s.index),
    highs.map((s) => s.price),
  );
  const l = linearRegression(
    lows.map((s) => s.index),
    lows.map((s) => s.price),
  );
  const high = (i: number) => h.intercept + h.slope * i;
  const low = (i: number) => l.intercept + l.slope * i;
  const start = (window[0] as SwingPoint).index;
  const end = (window[window.length - 1] as SwingPoint).index;
  const w0 = high(start) - low(start);
  const w1 = high(end) - low(end);
  if (!(w0 > 0)) return null;
  const residual = Math.max(
    ...window.map((s) => Math.abs(s.price - (s.type === 'high' ? high(s.index) : low(s.index)))),
  );
  if (residual > 0.15 * w0) return null;
  return {
    high,
    low,
    start,
    end,
    w0,
    w1,
    dHigh: high(end) - high(start),
    dLow: low(end) - low(start),
    residual: residual / w0,
  };
}

/** Every close between the first and last swing stays within the boundaries (10% slack). */
function contained(candles: readonly Candle[], b: Boundaries): boolean {
  const slack = 0.1 * b.w0;
  for (let i = b.start; i <= b.end; i++) {
    const close = (candles[i] as Candle).close;
    if (close > b.high(i) + slack || close < b.low(i) - slack) return false;
  }
  return true;
}

function classify(b: Boundaries): { name: ChartPatternName; bias: ChartHit['bias'] } | null {
  const { w0, w1, dHigh, dLow } = b;
  const converging = w1 > 0 && w1 <= 0.7 * w0;
  const parallel = Math.abs(w1 - w0) <= 0.2 * w0;
  const flat = (d: number) => Math.abs(d) <= 0.15 * w0;
  if (converging && flat(dHigh) && dLow >= 0.3 * w0)
    return { name: 'Ascending triangle', bias: 'bullish' };
  if (converging && flat(dLow) && dHigh <= -0.3 * w0)
    return { name: 'Descending triangle', bias: 'bearish' };
  if (converging && dHigh <= -0.15 * w0 && dLow >= 0.15 * w0)
    return { name: 'Symmetrical triangle', bias: 'neutral' };
  if (converging && dHigh > 0.15 * w0 && dLow > 0.15 * w0)
    return { name: 'Rising wedge', bias: 'bearish' };
  if (converging && dHigh < -0.15 * w0 && dLow < -0.15 * w0)
    return { name: 'Falling wedge', bias: 'bullish' };
  if (parallel && dHigh >= 0.3 * w0 && dLow >= 0.3 * w0)
    return { name: 'Ascending channel', bias: 'bullish' };
  if (parallel && dHigh <= -0.3 * w0 && dLow <= -0.3 * w0)
    return { name: 'Descending channel', bias: 'bearish' };
  if (parallel && flat(dHigh) && flat(dLow)) return { name: 'Horizontal channel', bias: 'neutral' };
  return null;
}

const CHANNELS: readonly ChartPatternName[] = [
  'Ascending channel',
  'Descending channel',
  'Horizontal channel',
];

/**
 * Triangles, wedges and channels: straight boundaries fitted through four to six alternating
 * swing points (each within 15% of the opening width of its line).
 */
export function boundaryPatterns(
  candles: readonly Candle[],
  swings: readonly SwingPoint[],
  atr: number,
): ChartHit[] {
  const out: ChartHit[] = [];
  const last = candles.length - 1;
  for (const size of [6, 5, 4]) {
    for (let k = 0; k + size <= swings.length; k++) {
      const window = swings.slice(k, k + size);
      const b = fitBoundaries(window);
      if (!b || b.w0 < 3 * atr || !contained(candles, b)) continue;
      const kind = classify(b);
      if (!kind) continue;
      const channel = CHANNELS.includes(kind.name);
      if (channel && b.w0 < 4 * atr) continue;
      const up = firstCloseBeyond(candles, b.end, (i) => b.high(i), 'up');
      const down = firstCloseBeyond(candles, b.end, (i) => b.low(i), 'down');
      const breakout = up !== null && (down === null || up < down) ? up : down;
      const breakDir = breakout === null ? null : breakout === up ? 'up' : 'down';
      const next = swings[k + size];
      if (channel && breakout !== null) continue;
      const settled = next !== undefined && next !== swings[swings.length - 1];
      if (breakout === null ? settled : next !== undefined && breakout > next.index) continue;
      const prior = swings[k - 1];
      let bias = kind.bias;
      if (bias === 'neutral' && !channel) {
        bias = breakDir
          ? breakDir === 'up'
            ? 'bullish'
            : 'bearish'
          : prior && prior.price < (window[0] as SwingPoint).price
            ? 'bullish'
            : 'bearish';
      }
      if (!channel && breakDir && (breakDir === 'up') !== (bias === 'bullish')) continue;
      const at = breakout ?? last;
      const bullish = bias === 'bullish';
      const entry = channel ? (bullish ? b.low(at) : b.high(at)) : bullish ? b.high(at) : b.low(at);
      const lineStop = channel
        ? bullish
          ? b.low(at) - 0.25 * b.w1
          : b.high(at) + 0.25 * b.w1
        : bullish
          ? b.low(at)
          : b.high(at);
      // A stop closer than one ATR to the entry would be noise, not a pattern failure.
      const stop = bullish ? Math.min(lineStop, entry - atr) : Math.max(lineStop, entry + atr);
      const target = channel
        ? bullish
          ? b.high(at)
          : b.low(at)
        : bullish
          ? entry + b.w0
          : entry - b.w0;
      const apex = b.w0 - b.w1 > 0 ? b.start + ((b.end - b.start) * b.w0) / (b.w0 - b.w1) : b.end;
      const completion =
        breakout !== null || channel
          ? 1
          : Math.min(
              0.95,
              Math.round(((last - b.start) / Math.max(1, apex - b.start)) * 100) / 100,
            );
      out.push({
        name: kind.name,
        bias: kind.name === 'Horizontal channel' ? 'neutral' : bias,
        startIndex: b.start,
        endIndex: breakout ?? last,
        points: [
          { index: b.start, price: b.high(b.start) },
          { index: at, price: b.high(at) },
          { index: b.start, price: b.low(b.start) },
          { index: at, price: b.low(at) },
        ],
        entry,
        stop,
        target,
        completion,
        breakoutIndex: channel ? null : breakout,
        rank: (size >= 6 ? 3.5 : channel ? 1 : size >= 5 ? 2.5 : 2) - b.residual,
      });
    }
  }
  return out;
}

/**
 * Flags: a pole of at least 4 ATR within 15 bars, then 4 to 25 bars of consolidation that
 * retraces at most half the pole in a box at most half its height; confirmed by a close
 * beyond the box in the pole's direction.
 */
export function flagPatterns(
  candles: readonly Candle[],
  swings: readonly SwingPoint[],
  atr: number,
): ChartHit[] {
  const out: ChartHit[] = [];
  for (let k = 0; k + 1 < swings.length; k++) {
    const b = swings[k + 1] as SwingPoint;
    const bull = b.type === 'high';
    const a = poleStart(candles, b, bull);
    const pole = b.price - a.price;
    const size = Math.abs(pole);
    if (size < 4 * atr || size < 0.8 * atr * (b.index - a.index)) continue;
    let hi = -Infinity;
    let lo = Infinity;
    let breakout: number | null = null;
    let count = 0;
    for (let i = b.index + 1; i < candles.length && i <= b.index + 25; i++) {
      const c = candles[i] as Candle;
      if (count >= 4 && (bull ? c.close > hi : c.close < lo)) {
        breakout = i;
        break;
      }
      hi = Math.max(hi, c.high);
      lo = Math.min(lo, c.low);
      count++;
      if (
        hi - lo > 0.5 * size ||
        (bull ? b.price - lo : hi - b.price) > 0.5 * size ||
        (bull ? hi > b.price : lo < b.price)
      ) {
        count = -1;
        break;
      }
    }
    if (count < 4) continue;
    if (breakout === null && b.index + count < candles.length - 1) continue;
    const entry = bull ? hi : lo;
    out.push({
      name: bull ? 'Bull flag' : 'Bear flag',
      bias: bull ? 'bullish' : 'bearish',
      startIndex: a.index,
      endIndex: breakout ?? b.index + count,
      points: [
        { index: a.index, price: a.price },
        { index: b.index, price: b.price },
        { index: b.index + count, price: bull ? lo : hi },
      ],
      entry,
      stop: bull ? lo : hi,
      target: entry + pole,
      completion: breakout === null ? 0.8 : 1,
      breakoutIndex: breakout,
      rank: 3,
    });
  }
  return out;
}

/**
 * Where the pole starts: the latest bar within the 12 before its end from which price had
 * already covered 90% of the largest move into the end (so a flat base is not counted).
 */
function poleStart(candles: readonly Candle[], end: SwingPoint, bull: boolean): SwingPoint {
  const from = Math.max(0, end.index - 12);
  const moveFrom = (i: number) => {
    const c = candles[i] as Candle;
    return bull ? end.price - c.low : c.high - end.price;
  };
  let best = 0;
  for (let i = from; i < end.index; i++) best = Math.max(best, moveFrom(i));
  for (let i = end.index - 1; i >= from; i--) {
    if (moveFrom(i) >= 0.9 * best) {
      const c = candles[i] as Candle;
      return { index: i, price: bull ? c.low : c.high, type: bull ? 'low' : 'high' };
    }
  }
  return { index: end.index, price: end.price, type: bull ? 'low' : 'high' };
}

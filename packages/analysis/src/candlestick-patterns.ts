import type { Candle } from './types.ts';

export type CandlestickName =
  | 'Doji'
  | 'Hammer'
  | 'Inverted hammer'
  | 'Shooting star'
  | 'Hanging man'
  | 'Bullish engulfing'
  | 'Bearish engulfing'
  | 'Bullish harami'
  | 'Bearish harami'
  | 'Piercing line'
  | 'Dark cloud cover'
  | 'Morning star'
  | 'Evening star'
  | 'Three white soldiers'
  | 'Three black crows';

export const CANDLESTICK_NAMES: readonly CandlestickName[] = [
  'Doji',
  'Hammer',
  'Inverted hammer',
  'Shooting star',
  'Hanging man',
  'Bullish engulfing',
  'Bearish engulfing',
  'Bullish harami',
  'Bearish harami',
  'Piercing line',
  'Dark cloud cover',
  'Morning star',
  'Evening star',
  'Three white soldiers',
  'Three black crows',
];

export interface CandlestickHit {
  name: CandlestickName;
  bias: 'bullish' | 'bearish' | 'neutral';
  startIndex: number;
  endIndex: number;
}

const body = (c: Candle) => Math.abs(c.close - c.open);
const range = (c: Candle) => c.high - c.low;
const upper = (c: Candle) => c.high - Math.max(c.open, c.close);
const lower = (c: Candle) => Math.min(c.open, c.close) - c.low;
const bull = (c: Candle) => c.close > c.open;
const bear = (c: Candle) => c.close < c.open;
const mid = (c: Candle) => (c.open + c.close) / 2;

/** Prior move into bar `i` (exclusive): close change over the 5 bars before, in ATR units. */
function priorMove(candles: readonly Candle[], i: number, atr: number): number {
  if (i < 6) return 0;
  return ((candles[i - 1] as Candle).close - (candles[i - 6] as Candle).close) / atr;
}

/**
 * Candlestick patterns ending at bar `i`. `atr` is the volatility unit at that bar. Reversal
 * patterns need a prior move of at least one ATR over five bars in the opposite direction.
 */
export function candlesticksAt(
  candles: readonly Candle[],
  i: number,
  atr: number,
): CandlestickHit[] {
  const out: CandlestickHit[] = [];
  const c = candles[i];
  if (!c || !(atr > 0)) return out;
  const p = candles[i - 1];
  const pp = candles[i - 2];
  const hit = (name: CandlestickName, bias: CandlestickHit['bias'], start: number) =>
    out.push({ name, bias, startIndex: start, endIndex: i });
  const move = priorMove(candles, i, atr);
  const down = move <= -1;
  const up = move >= 1;
  const r = range(c);
  const b = body(c);
  const meaningful = r >= 0.3 * atr;

  if (meaningful && b <= 0.1 * r) hit('Doji', 'neutral', i);
  const smallBodyShape = meaningful && b > 0.1 * r && b <= 0.4 * r;
  if (smallBodyShape && lower(c) >= 2 * b && upper(c) <= 0.15 * r) {
    if (down) hit('Hammer', 'bullish', i);
    if (up) hit('Hanging man', 'bearish', i);
  }
  if (smallBodyShape && upper(c) >= 2 * b && lower(c) <= 0.15 * r) {
    if (down) hit('Inverted hammer', 'bullish', i);
    if (up) hit('Shooting star', 'bearish', i);
  }
  if (p) {
    const pMove = priorMove(candles, i - 1, atr);
    const pDown = pMove <= -1;
    const pUp = pMove >= 1;
    const pLong = body(p) >= 0.6 * atr;
    const solidBody = b >= 0.5 * r;
    if (
      pDown &&
      solidBody &&
      bear(p) &&
      bull(c) &&
      c.open <= p.close &&
      c.close >= p.open &&
      b > body(p)
    )
      hit('Bullish engulfing', 'bullish', i - 1);
    if (
      pUp &&
      solidBody &&
      bull(p) &&
      bear(c) &&
      c.open >= p.close &&
      c.close <= p.open &&
      b > body(p)
    )
      hit('Bearish engulfing', 'bearish', i - 1);
    if (
      pDown &&
      pLong &&
      bear(p) &&
      bull(c) &&
      c.open > p.close &&
      c.close < p.open &&
      b <= 0.5 * body(p)
    )
      hit('Bullish harami', 'bullish', i - 1);
    if (
      pUp &&
      pLong &&
      bull(p) &&
      bear(c) &&
      c.open < p.close &&
      c.close > p.open &&
      b <= 0.5 * body(p)
    )
      hit('Bearish harami', 'bearish', i - 1);
    if (
      pDown &&
      pLong &&
      bear(p) &&
      bull(c) &&
      c.open < p.close &&
      c.close > mid(p) &&
      c.close < p.open
    )
      hit('Piercing line', 'bullish', i - 1);
    if (
      pUp &&
      pLong &&
      bull(p) &&
      bear(c) &&
      c.open > p.close &&
      c.close < mid(p) &&
      c.close > p.open
    )
      hit('Dark cloud cover', 'bearish', i - 1);
  }
  if (p && pp) {
    const ppMove = priorMove(candles, i - 2, atr);
    const first = body(pp) >= 0.6 * atr;
    const star = body(p) <= 0.3 * body(pp);
    if (
      ppMove <= -1 &&
      first &&
      bear(pp) &&
      star &&
      Math.max(p.open, p.close) <= pp.close + 0.1 * body(pp) &&
      bull(c) &&
      c.close > mid(pp)
    )
      hit('Morning star', 'bullish', i - 2);
    if (
      ppMove >= 1 &&
      first &&
      bull(pp) &&
      star &&
      Math.min(p.open, p.close) >= pp.close - 0.1 * body(pp) &&
      bear(c) &&
      c.close < mid(pp)
    )
      hit('Evening star', 'bearish', i - 2);
    const three = [pp, p, c];
    const solid = three.every((k) => body(k) >= 0.5 * range(k) && body(k) >= 0.4 * atr);
    const soldiers =
      solid &&
      three.every(bull) &&
      p.close > pp.close &&
      c.close > p.close &&
      p.open >= pp.open &&
      p.open <= pp.close &&
      c.open >= p.open &&
      c.open <= p.close &&
      three.every((k) => upper(k) <= 0.3 * body(k));
    const crows =
      solid &&
      three.every(bear) &&
      p.close < pp.close &&
      c.close < p.close &&
      p.open <= pp.open &&
      p.open >= pp.close &&
      c.open <= p.open &&
      c.open >= p.close &&
      three.every((k) => lower(k) <= 0.3 * body(k));
    if (soldiers && ppMove <= 1) hit('Three white soldiers', 'bullish', i - 2);
    if (crows && ppMove >= -1) hit('Three black crows', 'bearish', i - 2);
  }
  return out;
}

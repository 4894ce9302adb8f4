import type { Candle } from '@candlelens/analysis';
import { createRng } from '../../reader/prng.ts';

interface BarShape {
  gap: number;
  body: number;
  upper: number;
  lower: number;
}

function shapes(candles: readonly Candle[]): BarShape[] {
  return candles.slice(1).map((c, i) => {
    const prev = candles[i] as Candle;
    return {
      gap: Math.log(c.open / prev.close),
      body: Math.log(c.close / c.open),
      upper: Math.log(c.high / Math.max(c.open, c.close)),
      lower: Math.log(Math.min(c.open, c.close) / c.low),
    };
  });
}

function build(first: Candle, bars: readonly BarShape[], times: readonly Candle[]): Candle[] {
  const out: Candle[] = [{ ...first }];
  let close = first.close;
  bars.forEach((b, i) => {
    const open = close * Math.exp(b.gap);
    close = open * Math.exp(b.body);
    const time = times[i + 1]?.time;
    out.push({
      open,
      close,
      high: Math.max(open, close) * Math.exp(b.upper),
      low: Math.min(open, close) / Math.exp(b.lower),
      ...(time === undefined ? {} : { time }),
    });
  });
  return out;
}

/** The series' own bars (gap, body and wicks together) in a random order: same moves, no memory. */
export function shuffledReturns(candles: readonly Candle[], seed: number): Candle[] {
  const rand = createRng(seed).next;
  const bars = shapes(candles);
  for (let i = bars.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [bars[i], bars[j]] = [bars[j] as BarShape, bars[i] as BarShape];
  }
  return build(candles[0] as Candle, bars, candles);
}

/** A Gaussian random walk with the series' volatility of close-to-close moves and its wick sizes. */
export function randomWalk(candles: readonly Candle[], seed: number): Candle[] {
  const rng = createRng(seed);
  const rand = rng.next;
  const real = shapes(candles);
  const moves = real.map((b) => b.gap + b.body);
  const mean = moves.reduce((s, v) => s + v, 0) / Math.max(1, moves.length);
  const sd = Math.sqrt(
    moves.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, moves.length - 1),
  );
  const bars = real.map(() => {
    const w = real[Math.floor(rand() * real.length)] as BarShape;
    return { gap: 0, body: rng.normal() * sd, upper: w.upper, lower: w.lower };
  });
  return build(candles[0] as Candle, bars, candles);
}

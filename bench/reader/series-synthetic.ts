import type { OhlcBar } from './ohlc.ts';
import type { Rng } from './prng.ts';

export interface SyntheticOptions {
  count: number;
  startPrice: number;
  startTime: number;
  intervalSeconds: number;
}

/**
 * A random walk with volatility regimes, trends, occasional price gaps between bars,
 * dojis (open == close) and flat bars (open == high == low == close).
 */
export function syntheticSeries(rng: Rng, o: SyntheticOptions): OhlcBar[] {
  const bars: OhlcBar[] = [];
  let price = o.startPrice;
  let vol = rng.range(0.004, 0.02);
  let drift = 0;
  let regimeLeft = 0;
  for (let i = 0; i < o.count; i++) {
    if (regimeLeft <= 0) {
      regimeLeft = rng.int(10, 60);
      vol = rng.pick([0.002, 0.006, 0.012, 0.025]) * rng.range(0.7, 1.3);
      drift = rng.chance(0.5) ? 0 : rng.range(-0.6, 0.6) * vol;
    }
    regimeLeft--;
    const gap = rng.chance(0.04) ? rng.normal() * vol * 4 : 0;
    const open = price * Math.exp(gap);
    const kind = rng.next();
    let close: number;
    let high: number;
    let low: number;
    if (kind < 0.02) {
      close = high = low = open; // flat bar
    } else {
      close = kind < 0.08 ? open : open * Math.exp(drift + rng.normal() * vol);
      const top = Math.max(open, close);
      const bottom = Math.min(open, close);
      high = top * Math.exp(Math.abs(rng.normal()) * vol * rng.range(0.1, 0.8));
      low = bottom * Math.exp(-Math.abs(rng.normal()) * vol * rng.range(0.1, 0.8));
    }
    const volume = Math.round(
      1000 * Math.exp(rng.normal() * 0.6) * (1 + Math.abs(close - open) / (vol * open || 1)),
    );
    bars.push({ time: o.startTime + i * o.intervalSeconds, open, high, low, close, volume });
    price = close;
  }
  return bars;
}

// "Acceptable" on a synthetic chart, by the rule of the real set: the candle count within 5% and
// both ends of the visible price range within 1% of that range.
import type { Reading } from './reader-adapter.ts';
import type { ChartTruth, TruthCandle } from './truth.ts';

export interface Verdict {
  countErrPct: number;
  loErrPct: number;
  hiErrPct: number;
  acceptable: boolean;
}

function extremes(candles: readonly { low: number; high: number }[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of candles) {
    lo = Math.min(lo, c.low);
    hi = Math.max(hi, c.high);
  }
  return [lo, hi];
}

/**
 * Candles cut by the plot edge may be counted or not, and may or may not set the visible range:
 * the count may lie anywhere between the whole candles and all candles, and the range is taken
 * with or without the cut ones, whichever is nearer.
 */
export function syntheticVerdict(truth: ChartTruth, reading: Reading): Verdict {
  const whole = truth.candles.filter((c) => !c.partial);
  const lo = whole.length;
  const hi = truth.candles.length;
  const n = reading.candles.length + reading.invalidCandles;
  const off = n < lo ? lo - n : n > hi ? n - hi : 0;
  const countErrPct = (off / Math.max(1, lo)) * 100;
  const none = { countErrPct, loErrPct: Infinity, hiErrPct: Infinity, acceptable: false };
  if (reading.candles.length === 0 || reading.relativePrices) return none;
  const [rLo, rHi] = extremes(reading.candles);
  const ends = (cs: readonly TruthCandle[]): [number, number] => {
    const [tLo, tHi] = extremes(cs);
    const range = tHi - tLo || 1;
    return [(Math.abs(rLo - tLo) / range) * 100, (Math.abs(rHi - tHi) / range) * 100];
  };
  let [eLo, eHi] = ends(whole.length ? whole : truth.candles);
  const [aLo, aHi] = ends(truth.candles);
  if (Math.max(aLo, aHi) < Math.max(eLo, eHi)) [eLo, eHi] = [aLo, aHi];
  return {
    countErrPct,
    loErrPct: eLo,
    hiErrPct: eHi,
    acceptable: countErrPct <= 5 && eLo <= 1 && eHi <= 1,
  };
}

// The evidence the engine ships: moves normalised on the scale the engine draws its ranges with,
// and every claim stated against every baseline it was measured against.
import { rangeSigma, type Candle } from '@candlelens/analysis';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../reader/prng.ts';
import type { ClaimSample } from './charts.ts';
import { claimEntries, type SeriesClaims } from './claims.ts';
import { originSamples } from './ranges.ts';

/** 15-minute bars of a market open 09:30-16:00 on weekdays: 0.1% moves, 1% overnight gaps. */
function sessionSeries(days: number): Candle[] {
  const rng = createRng(5);
  const out: Candle[] = [];
  let close = 100;
  for (let day = 0; day < days; day++)
    for (let k = 0; k < 26; k++) {
      const open = close;
      close = open * Math.exp(rng.normal() * (k === 0 ? 0.01 : 0.001));
      const time = Date.UTC(2025, 0, 6 + day + 2 * Math.floor(day / 5)) + (570 + 15 * k) * 60_000;
      out.push({ open, close, high: Math.max(open, close), low: Math.min(open, close), time });
    }
  return out;
}

/** RMS of the normalised 10-bar moves of origins whose next 10 bars do / do not cross a close. */
function spreadBySession(z: Float64Array, first: number) {
  const sums = { cross: [0, 0], inside: [0, 0] };
  z.forEach((v, i) => {
    if (Number.isNaN(v)) return;
    const t = first + i;
    const cross = (t % 26) + 10 >= 26;
    const s = cross ? sums.cross : sums.inside;
    s[0] = (s[0] as number) + v * v;
    s[1] = (s[1] as number) + 1;
  });
  const rms = ([a = 0, n = 1]: number[]) => Math.sqrt(a / n);
  return { cross: rms(sums.cross), inside: rms(sums.inside) };
}

describe('forecast moves on the engine scale', () => {
  it("puts a chart's 10-bar moves across the overnight close and inside a session on one scale", () => {
    const candles = sessionSeries(60);
    const s = originSamples(candles, 0, () => 'one');
    const z = s.z[9] as Float64Array;
    const { cross, inside } = spreadBySession(z, 40);
    expect(cross / inside).toBeGreaterThan(0.7);
    expect(cross / inside).toBeLessThan(1.4);
    // scaled by the one-bar volatility alone, the two differ several times over
    const plain = z.map((_, i) => {
      const t = 40 + i;
      if (t + 10 >= candles.length) return Number.NaN;
      const move = Math.log((candles[t + 10] as Candle).close / (candles[t] as Candle).close);
      return move / (rangeSigma(candles, t) * Math.sqrt(10));
    });
    const before = spreadBySession(plain, 40);
    expect(before.cross / before.inside).toBeGreaterThan(2);
  });
});

describe('claim entries', () => {
  /** One series' samples of one claim: `rate` hits at every chart end, in two periods. */
  function series(source: SeriesClaims['source'], claim: string, rate: number): SeriesClaims {
    const samples: ClaimSample[] = [];
    for (let t = 0; t < 2000; t++) {
      samples.push({ claim: 'base:up', t, hit: t % 2 === 0, up: true });
      samples.push({ claim, t, hit: (t * 37) % 100 < Math.round(rate * 100), up: true });
    }
    return {
      groups: ['all/all'],
      source,
      samples,
      timeOf: (t) => t,
      endOf: (t) => t + 1,
      blockOf: (t) => String(Math.floor(t / 50)),
    };
  }

  it('states every baseline and claims an edge only over the strongest one', () => {
    const claim = 'pattern:Hammer (bullish):confirmed';
    const beatsAll = claimEntries([
      series('real', claim, 0.7),
      series('shuffled', claim, 0.55),
      series('walk', claim, 0.6),
    ])[claim]?.['all/all'];
    expect(beatsAll?.baselines).toEqual({ base: 0.5, shuffled: 0.55, walk: 0.6 });
    expect(beatsAll?.baseline).toBe('the same detector on random walks');
    expect(beatsAll?.edge).toBe(true);
    const likeRandom = claimEntries([
      series('real', claim, 0.7),
      series('shuffled', claim, 0.55),
      series('walk', claim, 0.7),
    ])[claim]?.['all/all'];
    expect(likeRandom?.edge).toBe(false);
  });
});

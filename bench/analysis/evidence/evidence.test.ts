// The evidence the engine ships: moves normalised on the scale the engine draws its ranges with,
// and every claim stated against every baseline it was measured against.
import { rangeSigma, type Candle } from '@candlelens/analysis';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../reader/prng.ts';
import type { ClaimSample } from './charts.ts';
import { claimEntries, type SeriesClaims } from './claims.ts';
import {
  BAND,
  chooseWays,
  column,
  SCALED,
  scoreDifference,
  WIDTH,
  type Sums,
} from './range-choice.ts';
import { intervalScore, originSamples } from './ranges.ts';

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
    const s = originSamples(candles, 0);
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
  /**
   * Samples of one series: a chart every step with the base rate `up` of higher closes, and each
   * claim firing at every chart with the given hit rate (deterministic: hits spread evenly).
   */
  function series(
    k: number,
    source: SeriesClaims['source'],
    claims: Record<string, number>,
    up = 0.5,
  ): SeriesClaims {
    const samples: ClaimSample[] = [];
    for (let t = 0; t < 400; t++) {
      const isUp = (t * 61 + k * 7) % 100 < up * 100;
      samples.push({ claim: 'base:up', t, hit: isUp, up: true });
      samples.push({ claim: 'base:down', t, hit: !isUp, up: false });
      for (const [claim, rate] of Object.entries(claims)) {
        // series differ: the rate spreads by 8 points either side of the claim's rate
        const own = rate + ((k % 8) - 3.5) * 0.023;
        samples.push({ claim, t, hit: (t * 37 + k * 13) % 100 < Math.round(own * 100), up: true });
      }
    }
    return {
      series: k,
      groups: ['all/all'],
      source,
      samples,
      timeOf: (t) => t + k * 0.001,
      endOf: (t) => t + 1,
    };
  }
  const eight = (source: SeriesClaims['source'], claims: Record<string, number>, up = 0.5) =>
    Array.from({ length: 8 }, (_, k) => series(k, source, claims, up));

  it('states every baseline and calls an edge only over the strongest one', () => {
    const claim = 'pattern:Hammer (bullish):confirmed';
    const beatsAll = claimEntries([
      ...eight('real', { [claim]: 0.7 }),
      ...eight('shuffled', { [claim]: 0.55 }),
      ...eight('walk', { [claim]: 0.6 }),
    ]).claims[claim]?.['all/all'];
    expect(beatsAll?.baselines).toEqual({ half: 0.5, base: 0.5, shuffled: 0.55, walk: 0.6 });
    expect(beatsAll?.baseline).toBe('the same pattern found in random prices');
    expect(beatsAll?.edge).toBe(true);
    const likeRandom = claimEntries([
      ...eight('real', { [claim]: 0.7 }),
      ...eight('shuffled', { [claim]: 0.55 }),
      ...eight('walk', { [claim]: 0.7 }),
    ]).claims[claim]?.['all/all'];
    expect(likeRandom?.edge).toBe(false);
  });

  it('holds a directional claim to the better of a coin toss and the base rate, and says when it did worse', () => {
    // in a market that closed higher 60% of the time, a bullish call right 58% is no edge
    const bullish = claimEntries(eight('real', { 'verdict:bullish': 0.58 }, 0.6)).claims[
      'verdict:bullish'
    ]?.['all/all'];
    expect(bullish?.baselineRate).toBe(0.6);
    expect(bullish?.edge).toBe(false);
    // a call right 35% of the time against 50% did worse than its baseline
    const poor = claimEntries(eight('real', { 'verdict:bullish': 0.35 })).claims[
      'verdict:bullish'
    ]?.['all/all'];
    expect(poor?.worse).toBe(true);
    expect(poor?.edge).toBe(false);
  });

  it('corrects for the number of claims tested on a group (Benjamini-Hochberg)', () => {
    // one claim a little better than chance stands out alone, not among forty that are chance
    const alone = claimEntries(eight('real', { 'indicator:rsi:oversold': 0.54 })).claims[
      'indicator:rsi:oversold'
    ]?.['all/all'];
    const many: Record<string, number> = { 'indicator:rsi:oversold': 0.54 };
    for (let i = 0; i < 40; i++) many[`indicator:noise${i}:up`] = 0.5;
    const crowded = claimEntries(eight('real', many)).claims['indicator:rsi:oversold']?.['all/all'];
    expect(alone?.tested).toBe(1);
    expect(crowded?.tested).toBe(41);
    expect(crowded?.rate).toBe(alone?.rate);
    expect(crowded?.p).toBe(alone?.p);
    expect(alone?.edge).toBe(true);
    expect(crowded?.edge).toBe(false);
  });
});

describe('interval score', () => {
  it('is the width inside the range, plus 2/alpha times the miss outside it', () => {
    expect(intervalScore(-1, 1, 0.5, 0.2)).toBe(2);
    expect(intervalScore(-1, 1, 1.5, 0.2)).toBeCloseTo(2 + 10 * 0.5, 12);
    expect(intervalScore(-1, 1, -3, 0.05)).toBeCloseTo(2 + 40 * 2, 12);
    // a range twice as wide that still misses scores worse than a narrow one that misses by as much
    expect(intervalScore(-2, 2, 3, 0.5)).toBeGreaterThan(intervalScore(-1, 1, 2, 0.5));
  });
});

describe('the way a group draws its ranges', () => {
  /** Sums of one series whose 50/80/95% interval scores are `band` and `scaled`, per case, over n cases. */
  function seriesSums(band: number[], scaled: number[], n = 100): number[] {
    const v = new Array<number>(WIDTH).fill(0);
    for (let r = 0; r < 3; r++) {
      v[column(BAND, r, 1)] = (band[r] as number) * n;
      v[column(SCALED, r, 1)] = (scaled[r] as number) * n;
    }
    v[WIDTH - 1] = n;
    return v;
  }
  const fold = (...rows: number[][]): Sums => new Map(rows.map((v, s) => [s, v]));

  it('draws all three ranges one way: the one with the lower interval score over the three', () => {
    // the scaled ranges a little better at 50%, clearly worse at 80% and 95%: the band for all three
    const daily = fold(
      seriesSums([5, 8, 12], [4.95, 8.3, 12.6]),
      seriesSums([5, 8, 12], [4.97, 8.2, 12.5]),
    );
    expect(chooseWays([daily], false)).toEqual([BAND, BAND, BAND]);
    // the scaled ranges far better at 95%: the scaled ranges for all three
    const intraday = fold(
      seriesSums([5, 8, 14], [5.02, 7.8, 12]),
      seriesSums([5, 8, 15], [5, 7.9, 12]),
    );
    expect(chooseWays([intraday], false)).toEqual([SCALED, SCALED, SCALED]);
    // over two folds that disagree, the summed score decides
    expect(chooseWays([daily, intraday], false)).toEqual([SCALED, SCALED, SCALED]);
  });

  it('keeps the band on a tie and for a group that pools daily and intraday charts', () => {
    const tie = fold(seriesSums([5, 8, 12], [5, 8, 12]));
    expect(chooseWays([tie], false)).toEqual([BAND, BAND, BAND]);
    const scaledBetter = fold(seriesSums([5, 8, 14], [4, 7, 11]));
    expect(chooseWays([scaledBetter], true)).toEqual([BAND, BAND, BAND]);
  });

  it('measures the difference from the band per case, resampling whole series', () => {
    const sums = fold(
      seriesSums([5, 8, 12], [5.5, 8, 12], 100),
      seriesSums([5, 8, 12], [4.5, 8, 12], 300),
    );
    const boot = scoreDifference(sums, SCALED, BAND, 0);
    // the mean over cases is (0.5 x 100 - 0.5 x 300) / 400 = -0.25; resamples range over the mixes
    expect(boot[Math.floor(boot.length / 2)]).toBeCloseTo(-0.25, 1);
    expect(boot[0]).toBeCloseTo(-0.5, 6);
    expect(boot[boot.length - 1]).toBeCloseTo(0.5, 6);
    expect(scoreDifference(sums, SCALED, BAND, 1).every((d) => d === 0)).toBe(true);
  });
});

// The risk plan's measured table: recalibration, the correction for many groups, the cases a
// random walk produces, and that the shipped table was generated from the committed inputs.
import { PLAN_TABLE, recalibrate, type Candle } from '@candlelens/analysis';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../reader/prng.ts';
import { Cases, emptyCases, seriesCases } from './cases.ts';
import { planInputsHash } from './inputs.ts';
import { discoveries, fitMap } from './score.ts';

function randomWalk(bars: number, seed: number): Candle[] {
  const rng = createRng(seed);
  const out: Candle[] = [];
  let close = 100;
  for (let i = 0; i < bars; i++) {
    const open = close;
    // 8 sub-steps per bar so highs and lows are touched as in a continuous walk
    let high = open;
    let low = open;
    for (let k = 0; k < 8; k++) {
      close *= Math.exp(rng.normal() * 0.01 * Math.sqrt(1 / 8));
      high = Math.max(high, close);
      low = Math.min(low, close);
    }
    out.push({ open, high, low, close, time: Date.UTC(2020, 0, 1) + i * 86_400_000 });
  }
  return out;
}

describe('risk plan measurement', () => {
  it('recalibrates to the realised rates, increasing', () => {
    const cases = new Cases();
    // raw 0.2 came true 40%, raw 0.6 came true 30% (violates order), raw 0.9 came true 90%
    for (let i = 0; i < 100; i++) {
      cases.push(0.2, 0.2, i < 40, 0, i, i);
      cases.push(0.6, 0.6, i < 30, 0, i, i);
      cases.push(0.9, 0.9, i < 90, 0, i, i);
    }
    const map = fitMap(cases, () => true);
    for (let i = 1; i < map.length; i++)
      expect((map[i] as [number, number])[1]).toBeGreaterThanOrEqual(
        (map[i - 1] as [number, number])[1],
      );
    expect(recalibrate(map, 0.2)).toBeCloseTo(0.35, 6);
    expect(recalibrate(map, 0.9)).toBeCloseTo(0.9, 6);
  });

  it('corrects for testing many groups (Benjamini-Hochberg)', () => {
    expect(discoveries([0.001, 0.04, 0.5])).toEqual([true, false, false]);
    expect(discoveries([0.01, 0.02, 0.03])).toEqual([true, true, true]);
  });

  it('on a random walk, the walk baseline predicts how often stops are touched', () => {
    const out = emptyCases();
    seriesCases(randomWalk(1200, 9), 0, ['all/daily', 'all/all'], out);
    const s = out.stopWithin;
    let predicted = 0;
    let realised = 0;
    for (let i = 0; i < s.length; i++) {
      predicted += s.base[i] as number;
      realised += s.y[i] as number;
    }
    expect(s.length).toBeGreaterThan(1000);
    // the walk's volatility is estimated from 30 bars and the walk is sampled in 8 steps a bar
    expect(Math.abs(predicted - realised) / s.length).toBeLessThan(0.05);
  });

  it('the shipped table was generated from the committed market files and sources', () => {
    expect(PLAN_TABLE.inputsHash).toBe(planInputsHash());
  });
});

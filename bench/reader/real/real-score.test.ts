import { describe, expect, it } from 'vitest';
import type { RealCase } from './real-cases.ts';
import { scoreRealCase, summariseReal, type RealReading } from './real-score.ts';
import { rowDifferences } from './scorer-agreement.ts';

const realCase = (over: Partial<RealCase['truth']> = {}): RealCase => ({
  name: 'case',
  file: '/nowhere.png',
  truth: { image: 'x.png', visibleRange: [100, 200], candlesApprox: [20, 21], ...over },
  lastCandle: null,
  countLo: 20,
  countHi: 21,
  countBest: 21,
});

function reading(n: number, lo: number, hi: number, accepted = true): RealReading {
  const candles = Array.from({ length: n }, (_, i) => ({
    x: 10 * (n - i),
    open: 150,
    high: i === 0 ? hi : 160,
    low: i === 1 ? lo : 140,
    close: 155,
  }));
  return { candles, axisRead: true, ms: 12, accepted, confidence: 0.9, reason: null };
}

describe('real-set scoring', () => {
  it('accepts a count inside the range and both ends within 1% of the range', () => {
    const row = scoreRealCase(realCase(), reading(21, 100.5, 199.2));
    expect(row.countErrPct).toBe(0);
    expect(row.loErrPct).toBeCloseTo(0.5);
    expect(row.hiErrPct).toBeCloseTo(0.8);
    expect(row.ok).toBe(true);
  });

  it('refuses a range end off by more than 1% or a count off by more than 5%', () => {
    expect(scoreRealCase(realCase(), reading(21, 98, 200)).ok).toBe(false);
    const short = scoreRealCase(realCase(), reading(18, 100, 200));
    expect(short.countErr).toBe(2);
    expect(short.ok).toBe(false);
  });

  it('takes the better of the truth range and its alternative', () => {
    const row = scoreRealCase(realCase({ visibleRangeAlt: [90, 200] }), reading(20, 90, 200));
    expect(row.loErrPct).toBe(0);
    expect(row.ok).toBe(true);
  });

  it('measures the right-most candle against a stated last candle', () => {
    const c = { ...realCase(), lastCandle: { open: 150, high: 160, low: 140, close: 165 } };
    // candles are sorted by x: the right-most is the first one built (x = 10 * n)
    const row = scoreRealCase(c, reading(20, 100, 200));
    expect(row.lastKind).toBe('ohlc');
    expect(row.lastErrPct).toBeCloseTo(40); // its high is 200 against 160
  });

  it('counts refusals of acceptable readings and errors in the summary', () => {
    const rows = [
      scoreRealCase(realCase(), reading(21, 100, 200, false)),
      scoreRealCase(realCase(), reading(21, 100, 200, true)),
      scoreRealCase(realCase(), { error: 'threw' }),
    ];
    const s = summariseReal(rows);
    expect(s).toMatchObject({ images: 3, errors: 1, acceptable: 2, accepted: 1, falseRefusals: 1 });
  });

  it('names every figure that differs from another scorer', () => {
    const a = [scoreRealCase(realCase(), reading(21, 100, 200))];
    const b = [scoreRealCase(realCase(), reading(15, 100, 200))];
    expect(rowDifferences(a, a)).toEqual([]);
    expect(rowDifferences(a, b).join('\n')).toMatch(/n 21 here, 15 by the scorer/);
  });
});

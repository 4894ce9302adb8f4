import { describe, expect, it } from 'vitest';
import { fitLogistic, folds, predict } from './logistic.ts';

describe('the verdict fit', () => {
  it('separates two groups on the feature that tells them apart and ignores the other', () => {
    const samples = Array.from({ length: 200 }, (_, i) => {
      const y = (i % 2) as 0 | 1;
      return { x: { signal: y + ((i * 7) % 10) / 40, noise: (i * 13) % 17 }, y };
    });
    const m = fitLogistic(samples, ['signal', 'noise'], { l2: 0.001 });
    expect(Math.abs(m.weights.signal!)).toBeGreaterThan(5 * Math.abs(m.weights.noise!));
    expect(predict(m, { signal: 1.1, noise: 3 })).toBeGreaterThan(0.9);
    expect(predict(m, { signal: 0.1, noise: 3 })).toBeLessThan(0.1);
  });

  it('weights a rare class up when asked', () => {
    const samples = [
      ...Array.from({ length: 90 }, (_, i) => ({ x: { v: (i % 10) / 10 }, y: 1 as const })),
      ...Array.from({ length: 10 }, (_, i) => ({
        x: { v: 0.5 + (i % 10) / 20 },
        y: 0 as const,
        weight: 9,
      })),
    ];
    const plain = fitLogistic(
      samples.map((s) => ({ ...s, weight: 1 })),
      ['v'],
    );
    const weighted = fitLogistic(samples, ['v']);
    expect(predict(weighted, { v: 0.9 })).toBeLessThan(predict(plain, { v: 0.9 }));
  });

  it('puts every index in exactly one fold', () => {
    const f = folds(11, 3);
    expect(f.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i));
  });
});

import { describe, expect, it } from 'vitest';
import { firstByImages, firstBySeries, firstWithin, touchWithin } from '../src/risk-plan-math.ts';

/** Small deterministic PRNG (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('first passage of a random walk', () => {
  it('matches the reflection principle and the gambler`s ruin', () => {
    expect(touchWithin(1, 1)).toBeCloseTo(0.3173, 3);
    // symmetric corridor, long horizon: either side first, half each
    expect(firstWithin(1, 1, 50)).toBeCloseTo(0.5, 4);
    // target at 1, stop at 3, long horizon: 3/4 reach the target first
    expect(firstWithin(1, 3, 100)).toBeCloseTo(0.75, 3);
    // far stop: the target-before-stop chance is the plain touch chance
    expect(firstWithin(1, 50, 1)).toBeCloseTo(touchWithin(1, 1), 6);
  });

  it('the short- and long-horizon formulas agree', () => {
    for (const [near, far] of [
      [1, 1],
      [0.5, 2],
      [2, 0.7],
    ] as const) {
      for (const ratio of [0.3, 0.6, 1, 1.5]) {
        const spread = ratio * (near + far);
        expect(firstByImages(near, far, spread)).toBeCloseTo(firstBySeries(near, far, spread), 6);
      }
    }
  });

  it('agrees with a simulated walk of fine steps', () => {
    const rand = seededRandom(11);
    const gauss = () => Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
    const steps = 400;
    const runs = 4000;
    let first = 0;
    for (let r = 0; r < runs; r++) {
      let x = 0;
      for (let s = 0; s < steps; s++) {
        x += gauss() / Math.sqrt(steps);
        if (x >= 0.8) {
          first++;
          break;
        }
        if (x <= -1.2) break;
      }
    }
    // discrete steps miss a few touches; the continuous figure sits a little above
    const p = firstWithin(0.8, 1.2, 1);
    expect(first / runs).toBeGreaterThan(p - 0.06);
    expect(first / runs).toBeLessThan(p + 0.02);
  });
});

import { describe, expect, it } from 'vitest';
import { robustLineFit } from '../../src/shared/robust-fit.ts';

describe('robustLineFit', () => {
  it('recovers the line exactly from clean points', () => {
    const pts = [0, 1, 2, 3, 4, 5].map((k) => ({ y: 10 + k * 40, v: 100 - k * 2 }));
    const f = robustLineFit(pts, 2)!;
    expect(f.slope).toBeCloseTo(-0.05, 10);
    expect(f.intercept).toBeCloseTo(100.5, 10);
    expect(f.inliers).toHaveLength(6);
  });
  it('ignores outliers (misread labels, last-price labels)', () => {
    const pts = [0, 1, 2, 3, 4, 5, 6].map((k) => ({ y: 10 + k * 40, v: 100 - k * 2 }));
    pts[2] = { y: 90, v: 196 }; // misread 1 -> 9
    pts.push({ y: 123, v: 97.3 }); // a last-price label off the grid, consistent
    pts.push({ y: 200, v: 5000 });
    const f = robustLineFit(pts, 2)!;
    expect(f.slope).toBeCloseTo(-0.05, 6);
    expect(f.inliers).not.toContain(2);
    expect(f.inliers).not.toContain(8);
  });
  it('refuses an upside-down scale and degenerate input', () => {
    expect(
      robustLineFit(
        [
          { y: 0, v: 1 },
          { y: 100, v: 2 },
        ],
        2,
      ),
    ).toBeNull();
    expect(robustLineFit([{ y: 0, v: 1 }], 2)).toBeNull();
  });
});

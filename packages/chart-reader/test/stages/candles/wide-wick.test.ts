import { describe, expect, it } from 'vitest';
import { geometry } from '../../../src/stages/candles/geometry.ts';

/** A one-component blob of the pixels `paint` marks, in a 40 x 100 plot at the origin. */
function shape(paint: (x: number, y: number) => boolean) {
  const W = 40;
  const H = 100;
  const ids = new Int32Array(W * H);
  let x0 = W;
  let x1 = -1;
  let y0 = H;
  let y1 = -1;
  let area = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (paint(x, y)) {
        ids[y * W + x] = 1;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
        area++;
      }
  const comp = { id: 0, label: 1, x0, y0, x1, y1, area };
  const blob = { comps: [comp], label: 1, x0, x1, y0, y1, area };
  return geometry(blob, ids, W, { left: 0, top: 0, right: W, bottom: H }, 1);
}

describe('geometry: a narrowest row as wide as a body is no wick', () => {
  it('keeps the rows of a body that a line of its colour widens on its upper part', () => {
    // an 8-px body from row 20 to 79, two columns wider on rows 20-49 (a line ending in it)
    const c = shape((x, y) => y >= 20 && y < 80 && x >= 16 && x < (y < 50 ? 26 : 24));
    expect(c).toMatchObject({ yBodyTop: 20, yBodyBottom: 79, bodyWidth: 10, wickWidth: 8 });
  });

  it('leaves a body whose end rows alone are narrower (antialiasing, compression) as it was', () => {
    // a 10-px body, rows 30-59, its first and last rows 8 px: they stay off the body, where the
    // wick is looked for from
    const c = shape(
      (x, y) =>
        y >= 30 &&
        y < 60 &&
        x >= (y === 30 || y === 59 ? 17 : 16) &&
        x < (y === 30 || y === 59 ? 25 : 26),
    );
    expect(c).toMatchObject({ yHigh: 30, yLow: 59, yBodyTop: 31, yBodyBottom: 58 });
  });

  it('still tells a wick from its body: a 2-px wick, and a 4-px one under a 10-px body', () => {
    for (const wick of [2, 4]) {
      const c = shape(
        (x, y) =>
          (y >= 10 && y < 90 && x >= 20 && x < 20 + wick) ||
          (y >= 30 && y < 60 && x >= 16 && x < 26),
      );
      expect(c).toMatchObject({ yHigh: 10, yLow: 89, yBodyTop: 30, yBodyBottom: 59 });
    }
  });
});

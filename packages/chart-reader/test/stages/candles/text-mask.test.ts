import { describe, expect, it } from 'vitest';
import { findTextBoxes } from '../../../src/stages/candles/text-mask.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blank, rect, text, type Color } from '../../raster.ts';

const BG: Color = [0, 0, 0];
const RED: Color = [242, 54, 69];

/** Pixels that are not the background. */
function ink(img: RgbaImage): Uint8Array {
  const out = new Uint8Array(img.width * img.height);
  for (let i = 0; i < out.length; i++) out[i] = img.data[i * 4]! > 20 ? 1 : 0;
  return out;
}

const covers = (boxes: ReturnType<typeof findTextBoxes>, x0: number, x1: number, y: number) =>
  boxes.some((b) => b.x0 <= x0 && b.x1 >= x1 && b.y0 <= y && b.y1 >= y);

describe('findTextBoxes: a legend of values drawn over the plot in a candle colour', () => {
  it('covers the glyphs run together and the sign at the ends of a line', () => {
    // `21.314` then zeros touching (a small monospace font's antialiased edges meet), and
    // `+0.00020` after a gap: the zeros run together and the plus are no glyphs on their own
    const img = blank(300, 240, BG);
    const x = text(img, '21.314', 10, 20, 10, RED);
    // three zeros, each one's right edge meeting the next one's left: one shape
    let pairEnd = x;
    for (let k = 0; k < 3; k++) pairEnd = text(img, '0', pairEnd, 20, 10, RED) - 3;
    // a plus sign, centred on the digits' middle, six pixels on; then, a letter gap after it,
    // the change
    const plus = pairEnd + 6;
    rect(img, plus, 24, plus + 7, 25, RED);
    rect(img, plus + 3, 21, plus + 4, 28, RED);
    text(img, '0.00020', plus + 9, 20, 10, RED);
    const boxes = findTextBoxes(ink(img), img.width, img.height);
    expect(covers(boxes, 10, pairEnd - 1, 25)).toBe(true);
    expect(covers(boxes, plus, plus + 6, 25)).toBe(true);
  });

  it('leaves lines below the top of the plot, where legends stand, as they were', () => {
    // the same line a third of the way down: its glyphs run together are not taken for letters
    const img = blank(300, 240, BG);
    const x = text(img, '21.314', 10, 80, 10, RED);
    let end = x;
    for (let k = 0; k < 3; k++) end = text(img, '0', end, 80, 10, RED) - 3;
    const boxes = findTextBoxes(ink(img), img.width, img.height);
    expect(covers(boxes, 10, x - 2, 85)).toBe(true);
    expect(covers(boxes, 10, end - 1, 85)).toBe(false);
  });

  it('does not take candles standing in a row beside it for glyphs run together', () => {
    // hollow candles side by side on one baseline line up like glyphs (and are masked as
    // text); a wide hollow candle beside them is a candle, not glyphs run together
    const img = blank(300, 300, BG);
    const hollow = (x0: number, y0: number, x1: number, y1: number) => {
      rect(img, x0, y0, x1, y1, RED);
      rect(img, x0 + 1, y0 + 1, x1 - 1, y1 - 1, BG);
    };
    for (let k = 0; k < 5; k++) hollow(20 + k * 6, 30 + k, 24 + k * 6, 56);
    hollow(52, 36, 82, 56);
    const boxes = findTextBoxes(ink(img), img.width, img.height);
    expect(covers(boxes, 20, 47, 45)).toBe(true);
    expect(covers(boxes, 52, 81, 45)).toBe(false);
  });
});

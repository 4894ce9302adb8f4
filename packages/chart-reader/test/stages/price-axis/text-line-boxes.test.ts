import { describe, expect, it } from 'vitest';
import { backgroundColours, inkMask } from '../../../src/shared/backgrounds.ts';
import { textLineBoxes } from '../../../src/stages/price-axis/index.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blank, rect, type Color } from '../../raster.ts';

const BG: Color = [0, 0, 0];
const INK: Color = [220, 220, 220];

/** A bold, narrow zero: a ring five pixels wide and twelve tall with a two-pixel stroke. */
function zero(img: RgbaImage, x: number, y: number): void {
  rect(img, x, y, x + 5, y + 12, INK);
  rect(img, x + 2, y + 2, x + 3, y + 10, BG);
}

const linesOf = (img: RgbaImage) =>
  textLineBoxes(inkMask(img, backgroundColours(img)), img.width, img.height);

describe('text lines of a bold, narrow font', () => {
  it('keep glyphs that run together (zeros touching) in the line', () => {
    const img = blank(200, 300, BG);
    // three zeros, each drawn where the last one ends: one blob nine tenths ink
    for (let k = 0; k < 3; k++) zero(img, 45 + k * 5, 20);
    const lines = linesOf(img);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ x0: 45, x1: 59 });
  });

  it('still leave out a filled box (a candle body, a bar)', () => {
    const img = blank(200, 300, BG);
    rect(img, 50, 10, 62, 24, INK);
    expect(linesOf(img)).toHaveLength(0);
  });

  it('keep a comma hanging below a label in the label, not in a line of its own', () => {
    const img = blank(200, 300, BG);
    // "1,283": a one, a comma reaching below the digits, then three digits
    rect(img, 40, 20, 42, 32, INK);
    rect(img, 38, 20, 40, 23, INK);
    rect(img, 45, 28, 48, 32, INK);
    rect(img, 46, 32, 47, 36, INK);
    for (let k = 0; k < 3; k++) zero(img, 51 + k * 7, 20);
    const lines = linesOf(img);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ x0: 38, x1: 69 });
  });

  // "1" and "0" of a monospace font, eight rows tall, twelve pixels apart
  function oneAndZero(img: RgbaImage): void {
    rect(img, 40, 20, 42, 28, INK);
    rect(img, 38, 20, 40, 22, INK);
    rect(img, 54, 20, 59, 28, INK);
    rect(img, 56, 22, 57, 26, BG);
  }

  it('keep a label in one line across a decimal point that stands in a cell of its own', () => {
    // "1.0": the point, two pixels square, in the middle of a cell as wide as a digit
    const img = blank(200, 300, BG);
    oneAndZero(img);
    rect(img, 47, 26, 49, 28, INK);
    const lines = linesOf(img);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ x0: 38, x1: 58 });
  });

  it('still part two numbers as far apart with nothing between them', () => {
    const img = blank(200, 300, BG);
    oneAndZero(img);
    expect(linesOf(img)).toHaveLength(2);
  });
});

describe('text lines beside an axis title written sideways', () => {
  // labels of four zeros (12 rows tall, 7 px apart) ending at column 80, 40 rows apart, and a
  // title turned a quarter 12 px after them: letters 10 wide and 8 tall stacked 3 rows apart
  const chart = (title: boolean): RgbaImage => {
    const img = blank(200, 300, BG);
    for (const y of [40, 80, 120]) for (let k = 0; k < 4; k++) zero(img, 53 + k * 7, y);
    if (title)
      for (let y = 60; y < 150; y += 11) {
        rect(img, 93, y, 103, y + 8, INK);
        rect(img, 95, y + 2, 101, y + 6, BG);
      }
    return img;
  };

  it('keep each label a line of its own, the title\u2019s letters out of it', () => {
    const labels = (img: RgbaImage) =>
      linesOf(img)
        .filter((l) => l.x0 === 53)
        .map((l) => [l.y0, l.x1]);
    expect(labels(chart(true))).toEqual(labels(chart(false)));
    expect(labels(chart(true))).toEqual([
      [40, 78],
      [80, 78],
      [120, 78],
    ]);
  });

  it('keep a label whole across its thousands space where labels stand close over one another', () => {
    // "00 000" labels 15 rows apart (3 rows between them): each digit has another under it
    const img = blank(200, 300, BG);
    for (const y of [40, 55, 70, 85]) for (const x of [40, 47, 60, 67, 74]) zero(img, x, y);
    const lines = linesOf(img).filter((l) => l.x0 === 40);
    expect(lines.map((l) => [l.y0, l.x1])).toEqual([
      [40, 78],
      [55, 78],
      [70, 78],
      [85, 78],
    ]);
  });
});

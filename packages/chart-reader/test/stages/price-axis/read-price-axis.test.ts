import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/node/index.ts';
import { priceAtY, yAtPrice } from '../../../src/index.ts';
import { readPriceAxis } from '../../../src/stages/price-axis/index.ts';
import { blank, blend, rect, textAt } from '../../raster.ts';

describe('readPriceAxis', () => {
  const bg: [number, number, number] = [255, 255, 255];
  const ink: [number, number, number] = [40, 40, 40];
  function axisImage(
    labels: string[],
    side: 'left' | 'right',
    misread?: { index: number; text: string },
  ) {
    const img = blank(400, 300, bg);
    labels.forEach((l, k) => {
      const t = misread?.index === k ? misread.text : l;
      textAt(img, t, side === 'right' ? 330 : 8, 20 + k * 30, 11, ink);
    });
    return img;
  }
  const labels = [
    '1.0900',
    '1.0850',
    '1.0800',
    '1.0750',
    '1.0700',
    '1.0650',
    '1.0600',
    '1.0550',
    '1.0500',
  ];

  it('reads a right-hand axis and fits price = slope*y + intercept', () => {
    const r = readPriceAxis(axisImage(labels, 'right'), bg);
    expect(r.axis).not.toBeNull();
    const axis = r.axis!;
    expect(axis.side).toBe('right');
    expect(axis.scale).toBe('linear');
    expect(axis.labels.length).toBeGreaterThanOrEqual(7);
    expect(priceAtY(axis, 20)).toBeCloseTo(1.09, 3);
    expect(priceAtY(axis, 20 + 8 * 30)).toBeCloseTo(1.05, 3);
    expect(Math.abs(yAtPrice(axis, 1.07) - (20 + 4 * 30))).toBeLessThan(1); // the pixel grid
  });

  it('reads a left-hand axis', () => {
    const r = readPriceAxis(axisImage(labels, 'left'), bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 80)).toBeCloseTo(1.08, 3);
  });

  it('rejects one misread label instead of bending the fit', () => {
    const r = readPriceAxis(axisImage(labels, 'right', { index: 3, text: '1.9750' }), bg);
    const axis = r.axis!;
    expect(axis.rejected?.map((l) => l.text)).toContain('1.9750');
    expect(priceAtY(axis, 20 + 3 * 30)).toBeCloseTo(1.075, 3);
  });

  it('bounds the label column by the labels the scale explains, not a wider line of numbers', () => {
    // a footer line that reads as one wide number (a volume with spaces between thousands)
    const img = axisImage(labels, 'left');
    textAt(img, '1 000 000 000', 8, 292, 11, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    const plain = readPriceAxis(axisImage(labels, 'left'), bg);
    expect(r.x1).toBe(plain.x1);
  });

  it('does not re-read the zeros of every tick label to fit one label a few pixels off', () => {
    // a last-price label drawn 4 pixels below its price: reading every 0 as a 1 (3811.11,
    // 3611.11, ...) would shift the tick labels far enough to take it in
    const img = blank(400, 400, bg);
    const ticks = ['3800.00', '3600.00', '3400.00', '3200.00'];
    ticks.forEach((l, k) => textAt(img, l, 8, 40 + k * 92, 13, ink));
    textAt(img, '3289.22', 8, Math.round(40 + ((3800 - 3289.22) / 200) * 92 + 4), 13, ink);
    const values = readPriceAxis(img, bg).axis?.labels.map((l) => l.value);
    expect(values).toEqual(expect.arrayContaining([3800, 3600, 3400, 3200]));
  });

  it('takes the column that one price scale explains over a column of equal numbers', () => {
    // the real labels on the left; nearer the right edge a column of identical marks that
    // read as digits (the same number on every row cannot be a price scale)
    const img = axisImage(labels, 'left');
    for (let k = 0; k < 10; k++) textAt(img, '8', 380, 20 + k * 27, 11, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 80)).toBeCloseTo(1.08, 3);
  });

  it('takes two whole price labels over three lone digits that happen to fit a line', () => {
    const img = blank(400, 300, bg);
    textAt(img, '131.50', 8, 60, 11, ink);
    textAt(img, '131.00', 8, 230, 11, ink);
    ['9', '6', '3'].forEach((d, k) => textAt(img, d, 380, 60 + k * 60, 11, ink));
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 145)).toBeCloseTo(131.25, 2);
  });

  it('puts each label on its grid line, across the border line between plot and axis', () => {
    // grid lines in a light grey end at a dark border line; the labels beyond it sit a few
    // pixels below their lines (their font's own metrics), which only the lines tell
    const img = axisImage([], 'right');
    const grid: [number, number, number] = [224, 227, 235];
    labels.forEach((l, k) => {
      const y = 20 + k * 30;
      for (let x = 0; x < 312; x++) blend(img, x, y, grid);
      textAt(img, l, 330, y + 3, 11, ink);
    });
    for (let y = 0; y < 300; y++) for (let x = 312; x < 315; x++) blend(img, x, y, [40, 44, 52]);
    const axis = readPriceAxis(img, bg).axis!;
    expect(axis.labels.length).toBeGreaterThanOrEqual(7);
    for (const l of axis.labels) expect(l.y % 30).toBe(20);
    expect(yAtPrice(axis, 1.07)).toBeCloseTo(20 + 4 * 30, 1);
  });

  it('drops a label misread by a digit near its end, within the tolerance of the fit', () => {
    // '1.0605' for '1.0600': a tenth of the step between labels, about three pixels here
    const r = readPriceAxis(axisImage(labels, 'right', { index: 6, text: '1.0605' }), bg);
    const axis = r.axis!;
    expect(axis.rejected?.map((l) => l.text)).toContain('1.0605');
    // the scale of the others, to a fraction of a pixel over the whole axis
    expect(yAtPrice(axis, 1.05) - yAtPrice(axis, 1.09)).toBeCloseTo(8 * 30, 0);
  });

  it('reads small labels whose digits touch, where the only lone digit is a narrow 1', async () => {
    // the price axis of a dark JPEG chart, 8-pixel digits: the 3 and 0 of 130.90 touch, and so
    // do the 9 and 0; the 1 alone must not set the width of a digit, and each cut must leave
    // two digits, not a 0 with the 3's last column (read as a B)
    const img = await decodeImage(
      join(import.meta.dirname, '..', '..', 'fixtures', 'axis-small-serif.png'),
    );
    const axis = readPriceAxis(img, [19, 23, 34]).axis!;
    expect(axis.labels.length).toBeGreaterThanOrEqual(8);
    // 131.20 at the top, five hundredths every 44.2 pixels
    expect(priceAtY(axis, 7)).toBeCloseTo(131.2, 2);
    expect(priceAtY(axis, 7 + 44.2 * 8)).toBeCloseTo(130.8, 2);
  });

  it('reads labels drawn in boxes of their own colour (last price, crosshair)', () => {
    // one plain label is too few for a scale; the last price in a green box and the crosshair's
    // price in a grey box, each at its price, make three
    const black: [number, number, number] = [0, 0, 0];
    const img = blank(400, 300, black);
    textAt(img, '0.70000', 330, 40, 11, [178, 181, 190]);
    const boxed = (
      s: string,
      y: number,
      box: [number, number, number],
      ink: [number, number, number],
    ) => {
      rect(img, 322, y - 10, 396, y + 10, box);
      textAt(img, s, 330, y, 11, ink);
    };
    boxed('0.61583', 208, [178, 181, 190], [10, 10, 10]);
    boxed('0.58920', 261, [0, 200, 83], [255, 255, 255]);
    const axis = readPriceAxis(img, black).axis!;
    expect(axis.labels.map((l) => l.text)).toEqual(['0.70000', '0.61583', '0.58920']);
    expect(priceAtY(axis, 240)).toBeCloseTo(0.6, 2);
  });

  it('returns null with a warning when there are no labels', () => {
    const r = readPriceAxis(blank(300, 200, bg), bg);
    expect(r.axis).toBeNull();
    expect(r.warnings.length).toBeGreaterThan(0);
  });

  it('detects a logarithmic scale', () => {
    const img = blank(400, 320, bg);
    // labels at ln-spaced positions: y = 20 + (ln 1000 - ln v) * 100
    for (const v of [1000, 800, 600, 500, 400, 300, 200]) {
      const y = Math.round(20 + (Math.log(1000) - Math.log(v)) * 100);
      textAt(img, String(v), 340, y, 11, ink);
    }
    const r = readPriceAxis(img, bg);
    expect(r.axis?.scale).toBe('log');
    expect(priceAtY(r.axis!, 20 + Math.log(2) * 100)).toBeCloseTo(500, -1);
  });

  it('detects a logarithmic scale over a narrow range, from the one label a line misses', () => {
    // 1.70 to 1.76 (a ratio of 1.035) over 272 pixels: a straight line through three of the
    // labels misses the fourth by two pixels
    const img = blank(400, 500, bg);
    const yOf = (v: number): number => 140 + ((Math.log(1.76) - Math.log(v)) / 0.034686) * 272;
    for (const v of ['1.76000', '1.74500', '1.72000', '1.70000'])
      textAt(img, v, 300, Math.round(yOf(Number(v))), 14, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.scale).toBe('log');
    expect(priceAtY(r.axis!, yOf(1.69))).toBeCloseTo(1.69, 3);
  });
});

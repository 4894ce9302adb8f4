import { describe, expect, it } from 'vitest';
import { previewFixture } from '@/testing/analysis-fixture.ts';
import {
  axisHint,
  boxOf,
  initialHeights,
  mergeHints,
  parsePrice,
  pointOnImage,
  priceAtRow,
  snapToCandle,
  stepCandle,
} from './reading-marks.ts';

const preview = previewFixture();

describe('the marks a trader makes on a reading', () => {
  it('turn a click on the shown screenshot into the reading`s pixels, inside the picture', () => {
    const rect = { left: 100, top: 50, width: 300, height: 200 }; // shown at half size
    expect(pointOnImage(rect, { x: 250, y: 150 }, preview)).toEqual({ x: 300, y: 200 });
    expect(pointOnImage(rect, { x: 20, y: 900 }, preview)).toEqual({ x: 0, y: 399 });
  });

  it('make a box whichever way it was dragged', () => {
    expect(boxOf({ x: 300, y: 40 }, { x: 20, y: 200 })).toEqual({
      x0: 20,
      y0: 40,
      x1: 300,
      y1: 200,
    });
  });

  it('fill in the price at a height from the labels read, and take typed prices as written', () => {
    expect(priceAtRow(preview, 100)).toBe(250);
    expect(priceAtRow(preview, 200)).toBeCloseTo(200, 6);
    expect(priceAtRow({ ...preview, relativePrices: true }, 200)).toBeNull();
    const [a, b] = initialHeights(preview);
    expect([a.y, a.price, b.y, b.price]).toEqual([100, '250.00', 300, '150.00']);
    expect(parsePrice('3,120.50')).toBe(3120.5);
    expect(parsePrice('3 120.50')).toBe(3120.5);
    expect(parsePrice('97,5')).toBe(97.5);
    expect(parsePrice('1,250')).toBe(1250);
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });

  it('say which price is missing before anything is sent', () => {
    const [a, b] = initialHeights(preview);
    expect(axisHint([a, { ...b, price: '' }])).toEqual({ problem: 'Type the price at height 2.' });
    expect(axisHint([a, b])).toEqual({
      axis: [
        { y: 100, price: 250, text: '250.00' },
        { y: 300, price: 150, text: '150.00' },
      ],
    });
  });

  it('put the last-candle mark on a candle, and step from candle to candle', () => {
    expect(snapToCandle(preview, 143)).toBe(140);
    expect(snapToCandle(preview, 590)).toBe(590); // right of every candle: as clicked
    expect(stepCandle(preview, 140, -1)).toBe(130);
    expect(stepCandle(preview, 143, 1)).toBe(150);
    expect(stepCandle(preview, 450, 1)).toBe(450); // the last candle: nowhere further
  });

  it('keep the earlier marks when one more is made', () => {
    expect(mergeHints({ lastX: 300 }, { plot: { x0: 1, y0: 2, x1: 100, y1: 200 } })).toEqual({
      lastX: 300,
      plot: { x0: 1, y0: 2, x1: 100, y1: 200 },
    });
  });
});

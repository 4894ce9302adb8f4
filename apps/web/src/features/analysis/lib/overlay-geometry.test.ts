import { describe, expect, it } from 'vitest';
import type { StoredReading } from '@candlelens/contracts';
import { formatPrice, indexToX, priceToY, yToPrice } from './overlay-geometry.ts';

function reading(over: Partial<StoredReading> = {}): StoredReading {
  return {
    width: 800,
    height: 400,
    plot: { left: 10, top: 20, right: 740, bottom: 380 },
    candles: [
      { x: 100, open: 10, high: 12, low: 9, close: 11 },
      { x: 110, open: 11, high: 13, low: 10, close: 12 },
      { x: 120, open: 12, high: 14, low: 11, close: 13 },
    ],
    priceAxis: null,
    relativePrices: false,
    warnings: [],
    ...over,
  };
}

describe('overlay geometry', () => {
  it('places a price on a linear axis (price = slope*y + intercept)', () => {
    // 100 at y=380 and 200 at y=20: slope = -100/360, intercept = 100 + 380*100/360.
    const slope = -100 / 360;
    const r = reading({
      priceAxis: {
        side: 'right',
        scale: 'linear',
        fit: { slope, intercept: 100 - slope * 380 },
        labels: [],
      },
    });
    expect(priceToY(r, 100)).toBeCloseTo(380, 6);
    expect(priceToY(r, 200)).toBeCloseTo(20, 6);
    expect(priceToY(r, 150)).toBeCloseTo(200, 6);
    expect(yToPrice(r, 200)).toBeCloseTo(150, 6);
  });

  it('places a price on a log axis (ln(price) = slope*y + intercept)', () => {
    // 10 at y=300 and 1000 at y=100: a tenfold rise every 100 px.
    const slope = (Math.log(1000) - Math.log(10)) / (100 - 300);
    const r = reading({
      priceAxis: {
        side: 'right',
        scale: 'log',
        fit: { slope, intercept: Math.log(10) - slope * 300 },
        labels: [],
      },
    });
    expect(priceToY(r, 10)).toBeCloseTo(300, 6);
    expect(priceToY(r, 100)).toBeCloseTo(200, 6);
    expect(priceToY(r, 1000)).toBeCloseTo(100, 6);
    expect(priceToY(r, 0)).toBeNull();
  });

  it('places relative prices between the plot bottom (0) and top (100)', () => {
    const r = reading({ relativePrices: true });
    expect(priceToY(r, 0)).toBe(380);
    expect(priceToY(r, 100)).toBe(20);
    expect(priceToY(r, 25)).toBe(290);
    expect(formatPrice(r, 25.4)).toBe('25%');
  });

  it('cannot place a price when there is neither an axis nor relative prices', () => {
    expect(priceToY(reading(), 100)).toBeNull();
  });

  it('maps bar indices to candle x and continues past the last candle', () => {
    const r = reading();
    expect(indexToX(r, 0)).toBe(100);
    expect(indexToX(r, 1.5)).toBe(115);
    expect(indexToX(r, 2)).toBe(120);
    expect(indexToX(r, 5)).toBe(150);
  });

  it('writes prices with the decimals of the axis labels', () => {
    const r = reading({
      priceAxis: {
        side: 'right',
        scale: 'linear',
        fit: { slope: -1, intercept: 0 },
        labels: [
          { y: 10, value: 1.086 },
          { y: 20, value: 1.085 },
          { y: 30, value: 1.084 },
        ],
      },
    });
    // As many decimals as the labels: the tags and the axis agree.
    expect(formatPrice(r, 1.08504)).toBe('1.085');
    // The decimals the reader saw printed win ('1.0860' has four).
    expect(formatPrice({ ...r, priceAxis: { ...r.priceAxis!, decimals: 4 } }, 1.08504)).toBe(
      '1.0850',
    );
    // Whole-number labels give whole-number prices.
    const whole = reading({
      priceAxis: {
        side: 'right',
        scale: 'linear',
        fit: { slope: -1, intercept: 0 },
        labels: [
          { y: 10, value: 700 },
          { y: 20, value: 695 },
        ],
      },
    });
    expect(formatPrice(whole, 696.42)).toBe('696');
  });
});

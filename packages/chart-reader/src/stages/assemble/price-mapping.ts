import type { PriceAxis, ReadCandle } from '../../types.ts';

/** Price at image row y under the axis mapping. */
export function priceAtY(axis: PriceAxis, y: number): number {
  const v = axis.fit.slope * y + axis.fit.intercept;
  return axis.scale === 'log' ? Math.exp(v) : v;
}

/** Image row of a price under the axis mapping. */
export function yAtPrice(axis: PriceAxis, price: number): number {
  const v = axis.scale === 'log' ? Math.log(price) : price;
  return axis.fit.slope === 0 ? NaN : (v - axis.fit.intercept) / axis.fit.slope;
}

/** The candles priced again through another axis mapping (their rows stay). */
export function repriced(candles: readonly ReadCandle[], axis: PriceAxis): ReadCandle[] {
  const price = (y: number): number => priceAtY(axis, y);
  return candles.map((c) => ({
    ...c,
    open: price(c.yOpen),
    high: price(c.yHigh),
    low: price(c.yLow),
    close: price(c.yClose),
  }));
}

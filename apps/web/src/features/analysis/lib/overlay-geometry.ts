import type { StoredReading } from '@candlelens/contracts';

/** Image pixels: the screenshot's own coordinate system (the SVG overlay's viewBox). */
export type ImageX = number;
export type ImageY = number;

type Geometry = Pick<StoredReading, 'width' | 'height' | 'plot' | 'candles' | 'priceAxis'> & {
  relativePrices: boolean;
};

/** The plot rectangle, or the whole image when the reader could not find one. */
export function plotBox(reading: Geometry): {
  left: number;
  top: number;
  right: number;
  bottom: number;
} {
  return reading.plot ?? { left: 0, top: 0, right: reading.width, bottom: reading.height };
}

/**
 * Where a price sits on the screenshot. Linear axis: price = slope*y + intercept; log axis:
 * ln(price) = slope*y + intercept. Without a readable axis, prices are 0 (plot bottom) to 100
 * (plot top). Null when the price cannot be placed (no axis, or a non-positive price on a log
 * axis).
 */
export function priceToY(reading: Geometry, price: number): ImageY | null {
  if (!Number.isFinite(price)) return null;
  if (reading.relativePrices || !reading.priceAxis) {
    if (!reading.relativePrices) return null;
    const box = plotBox(reading);
    return box.bottom - (price / 100) * (box.bottom - box.top);
  }
  const { scale, fit } = reading.priceAxis;
  if (fit.slope === 0) return null;
  if (scale === 'log') {
    if (price <= 0) return null;
    return (Math.log(price) - fit.intercept) / fit.slope;
  }
  return (price - fit.intercept) / fit.slope;
}

/** The inverse of priceToY: the price at an image row. */
export function yToPrice(reading: Geometry, y: ImageY): number | null {
  if (reading.relativePrices) {
    const box = plotBox(reading);
    const span = box.bottom - box.top;
    return span === 0 ? null : ((box.bottom - y) / span) * 100;
  }
  if (!reading.priceAxis) return null;
  const { scale, fit } = reading.priceAxis;
  const v = fit.slope * y + fit.intercept;
  return scale === 'log' ? Math.exp(v) : v;
}

/** Average distance between neighbouring candles, in image pixels. */
export function candleSpacing(reading: Geometry): number {
  const c = reading.candles;
  const first = c[0];
  const last = c[c.length - 1];
  if (!first || !last || c.length < 2) return Math.max(4, reading.width / 100);
  return (last.x - first.x) / (c.length - 1);
}

/**
 * Where a bar index sits horizontally: the candle's own x when it exists, otherwise continued
 * at the average candle spacing (bars beyond the last candle are the forecast). Fractional
 * indices interpolate between neighbours.
 */
export function indexToX(reading: Geometry, index: number): ImageX | null {
  const c = reading.candles;
  const first = c[0];
  const last = c[c.length - 1];
  if (!first || !last || !Number.isFinite(index)) return null;
  const spacing = candleSpacing(reading);
  if (index >= c.length - 1) return last.x + (index - (c.length - 1)) * spacing;
  if (index <= 0) return first.x + index * spacing;
  const lo = Math.floor(index);
  const a = c[lo];
  const b = c[lo + 1];
  if (!a || !b) return null;
  return a.x + (b.x - a.x) * (index - lo);
}

/** Decimals a number needs as written ('1.085' -> 3), ignoring floating-point noise. */
function decimalsOf(value: number): number {
  return /\.(\d+)$/.exec(String(Number(value.toFixed(6))))?.[1]?.length ?? 0;
}

/**
 * Decimals the chart itself writes prices with: those of its price axis labels as the reader read
 * them, or (analyses stored before the reader kept them) those of the label values; without
 * labels, from the price's size.
 */
export function priceDecimals(reading: Pick<StoredReading, 'priceAxis'>, sample: number): number {
  const axis = reading.priceAxis;
  // Analyses stored before the reader told a thousands separator from a decimal point have 3
  // for an axis of '54,000', '53,000': whole labels of four digits or more were written whole.
  const groupedThousands =
    axis?.decimals === 3 &&
    axis.labels.length > 0 &&
    axis.labels.every((l) => Number.isInteger(l.value) && Math.abs(l.value) >= 1000);
  if (groupedThousands) return 0;
  if (typeof axis?.decimals === 'number') return Math.min(6, Math.max(0, axis.decimals));
  if (axis?.labels.length)
    return Math.min(6, Math.max(...axis.labels.map((l) => decimalsOf(l.value))));
  const size = Math.abs(sample);
  if (size >= 1000) return 2;
  if (size >= 1) return Math.min(6, 2 + (size < 10 ? 2 : 0));
  return 6;
}

/** A price as the overlay writes it: '1.0850', or '62%' when the axis could not be read. */
export function formatPrice(
  reading: Pick<StoredReading, 'priceAxis' | 'relativePrices'>,
  price: number,
): string {
  if (reading.relativePrices) return `${Math.round(price)}%`;
  const d = priceDecimals(reading, price);
  return price.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}

import type { Candle } from './types.ts';

/** Decimals that show about four significant figures of a typical price of the series. */
export function priceDecimals(candles: readonly Candle[], relative = false): number {
  if (relative) return 1;
  const last = candles[candles.length - 1];
  const ref = last ? Math.abs(last.close) : 0;
  if (!(ref > 0)) return 2;
  return Math.min(8, Math.max(0, Math.ceil(-Math.log10(ref * 0.0001))));
}

export interface PriceFormat {
  decimals: number;
  relative: boolean;
}

function grouped(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', frac] = fixed.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + withCommas + (frac ? `.${frac}` : '');
}

/** A price as shown in the text: grouped digits, or "% of range" for relative prices. */
export function priceText(value: number, format: PriceFormat): string {
  if (format.relative) return `${grouped(value, 1)}% of range`;
  return grouped(value, format.decimals);
}

/** Two prices as a span: "a to b", with the relative unit written once. */
export function spanText(a: number, b: number, format: PriceFormat): string {
  if (format.relative) return `${grouped(a, 1)}% to ${grouped(b, 1)}% of range`;
  return `${grouped(a, format.decimals)} to ${grouped(b, format.decimals)}`;
}

/** A price difference (always positive) in the same units. */
export function distanceText(value: number, format: PriceFormat): string {
  if (format.relative) return `${grouped(Math.abs(value), 1)} points of range`;
  return grouped(Math.abs(value), format.decimals);
}

export function percentText(fraction: number, decimals = 0): string {
  return `${(fraction * 100).toFixed(decimals)}%`;
}

export function numberText(value: number, decimals: number): string {
  return grouped(value, decimals);
}

import type { ChartReading } from './types.ts';

/**
 * Decimals a label is written with: the digits after its last '.' or ','. A separator followed by
 * three digits that group thousands ('53,000' read as 53000, '1.250.000') is not a decimal point.
 */
function decimalsOfLabel(text: string, value: number): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const after = /[.,](\d+)$/.exec(digits)?.[1];
  if (!after) return 0;
  const grouped =
    after.length === 3 &&
    Number.isInteger(value) &&
    Number(digits.replace(/[.,]/g, '')) === Math.abs(value);
  return grouped ? 0 : after.length;
}

/**
 * Decimals of the price labels the reader read off the axis ("696.00" -> 2, "53,000" -> 0), or
 * null: the count most of them share (tick labels are written alike; a pill or a label run
 * together with text beside it can show more), the larger on a tie.
 */
export function labelDecimals(reading: ChartReading): number | null {
  const labels = reading.priceAxis?.labels.filter((l) => /\d/.test(l.text)) ?? [];
  if (labels.length === 0) return null;
  const counts = new Map<number, number>();
  for (const l of labels) {
    const d = decimalsOfLabel(l.text, l.value);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best = -1;
  for (const [d, n] of counts) {
    const bn = counts.get(best) ?? 0;
    if (n > bn || (n === bn && d > best)) best = d;
  }
  return best;
}

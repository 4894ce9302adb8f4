import type { ChartReading } from './types.ts';

/**
 * Decimals of the price labels the reader read off the axis ("696.00" -> 2), or null: the count
 * most of them share (tick labels are written alike; a pill or a label run together with text
 * beside it can show more), the larger on a tie.
 */
export function labelDecimals(reading: ChartReading): number | null {
  const texts = reading.priceAxis?.labels.map((l) => l.text).filter((t) => /\d/.test(t)) ?? [];
  if (texts.length === 0) return null;
  const counts = new Map<number, number>();
  for (const t of texts) {
    const d = /[.,](\d+)\s*$/.exec(t.replace(/[^\d.,]/g, ''))?.[1]?.length ?? 0;
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best = -1;
  for (const [d, n] of counts) {
    const bn = counts.get(best) ?? 0;
    if (n > bn || (n === bn && d > best)) best = d;
  }
  return best;
}

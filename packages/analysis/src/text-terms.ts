import { timeframeMinutes } from './evidence/groups.ts';
import { distanceText, numberText, type PriceFormat } from './format.ts';
import type { TypicalMove } from './types.ts';

/**
 * The one volatility measure the text uses, named for the chart's timeframe: "typical daily move",
 * "typical hourly move", "typical 15-minute move", or "typical move per bar" when no timeframe was
 * read. It is ATR(14), explained once in the text.
 */
export function typicalMoveName(timeframe: string | null): string {
  const m = timeframeMinutes(timeframe);
  if (m === null) return 'typical move per bar';
  if (m >= 40000) return 'typical monthly move';
  if (m >= 10080 * 0.9) return 'typical weekly move';
  if (m >= 1440 * 0.9) return 'typical daily move';
  if (m === 60) return 'typical hourly move';
  if (m > 60 && m % 60 === 0) return `typical ${m / 60}-hour move`;
  return `typical ${numberText(m, 0)}-minute move`;
}

/** "Typical daily move: 2.31 (1.42% of price), the average high-to-low range of the last 14 bars..." */
export function typicalMoveLine(t: TypicalMove, fmt: PriceFormat): string {
  const pct = t.percent === null ? '' : ` (${numberText(t.percent, 2)}% of price)`;
  const Name = t.name.charAt(0).toUpperCase() + t.name.slice(1);
  return `${Name}: ${distanceText(t.value, fmt)}${pct}, the average high-to-low range of the last 14 bars, gaps included; distances below are counted in these moves.`;
}

/** "2.3 typical moves", "1 typical move": a distance in ATR, unsigned. */
export function movesText(atrs: number, decimals = 1): string {
  const v = Math.abs(atrs);
  const t = numberText(v, decimals);
  return `${t} typical ${Number(t) === 1 ? 'move' : 'moves'}`;
}

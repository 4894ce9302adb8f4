import { percentText, priceText, type PriceFormat } from './format.ts';
import { SOURCE_WORDS } from './text-levels.ts';
import type { AnalysisResult, Level } from './types.ts';
import type { MeasuredVerdict } from './verdict.ts';

/** One or two plain sentences: the direction where one is measured (else that none is), and the nearest levels. */
export function summaryOf(r: AnalysisResult, fmt: PriceFormat): string {
  const parts: string[] = [];
  const v = r.verdict as MeasuredVerdict | null;
  if (v) {
    // a direction only with a measured edge; otherwise the absence of one, said plainly
    const e = v.evidence;
    parts.push(
      v.direction && e
        ? `${v.direction === 'bullish' ? 'Bullish' : 'Bearish'}, a measured edge: such verdicts were right ${percentText(e.rate)} of the time on ${e.group}, against ${percentText(e.baselineRate)}.`
        : 'No measured direction on this chart.',
    );
  }
  const last = r.keyLevels?.lastClose;
  const above = r.levels
    .filter((l) => !l.projected && last !== undefined && l.price > last)
    .sort((a, b) => a.price - b.price)[0];
  const below = r.levels
    .filter((l) => !l.projected && last !== undefined && l.price < last)
    .sort((a, b) => b.price - a.price)[0];
  // support and resistance are prices where price turned before (swing levels); other levels by kind
  const named = (l: Level | undefined, side: 'below' | 'above') => {
    if (!l) return '';
    const price = priceText(l.price, fmt);
    if (l.source === 'swings') return `${side === 'below' ? 'support' : 'resistance'} ${price}`;
    return `level ${side} ${price} (${SOURCE_WORDS[l.source]})`;
  };
  const bits = [named(below, 'below'), named(above, 'above')].filter(Boolean);
  if (bits.length) parts.push(`Nearest ${bits.join(' and ')}.`);
  else if (r.forecast) {
    const end = r.forecast.path[r.forecast.path.length - 1];
    if (end)
      parts.push(
        `80% range in ${r.forecast.horizon} bars: ${priceText(end.p80[0], fmt)} to ${priceText(end.p80[1], fmt)}.`,
      );
  }
  return parts.slice(0, 2).join(' ');
}

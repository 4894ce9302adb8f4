import { priceText, type PriceFormat } from './format.ts';
import type { AnalysisResult } from './types.ts';

/** One or two plain sentences from the structured result: the verdict and the nearest levels. */
export function summaryOf(r: AnalysisResult, fmt: PriceFormat): string {
  const parts: string[] = [];
  if (r.verdict) {
    const why = r.verdict.reasons[0];
    // A directional bias says whether such verdicts were followed by moves its way on past charts.
    const e = r.verdict.evidence;
    const measured =
      r.verdict.bias === 'neutral' ? '' : e?.edge ? ' (a measured edge)' : ' (no measured edge)';
    parts.push(`Bias ${r.verdict.bias}${measured}${why ? `: ${why}` : ''}.`);
  }
  const last = r.keyLevels?.lastClose;
  const above = r.levels
    .filter((l) => !l.projected && last !== undefined && l.price > last)
    .sort((a, b) => a.price - b.price)[0];
  const below = r.levels
    .filter((l) => last !== undefined && l.price < last)
    .sort((a, b) => b.price - a.price)[0];
  const bits = [
    below ? `support ${priceText(below.price, fmt)}` : '',
    above ? `resistance ${priceText(above.price, fmt)}` : '',
  ].filter(Boolean);
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

import { percentText, priceText, type PriceFormat } from './format.ts';
import type { AnalysisResult } from './types.ts';

/** One or two plain sentences from the structured result. */
export function summaryOf(r: AnalysisResult, fmt: PriceFormat): string {
  const parts: string[] = [];
  if (r.trend) {
    parts.push(
      r.trend.direction === 'sideways'
        ? `Price is moving sideways (trend strength ${r.trend.strength}).`
        : r.trend.strength === 'weak'
          ? `The trend is ${r.trend.direction} but weak.`
          : r.trend.strength === 'moderate'
            ? `The trend is ${r.trend.direction}, with moderate strength.`
            : `The trend is ${r.trend.direction} and ${r.trend.strength}.`,
    );
  }
  const res = r.levels.find((l) => l.kind === 'resistance');
  const sup = r.levels.find((l) => l.kind === 'support');
  if (r.keyLevels || (r.type === 'trend' && (res || sup))) {
    const bits = [
      sup ? `support ${priceText(sup.price, fmt)}` : '',
      res ? `resistance ${priceText(res.price, fmt)}` : '',
    ].filter(Boolean);
    if (bits.length) parts.push(`Nearest ${bits.join(' and ')}.`);
  }
  if (r.type === 'patterns') {
    const p = r.patterns[0];
    parts.push(
      p
        ? `Most recent pattern: ${p.name} (${p.bias}) ending at bar ${p.endIndex}.`
        : 'No pattern in the recent bars.',
    );
  }
  if (r.indicators && r.type === 'indicators')
    parts.push(`Indicators: ${r.indicators.agreement.verdict}.`);
  if (r.forecast && (r.type === 'prediction' || r.type === 'general')) {
    const end = r.forecast.path[r.forecast.path.length - 1];
    if (end)
      parts.push(
        `Median path ${priceText(end.price, fmt)} in ${r.forecast.horizon} bars, with a ${percentText(r.forecast.probabilityUp)} measured chance of a higher close.`,
      );
  }
  return parts.slice(0, 2).join(' ');
}

import { numberText, percentText, priceText, spanText, type PriceFormat } from './format.ts';
import type { Forecast, Scenario } from './types.ts';

/** The '## Price Prediction' section. */
export function predictionText(
  f: Forecast,
  scenarios: readonly Scenario[],
  fmt: PriceFormat,
  brief = false,
): string {
  const end = f.path[f.path.length - 1];
  const out = [`## Price Prediction (next ${f.horizon} bars)`, ''];
  if (!end) return out.join('\n');
  out.push(
    `- Central path: ${priceText(end.price, fmt)} at bar ${end.index} (the median of measured outcomes).`,
  );
  out.push(
    `- Ranges at bar ${end.index}: 50%: ${spanText(end.p50[0], end.p50[1], fmt)}; 80%: ${spanText(end.p80[0], end.p80[1], fmt)}; 95%: ${spanText(end.p95[0], end.p95[1], fmt)}.`,
  );
  out.push(
    `- Chance of a higher close in ${f.horizon} bars: ${percentText(f.probabilityUp)} (measured after ${f.momentumBin} 10-bar momentum on the reference series).`,
  );
  if (!brief) {
    out.push('', '### Scenarios');
    for (const s of scenarios) {
      const confirm =
        s.confirmAbove !== undefined
          ? `a close above ${priceText(s.confirmAbove, fmt)}`
          : `a close below ${priceText(s.confirmBelow as number, fmt)}`;
      out.push(
        `- **${s.bias === 'bullish' ? 'Bullish' : 'Bearish'} (${percentText(s.probability)})**: ${confirm} would confirm it${s.target === null ? '' : `; next target ${priceText(s.target, fmt)}`}.`,
      );
    }
    const e = f.heldOut;
    if (e.samples > 0) {
      out.push(
        '',
        `On held-out parts of the reference series (${e.horizon}-bar horizon, ${numberText(e.samples, 0)} cases) the 50/80/95% ranges held the outcome ${percentText(e.coverage50)}/${percentText(e.coverage80)}/${percentText(e.coverage95)} of the time; direction calls were right ${percentText(e.directionAccuracy)} of the time, against ${percentText(e.lastMoveAccuracy)} for "the last move persists" and ${percentText(e.alwaysUpAccuracy)} for "always up".`,
      );
    }
  }
  return out.join('\n');
}

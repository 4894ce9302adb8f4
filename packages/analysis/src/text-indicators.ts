import { distanceText, numberText, priceText, type PriceFormat } from './format.ts';
import type { IndicatorReading, IndicatorsSection } from './types.ts';

function readingLine(r: IndicatorReading, fmt: PriceFormat): string {
  const isPrice = r.name.startsWith('EMA');
  const value =
    r.value === null
      ? ''
      : ` ${isPrice ? priceText(r.value, fmt) : numberText(r.value, r.name.startsWith('MACD') ? fmt.decimals + 2 : r.name.startsWith('Bollinger') ? 2 : 1)}`;
  return `- ${r.name}${value}: ${r.note} (${r.signal}).`;
}

/** The '## Indicators' section. */
export function indicatorsText(
  s: IndicatorsSection,
  candleCount: number,
  fmt: PriceFormat,
  brief = false,
): string {
  const out = ['## Indicators', ''];
  for (const r of s.readings) out.push(readingLine(r, fmt));
  if (!brief) {
    if (s.sma.length)
      out.push(
        `- SMA: ${s.sma.map((m) => `${m.period}-bar ${priceText(m.value, fmt)}`).join(', ')}.`,
      );
    const missing = [20, 50, 200].filter((p) => candleCount < p);
    if (missing.length)
      out.push(
        `- Not computed: SMA/EMA ${missing.join(', ')} (the chart has ${candleCount} bars).`,
      );
    if (s.bollinger)
      out.push(
        `- Bollinger Bands: upper ${priceText(s.bollinger.upper, fmt)}, middle ${priceText(s.bollinger.middle, fmt)}, lower ${priceText(s.bollinger.lower, fmt)}${fmt.relative ? '' : `; band width ${numberText(s.bollinger.widthPercent, 2)}% of the middle band`}.`,
      );
    if (s.stochastic)
      out.push(
        `- Stochastic: %K ${numberText(s.stochastic.k, 1)}, %D ${numberText(s.stochastic.d, 1)}.`,
      );
    if (s.atr14 !== null) out.push(`- ATR(14): ${distanceText(s.atr14, fmt)} per bar.`);
  }
  const a = s.agreement;
  out.push(
    '',
    `**Agreement:** ${a.bullish} bullish, ${a.bearish} bearish, ${a.neutral} neutral: ${a.verdict}.`,
  );
  if (a.conflict) out.push(`**Conflict:** ${a.conflict}.`);
  return out.join('\n');
}

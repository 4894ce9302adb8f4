import { evidenceText } from './evidence-text.ts';
import { numberText, priceText, type PriceFormat } from './format.ts';
import { shortName } from './verdict.ts';
import type { IndicatorReading, IndicatorsSection } from './types.ts';

/**
 * A reading's value: prices (averages) with the chart's decimals, the MACD (in price units) with
 * the chart's decimals, and gauges (RSI, Stochastic) with two decimals. The Bollinger reading is
 * said in words (where the close sits between the bands).
 */
function valueText(r: IndicatorReading, fmt: PriceFormat): string {
  if (r.value === null || r.name.startsWith('Bollinger')) return '';
  const approx = r.approximate ? '≈' : '';
  if (r.name.startsWith('EMA')) return ` ${approx}${priceText(r.value, fmt)}`;
  let d = r.name.startsWith('MACD') && !fmt.relative ? fmt.decimals : 2;
  // a small MACD keeps two significant figures rather than reading as zero
  if (r.value !== 0 && Math.abs(r.value) < 10 ** (1 - d))
    d = Math.min(10, Math.max(d, Math.ceil(-Math.log10(Math.abs(r.value))) + 1));
  return ` ${approx}${numberText(r.value, d)}`;
}

/** The '## Indicators' section. */
export function indicatorsText(
  s: IndicatorsSection,
  candleCount: number,
  fmt: PriceFormat,
  brief = false,
): string {
  const out = ['## Indicators', ''];
  for (const r of s.readings) out.push(`- ${shortName(r.name)}${valueText(r, fmt)}: ${r.note}.`);
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
        `- Bollinger Bands: upper ${priceText(s.bollinger.upper, fmt)}, middle ${priceText(s.bollinger.middle, fmt)}, lower ${priceText(s.bollinger.lower, fmt)}.`,
      );
  }
  if (s.readings.some((r) => r.approximate))
    out.push(
      '',
      '≈ marks values that need more history than the chart shows: they start from the first visible bars, so your charting tool, which sees more history, may show a slightly different value.',
    );
  const up = s.readings.filter((r) => r.signal === 'bullish').length;
  const down = s.readings.filter((r) => r.signal === 'bearish').length;
  out.push('', `Lean: ${up} of ${s.readings.length} readings lean bullish, ${down} bearish.`);
  const measured = s.readings.filter((r) => r.evidence && r.signal !== 'neutral');
  const edges = measured.filter((r) => r.evidence?.edge);
  const noEdge = measured.filter((r) => !r.evidence?.edge);
  const line = (r: IndicatorReading) =>
    `- ${shortName(r.name)} (${r.note}): ${evidenceText(r.evidence, `the close was ${r.signal === 'bullish' ? 'higher' : 'lower'} 10 bars later`)}.`;
  // In full: every measured reading with its rate, interval and baseline; in brief: the edges.
  if (!brief && measured.length)
    out.push(
      '',
      'Measured (after such readings on past charts, how often the close 10 bars later was on their side):',
      ...measured.map(line),
    );
  else {
    out.push(...edges.map(line));
    const groups = [...new Set(noEdge.map((r) => r.evidence?.group))];
    if (noEdge.length)
      out.push(
        `Measured: no measured edge for ${edges.length ? 'the other readings' : noEdge.length === 1 ? 'this reading' : 'any of these readings'}: after such readings on ${groups.length === 1 ? groups[0] : 'past charts'}, the close 10 bars later was on their side not measurably more often than on any chart.`,
      );
  }
  return out.join('\n');
}

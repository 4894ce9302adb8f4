import { evidenceText } from './evidence-text.ts';
import type { Candle, ChartContext, Verdict } from './types.ts';
import { clockSpanMinutes, clockText, dateText } from './when.ts';

/** " from 16:30 to 13:05 the next day (...)": the times of day the axis showed, no date made up. */
function clockSpan(candles: readonly Candle[]): string | null {
  const first = candles[0]?.clock;
  const last = candles[candles.length - 1]?.clock;
  if (!first || !last || !candles.every((c) => c.clock)) return null;
  const dated = candles.every((c) => c.clock?.day !== undefined);
  const span = clockSpanMinutes(candles) ?? Infinity;
  const from = clockText(first);
  const to = clockText(last);
  if (dated) return ` from ${from} to ${to} (no year was read)`;
  if (span >= 1440)
    return ` from ${from} to ${to}, more than a day apart (no date was read, so times come with the bars ago)`;
  const wraps =
    first.day === undefined &&
    last.day === undefined &&
    last.hour * 60 + last.minute < first.hour * 60 + first.minute;
  return ` from ${from} to ${to}${wraps ? ' the next day' : ''} (times of day as the chart shows them; no date was read)`;
}

/** "SPY, 1D: 82 candles from 2 Jul 2025 to 27 Oct 2025." */
export function headerText(
  c: ChartContext,
  count: number,
  intraday: boolean,
  candles: readonly Candle[] = [],
): string {
  const name = [c.symbol, c.timeframe].filter(Boolean).join(', ');
  const span =
    c.firstTime !== null && c.lastTime !== null
      ? ` from ${dateText(c.firstTime, intraday)} to ${dateText(c.lastTime, intraday)}`
      : (clockSpan(candles) ?? ' (no dates were read, so times are given in bars)');
  return `_${name ? `${name}: ` : ''}${count} candles${span}._`;
}

/** The '## Verdict' section: one bias, its reasons, the conflicts and what such a bias was worth. */
export function verdictText(v: Verdict): string {
  const out = ['## Verdict', '', `**Bias: ${v.bias}**, from what the chart shows now.`];
  if (v.bias === 'neutral')
    out.push(
      v.reasons.length
        ? `- Mixed: ${v.reasons.join('; ')}.`
        : '- Nothing on the chart points either way.',
    );
  else if (v.reasons.length) out.push(`- Why: ${v.reasons.join('; ')}.`);
  if (v.conflicts.length) out.push(`- Against it: ${v.conflicts.join('; ')}.`);
  else if (v.bias !== 'neutral') out.push('- Against it: nothing on this chart.');
  if (v.bias !== 'neutral') {
    const dir = v.bias === 'bullish' ? 'higher' : 'lower';
    out.push(
      `- Measured on past charts with a ${v.bias} verdict: ${evidenceText(v.evidence, `the close was ${dir} 10 bars later`)}.`,
    );
  }
  return out.join('\n');
}

import { evidenceText } from './evidence-text.ts';
import type { Candle, ChartContext } from './types.ts';
import type { MeasuredVerdict } from './verdict.ts';
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

/**
 * "SPY, 1D: 82 candles from 2 Jul 2025 to 27 Oct 2025." Where the candle times overrode the
 * timeframe the chart shows (`shown`), the header says both.
 */
export function headerText(
  c: ChartContext,
  count: number,
  intraday: boolean,
  candles: readonly Candle[] = [],
  shown: string | null = null,
): string {
  const timeframe =
    shown && c.timeframe && c.timeframeSource === 'candle times'
      ? `${c.timeframe} from the candle times (the chart shows ${shown})`
      : c.timeframe;
  const name = [c.symbol, timeframe].filter(Boolean).join(', ');
  const span =
    c.firstTime !== null && c.lastTime !== null
      ? ` from ${dateText(c.firstTime, intraday)} to ${dateText(c.lastTime, intraday)}`
      : (clockSpan(candles) ?? ' (no dates were read, so times are given in bars)');
  return `_${name ? `${name}: ` : ''}${count} candles${span}._`;
}

const later = (bias: 'bullish' | 'bearish') =>
  `the close was ${bias === 'bullish' ? 'higher' : 'lower'} 10 bars later`;

/**
 * The '## Verdict' section. A direction in bold only where verdicts of this lean were measured to
 * beat the better of a coin toss and the base rate; otherwise "No measured direction", with what
 * the chart shows each way as context, not as a call.
 */
export function verdictText(v: MeasuredVerdict): string {
  const out = ['## Verdict', ''];
  const lean = v.bias === 'neutral' ? null : v.bias;
  if (v.direction && lean) {
    out.push(
      `**${lean === 'bullish' ? 'Bullish' : 'Bearish'}: a measured edge.** On past charts that leaned ${lean} as this one does, ${evidenceText(v.evidence, later(lean))}.`,
    );
    if (v.reasons.length) out.push(`- Why: ${v.reasons.join('; ')}.`);
    if (v.conflicts.length) out.push(`- Against it: ${v.conflicts.join('; ')}.`);
    if (v.ended.length) out.push(`- No longer live: ${v.ended.join('; ')}.`);
    return out.join('\n');
  }
  if (lean && v.evidence)
    out.push(
      `**No measured direction.** What the chart shows leans ${lean}, but past charts that leaned ${lean} were not followed by ${lean === 'bullish' ? 'higher' : 'lower'} closes more often than the alternative: ${evidenceText(v.evidence, later(lean))}.`,
    );
  else if (lean)
    out.push(
      `**No measured direction.** What the chart shows leans ${lean}; verdicts like it were not measured on enough past charts of this kind.`,
    );
  else
    out.push(
      '**No measured direction.** What the chart shows does not add up to a lean either way.',
    );
  const { bullish, bearish } = v.leans;
  if (bullish.length || bearish.length || v.ended.length) {
    out.push('', 'Context, not a call:');
    if (bullish.length) out.push(`- Pointing up: ${bullish.join('; ')}.`);
    if (bearish.length) out.push(`- Pointing down: ${bearish.join('; ')}.`);
    if (v.ended.length) out.push(`- No longer live: ${v.ended.join('; ')}.`);
  }
  return out.join('\n');
}

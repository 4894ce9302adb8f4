import { evidenceText } from './evidence-text.ts';
import type { ChartContext, Verdict } from './types.ts';
import { dateText } from './when.ts';

/** "SPY, 1D: 82 candles from 2 Jul 2025 to 27 Oct 2025." */
export function headerText(c: ChartContext, count: number, intraday: boolean): string {
  const name = [c.symbol, c.timeframe].filter(Boolean).join(', ');
  const span =
    c.firstTime !== null && c.lastTime !== null
      ? ` from ${dateText(c.firstTime, intraday)} to ${dateText(c.lastTime, intraday)}`
      : ' (no dates were read, so times are given in bars)';
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

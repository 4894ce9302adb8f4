import { percentText, priceText, numberText, type PriceFormat } from './format.ts';
import type { Pattern } from './types.ts';

function measured(p: Pattern): string {
  if (p.reliability === undefined || p.reliabilitySamples === undefined)
    return 'no measured record on the reference series';
  const dir = p.bias === 'bullish' ? 'higher' : 'lower';
  const edge =
    p.baseRate === undefined
      ? ''
      : p.reliability - p.baseRate > 0.03
        ? ', above'
        : p.reliability - p.baseRate < -0.03
          ? ', below'
          : ', no better than';
  const base =
    p.baseRate !== undefined
      ? ` (${edge.slice(2)} the ${percentText(p.baseRate)} of all bars)`
      : '';
  const target =
    p.targetHitRate !== undefined
      ? `; ${percentText(p.targetHitRate)} reached the target before the stop`
      : '';
  const few = p.reliabilitySamples < 30 ? 'only ' : '';
  const confirmed = p.kind === 'chart' && !p.name.endsWith('channel') ? 'confirmed ' : '';
  return `measured on ${few}${p.reliabilitySamples} past ${confirmed}cases: ${percentText(p.reliability)} closed ${dir} 10 bars later${base}${target}`;
}

export function patternLine(p: Pattern, fmt: PriceFormat): string {
  const where =
    p.startIndex === p.endIndex ? `bar ${p.endIndex}` : `bars ${p.startIndex}-${p.endIndex}`;
  const state =
    p.completion === undefined || p.kind === 'candlestick'
      ? ''
      : p.completion >= 1
        ? ', confirmed'
        : `, ${percentText(p.completion)} complete`;
  let line = `- **${p.name}** (${p.bias}${state}) at ${where}`;
  if (p.entry !== undefined && p.stop !== undefined && p.target !== undefined) {
    const rr = p.riskReward !== undefined ? `, risk-reward ${numberText(p.riskReward, 2)}` : '';
    line += `: entry ${priceText(p.entry, fmt)}, stop ${priceText(p.stop, fmt)}, target ${priceText(p.target, fmt)}${rr}`;
  }
  if (p.bias !== 'neutral') line += `; ${measured(p)}`;
  else line += '; indecision, no directional call';
  return `${line}.`;
}

/** The '## Patterns' section. */
export function patternsText(
  patterns: readonly Pattern[],
  fmt: PriceFormat,
  brief = false,
): string {
  const out = ['## Patterns', ''];
  const candles = patterns.filter((p) => p.kind === 'candlestick');
  const charts = patterns.filter((p) => p.kind === 'chart');
  if (!brief) out.push('### Candlestick patterns (last 5 bars)');
  if (candles.length === 0) out.push('- No candlestick pattern in the last 5 bars.');
  for (const p of brief ? candles.slice(0, 2) : candles) out.push(patternLine(p, fmt));
  if (!brief) out.push('', '### Chart patterns');
  if (charts.length === 0) out.push('- No chart pattern forming or recently confirmed.');
  for (const p of brief ? charts.slice(0, 2) : charts) out.push(patternLine(p, fmt));
  return out.join('\n');
}

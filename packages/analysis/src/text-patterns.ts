import { evidenceText } from './evidence-text.ts';
import { numberText, priceText, type PriceFormat } from './format.ts';
import type { MeasuredPattern } from './sections.ts';
import type { Pattern } from './types.ts';
import type { BarClock } from './when.ts';

function whereText(p: Pattern, clock: BarClock): string {
  return p.startIndex === p.endIndex
    ? clock.on(p.endIndex)
    : `from ${clock.at(p.startIndex)} to ${clock.at(p.endIndex)}`;
}

function volumeText(p: Pattern): string {
  if (p.breakoutVolume === undefined) return '';
  return ` on ${numberText(p.breakoutVolume, 2)} times the average volume of the 20 bars before`;
}

function statusText(p: MeasuredPattern, fmt: PriceFormat, clock: BarClock): string {
  const bull = p.bias === 'bullish';
  const stop = p.stop === undefined ? '' : priceText(p.stop, fmt);
  const entry = p.entry === undefined ? '' : priceText(p.entry, fmt);
  const reachedPrice = p.measuredMove ?? p.target;
  const at = p.statusIndex === null ? '' : ` ${clock.on(p.statusIndex)}`;
  switch (p.status) {
    case 'failed':
      return `failed${at}: price traded ${bull ? 'below' : 'above'} ${stop}, the level that undoes it; not a live setup`;
    case 'target reached':
      return `done${at}: price reached ${reachedPrice === undefined ? 'the price it pointed to' : priceText(reachedPrice, fmt)}, the price it pointed to`;
    case 'confirmed':
      return p.kind === 'chart'
        ? `confirmed${at} by a close ${bull ? 'above' : 'below'} ${entry}${volumeText(p)}; it fails ${bull ? 'below' : 'above'} ${stop}`
        : `completed; it fails ${bull ? 'below' : 'above'} ${stop}`;
    default: {
      // a channel is not broken out of: it lasts while price trades between its lines
      const far = p.measuredMove ?? p.target;
      if (/channel/i.test(p.name) && far !== undefined) {
        const [lo, hi] = bull ? [entry, priceText(far, fmt)] : [priceText(far, fmt), entry];
        return `forming: price trades between its lines, now at ${lo} and ${hi}; it fails ${bull ? 'below' : 'above'} ${stop}`;
      }
      return `forming: a close ${bull ? 'above' : 'below'} ${entry} would confirm it; it fails ${bull ? 'below' : 'above'} ${stop}`;
    }
  }
}

/**
 * A live pattern's target: its price only where such targets were reached more often than the
 * same distance the same way at other times (a measured edge), always with that hit rate.
 */
function targetText(p: MeasuredPattern, fmt: PriceFormat): string {
  if (p.measuredMove === undefined) return '';
  const reached = 'reached within 30 bars';
  if (p.target !== undefined && p.targetEvidence?.edge)
    return ` Target ${priceText(p.target, fmt)}: such targets were ${evidenceText(p.targetEvidence, reached)}.`;
  if (!p.targetEvidence)
    return ' No target is given: the prices such patterns point to were not measured on enough past charts.';
  return ` No target is given: the prices such patterns point to were ${evidenceText(p.targetEvidence, reached)}.`;
}

export function patternLine(pattern: Pattern, fmt: PriceFormat, clock: BarClock): string {
  const p = pattern as MeasuredPattern;
  const head = `- ${p.name} (${p.bias}) ${whereText(p, clock)}`;
  if (p.bias === 'neutral') return `${head}: indecision, no directional call.`;
  const live = p.status === 'forming' || p.status === 'confirmed';
  const dir = p.bias === 'bullish' ? 'higher' : 'lower';
  if (!live) return `${head}: ${statusText(p, fmt, clock)}.`;
  return `${head}: ${statusText(p, fmt, clock)}. After such patterns on past charts: ${evidenceText(p.evidence, `the close was ${dir} 10 bars later`)}.${targetText(p, fmt)}`;
}

/** The '## Patterns' section. */
export function patternsText(
  patterns: readonly Pattern[],
  fmt: PriceFormat,
  clock: BarClock,
  brief = false,
): string {
  const out = ['## Patterns', ''];
  const candles = patterns.filter((p) => p.kind === 'candlestick');
  const charts = patterns.filter((p) => p.kind === 'chart');
  if (!brief) out.push('### Candlestick patterns (last 5 bars)');
  if (candles.length === 0) out.push('- No candlestick pattern in the last 5 bars.');
  for (const p of brief ? candles.slice(0, 2) : candles) out.push(patternLine(p, fmt, clock));
  if (!brief) out.push('', '### Chart patterns');
  if (charts.length === 0) out.push('- No chart pattern forming or recently decided.');
  for (const p of brief ? charts.slice(0, 2) : charts) out.push(patternLine(p, fmt, clock));
  return out.join('\n');
}

import { evidenceText } from './evidence-text.ts';
import { movesText } from './text-terms.ts';
import { numberText, priceText, type PriceFormat } from './format.ts';
import type { MeasuredTrend } from './reversal-signs.ts';
import type { ChartContext, TrendLine, TrendSection } from './types.ts';
import type { BarClock } from './when.ts';

function lineText(line: TrendLine, fmt: PriceFormat, clock: BarClock, i: number): string {
  const name =
    line.kind === 'channel'
      ? i === 0
        ? 'channel lower line'
        : 'channel upper line'
      : `${line.kind} line`;
  return `${name} from ${priceText(line.from.price, fmt)} (${clock.at(line.from.index)}) to ${priceText(line.to.price, fmt)} now`;
}

export function timeframeLine(c: ChartContext): string {
  if (!c.timeframe) return '- Timeframe: not read from the screenshot, so none is assumed.';
  return c.timeframeSource === 'chart'
    ? `- Timeframe: ${c.timeframe} (shown on the chart).`
    : `- Timeframe: ${c.timeframe} (from the times of the candles).`;
}

export function volumeLine(t: TrendSection, c: ChartContext): string {
  if (!t.volume)
    return c.hasVolume
      ? '- Volume: too few bars with volume to compare.'
      : '- Volume: not read from the screenshot.';
  const where =
    t.volume.source === 'chart' ? "bar heights in the chart's volume pane" : 'volumes in the data';
  return `- Volume: the last 5 bars averaged ${numberText(t.volume.recentVsAverage, 2)} times the 20-bar average (${where}).`;
}

const later = (bias: 'bullish' | 'bearish') =>
  `the close was ${bias === 'bullish' ? 'higher' : 'lower'} 10 bars later`;

/** Reversal signs, each with how such signs were followed on past charts when it was measured. */
function signLines(t: Trend): string[] {
  if (!t.reversalSigns.length) return ['- Reversal signs: none at the last bar.'];
  if (!t.signs) return [`- Reversal signs: ${t.reversalSigns.join('; ')}.`];
  return [
    '- Reversal signs at the last bar:',
    ...t.signs.map((s) => `  - ${s.text}: ${evidenceText(s.evidence, later(s.bias))}.`),
  ];
}

/** "up trends", "moderate up trends" (when the evidence is per strength). */
function trendsMeasured(t: Trend): string {
  const strength = t.evidence?.claim.split(':')[2];
  return `${strength ? `${strength} ` : ''}${t.direction} trends`;
}

type Trend = TrendSection & { signs?: MeasuredTrend['signs'] };

/**
 * When the swings run against the direction of the closes' regression, the text names the
 * conflict and where it comes from: the direction is measured on the last bars, the swings on
 * the last two highs and lows, which can lie further back.
 */
export function structureConflict(
  t: Pick<TrendSection, 'direction' | 'structure' | 'window'>,
): string {
  const against =
    (t.direction === 'up' && t.structure === 'lower highs and lower lows') ||
    (t.direction === 'down' && t.structure === 'higher highs and higher lows');
  if (against)
    return `; this runs against the ${t.direction} direction above because the direction is read from the last ${t.window} bars while these swings go further back`;
  const stepping =
    t.structure === 'higher highs and higher lows' || t.structure === 'lower highs and lower lows';
  return t.direction === 'sideways' && stepping
    ? `; the closes of the last ${t.window} bars still read as sideways because they moved too little or too unevenly for a trend, while these swings compare only the last two highs and lows`
    : '';
}

/** The swings' structure in words: "higher highs and higher lows", or why none is named. */
function structureText(t: Pick<TrendSection, 'structure'>): string {
  if (t.structure === 'not enough swings')
    return 'too few to compare, it takes two highs and two lows';
  if (t.structure === 'mixed') return 'mixed, the highs and the lows do not step the same way';
  return t.structure;
}

/** The '## Trend' section. */
export function trendText(
  t: Trend,
  lines: readonly TrendLine[],
  fmt: PriceFormat,
  clock: BarClock,
  chart: ChartContext,
  lastIndex: number,
  brief = false,
): string {
  const adx =
    t.adx === null
      ? 'ADX needs 30 bars'
      : `ADX ${t.adxApproximate ? '≈' : ''}${numberText(t.adx, 2)}`;
  const since = clock.timed ? ` (since ${clock.at(lastIndex - t.window + 1)})` : '';
  const moved =
    t.direction === 'sideways'
      ? `a straight line through the closes moved ${movesText(t.moveAtr, 2)} ${t.moveAtr >= 0 ? 'up' : 'down'}, too little or too unevenly to call a trend`
      : `a straight line through the closes ${t.moveAtr >= 0 ? 'rose' : 'fell'} ${movesText(t.moveAtr, 2)}`;
  const out = [
    '## Trend',
    '',
    `- Direction: ${t.direction} over the last ${t.window} bars${since}: ${moved}; strength ${t.strength} (${adx}).`,
  ];
  const highs = t.swings.filter((s) => s.type === 'high');
  const lows = t.swings.filter((s) => s.type === 'low');
  const h = highs[highs.length - 1];
  const l = lows[lows.length - 1];
  const refs = [
    h ? `last swing high ${priceText(h.price, fmt)} ${clock.on(h.index)}` : '',
    l ? `last swing low ${priceText(l.price, fmt)} ${clock.on(l.index)}` : '',
  ].filter(Boolean);
  out.push(
    `- Swings of 3 typical moves or more: ${structureText(t)}${refs.length ? ` (${refs.join(', ')})` : ''}${structureConflict(t)}.`,
  );
  if (t.direction !== 'sideways')
    out.push(
      `- Measured on past ${trendsMeasured(t)}: ${evidenceText(t.evidence, later(t.direction === 'up' ? 'bullish' : 'bearish'))}.`,
    );
  if (brief) return out.join('\n');
  out.push(
    lines.length
      ? `- Trend lines: ${lines.map((x, i) => lineText(x, fmt, clock, i)).join('; ')}.`
      : '- Trend lines: no line through two recent swing points has held to the last bar.',
  );
  if (t.momentumAtr !== null)
    out.push(
      `- Momentum: the close moved ${movesText(t.momentumAtr, 2)} ${t.momentumAtr >= 0 ? 'up' : 'down'} over the last 10 bars.`,
    );
  out.push(...signLines(t));
  out.push(timeframeLine(chart), volumeLine(t, chart));
  return out.join('\n');
}

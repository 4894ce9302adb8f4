import { numberText, priceText, type PriceFormat } from './format.ts';
import type { TrendLine, TrendSection } from './types.ts';

const signed = (v: number, d: number) => `${v > 0 ? '+' : ''}${numberText(v, d)}`;

function lineText(line: TrendLine, fmt: PriceFormat, i: number): string {
  const name =
    line.kind === 'channel'
      ? i === 0
        ? 'channel lower line'
        : 'channel upper line'
      : `${line.kind} line`;
  return `${name} from ${priceText(line.from.price, fmt)} (bar ${line.from.index}) to ${priceText(line.to.price, fmt)} (bar ${line.to.index})`;
}

/** The '## Trend' section. */
export function trendText(
  t: TrendSection,
  lines: readonly TrendLine[],
  fmt: PriceFormat,
  brief = false,
): string {
  const out = ['## Trend', ''];
  const adx = t.adx === null ? 'ADX needs 30 bars' : `ADX(14) ${numberText(t.adx, 1)}`;
  out.push(
    `- Direction: **${t.direction}**; trend strength ${t.strength} (${adx}); regression over the last ${t.window} bars moved ${signed(t.moveAtr, 2)} ATR (R² ${numberText(t.rSquared, 2)}).`,
  );
  const highs = t.swings.filter((s) => s.type === 'high');
  const lows = t.swings.filter((s) => s.type === 'low');
  const lastHigh = highs[highs.length - 1];
  const lastLow = lows[lows.length - 1];
  const swingRef = [
    lastHigh ? `last swing high ${priceText(lastHigh.price, fmt)} at bar ${lastHigh.index}` : '',
    lastLow ? `last swing low ${priceText(lastLow.price, fmt)} at bar ${lastLow.index}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  out.push(
    `- Swing structure (swings of 3 ATR or more): ${t.structure}${swingRef ? ` (${swingRef})` : ''}.`,
  );
  if (brief) return out.join('\n');
  out.push(
    lines.length
      ? `- Trend lines: ${lines.map((l, i) => lineText(l, fmt, i)).join('; ')}.`
      : '- Trend lines: no line through two recent swing points has held to the last bar.',
  );
  if (t.momentumAtr !== null)
    out.push(
      `- Momentum: the close changed ${signed(t.momentumAtr, 2)} ATR over the last 10 bars.`,
    );
  if (t.averageSwingAtr !== null && t.averageSwingBars !== null)
    out.push(
      `- Swings: ${t.swingCount} swing points; the average swing is ${numberText(t.averageSwingAtr, 2)} ATR over ${t.averageSwingBars} bars.`,
    );
  out.push(
    t.reversalSigns.length
      ? `- Reversal signs: ${t.reversalSigns.join('; ')}.`
      : '- Reversal signs: none at the last bar.',
  );
  const targets = [
    t.targetUp !== null
      ? `up ${priceText(t.targetUp, fmt)} (nearest resistance)`
      : 'no resistance above',
    t.targetDown !== null
      ? `down ${priceText(t.targetDown, fmt)} (nearest support)`
      : 'no support below',
  ];
  out.push(`- Targets: ${targets.join(', ')}.`);
  out.push(
    t.atrPercent !== null
      ? `- Risk: one ATR is ${numberText(t.atrPercent, 2)}% of the price.`
      : '- Risk: percentage volatility needs real prices.',
  );
  out.push(
    t.timeframe
      ? `- Timeframe: ${t.timeframe} bars (from the candle times).`
      : '- Timeframe: not visible in the data read from the screenshot, so no timeframe is assumed.',
  );
  out.push(
    t.volume
      ? `- Volume: the last 5 bars traded ${numberText(t.volume.recentVsAverage, 2)} times the 20-bar average.`
      : '- Volume: not visible in the data read from the screenshot.',
  );
  return out.join('\n');
}

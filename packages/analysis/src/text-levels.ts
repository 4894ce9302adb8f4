import { evidenceText } from './evidence-text.ts';
import {
  distanceText as sizeText,
  numberText,
  priceText,
  spanText,
  type PriceFormat,
} from './format.ts';
import type { KeyLevelsSection, Level, Scenario } from './types.ts';
import type { BarClock } from './when.ts';

const KIND_WORDS: Record<Level['source'], string> = {
  swings: 'swing levels',
  'round number': 'round numbers',
  'prior high': 'prior period highs',
  'prior low': 'prior period lows',
  gap: 'edges of open gaps',
  projection: 'projections',
};

const SOURCE_WORDS: Record<Level['source'], string> = {
  swings: 'swing level',
  'round number': 'round number',
  'prior high': 'prior period high',
  'prior low': 'prior period low',
  gap: 'edge of an open gap',
  projection: 'projection',
};

const signed = (v: number, d: number) =>
  `${v > 0 ? '+' : v < 0 ? '-' : ''}${numberText(Math.abs(v), d)}`;

export function distanceText(l: Level): string {
  const pct = l.distancePercent === null ? '' : `${signed(l.distancePercent, 2)}%, `;
  return `${pct}${signed(l.distanceAtr, 1)} ATR`;
}

function recordText(l: Level, clock: BarClock): string {
  if (l.projected) return 'beyond the visible price history, never tested';
  const touched = l.lastTouchIndex >= 0 ? clock.on(l.lastTouchIndex) : null;
  // A test is a visit from at least 1 ATR away that then closed 1 ATR off the level either way.
  if (l.tests === 0)
    return touched
      ? `touched ${touched} but no test of it decided yet on this chart`
      : 'not yet tested on this chart';
  const record = `tested ${l.tests} ${l.tests === 1 ? 'time' : 'times'} on this chart, held ${l.held}`;
  return touched ? `${record}; last touched ${touched}` : record;
}

export function levelLine(l: Level, fmt: PriceFormat, clock: BarClock): string {
  const what =
    l.source === 'swings'
      ? `${SOURCE_WORDS.swings}, ${l.touches} swing ${l.touches === 1 ? 'point' : 'points'}`
      : SOURCE_WORDS[l.source];
  return `- **${l.label} ${priceText(l.price, fmt)}** (${distanceText(l)}): ${what}; ${recordText(l, clock)}.`;
}

/** How each kind of level on the chart held on past charts, against random levels. */
function kindEvidence(levels: readonly Level[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of levels) {
    if (l.projected || seen.has(l.source)) continue;
    seen.add(l.source);
    out.push(`- ${KIND_WORDS[l.source]}: ${evidenceText(l.evidence, 'held')}.`);
  }
  if (!out.length) return [];
  return [
    '',
    '**How levels of these kinds held on past charts** (a visit holds when price closes 1 ATR back on its side before closing 1 ATR through it):',
    ...out,
  ];
}

export function scenarioLines(scenarios: readonly Scenario[], fmt: PriceFormat): string[] {
  return scenarios.map((s) => {
    const move = s.bias === 'bullish' ? 'closes above' : 'closes below';
    const next =
      s.target === null
        ? 'the chart shows no level beyond it'
        : `the next level is ${priceText(s.target, fmt)}`;
    return `- If price ${move} ${priceText(s.trigger, fmt)}, ${next}.`;
  });
}

/**
 * In a brief: the two nearest swing levels and the two nearest others, nearest first, and every
 * level a scenario names (so no scenario points at a level the list leaves out).
 */
function briefLevels(side: readonly Level[], named: ReadonlySet<number>): Level[] {
  const swings = side.filter((l) => l.source === 'swings').slice(0, 2);
  const others = side.filter((l) => l.source !== 'swings').slice(0, 2);
  return side.filter((l) => swings.includes(l) || others.includes(l) || named.has(l.price));
}

/** The '## Key Levels' section. */
export function keyLevelsText(
  levels: readonly Level[],
  s: KeyLevelsSection,
  scenarios: readonly Scenario[],
  fmt: PriceFormat,
  clock: BarClock,
  lastIndex: number,
  brief = false,
): string {
  const atrPct = s.atrPercent === null ? '' : ` (${numberText(s.atrPercent, 2)}% of price)`;
  const extreme = s.atVisibleHigh
    ? ', the highest close on the chart'
    : s.atVisibleLow
      ? ', the lowest close on the chart'
      : '';
  const out = [
    '## Key Levels',
    '',
    `Last close **${priceText(s.lastClose, fmt)}** ${clock.on(lastIndex)}${extreme}; visible range ${spanText(s.rangeLow, s.rangeHigh, fmt)}; ATR(14) ${sizeText(s.atr, fmt)}${atrPct}.`,
    '',
    '**Above the last close:**',
  ];
  const above = levels.filter((l) => l.kind === 'resistance').sort((a, b) => a.price - b.price);
  const below = levels.filter((l) => l.kind === 'support').sort((a, b) => b.price - a.price);
  if (!above.some((l) => !l.projected))
    out.push(
      '- No level on the chart above the last close: price is at the top of its visible history.',
    );
  const named = new Set(
    scenarios.flatMap((x) => (x.target === null ? [x.trigger] : [x.trigger, x.target])),
  );
  for (const l of brief ? briefLevels(above, named) : above) out.push(levelLine(l, fmt, clock));
  out.push('', '**Below the last close:**');
  if (below.length === 0) out.push('- No level on the chart below the last close.');
  for (const l of brief ? briefLevels(below, named) : below) out.push(levelLine(l, fmt, clock));
  if (!brief && s.gaps.length) {
    out.push('', '**Open price gaps:**');
    for (const g of s.gaps)
      out.push(
        `- ${g.direction === 'up' ? 'Gap up' : 'Gap down'} ${clock.on(g.index)}: ${spanText(g.low, g.high, fmt)} not yet traded back into.`,
      );
  }
  if (!brief) out.push(...kindEvidence(levels));
  if (scenarios.length)
    out.push(
      '',
      '**Scenarios** (what would change the picture, not instructions):',
      ...scenarioLines(scenarios, fmt),
    );
  return out.join('\n');
}

import { evidenceText } from './evidence-text.ts';
import { numberText, percentText, priceText, spanText, type PriceFormat } from './format.ts';
import type { MeasuredKeyLevels } from './sections.ts';
import { movesText } from './text-terms.ts';
import type { EvidenceRef, KeyLevelsSection, Level, Scenario } from './types.ts';
import type { BarClock } from './when.ts';

const KIND_WORDS: Record<Level['source'], string> = {
  swings: 'swing levels',
  'round number': 'round numbers',
  'prior high': 'prior period highs',
  'prior low': 'prior period lows',
  gap: 'edges of open gaps',
  projection: 'projections',
};

export const SOURCE_WORDS: Record<Level['source'], string> = {
  swings: 'swing level',
  'round number': 'round number',
  'prior high': 'prior period high',
  'prior low': 'prior period low',
  gap: 'edge of an open gap',
  projection: 'projection',
};

const signed = (v: number, d: number) =>
  `${v > 0 ? '+' : v < 0 ? '-' : ''}${numberText(Math.abs(v), d)}`;

/** "+0.13%, 1.2 typical moves above" */
export function distanceText(l: Level): string {
  const pct = l.distancePercent === null ? '' : `${signed(l.distancePercent, 2)}%, `;
  const side = l.distanceAtr >= 0 ? 'above' : 'below';
  return `${pct}${movesText(l.distanceAtr)} ${side}`;
}

/**
 * What happened at a level on this chart, as history: how often price came back to it and when
 * last. Whether it "held" on this chart is left out: past holds did not measurably predict the
 * next visit (the evidence file's level-held claims).
 */
function recordText(l: Level, clock: BarClock): string {
  if (l.projected) return 'beyond the prices the chart shows, never traded on it';
  const touched = l.lastTouchIndex >= 0 ? clock.on(l.lastTouchIndex) : null;
  // a visit comes from at least one typical move away and is counted once it has moved on
  const visits =
    l.tests === 0
      ? 'price has not come back to it from a typical move away on this chart'
      : `price came back to it ${l.tests} ${l.tests === 1 ? 'time' : 'times'} on this chart`;
  return touched ? `${visits}; last touched ${touched}` : visits;
}

export function levelLine(l: Level, fmt: PriceFormat, clock: BarClock): string {
  const what =
    l.source === 'swings'
      ? `${SOURCE_WORDS.swings}, ${l.touches} swing ${l.touches === 1 ? 'point' : 'points'}`
      : SOURCE_WORDS[l.source];
  return `- ${l.label} ${priceText(l.price, fmt)} (${distanceText(l)}): ${what}; ${recordText(l, clock)}.`;
}

const HELD = 'held';

/**
 * How each kind of level on the chart did on past charts, and whether a level's own record
 * (how often it held before) said anything about its next visit.
 */
function kindEvidence(
  levels: readonly Level[],
  record: MeasuredKeyLevels['record'] | undefined,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of levels) {
    if (l.projected || seen.has(l.source)) continue;
    seen.add(l.source);
    out.push(`- ${KIND_WORDS[l.source]}: ${evidenceText(l.evidence, HELD)}.`);
  }
  if (!out.length) return [];
  const recordLine = recordEvidence(record);
  return [
    '',
    'How levels of these kinds did on past charts (a visit held when a close came back a typical move on its side before one went a typical move through it):',
    ...out,
    ...(recordLine ? [recordLine] : []),
  ];
}

/**
 * Whether a level's own record (how often it held before) said anything about its next visit,
 * measured on past charts against levels as far from the price at other times.
 */
function recordEvidence(record: MeasuredKeyLevels['record'] | undefined): string | null {
  const { often, seldom } = record ?? { often: null, seldom: null };
  if (!often || !seldom) return null;
  const rate = (e: EvidenceRef) =>
    `${percentText(e.rate)} (${percentText(e.low)}-${percentText(e.high)})`;
  const predicts = often.edge || seldom.edge;
  const head = predicts
    ? "- A level's record on its chart:"
    : "- A level's record on its chart did not predict its next visit:";
  return `${head} levels that held three quarters or more of their past visits held the next one ${rate(often)} of ${numberText(often.n, 0)} times, those that held under half ${rate(seldom)} of ${numberText(seldom.n, 0)} times, on ${often.group}, against ${percentText(often.baselineRate)} and ${percentText(seldom.baselineRate)} for ${often.baselineName}.`;
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
  const extreme = s.atVisibleHigh
    ? ', the highest close on the chart'
    : s.atVisibleLow
      ? ', the lowest close on the chart'
      : '';
  const out = [
    '## Key Levels',
    '',
    `Last close ${priceText(s.lastClose, fmt)} ${clock.on(lastIndex)}${extreme}; visible range ${spanText(s.rangeLow, s.rangeHigh, fmt)}.`,
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
  if (!brief) out.push(...kindEvidence(levels, (s as Partial<MeasuredKeyLevels>).record));
  if (scenarios.length)
    out.push(
      '',
      '**Scenarios:** what would change the picture, not instructions.',
      ...scenarioLines(scenarios, fmt),
    );
  return out.join('\n');
}

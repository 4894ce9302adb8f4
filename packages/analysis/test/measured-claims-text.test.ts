// Nothing unmeasured in bold: a direction, a target or a level's record reads as a call only
// where it was measured to beat its alternative on past charts.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analyze, type AnalysisResult, type Candle } from '../src/index.ts';
import type { MeasuredRef } from '../src/evidence-text.ts';
import type { MeasuredPattern } from '../src/sections.ts';
import { patternLine } from '../src/text-patterns.ts';
import { verdictText } from '../src/text-verdict.ts';
import type { Pattern } from '../src/types.ts';
import type { MeasuredVerdict } from '../src/verdict.ts';
import { barClock } from '../src/when.ts';
import { realSeries } from './real-series.ts';
import { seededRandom } from './shapes.ts';

function walk(seed: number, n: number): Candle[] {
  const rand = seededRandom(seed);
  let close = 50;
  return Array.from({ length: n }, () => {
    const open = close;
    close = open * (1 + (rand() - 0.49) * 0.03);
    return {
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.01),
      low: Math.min(open, close) * (1 - rand() * 0.01),
    };
  });
}

const ref = (over: Partial<MeasuredRef> = {}): MeasuredRef => ({
  claim: 'verdict:bullish',
  group: 'daily US stocks and ETFs',
  n: 2217,
  hits: 1244,
  series: 58,
  rate: 0.561,
  low: 0.54,
  high: 0.583,
  baselineName: 'any chart of the group',
  baselineRate: 0.56,
  edge: false,
  worse: false,
  ...over,
});

const verdict = (over: Partial<MeasuredVerdict> = {}): MeasuredVerdict => ({
  bias: 'bullish',
  reasons: ['the closes rose over the last 50 bars (by 3.2 typical moves)'],
  conflicts: [],
  evidence: ref(),
  direction: null,
  leans: { bullish: ['the closes rose over the last 50 bars (by 3.2 typical moves)'], bearish: [] },
  ended: [],
  ...over,
});

/** Every bold span of a text. */
const boldSpans = (text: string) => [...text.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1] as string);

/**
 * A bold span is a label ("Above the last close:"), the absence of a measured direction, or a
 * call whose measurement is an edge (the direction, a chance of a higher close).
 */
function checkBold(r: AnalysisResult): void {
  const v = r.verdict as MeasuredVerdict | null;
  for (const span of boldSpans(r.text)) {
    if (span.endsWith(':') || span === 'No measured direction.') continue;
    if (/^(Bullish|Bearish): a measured edge\.$/.test(span)) {
      expect(v?.direction, `"${span}" without a measured edge`).toBeTruthy();
      expect(v?.evidence?.edge).toBe(true);
      continue;
    }
    if (/^\d+%$/.test(span)) {
      expect(r.forecast?.direction?.edge, `chance ${span} without a measured edge`).toBe(true);
      continue;
    }
    throw new Error(`"${span}" is bold in the ${r.type} text but is neither a label nor measured`);
  }
}

describe('the verdict', () => {
  it('shows a direction in bold only where verdicts of its lean have a measured edge', () => {
    const none = verdictText(verdict());
    expect(none).toContain('**No measured direction.**');
    expect(none).not.toMatch(/\*\*(Bullish|Bearish)/);
    expect(none).toContain(
      'What the chart shows leans bullish, but past charts that leaned bullish were not followed by higher closes',
    );
    expect(none).toContain(': no measured edge');
    expect(none).toContain('- Pointing up: the closes rose');

    const shown = verdictText(
      verdict({ evidence: ref({ edge: true, low: 0.58, rate: 0.6 }), direction: 'bullish' }),
    );
    expect(shown).toMatch(/^## Verdict\n\n\*\*Bullish: a measured edge\.\*\* /);
    expect(shown).toContain(
      '60% (58%-58%) of 2,217 times on daily US stocks and ETFs (58 price series)',
    );
    expect(shown).not.toContain('No measured direction');
  });

  it('says when verdicts of this lean did worse than the alternative', () => {
    const worse = verdictText(
      verdict({
        bias: 'bearish',
        evidence: ref({
          rate: 0.452,
          low: 0.428,
          high: 0.477,
          baselineRate: 0.5,
          baselineName: 'a coin toss',
          worse: true,
        }),
        leans: {
          bullish: [],
          bearish: ['the closes fell over the last 50 bars (by 2.1 typical moves)'],
        },
      }),
    );
    expect(worse).toContain('45% (43%-48%)');
    expect(worse).toContain('against 50% for a coin toss: did worse than a coin toss');
  });

  it('never writes "Against it: nothing", and names no direction without an edge on real and random charts', () => {
    const charts: Candle[][] = [1, 2, 3, 4, 5, 6, 7, 8].map((s) => walk(s, 180));
    for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv', 'crypto/BTCUSD_1d.csv'])
      for (const end of [400, 900, 1400]) charts.push(realSeries(file).slice(end - 150, end));
    for (const candles of charts)
      for (const type of ANALYSIS_TYPES) {
        const r = analyze(candles, type);
        expect(r.text).not.toContain('Against it: nothing');
        const v = r.verdict as MeasuredVerdict;
        if (!v.direction) expect(r.text).toContain('**No measured direction.**');
        else expect(v.evidence?.edge).toBe(true);
        checkBold(r);
      }
  });
});

describe('pattern targets', () => {
  const wedge: MeasuredPattern = {
    name: 'Rising wedge',
    kind: 'chart',
    bias: 'bearish',
    startIndex: 100,
    endIndex: 149,
    points: [],
    status: 'forming',
    statusIndex: null,
    entry: 1.0602,
    stop: 1.0642,
    measuredMove: 1.0504,
    evidence: ref({ claim: 'pattern:Rising wedge (bearish):forming' }),
    targetEvidence: ref({
      claim: 'target:Rising wedge (bearish):forming',
      rate: 0.08,
      low: 0.03,
      high: 0.13,
      baselineRate: 0.1,
      baselineName: 'the same distance the same way at other times',
    }),
  };
  const fmt = { decimals: 4, relative: false };
  const clock = barClock(walk(1, 150), false);

  it('gives no price target without a measured edge, and says how often such targets were reached', () => {
    const line = patternLine(wedge as Pattern, fmt, clock);
    expect(line).not.toContain('1.0504');
    expect(line).toContain(
      'No target is given: the prices such patterns point to were reached within 30 bars 8% (3%-13%)',
    );
    expect(line).toContain('against 10% for the same distance the same way at other times');
  });

  it('shows a target only with its measured hit rate where it has an edge', () => {
    const edge = {
      ...wedge,
      target: 1.0504,
      targetEvidence: { ...wedge.targetEvidence!, edge: true, rate: 0.36, low: 0.26, high: 0.47 },
    };
    expect(patternLine(edge as Pattern, fmt, clock)).toContain(
      'Target 1.0504: such targets were reached within 30 bars 36% (26%-47%)',
    );
  });

  it('tells a channel by its lines, never as a breakout still to come while price is inside it', () => {
    const channel = {
      ...wedge,
      name: 'Ascending channel',
      bias: 'bullish' as const,
      entry: 1.0512,
      stop: 1.0481,
      measuredMove: 1.0655,
    };
    const line = patternLine(channel as Pattern, fmt, clock);
    expect(line).toContain(
      'forming: price trades between its lines, now at 1.0512 and 1.0655; it fails below 1.0481.',
    );
    expect(line).not.toContain('would confirm it');
    const falling = { ...channel, name: 'Descending channel', bias: 'bearish' as const };
    expect(
      patternLine(
        { ...falling, entry: 1.0655, measuredMove: 1.0512, stop: 1.0686 } as Pattern,
        fmt,
        clock,
      ),
    ).toContain('between its lines, now at 1.0512 and 1.0655; it fails above 1.0686.');
  });

  it('leaves a target off the result (and so off the chart) unless it has a measured edge', () => {
    for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv', 'crypto/BTCUSD_1d.csv'])
      for (let end = 300; end <= 1500; end += 100) {
        const r = analyze(realSeries(file).slice(end - 150, end), 'patterns');
        for (const p of r.patterns as MeasuredPattern[])
          if (p.target !== undefined) expect(p.targetEvidence?.edge).toBe(true);
      }
  });
});

describe('levels', () => {
  it("tells a level's history as history, and its kind's measured rate against levels as far away", () => {
    for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv']) {
      const r = analyze(realSeries(file, 150), 'key-levels');
      const lines = r.text
        .split('\n')
        .filter((l) => /^- ([RS]\d|Round|PDH|PDL|PMH|PML|Gap) [\d,.]+ \(/.test(l));
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) {
        expect(l).not.toMatch(/\bheld\b|\btested\b/);
        expect(l).toMatch(/price came back to it \d+ times?|price has not come back to it/);
      }
      expect(r.text).toMatch(
        /- swing levels: held [\d.]+% \([\d.]+%-[\d.]+%\) of [\d,]+ times on .*, against [\d.]+% for .*: (no measured edge|a measured edge|did worse than .*)\./,
      );
      expect(r.text).toMatch(
        /- A level's record on its chart( did not predict its next visit)?: levels that held three quarters or more of their past visits held the next one \d+% \(\d+%-\d+%\)/,
      );
    }
  });
});

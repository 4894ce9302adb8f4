// Plain words and one story: no technical term goes unexplained, one volatility measure, and no
// section says the opposite of another about the same fact.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analyze, type AnalysisResult, type Candle } from '../src/index.ts';
import { termsIn } from '../src/glossary-check.ts';
import type { Pattern, TrendSection } from '../src/types.ts';
import { verdictOf } from '../src/verdict.ts';
import { barClock } from '../src/when.ts';
import { realSeries } from './real-series.ts';
import { seededRandom } from './shapes.ts';

function walk(seed: number, n: number, drift = 0): Candle[] {
  const rand = seededRandom(seed);
  let close = 80;
  return Array.from({ length: n }, (_, i) => {
    const open = close;
    close = open * (1 + (rand() - 0.5 + drift) * 0.03);
    return {
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.01),
      low: Math.min(open, close) * (1 - rand() * 0.01),
      time: Date.UTC(2024, 0, 1) + i * 86_400_000,
    };
  });
}

/** Random walks with and without drift, and windows of real daily and hourly series. */
function charts(): { candles: Candle[]; symbol?: string; timeframe?: string }[] {
  const out: { candles: Candle[]; symbol?: string; timeframe?: string }[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) out.push({ candles: walk(seed, 170, (seed - 3.5) / 40) });
  for (const [file, symbol, timeframe] of [
    ['us/MSFT_1d.csv', 'MSFT', '1D'],
    ['fx/EURUSD_1h.csv', 'EURUSD', '1h'],
    ['crypto/BTCUSD_1d.csv', 'BTCUSD', '1D'],
  ] as const)
    for (const end of [300, 800, 1300, 1800])
      out.push({ candles: realSeries(file).slice(end - 150, end), symbol, timeframe });
  return out;
}

const section = (text: string, title: string) => {
  const start = text.indexOf(`## ${title}`);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 3);
  return text.slice(start, next < 0 ? undefined : next);
};

describe('plain words', () => {
  it('uses no replaced technical term, and the typical move is explained once', () => {
    const explained = new Set<string>();
    for (const c of charts())
      for (const type of ANALYSIS_TYPES) {
        const r = analyze(c.candles, type, { symbol: c.symbol, timeframe: c.timeframe });
        const terms = termsIn(`${r.summary}\n${r.text}`);
        expect(terms.replaced, `${type}: ${terms.replaced.join(', ')}`).toEqual([]);
        terms.explained.forEach((t) => explained.add(t));
        expect(r.text.match(/^Typical [\w -]*move[\w ]*: /gm)).toHaveLength(1);
        expect(r.text).not.toMatch(/% per bar|volatility of/);
      }
    // the glossary does explain what the texts use
    for (const t of ['typical move', 'measured edge', 'RSI', 'support'])
      expect(explained).toContain(t);
  });

  it('names the typical move for the timeframe', () => {
    // candles without times: the timeframe shown is all there is to go by
    const c = walk(1, 120).map(({ time: _time, ...rest }) => rest);
    const line = (tf: string | undefined) =>
      analyze(c, 'trend', tf ? { timeframe: tf } : {}).text.split('\n')[2] ?? '';
    expect(line('1D')).toMatch(/^Typical daily move: /);
    expect(line('1h')).toMatch(/^Typical hourly move: /);
    expect(line('15m')).toMatch(/^Typical 15-minute move: /);
    expect(line('4h')).toMatch(/^Typical 4-hour move: /);
  });

  it('gives gauges two decimals and the MACD no more than the price needs', () => {
    for (const c of charts().slice(6, 10)) {
      const text = analyze(c.candles, 'indicators', { timeframe: c.timeframe }).text;
      expect(text).toMatch(/^- RSI ≈?\d+\.\d{2}: /m);
      expect(text).toMatch(/^- Stochastic \d+\.\d{2}: /m);
      const macd = /^- MACD histogram ≈?(-?[\d,]+\.(\d+)):/m.exec(text);
      expect(macd?.[2]?.length ?? 0).toBeLessThanOrEqual(4);
    }
    // a chart whose labels have no decimals: a MACD in the thousands has none either, a small
    // one keeps two significant figures
    const big = walk(4, 170).map((c) => ({
      ...c,
      open: c.open * 20_000,
      high: c.high * 20_000,
      low: c.low * 20_000,
      close: c.close * 20_000,
    }));
    const text = analyze(big, 'indicators', { priceDecimals: 0 }).text;
    const macd = /^- MACD histogram ≈?(-?[\d,.]+):/m.exec(text)?.[1] ?? '';
    const value = Number(macd.replace(/,/g, ''));
    if (Math.abs(value) >= 10) expect(macd).not.toContain('.');
    else expect(macd.replace(/^-?0\.0*/, '').replace('.', '').length).toBeGreaterThanOrEqual(2);
  });
});

describe('one story across sections', () => {
  /** Every section of one text read for the same facts. */
  function checkSections(r: AnalysisResult): void {
    const text = r.text;
    const verdict = section(text, 'Verdict');
    const trend = section(text, 'Trend');
    // the trend's direction, in the trend section and in the verdict's reasons
    const dir = /- Direction: (up|down|sideways) /.exec(trend)?.[1];
    if (dir) expect(dir).toBe(r.trend?.direction);
    if (r.trend?.direction === 'up') expect(verdict).not.toContain('the closes fell');
    if (r.trend?.direction === 'down') expect(verdict).not.toContain('the closes rose');
    if (r.trend?.direction === 'sideways') expect(verdict).not.toMatch(/the closes (rose|fell)/);
    // swings named beside the trend only where they agree with it
    expect(verdict).not.toMatch(/the closes fell[^;.]*higher highs/);
    expect(verdict).not.toMatch(/the closes rose[^;.]*lower highs/);
    // a pattern name said both live and failed is two patterns, told apart
    for (const m of verdict.matchAll(/\b(a|an|an earlier) ([a-z ]+?) \(/g)) {
      const name = m[2] as string;
      const live = new RegExp(`\\b(a|an) ${name} \\(a \\w+ pattern\\), (forming|confirmed)`).test(
        verdict,
      );
      const ended = new RegExp(`\\b(a|an) ${name} \\([^)]*\\) (failed|reached)`).test(verdict);
      expect(live && ended, `"${name}" reads as live and ended in one verdict`).toBe(false);
    }
    // the indicators' lean, in the indicators section and in the verdict
    const lean = /Lean: (\d+) of \d+ readings lean bullish, (\d+) bearish/.exec(
      section(text, 'Indicators'),
    );
    if (lean) {
      const [up, down] = [Number(lean[1]), Number(lean[2])];
      expect(verdict.includes('indicators lean up')).toBe(up > down);
      expect(verdict.includes('indicators lean down')).toBe(down > up);
    }
    // no measured direction beside a mixed measurement, and no empty "against it"
    expect(text).not.toContain('Against it: nothing');
    // the summary's nearest levels are the key-levels section's, support and resistance only
    // where price turned there before (swing levels)
    const levels = section(text, 'Key Levels');
    for (const m of r.summary.matchAll(
      /(support|resistance|level below|level above) ([\d,]+(?:\.\d+)?)/g,
    )) {
      if (!levels) continue;
      const line = levels.split('\n').find((l) => l.includes(` ${m[2]} (`));
      expect(line, `${m[2]} is not in the key levels`).toBeDefined();
      expect(/: swing level/.test(line ?? '')).toBe(/support|resistance/.test(m[1] as string));
    }
    // a reversal sign the trend section lists is named in the verdict's context too
    for (const m of trend.matchAll(/^ {2}- (.+?): (?:the close was|not measured)/gm))
      if (verdict) expect(verdict, `"${m[1]}" missing from the verdict`).toContain(m[1]);
    // a one-candle pattern is "on" its candle, never "from it to itself"
    expect(verdict).not.toMatch(/\(([^()]+) to \1\)/);
    // a candlestick pattern is completed, in the verdict as in the patterns section
    for (const p of r.patterns)
      if (p.kind === 'candlestick')
        expect(verdict).not.toContain(`${p.name.toLowerCase()} (a ${p.bias} pattern), confirmed`);
  }

  it('reads every section of every type for the same facts', () => {
    for (const c of charts())
      for (const type of ANALYSIS_TYPES)
        checkSections(analyze(c.candles, type, { symbol: c.symbol, timeframe: c.timeframe }));
  });

  const clock = barClock(walk(1, 150), true);
  const trend = (over: Partial<TrendSection>): TrendSection => ({
    direction: 'down',
    slopeAtrPerBar: -0.064,
    strength: 'moderate',
    window: 50,
    moveAtr: -3.2,
    rSquared: 0.6,
    adx: 22,
    adxApproximate: false,
    structure: 'higher highs and higher lows',
    swings: [],
    momentumAtr: null,
    reversalSigns: [],
    atrPercent: 1,
    volume: null,
    evidence: null,
    ...over,
  });
  const pattern = (over: Partial<Pattern>): Pattern => ({
    name: 'Double bottom',
    kind: 'chart',
    bias: 'bullish',
    startIndex: 90,
    endIndex: 120,
    points: [],
    status: 'confirmed',
    statusIndex: 130,
    evidence: null,
    ...over,
  });

  it('never calls a falling trend one of higher highs and higher lows', () => {
    const v = verdictOf(trend({}), [], null, clock);
    expect(v.leans.bearish.join(' ')).toContain('the closes fell over the last 50 bars');
    expect(v.leans.bearish.join(' ')).not.toContain('higher highs');
    const agrees = verdictOf(
      trend({ direction: 'up', moveAtr: 3.2, structure: 'higher highs and higher lows' }),
      [],
      null,
      clock,
    );
    expect(agrees.leans.bullish.join(' ')).toContain('with higher highs and higher lows');
  });

  it("names the trend section's reversal signs in the verdict's context, on their side", () => {
    const signs = [
      {
        text: 'bearish RSI divergence (higher price high, lower RSI high)',
        claim: 'sign:rsi divergence (bearish)',
        bias: 'bearish' as const,
        evidence: null,
      },
    ];
    const v = verdictOf(
      trend({ direction: 'up', moveAtr: 3.2, reversalSigns: [signs[0]!.text], signs }),
      [],
      null,
      clock,
    );
    expect(v.leans.bearish).toEqual([
      'a reversal sign, bearish RSI divergence (higher price high, lower RSI high)',
    ]);
    // the sign takes no part in the lean itself
    expect(v.bias).toBe('bullish');
    expect(v.reasons.join(' ')).not.toContain('divergence');
    expect(v.conflicts).toContain(signs[0]!.text);
  });

  it('dates a one-candle pattern that ended by its candle', () => {
    const v = verdictOf(
      trend({ direction: 'sideways' }),
      [
        pattern({
          name: 'Hammer',
          kind: 'candlestick',
          startIndex: 140,
          endIndex: 140,
          status: 'failed',
          statusIndex: 143,
        }),
      ],
      null,
      clock,
    );
    expect(v.ended).toEqual([
      `a hammer (${clock.on(140)}) failed ${clock.on(143)} (price traded through the level that undoes it)`,
    ]);
  });

  it('says a candlestick pattern completed, as the patterns section does', () => {
    const v = verdictOf(
      trend({ direction: 'sideways' }),
      [
        pattern({
          name: 'Hammer',
          kind: 'candlestick',
          startIndex: 147,
          endIndex: 147,
          statusIndex: 147,
        }),
      ],
      null,
      clock,
    );
    expect(v.leans.bullish).toEqual([`a hammer (a bullish pattern), completed ${clock.on(147)}`]);
  });

  it('tells a failed double bottom from a confirmed one', () => {
    const v = verdictOf(
      trend({ direction: 'sideways' }),
      [pattern({}), pattern({ startIndex: 20, endIndex: 60, status: 'failed', statusIndex: 70 })],
      null,
      clock,
    );
    expect(v.leans.bullish).toEqual([
      `a double bottom (a bullish pattern), confirmed ${clock.on(130)}`,
    ]);
    expect(v.ended).toHaveLength(1);
    expect(v.ended[0]).toMatch(/^an earlier double bottom \(.* to .*\) failed on /);
  });
});

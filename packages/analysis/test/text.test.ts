// What a trader reads: dates or bar counts (never "bar 91"), the chart's own decimals, what is
// visible said as visible, one verdict, no probability or rate without evidence behind it.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analyze, type Candle, type Forecast } from '../src/index.ts';
import { EVIDENCE } from '../src/evidence/evidence.ts';
import { groupLabel } from '../src/evidence/groups.ts';
import { evidenceText } from '../src/evidence-text.ts';
import { predictionText } from '../src/text-prediction.ts';
import type { EvidenceRef } from '../src/types.ts';
import { shortName, type MeasuredVerdict } from '../src/verdict.ts';
import { realSeries, SHARED_DATA, SKIP_REASON } from './real-series.ts';
import { pathCandles, seededRandom } from './shapes.ts';

function walk(seed: number, n: number, timed = false): Candle[] {
  const rand = seededRandom(seed);
  let close = 50;
  return Array.from({ length: n }, (_, i) => {
    const open = close;
    close = open * (1 + (rand() - 0.48) * 0.03);
    const c: Candle = {
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.01),
      low: Math.min(open, close) * (1 - rand() * 0.01),
    };
    if (timed) c.time = Date.UTC(2024, 0, 1) + i * 86_400_000;
    return c;
  });
}

/** "bar 91", "bars 12-40", "#3": a bar named by its index. ("20-bar 52.70" is an average's length.) */
const BAR_NUMBER = /(?<!-)\bbar \d+\b|\bbars \d+-\d+\b|#\d+/;
const INSTRUCTIONS = /\b(buy|sell|go long|go short|take-profit|stop-loss|entry)\b/i;
/** A percentage as the text writes a measured rate: whole, or with one decimal where whole ones hide the judgement. */
const P = '\\d+(?:\\.\\d)?%';

describe('text a trader reads', () => {
  it('never names a bar by its index, and gives no instructions', () => {
    for (const timed of [false, true])
      for (const type of ANALYSIS_TYPES) {
        const text = analyze(walk(3, 180, timed), type).text;
        expect(text).not.toMatch(BAR_NUMBER);
        expect(text).not.toMatch(INSTRUCTIONS);
      }
    expect('last touched at bar 91').toMatch(BAR_NUMBER);
  });

  it('says when things happened: dates when the candles carry times, bar counts otherwise', () => {
    const dated = analyze(walk(5, 150, true), 'general').text;
    expect(dated).toContain('candles from 1 Jan 2024 to 29 May 2024');
    expect(dated).toMatch(/on \d{1,2} (Jan|Feb|Mar|Apr|May) 2024/);
    const undated = analyze(walk(5, 150), 'general').text;
    expect(undated).toContain('no dates were read');
    expect(undated).toMatch(/\d+ bars ago|on the last bar/);
  });

  it("writes prices with the decimals of the chart's own labels", () => {
    const candles = walk(7, 120);
    const last = candles[candles.length - 1]?.close ?? 0;
    const text = analyze(candles, 'key-levels', { priceDecimals: 4 }).text;
    expect(text).toContain(`Last close ${last.toFixed(4)} `);
  });

  it('names both timeframes where the candle times overrode the one the chart shows', () => {
    const dated = walk(2, 150, true);
    expect(analyze(dated, 'trend', { timeframe: '1h' }).text.split('\n')[0]).toMatch(
      /^_1D from the candle times \(the chart shows 1h\): 150 candles from /,
    );
    expect(analyze(dated, 'trend', { timeframe: '1D' }).text.split('\n')[0]).toMatch(
      /^_1D: 150 candles from /,
    );
    expect(analyze(dated, 'trend').text.split('\n')[0]).toMatch(/^_1D: 150 candles from /);
  });

  it('says the timeframe and the volume pane are on the chart when the reader saw them', () => {
    const candles = walk(8, 120).map((c, i) => ({ ...c, volume: 100 + (i % 7) * 10 }));
    const text = analyze(candles, 'trend', {
      timeframe: '1D',
      symbol: 'SPY',
      volumeSource: 'chart',
    }).text;
    expect(text).toContain('Timeframe: 1D (shown on the chart)');
    expect(text).toContain('volume pane');
    expect(text.startsWith('_SPY, 1D: 120 candles')).toBe(true);
    const bare = analyze(walk(8, 120), 'trend').text;
    expect(bare).toContain('Timeframe: not read from the screenshot');
    expect(bare).toContain('Volume: not read from the screenshot');
  });

  it("gives every level its distance in percent and in typical moves, and marks levels above the chart's high as projections", () => {
    const climb = pathCandles(
      [
        [0, 100],
        [40, 140],
        [60, 181],
      ],
      { seed: 2 },
    );
    const text = analyze(climb, 'key-levels').text;
    expect(text).toMatch(/- Round [\d,.]+ \(-[\d.]+%, [\d.]+ typical moves? below\)/);
    expect(text).toContain('price is at the top of its visible history');
    expect(text).toMatch(
      /- Proj [\d,.]+ \(\+[\d.]+%, [\d.]+ typical moves? above\): projection; beyond the prices the chart shows, never traded on it/,
    );
  });

  it('says in the one-line summary that there is no measured direction unless there is one', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = analyze(walk(seed, 200), 'general');
      const v = r.verdict as MeasuredVerdict;
      if (v.direction) expect(r.summary).toMatch(/^(Bullish|Bearish), a measured edge: /);
      else expect(r.summary.startsWith('No measured direction on this chart.')).toBe(true);
      expect(r.summary).not.toMatch(/\bbias\b|bullish|bearish/i);
    }
  });

  it('gives one verdict, with what points each way as context', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = analyze(walk(seed, 200), 'general');
      expect(r.text.match(/## Verdict/g)).toHaveLength(1);
      const verdict = r.text.slice(r.text.indexOf('## Verdict'), r.text.indexOf('## Key Levels'));
      const up = /- Pointing up: [^\n]*/.exec(verdict)?.[0] ?? '';
      const down = /- Pointing down: [^\n]*/.exec(verdict)?.[0] ?? '';
      if (r.trend?.direction === 'up') expect(up).toContain('the closes rose');
      if (r.trend?.direction === 'down') expect(down).toContain('the closes fell');
      const lean = r.indicators?.lean;
      if (lean === 'bullish') expect(up).toContain('indicators lean up');
      if (lean === 'bearish') expect(down).toContain('indicators lean down');
    }
  });
});

describe('numbers with evidence behind them', () => {
  const forecast: Forecast = {
    horizon: 10,
    path: [{ index: 100, price: 101, p50: [99, 103], p80: [97, 105], p95: [94, 108] }],
    probabilityUp: null,
    sigma: 0.01,
    calibration: {
      group: 'daily US stocks and ETFs',
      n: 1000,
      coverage50: 0.5,
      coverage80: 0.8,
      coverage95: 0.95,
    },
    direction: {
      claim: 'forecast:direction',
      group: 'daily US stocks and ETFs',
      n: 1000,
      hits: 530,
      rate: 0.53,
      low: 0.5,
      high: 0.56,
      baselineName: 'always calling the more common direction',
      baselineRate: 0.54,
      edge: false,
    },
  };

  it('quotes the direction model against the stronger of its two baselines', () => {
    const candles = walk(3, 200);
    for (const [symbol, timeframe] of [
      ['BTCUSD', '1h'],
      ['MSFT', '1D'],
      [null, null],
    ] as const) {
      const d = analyze(candles, 'prediction', { symbol, timeframe }).forecast?.direction;
      const group = Object.entries(EVIDENCE.direction).find(
        ([g]) => d && d.group === groupLabel(g),
      )?.[1];
      expect(group, `${symbol} ${timeframe}`).toBeDefined();
      expect(d?.baselineRate).toBe(Math.max(group!.baseAccuracy, group!.persistenceAccuracy));
      expect(d?.baselineName).toBe(
        group!.persistenceAccuracy > group!.baseAccuracy
          ? "calling the last bar's direction again"
          : 'always calling the more common direction',
      );
    }
  });

  it('shows a chance of a higher close only when the direction model cleared its baselines', () => {
    const fmt = { decimals: 2, relative: false };
    const none = predictionText(forecast, [], fmt);
    expect(none).toContain('Direction: no measured edge at 10 bars');
    expect(none).not.toMatch(/chance of a higher close in \d+ bars: /i);
    const shown = predictionText(
      { ...forecast, probabilityUp: 0.58, direction: { ...forecast.direction!, edge: true } },
      [],
      fmt,
    );
    expect(shown).toContain('Chance of a higher close in 10 bars: **58%**');
    expect(shown).not.toContain('no measured edge');
  });

  it.skipIf(!SHARED_DATA)(
    `quotes every rate with its interval exactly as the evidence file has it (${SKIP_REASON})`,
    () => {
      const entries = Object.values(EVIDENCE.claims).flatMap((g) => Object.values(g));
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      const pct1 = (v: number) => `${(v * 100).toFixed(1)}%`;
      // whole percentages, or one decimal where whole ones would hide the judgement
      const known = new Set(
        entries.flatMap((e) => [
          `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`,
          `${pct1(e.rate)} (${pct1(e.low)}-${pct1(e.high)})`,
        ]),
      );
      // the calibration's coverages, quoted with one decimal
      for (const r of Object.values(EVIDENCE.ranges))
        r.coverage.forEach((c, k) =>
          known.add(
            `${pct1(c)} (${pct1(r.intervals[k]?.[0] ?? 0)}-${pct1(r.intervals[k]?.[1] ?? 0)})`,
          ),
        );
      for (const d of Object.values(EVIDENCE.direction))
        known.add(
          `${pct(d.accuracy)} (${pct(d.accuracyInterval[0])}-${pct(d.accuracyInterval[1])})`,
        );
      for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv', 'crypto/BTCUSD_1d.csv'])
        for (const type of ['general', 'prediction'] as const) {
          const text = analyze(realSeries(file, 150), type, {
            symbol: file.split('/')[1]?.split('_')[0] ?? null,
          }).text;
          for (const quoted of text.match(/[\d.]+% \([\d.]+%-[\d.]+%\)/g) ?? [])
            expect(known.has(quoted), `${quoted} in ${file} ${type}`).toBe(true);
          if (/Direction: no measured edge/.test(text))
            expect(text).not.toMatch(/Chance of a higher close/);
        }
    },
    30_000,
  );
});

describe('what the text says about measured claims', () => {
  const ref: EvidenceRef = {
    claim: 'pattern:Symmetrical triangle (bullish):confirmed',
    group: 'daily charts of all markets',
    n: 430,
    hits: 251,
    rate: 0.584,
    low: 0.535,
    high: 0.639,
    baselineName: 'any chart of the group',
    baselineRate: 0.526,
    edge: false,
  };
  const did = 'the close was higher 10 bars later';

  it('puts its judgement last: a measured edge, no measured edge, or did worse than the alternative', () => {
    const overlapping = { ...ref, low: 0.51 };
    expect(evidenceText(overlapping, did)).toBe(
      'the close was higher 10 bars later 58% (51%-64%) of 430 times on daily charts of all markets, against 53% for any chart of the group: no measured edge',
    );
    // an interval clear of its baseline that is still no edge says why
    expect(evidenceText({ ...ref, series: 137, tested: 125 }, did)).toMatch(
      /58% \(54%-64%\) .* against 53% for any chart of the group: above it, but not by more than chance allows once the 125 claims tested on these charts are counted: no measured edge$/,
    );
    expect(evidenceText({ ...ref, series: 3 }, did)).toMatch(
      /: above it, but measured on only 3 price series: no measured edge$/,
    );
    expect(evidenceText({ ...ref, series: 137 }, did)).toContain(
      'of 430 times on daily charts of all markets (137 price series), against',
    );
    expect(evidenceText({ ...ref, edge: true }, did)).toMatch(/: a measured edge$/);
    expect(
      evidenceText(
        { ...ref, rate: 0.47, low: 0.44, high: 0.5, baselineRate: 0.55, worse: true },
        did,
      ),
    ).toMatch(
      /47% \(44%-50%\) .* against 55% for any chart of the group: did worse than any chart of the group$/,
    );
    expect(evidenceText(null, did)).toBe('not measured on enough past charts');
  });

  it('never reads "did worse" or an edge beside figures that round to the baseline', () => {
    // 57% against 57%, "did worse": one decimal shows what the judgement rests on
    const worse = {
      ...ref,
      rate: 0.566,
      low: 0.561,
      high: 0.572,
      baselineRate: 0.574,
      worse: true,
    };
    expect(evidenceText(worse, did)).toContain('56.6% (56.1%-57.2%)');
    expect(evidenceText(worse, did)).toContain('against 57.4% for');
    // an interval whose top rounds to the baseline
    const below = { ...ref, rate: 0.472, low: 0.45, high: 0.497, baselineRate: 0.5, worse: true };
    expect(evidenceText(below, did)).toContain('47.2% (45.0%-49.7%)');
    const edge = { ...ref, rate: 0.55, low: 0.532, high: 0.57, baselineRate: 0.526, edge: true };
    expect(evidenceText(edge, did)).toContain('55.0% (53.2%-57.0%)');
    // whole percentages where they do not hide it
    expect(evidenceText({ ...ref, low: 0.51 }, did)).toContain('58% (51%-64%)');
  });

  it("names a volume divergence seen in the chart's volume pane, with how such signs were followed", () => {
    const climb = pathCandles(
      [
        [0, 100],
        [40, 140],
        [55, 120],
        [80, 160],
        [90, 150],
      ],
      { seed: 3 },
    );
    const near = (i: number, at: number) => Math.abs(i - at) <= 1;
    const withVolume = (first: number, second: number) =>
      climb.map((c, i) => ({ ...c, volume: near(i, 40) ? first : near(i, 80) ? second : 500 }));
    const sign =
      /- bearish volume divergence \(higher price high on lower volume in the chart's volume pane\): (no measured edge|the close was lower)[^\n]* of [\d,]+ times/;
    const opts = { volumeSource: 'chart' as const };
    expect(analyze(withVolume(1000, 300), 'trend', opts).text).toMatch(sign);
    expect(analyze(withVolume(500, 500), 'trend', opts).text).not.toContain('volume divergence');
  });

  it('lists every level a scenario names, also in a brief', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = analyze(walk(seed, 200), 'quick');
      const levels = r.text.slice(r.text.indexOf('## Key Levels'), r.text.indexOf('**Scenarios**'));
      for (const s of r.scenarios)
        for (const price of [s.trigger, s.target])
          if (price !== null) expect(levels).toContain(` ${price.toFixed(r.decimals)} (`);
    }
  });

  it('never calls a level untested while dating its last test', () => {
    for (const seed of [1, 2, 3, 4, 5, 6])
      expect(analyze(walk(seed, 200, true), 'key-levels').text).not.toMatch(
        /not yet tested on this chart; last touched/,
      );
  });

  it.skipIf(!SHARED_DATA)(
    `gives every measured indicator reading its own rate, interval and baseline (${SKIP_REASON})`,
    () => {
      for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv']) {
        const r = analyze(realSeries(file, 200), 'indicators');
        const measured = (r.indicators?.readings ?? []).filter(
          (x) => x.evidence && x.signal !== 'neutral',
        );
        expect(measured.length).toBeGreaterThan(0);
        for (const x of measured)
          expect(r.text).toMatch(
            new RegExp(
              `- ${shortName(x.name)} \\(.*\\): the close was (higher|lower) 10 bars later ${P} \\(${P}-${P}\\) of [\\d,]+ times .*: (a measured edge|no measured edge|did worse than .*)\\.`,
            ),
          );
      }
    },
  );

  it.skipIf(!SHARED_DATA)(
    `measures a trend against past trends of its own direction and strength (${SKIP_REASON})`,
    () => {
      const all = realSeries('us/MSFT_1d.csv');
      let checked = 0;
      for (let end = 300; end <= all.length && checked < 3; end += 150) {
        const r = analyze(all.slice(end - 150, end), 'trend');
        const t = r.trend;
        if (!t || t.direction === 'sideways') continue;
        checked++;
        expect(t.evidence?.claim).toBe(`trend:${t.direction}:${t.strength}`);
        expect(r.text).toContain(`Measured on past ${t.strength} ${t.direction} trends: `);
      }
      expect(checked).toBe(3);
    },
  );
});

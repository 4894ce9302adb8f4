// What a trader reads: dates or bar counts (never "bar 91"), the chart's own decimals, what is
// visible said as visible, one verdict, no probability or rate without evidence behind it.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analyze, type Candle, type Forecast } from '../src/index.ts';
import { EVIDENCE } from '../src/evidence/evidence.ts';
import { predictionText } from '../src/text-prediction.ts';
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
    expect(text).toContain(`Last close **${last.toFixed(4)}**`);
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

  it("gives every level its distance in percent and in ATR, and marks levels above the chart's high as projections", () => {
    const climb = pathCandles(
      [
        [0, 100],
        [40, 140],
        [60, 181],
      ],
      { seed: 2 },
    );
    const text = analyze(climb, 'key-levels').text;
    expect(text).toMatch(/\*\*Round [\d,.]+\*\* \(-[\d.]+%, -[\d.]+ ATR\)/);
    expect(text).toContain('price is at the top of its visible history');
    expect(text).toMatch(
      /\*\*Proj [\d,.]+\*\* \(\+[\d.]+%, \+[\d.]+ ATR\): projection; beyond the visible price history, never tested/,
    );
  });

  it('gives one verdict, naming what points the other way', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = analyze(walk(seed, 200), 'general');
      expect(r.text.match(/\*\*Bias: /g)).toHaveLength(1);
      const v = r.verdict;
      const trendBias =
        r.trend?.direction === 'up' ? 'bullish' : r.trend?.direction === 'down' ? 'bearish' : null;
      if (v && v.bias !== 'neutral' && trendBias && trendBias !== v.bias)
        expect(v.conflicts.join(' ')).toContain(`the trend is ${r.trend?.direction}`);
      if (
        v &&
        v.bias !== 'neutral' &&
        r.indicators &&
        r.indicators.lean !== 'neutral' &&
        r.indicators.lean !== v.bias
      )
        expect(v.conflicts.join(' ')).toContain(`indicators lean ${r.indicators.lean}`);
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

  it('shows a chance of a higher close only when the direction model cleared its baselines', () => {
    const fmt = { decimals: 2, relative: false };
    const none = predictionText(forecast, [], fmt);
    expect(none).toContain('no measured directional edge');
    expect(none).not.toMatch(/chance of a higher close in \d+ bars: /i);
    const shown = predictionText(
      { ...forecast, probabilityUp: 0.58, direction: { ...forecast.direction!, edge: true } },
      [],
      fmt,
    );
    expect(shown).toContain('Chance of a higher close in 10 bars: **58%**');
    expect(shown).not.toContain('no measured directional edge');
  });

  it.skipIf(!SHARED_DATA)(
    `quotes every rate with its interval exactly as the evidence file has it (${SKIP_REASON})`,
    () => {
      const entries = Object.values(EVIDENCE.claims).flatMap((g) => Object.values(g));
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      const known = new Set(entries.map((e) => `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`));
      for (const r of Object.values(EVIDENCE.ranges))
        r.coverage.forEach((c, k) =>
          known.add(
            `${pct(c)} (${pct(r.intervals[k]?.[0] ?? 0)}-${pct(r.intervals[k]?.[1] ?? 0)})`,
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
          for (const quoted of text.match(/\d+% \(\d+%-\d+%\)/g) ?? [])
            expect(known.has(quoted), `${quoted} in ${file} ${type}`).toBe(true);
          if (/no measured directional edge/.test(text))
            expect(text).not.toMatch(/Chance of a higher close/);
        }
    },
    30_000,
  );
});

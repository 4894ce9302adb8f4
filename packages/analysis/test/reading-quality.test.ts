// A reading that contradicts itself is not analysed as if it were right: the sections resting on
// what was misread are withheld, and the text says why and points to checking the reading.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analyze, type Candle } from '../src/index.ts';
import { readingProblems } from '../src/reading-quality.ts';
import { realSeries } from './real-series.ts';

/** The last candle read 5.5% too high, as a misread axis label or candle would give. */
function misreadLast(candles: Candle[], factor = 1.055): Candle[] {
  const out = candles.slice();
  const c = out[out.length - 1] as Candle;
  out[out.length - 1] = {
    ...c,
    open: c.open * factor,
    high: c.high * factor,
    low: c.low * factor,
    close: c.close * factor,
  };
  return out;
}

const sectionsOf = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

describe('the reading-quality gate', () => {
  it('withholds every section when the last candle of a 24-hour market jumps several typical moves', () => {
    const gbpusd = misreadLast(realSeries('fx/GBPUSD_1d.csv').slice(-150));
    for (const options of [{ symbol: 'GBPUSD', timeframe: '1D' }, {}]) {
      const r = analyze(gbpusd, 'general', options);
      expect(sectionsOf(r.text)).toEqual(['Check the reading']);
      expect(r.text).toMatch(
        /- The reading contradicts itself: the last candle opens or trades \d+\.\d typical moves away from the close before it/,
      );
      expect(r.text).toContain('Withheld until then, because they rest on what was misread:');
      expect(r.text).not.toMatch(/Gap up on the last bar|overbought/);
      expect(r.summary).toMatch(/^Check the reading: the last candle jumps \d+\.\d typical moves/);
      expect(r.verdict).toBeNull();
      expect(r.levels).toEqual([]);
      expect(r.patterns).toEqual([]);
      expect(r.forecast).toBeNull();
    }
    // the same chart read right is analysed in full
    const right = analyze(realSeries('fx/GBPUSD_1d.csv').slice(-150), 'general', {
      symbol: 'EURUSD',
      timeframe: '1D',
    });
    expect(sectionsOf(right.text)).toEqual([
      'Verdict',
      'Key Levels',
      'Trend',
      'Patterns',
      'Indicators',
      'Price Prediction (next 10 bars)',
    ]);
  });

  it('keeps a stock chart whose last candle gaps at the open: a market that closes overnight may gap', () => {
    const msft = misreadLast(realSeries('us/MSFT_1d.csv').slice(-150), 1.03);
    expect(readingProblems(msft, { symbol: 'MSFT', timeframe: '1D' })).toEqual([]);
  });

  it('withholds the forecast and the verdict when the timeframe shown does not fit the candle times', () => {
    const r = analyze(realSeries('us/MSFT_1d.csv').slice(-150), 'general', { timeframe: '1h' });
    expect(r.text).toContain(
      'the chart shows a 1h timeframe, but the times read under its candles are 1 day apart',
    );
    expect(sectionsOf(r.text)).toEqual([
      'Check the reading',
      'Key Levels',
      'Trend',
      'Patterns',
      'Indicators',
    ]);
    expect(r.text).toMatch(
      /Withheld until then, because they rest on what was misread: the forecast and the verdict\./,
    );
    expect(r.forecast).toBeNull();
    expect(r.verdict).toBeNull();
  });

  it('withholds what needs consecutive candles when far fewer were read than the time axis spans', () => {
    const all = realSeries('fx/EURUSD_1h.csv').slice(-500);
    // the reading lost the middle of the chart: 75 candles, a hole of 350, 75 candles
    const holed = [...all.slice(0, 75), ...all.slice(-75)];
    const r = analyze(holed, 'general', { symbol: 'EURUSD', timeframe: '1h' });
    expect(r.text).toMatch(/the time axis spans about \d{3} 1h candles, but only 150 were read/);
    expect(sectionsOf(r.text)).toEqual(['Check the reading', 'Key Levels']);
    expect(r.trend).toBeNull();
    expect(r.indicators).toBeNull();
  });

  it('raises no alarm on real charts read right (all types, three markets)', () => {
    for (const [file, symbol, timeframe] of [
      ['fx/GBPUSD_1h.csv', 'GBPUSD', '1h'],
      ['crypto/BTCUSDT_15m.csv', 'BTCUSDT', '15m'],
      ['us/INDA_15m.csv', 'INDA', '15m'],
      ['crypto/ETHUSD_1d.csv', 'ETHUSD', '1D'],
    ] as const) {
      const series = realSeries(file);
      for (let end = 200; end <= series.length; end += 97) {
        const candles = series.slice(end - 150, end);
        expect(readingProblems(candles, { symbol, timeframe }), `${file} ending ${end}`).toEqual(
          [],
        );
      }
      const r = analyze(series.slice(-150), ANALYSIS_TYPES[0] ?? 'general', { symbol, timeframe });
      expect(r.text).not.toContain('Check the reading');
    }
  });
});

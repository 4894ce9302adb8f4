import type { ChartReading, ReadCandle } from '@candlelens/chart-reader';
import { describe, expect, it } from 'vitest';
import {
  analyzeReading,
  candlesOfReading,
  clockOfReading,
  labelDecimals,
  optionsOfReading,
} from '../src/index.ts';

function reading(over: Partial<ChartReading> = {}, withTimes = true): ChartReading {
  let price = 1.085;
  const candles: ReadCandle[] = Array.from({ length: 80 }, (_, i) => {
    const open = price;
    price = open * (1 + Math.sin(i * 1.7) * 0.002);
    return {
      x: 10 + i * 8,
      open,
      close: price,
      high: Math.max(open, price) + 0.0004,
      low: Math.min(open, price) - 0.0004,
      yOpen: 0,
      yHigh: 0,
      yLow: 0,
      yClose: 0,
      bodyWidth: 5,
      time: withTimes
        ? new Date(Date.UTC(2024, 2, 1, 9) + i * 3_600_000).toISOString().replace('Z', '-05:00')
        : null,
      volume: withTimes ? 100 + (i % 5) : null,
    };
  });
  return {
    accepted: true,
    reason: null,
    confidence: 0.9,
    uncertain: [],
    symbol: 'EURUSD',
    timeframe: '1h',
    instrument: null,
    found: true,
    plot: { left: 0, top: 0, right: 700, bottom: 400 },
    candles,
    priceAxis: {
      side: 'right',
      scale: 'linear',
      labels: [
        { y: 10, value: 1.09, text: '1.09000' },
        { y: 50, value: 1.085, text: '1.08500' },
      ],
      fit: { slope: -1, intercept: 1, residual: 0 },
    },
    relativePrices: false,
    colors: null,
    stages: { plot: 1, candles: 1, axis: 1, colors: 1 },
    warnings: [],
    ...over,
  };
}

describe('composing the reader and the engine', () => {
  it("keeps the chart's own clock and the volume pane", () => {
    const candles = candlesOfReading(reading());
    expect(candles[0]?.time).toBe(Date.UTC(2024, 2, 1, 9));
    expect(candles[0]?.volume).toBe(100);
  });

  it("passes what the reader saw: symbol, timeframe and the axis labels' decimals", () => {
    expect(labelDecimals(reading())).toBe(5);
    expect(optionsOfReading(reading())).toMatchObject({
      symbol: 'EURUSD',
      timeframe: '1h',
      priceDecimals: 5,
    });
    const text = analyzeReading(reading(), 'trend').text;
    expect(text.startsWith('_EURUSD, 1h: 80 candles from 1 Mar 09:00 to 4 Mar 16:00._')).toBe(true);
    expect(text).toContain('Timeframe: 1h (shown on the chart)');
    expect(text).toContain('volume pane');
  });

  it("writes prices with the decimals the axis' labels share, not those of one odd label", () => {
    const base = reading();
    const axis = base.priceAxis!;
    const texts = ['0.00058000', '0.0005600014000', '0.00054000', '0.00052000'];
    const odd = reading({
      priceAxis: {
        ...axis,
        labels: texts.map((text, i) => ({ y: 100 + 40 * i, value: Number(text), text })),
      },
    });
    expect(labelDecimals(odd)).toBe(8);
    const tie = reading({
      priceAxis: {
        ...axis,
        labels: ['1.0850', '1.08500'].map((text, i) => ({ y: 100 + 40 * i, value: 1.085, text })),
      },
    });
    expect(labelDecimals(tie)).toBe(5);
  });

  it('counts a thousands separator as no decimals: a chart at 53,000 is written 53,000', () => {
    const axis = reading().priceAxis!;
    const at = (texts: string[], values: number[]) =>
      reading({
        priceAxis: {
          ...axis,
          labels: texts.map((text, i) => ({ y: 100 + 40 * i, value: values[i]!, text })),
        },
      });
    // The bug this guards: ',000' was taken for three decimals, and every price on the page
    // came out as '53,000.000' (on the redrawn chart's narrow axis, '53,000,000' to the eye).
    expect(labelDecimals(at(['54,000', '53,500', '53,000'], [54000, 53500, 53000]))).toBe(0);
    expect(labelDecimals(at(['1.250.000', '1.240.000'], [1250000, 1240000]))).toBe(0);
    expect(labelDecimals(at(['53,000.50', '52,999.75'], [53000.5, 52999.75]))).toBe(2);
    // Three real decimals stay three: a euro quote, and a coin at 53.000 read as 53.
    expect(labelDecimals(at(['1.085', '1.090'], [1.085, 1.09]))).toBe(3);
    expect(labelDecimals(at(['53.000', '52.500'], [53, 52.5]))).toBe(3);
    const text = analyzeReading(at(['54,000', '53,000'], [54000, 53000]), 'key-levels').text;
    expect(text).not.toMatch(/\d\.\d{3}\b/);
  });

  it('reads well without times, symbol, timeframe or volume', () => {
    const bare = reading({ symbol: null, timeframe: null }, false);
    const text = analyzeReading(bare, 'trend').text;
    expect(text).toContain('no dates were read');
    expect(text).toContain('Timeframe: not read from the screenshot');
    expect(text).not.toMatch(/(?<!-)\bbar \d+\b/);
  });
});

/**
 * A reading whose time axis showed times of day only (`22:35`), as freqUI and many crypto apps
 * draw it: `minutes` per candle from `start` (minutes after midnight); `day(i)` gives the text of
 * the reader's partial date for candle i, when a day label was read.
 */
function clockReading(
  minutes: number,
  start: number,
  day?: (i: number, minuteOfDay: number) => string,
): ChartReading {
  const r = reading({ symbol: 'BTCUSDT', timeframe: null }, false);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    ...r,
    candles: r.candles.map((c, i) => {
      const m = (start + i * minutes) % 1440;
      const hm = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      const date = day?.(i, m);
      return { ...c, time: date ? `${date}T${hm}` : hm };
    }),
  };
}

const DATE = /\b(19|20)\d{2}\b|\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

describe('times of day without a date', () => {
  it('names candles by the times the axis showed, and says no date was read', () => {
    // 80 five-minute candles from 22:35 to 05:10 the next morning
    const chart = clockReading(5, 22 * 60 + 35);
    const text = analyzeReading(chart, 'general').text;
    expect(text).toContain(
      '_BTCUSDT, 5m: 80 candles from 22:35 to 05:10 the next day (times of day as the chart shows them; no date was read)._',
    );
    expect(text).not.toContain('no dates were read');
    expect(text).toMatch(/Last close [\d.,]+ at 05:10/);
    expect(text).not.toMatch(/\d+ bars? ago/);
    expect(text).not.toMatch(DATE);
    expect(text).not.toMatch(/(?<!-)\bbar \d+\b/);
    const trend = analyzeReading(chart, 'trend').text;
    expect(trend).toContain('Timeframe: 5m (from the times of the candles)');
    expect(trend).not.toMatch(DATE);
    // the times say the chart is intraday: its ranges come from the intraday crypto table
    expect(analyzeReading(chart, 'prediction').text).toContain(
      'on intraday crypto, fitted on earlier periods',
    );
  });

  it('adds the bars ago when the times repeat over more than a day', () => {
    // 80 hourly candles: 16:00 appears on several days, so the time alone does not say which
    const text = analyzeReading(clockReading(60, 16 * 60), 'key-levels').text;
    expect(text).toContain('from 16:00 to 23:00, more than a day apart');
    expect(text).toMatch(/Last close [\d.,]+ at 23:00 \(the last bar\)/);
    expect(text).not.toMatch(DATE);
  });

  it('gives the day and month when a label showed them, and never a year', () => {
    // a "Nov 25" label between the times: the reader writes --11-24T22:35 ... --11-25T05:10
    const text = analyzeReading(
      clockReading(5, 22 * 60 + 35, (i) => (i < 17 ? '--11-24' : '--11-25')),
      'key-levels',
    ).text;
    expect(text).toContain('from 24 Nov 22:35 to 25 Nov 05:10 (no year was read)');
    expect(text).toMatch(/Last close [\d.,]+ on 25 Nov 05:10/);
    expect(text).not.toMatch(/\b(19|20)\d{2}\b/);
  });

  it('says the day only from the label on: times before the first day label stay times', () => {
    // the reader gives 22:35 ... 23:55 before a "Nov 25" label at midnight, then --11-25T00:00 ...
    const chart = clockReading(5, 22 * 60 + 35, (i) => (i < 17 ? '' : '--11-25'));
    const text = analyzeReading(chart, 'key-levels').text;
    expect(text).toContain('from 22:35 to 25 Nov 05:10 (times of day as the chart shows them');
    expect(text).not.toContain('the next day');
    expect(text).not.toMatch(/\b(19|20)\d{2}\b/);
  });

  it('keeps only what a label said: a day of the month without its month', () => {
    expect(clockOfReading('---25T22:35')).toEqual({ day: 25, hour: 22, minute: 35 });
    const text = analyzeReading(
      clockReading(5, 22 * 60 + 35, (i) => (i < 17 ? '---24' : '---25')),
      'key-levels',
    ).text;
    expect(text).toContain('from 22:35 on the 24th to 05:10 on the 25th');
    expect(text).not.toMatch(DATE);
  });

  it('drops what is not a time, and then counts in bars as before', () => {
    expect(clockOfReading('25:70')).toBeNull();
    expect(clockOfReading('--13-01T10:00')).toBeNull();
    expect(clockOfReading('Nov')).toBeNull();
    const r = clockReading(5, 600);
    const bad = {
      ...r,
      candles: r.candles.map((c, i) => ({ ...c, time: i === 3 ? 'x' : c.time })),
    };
    const text = analyzeReading(bad, 'key-levels').text;
    expect(text).toContain('no dates were read');
    expect(text).toContain('on the last bar');
  });

  it("reads a stock's sessions off its times of day: the ranges count the overnight close only when the next bars cross it", () => {
    // 15-minute candles, 09:30 to 15:45 each day, as a stock chart's axis shows them
    const pad = (n: number) => String(n).padStart(2, '0');
    const r = reading({ symbol: 'SPY', timeframe: '15m' }, false);
    const stock = (count: number): ChartReading => ({
      ...r,
      candles: r.candles.slice(0, count).map((c, i) => {
        const m = 570 + 15 * (i % 26);
        return { ...c, time: `${pad(Math.floor(m / 60))}:${pad(m % 60)}` };
      }),
    });
    // the last bar at 09:45 (10 bars stay inside the session); at 13:45 (they cross the close)
    expect(analyzeReading(stock(80), 'prediction').text).toContain(
      'the next 10 bars stay inside the current session',
    );
    expect(analyzeReading(stock(70), 'prediction').text).toContain(
      'the next 10 bars open one new session',
    );
  });
});

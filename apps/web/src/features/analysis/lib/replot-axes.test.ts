import { describe, expect, it } from 'vitest';
import type { StoredReading } from '@candlelens/contracts';
import { candleTimeline, parseCandleTime } from './candle-timeline.ts';
import { replotAxes } from './replot-axes.ts';

type Candle = StoredReading['candles'][number];
const TICK = { year: 0, month: 1, day: 2, time: 3 } as const;

function reading(times: (string | null)[], over: Partial<StoredReading> = {}) {
  return {
    candles: times.map((time, i): Candle => {
      const open = 53_000 + 40 * Math.sin(i);
      return { x: 10 + 5 * i, open, high: open + 60, low: open - 60, close: open + 10, time };
    }),
    priceAxis: {
      side: 'right' as const,
      scale: 'linear' as const,
      fit: { slope: -10, intercept: 54_000 },
      labels: [
        { y: 0, value: 54_000 },
        { y: 50, value: 53_500 },
        { y: 100, value: 53_000 },
      ],
      decimals: 0,
    },
    relativePrices: false,
    ...over,
  };
}

/** Times every `minutes` from a start, written by `write`. */
function series(n: number, startUtc: number, minutes: number, write: (d: Date) => string) {
  return Array.from({ length: n }, (_, i) => write(new Date(startUtc + i * minutes * 60_000)));
}
const pad = (v: number) => String(v).padStart(2, '0');
const hhmm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

describe("the redrawn chart's price axis", () => {
  it('writes a chart at 53,000 as 53,000, not 53,000.000 or 53,000,000', () => {
    const axes = replotAxes(reading([null, null]));
    expect(axes.price(53_000)).toBe('53,000');
    expect(axes.price(53_412.6)).toBe('53,413');
  });

  it("keeps the chart's decimals where it has them", () => {
    const r = reading([null, null]);
    const euro = replotAxes({ ...r, priceAxis: { ...r.priceAxis!, decimals: 4 } });
    expect(euro.price(1.08504)).toBe('1.0850');
  });

  it('writes an analysis stored with a separator taken for decimals as the axis did', () => {
    const r = reading([null, null]);
    const stored = replotAxes({ ...r, priceAxis: { ...r.priceAxis!, decimals: 3 } });
    expect(stored.price(53_000)).toBe('53,000');
  });
});

describe("the redrawn chart's time axis", () => {
  it('reads every form of time the reader writes', () => {
    expect(parseCandleTime('2024-11-09')).toEqual({ year: 2024, month: 11, day: 9, minutes: null });
    expect(parseCandleTime('2011-09-09T17:45')).toMatchObject({ year: 2011, minutes: 1065 });
    expect(parseCandleTime('--06-30T17:35')).toEqual({
      year: null,
      month: 6,
      day: 30,
      minutes: 1055,
    });
    expect(parseCandleTime('---25T23:50')).toMatchObject({ month: null, day: 25, minutes: 1430 });
    expect(parseCandleTime('19:00')).toMatchObject({ day: null, minutes: 1140 });
    expect(parseCandleTime('yesterday')).toBeNull();
  });

  it('labels a 15-minute chart that showed the day of the month, not with bar numbers', () => {
    // As the reader reads a TradingView 15m chart: '---25T20:00' ... past midnight '---26T00:15'.
    const times = series(40, Date.UTC(2000, 0, 25, 20), 15, (d) => {
      return `---${pad(d.getUTCDate())}T${hhmm(d)}`;
    });
    const axes = replotAxes(reading(times));
    const t = (i: number) => axes.time(i);
    expect(axes.tick(t(2), TICK.time)).toBe('20:30');
    expect(axes.tick(t(16), TICK.day)).toBe('26');
    expect(axes.tooltip(t(16))).toBe('day 26, 00:00');
    for (let i = 0; i < 40; i++) expect(axes.tick(t(i), TICK.time)).toMatch(/^\d\d:\d\d$/);
    // And the forecast's bars are counted on from the last candle.
    expect(axes.tick(t(44), TICK.time)).toBe('+5');
    expect(axes.tooltip(t(44))).toBe('5 bars after the last (forecast)');
  });

  it('dates the times of day before and after the first candle the axis gave a day', () => {
    // The reader writes a time alone where it could not count the day on safely.
    const times = ['22:30', '23:00', '23:30', '---26T00:00', '---26T00:30', '01:00'];
    const axes = replotAxes(reading(times));
    expect(axes.tick(axes.time(0), TICK.day)).toBe('25');
    expect(axes.tick(axes.time(3), TICK.day)).toBe('26');
    expect(axes.tooltip(axes.time(5))).toBe('day 26, 01:00');
    expect(axes.tooltip(axes.time(1))).toBe('day 25, 23:00');
  });

  it('labels a chart that showed times of day alone, across midnight', () => {
    const times = series(12, Date.UTC(2000, 0, 1, 22), 30, hhmm);
    const line = candleTimeline(reading(times));
    expect(line).not.toBeNull();
    expect(line!.step).toBe(1800);
    const axes = replotAxes(reading(times));
    expect(axes.tick(axes.time(5), TICK.time)).toBe('00:30');
    expect(axes.tooltip(axes.time(11))).toBe('03:30');
  });

  it('labels a daily chart with its dates and a month chart with months', () => {
    const days = series(30, Date.UTC(2024, 9, 10), 1440, (d) => d.toISOString().slice(0, 10));
    const daily = replotAxes(reading(days));
    expect(daily.tick(daily.time(0), TICK.day)).toBe('Oct 10');
    expect(daily.tick(daily.time(22), TICK.month)).toBe('Nov');
    expect(daily.tooltip(daily.time(0))).toBe('Oct 10, 2024');
  });

  it('labels month and day where the axis showed no year', () => {
    const times = series(30, Date.UTC(2000, 5, 30, 15), 5, (d) => {
      return `--${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${hhmm(d)}`;
    });
    const axes = replotAxes(reading(times));
    expect(axes.tick(axes.time(0), TICK.day)).toBe('Jun 30');
    expect(axes.tooltip(axes.time(1))).toBe('Jun 30, 15:05');
  });

  it('fills a candle the reader could not time from its neighbours', () => {
    const times: (string | null)[] = series(6, Date.UTC(2024, 0, 2, 9), 60, (d) =>
      d.toISOString().slice(0, 16),
    );
    times[3] = null;
    const axes = replotAxes(reading(times));
    expect(axes.tick(axes.time(3), TICK.time)).toBe('12:00');
  });

  it('counts back from the last candle where no time was read', () => {
    const axes = replotAxes(reading([null, null, null, null]));
    expect([0, 1, 2, 3].map((i) => axes.tick(axes.time(i), TICK.day))).toEqual([
      '-3',
      '-2',
      '-1',
      'last',
    ]);
    expect(axes.tooltip(axes.time(0))).toBe('3 bars before the last');
    expect(axes.tick(axes.time(5), TICK.day)).toBe('+2');
  });

  it('counts bars rather than show times that run backwards', () => {
    const axes = replotAxes(reading(['2024-01-02T10:00', '2024-01-02T09:00', '2024-01-02T11:00']));
    expect(axes.tick(axes.time(2), TICK.time)).toBe('last');
  });
});

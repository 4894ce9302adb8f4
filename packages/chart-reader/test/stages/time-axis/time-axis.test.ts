import { describe, expect, it } from 'vitest';
import { candleTimes } from '../../../src/stages/time-axis/candle-times.ts';
import { parseTimeLabel } from '../../../src/stages/time-axis/parse-time-label.ts';
import { withStatedTimeframe } from '../../../src/read-times.ts';

describe('time-axis labels', () => {
  it.each([
    ['07:50', { hour: 7, minute: 50 }],
    ['2020-01-06', { year: 2020, month: 1, day: 6 }],
    ['2016/07/29', { year: 2016, month: 7, day: 29 }],
    ['23 Oct 2019', { year: 2019, month: 10, day: 23 }],
    ['16 Jan 05:45', { month: 1, day: 16, hour: 5, minute: 45 }],
    ["14 Dec '22", { year: 2022, month: 12, day: 14 }],
    ['Nov', { month: 11 }],
    ['2023', { year: 2023 }],
    ['28', { day: 28 }],
    ['9 Sep 2011', { year: 2011, month: 9, day: 9 }],
    ['9Sep14:35', { month: 9, day: 9, hour: 14, minute: 35 }],
    ['9 Sep14:15', { month: 9, day: 9, hour: 14, minute: 15 }],
  ])('reads %s', (text, parts) => {
    expect(parseTimeLabel(text)).toEqual(parts);
  });

  it.each(['1.0975', 'Volume', '61,827.41', '99:99', '45'])('is not a time: %s', (text) => {
    expect(parseTimeLabel(text)).toBeNull();
  });
});

describe('candle times from the labels', () => {
  const xs = Array.from({ length: 30 }, (_, i) => 20 + i * 10);

  it('counts minutes between time-of-day labels and names the timeframe', () => {
    const r = candleTimes(xs, [
      { x: 70, parts: { hour: 7, minute: 50 } },
      { x: 170, parts: { hour: 8, minute: 0 } },
      { x: 270, parts: { hour: 8, minute: 10 } },
    ]);
    expect(r.timeframe).toBe('1m');
    expect(r.times[5]).toBe('07:50');
    expect(r.times[29]).toBe('08:14');
    expect(r.times[0]).toBe('07:45');
  });

  it('gives dates on a daily chart of trading days (weekends skipped)', () => {
    // 23 Oct 2019 is a Wednesday; five trading days later is Wednesday 30 Oct
    const r = candleTimes(xs, [
      { x: 40, parts: { year: 2019, month: 10, day: 23 } },
      { x: 90, parts: { year: 2019, month: 10, day: 30 } },
      { x: 140, parts: { year: 2019, month: 11, day: 6 } },
    ]);
    expect(r.timeframe).toBe('1D');
    expect(r.times[2]).toBe('2019-10-23');
    expect(r.times[5]).toBe('2019-10-28');
    expect(r.times[7]).toBe('2019-10-30');
  });

  it('takes the month for day-of-month labels from their neighbours', () => {
    const r = candleTimes(xs, [
      { x: 20, parts: { day: 28 } },
      { x: 50, parts: { year: 2022, month: 12 } },
      { x: 100, parts: { day: 6 } },
    ]);
    expect(r.timeframe).toBe('1D');
    expect(r.times[0]).toBe('2022-11-28');
    expect(r.times[8]).toBe('2022-12-06');
  });

  it('says nothing without two readable labels', () => {
    const r = candleTimes(xs, [{ x: 70, parts: { hour: 7, minute: 50 } }]);
    expect(r.timeframe).toBeNull();
    expect(r.times.every((t) => t === null)).toBe(true);
  });

  it('counts slots along the pitch, so a candle the reader missed shifts nothing', () => {
    const missing = xs.filter((_, i) => i !== 12);
    const r = candleTimes(missing, [
      { x: 70, parts: { hour: 7, minute: 50 } },
      { x: 170, parts: { hour: 8, minute: 0 } },
    ]);
    expect(r.timeframe).toBe('1m');
    expect(r.times[r.times.length - 1]).toBe('08:14');
  });

  it('takes a date shown on an intraday axis as the date, not as the candle of midnight', () => {
    // MetaTrader writes the date alone at the first candle of the screen
    const r = candleTimes(xs, [
      { x: 20, parts: { year: 2019, month: 1, day: 16 } },
      { x: 100, parts: { month: 1, day: 16, hour: 5, minute: 45 } },
      { x: 180, parts: { month: 1, day: 16, hour: 5, minute: 53 } },
    ]);
    expect(r.timeframe).toBe('1m');
    expect(r.times[0]).toBe('2019-01-16T05:37');
    expect(r.times[29]).toBe('2019-01-16T06:06');
  });

  it('reads days around a turn of the year shown by the year alone', () => {
    // lightweight-charts: 28, 2023, 4 (weekdays; 30 Dec 2022 is a Friday)
    const r = candleTimes(xs, [
      { x: 20, parts: { day: 28 } },
      { x: 50, parts: { year: 2023 } },
      { x: 70, parts: { day: 4 } },
      { x: 120, parts: { day: 11 } },
    ]);
    expect(r.timeframe).toBe('1D');
    expect(r.times[0]).toBe('2022-12-28');
    expect(r.times[5]).toBe('2023-01-04');
  });

  it('names the timeframe from month labels without a year, but gives no dates', () => {
    const r = candleTimes(
      Array.from({ length: 90 }, (_, i) => 10 + i * 5),
      [
        { x: 10, parts: { month: 7 } },
        { x: 10 + 22 * 5, parts: { month: 8 } },
        { x: 10 + 43 * 5, parts: { month: 9 } },
        { x: 10 + 64 * 5, parts: { month: 10 } },
      ],
    );
    expect(r.timeframe).toBe('1D');
    expect(r.times.every((t) => t === null)).toBe(true);
  });

  it('dates months without a year by the day the header says the screenshot was taken', () => {
    // TradingView daily: Jul, Aug, Sep, Oct at each month's first trading day of 2025; the
    // screenshot is of 27 Oct 2025; the last candle is the 19th trading day of October
    const xs90 = Array.from({ length: 84 }, (_, i) => 10 + i * 9);
    const labels = [
      { x: 10 + 0 * 9, parts: { month: 7 } },
      { x: 10 + 22 * 9, parts: { month: 8 } },
      { x: 10 + 43 * 9, parts: { month: 9 } },
      { x: 10 + 65 * 9, parts: { month: 10 } },
    ];
    const r = candleTimes(xs90, labels, { year: 2025, month: 10, day: 27 });
    expect(r.timeframe).toBe('1D');
    expect(r.times[65]).toBe('2025-10-01');
    expect(r.times[83]).toBe('2025-10-27');
    // a screenshot taken in January: the months were last year's
    expect(candleTimes(xs90, labels, { year: 2026, month: 1, day: 5 }).times[83]).toBe(
      '2025-10-27',
    );
  });
});

describe('candle times from an intraday axis that shows the day but no year', () => {
  // 30 five-minute candles 10 px apart: 23:30 ... 01:55, with the day label at midnight
  const xs = Array.from({ length: 30 }, (_, i) => 20 + i * 10);

  it('keeps the day and month of a "Nov 25" label, and makes up no year', () => {
    const r = candleTimes(xs, [
      { x: 20, parts: { hour: 23, minute: 30 } },
      { x: 80, parts: { month: 11, day: 25 } },
      { x: 140, parts: { hour: 0, minute: 30 } },
      { x: 200, parts: { hour: 1, minute: 0 } },
    ]);
    expect(r.timeframe).toBe('5m');
    expect(r.times[0]).toBe('23:30');
    expect(r.times[12]).toBe('--11-25T00:30');
    expect(r.times[29]).toBe('--11-25T01:55');
  });

  it('keeps a day of the month shown alone between times', () => {
    const r = candleTimes(xs, [
      { x: 20, parts: { hour: 23, minute: 30 } },
      { x: 80, parts: { day: 25 } },
      { x: 140, parts: { hour: 0, minute: 30 } },
      { x: 200, parts: { hour: 1, minute: 0 } },
    ]);
    expect(r.times[0]).toBe('23:30');
    expect(r.times[12]).toBe('---25T00:30');
    expect(r.times[29]).toBe('---25T01:55');
  });

  it('gives the time alone where counting on would pass the 28th without a label', () => {
    const r = candleTimes(xs, [
      { x: 20, parts: { month: 2, day: 28, hour: 23, minute: 30 } },
      { x: 70, parts: { month: 2, day: 28, hour: 23, minute: 55 } },
    ]);
    expect(r.times[0]).toBe('--02-28T23:30');
    expect(r.times[5]).toBe('--02-28T23:55');
    // past midnight: 29 February or 1 March, depending on the year nobody read
    expect(r.times[6]).toBe('00:00');
  });
});

describe('candle times and the timeframe the legend states', () => {
  const axis = {
    times: ['23:30', '23:40', '23:50'],
    timeframe: '10m',
    labels: [],
    anchors: [],
    crops: 0,
  };

  it('drops times whose spacing contradicts the stated timeframe, keeps those that agree', () => {
    // a 15-minute chart whose labels were matched to candles 10 minutes apart: wrong times
    expect(withStatedTimeframe(axis, '15m').times).toEqual([null, null, null]);
    expect(withStatedTimeframe(axis, '10m').times).toEqual(axis.times);
    // no legend, or an axis that suggests no timeframe: nothing to contradict
    expect(withStatedTimeframe(axis, null).times).toEqual(axis.times);
    expect(withStatedTimeframe({ ...axis, timeframe: null }, '15m').times).toEqual(axis.times);
  });
});

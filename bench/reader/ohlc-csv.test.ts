import { describe, expect, it } from 'vitest';
import { parseOhlcCsv, parseTime } from './ohlc-csv.ts';

describe('parseOhlcCsv', () => {
  it('skips a source note, reads CRLF rows and returns them oldest first', () => {
    const text =
      'Created on 10-17-2019,https://example.com\r\n' +
      'date,symbol,open,high,low,close,volume_btc,volume\r\n' +
      '2019-10-17,BTCUSD,7993.54,8070,7937.01,8034.32,1570.08,12537245.82\r\n' +
      '2019-10-16,BTCUSD,8000,8100,7900,7993.54,10,20\r\n';
    const bars = parseOhlcCsv(text);
    expect(bars.map((b) => b.close)).toEqual([7993.54, 8034.32]);
    expect(bars[1]).toMatchObject({ open: 7993.54, high: 8070, low: 7937.01, volume: 1570.08 });
    expect(bars[0]?.time).toBe(Date.UTC(2019, 9, 16) / 1000);
  });

  it('reads header-less semicolon rows with compact date-times', () => {
    const bars = parseOhlcCsv(
      '20110301 090100;133.9;134.01;133.9;133.98;3778\n20110301 090300;134;134;134;134;400\n',
    );
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({
      time: Date.UTC(2011, 2, 1, 9, 1) / 1000,
      high: 134.01,
      volume: 3778,
    });
    expect(bars[1]?.high).toBe(bars[1]?.low);
  });

  it('ignores blank lines, broken rows and impossible bars, and drops duplicate times', () => {
    const text = [
      'Date,Open,High,Low,Close,Volume,Adj Close',
      '2011-01-04,10,12,9,11,100,11',
      '2011-01-03,10,9,8,9.5,100,9.5', // high below open: impossible
      '2011-01-05,abc,12,9,11,100,11',
      '2011-01-04,10,13,9,12,100,12', // duplicate date
      '',
      '2011-01-06,11,11.5,10.5,11.2,50,11.2',
      '',
    ].join('\n');
    const bars = parseOhlcCsv(text);
    expect(bars.map((b) => b.close)).toEqual([11, 11.2]);
  });
});

describe('parseTime', () => {
  it('understands the layouts found in sample data', () => {
    expect(parseTime('2019-07-04 01:00')).toBe(Date.UTC(2019, 6, 4, 1) / 1000);
    expect(parseTime('20110331 235900')).toBe(Date.UTC(2011, 2, 31, 23, 59) / 1000);
    expect(parseTime('10-17-2019')).toBe(Date.UTC(2019, 9, 17) / 1000);
    expect(parseTime('Date')).toBeNull();
  });
});

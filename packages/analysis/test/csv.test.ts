import { describe, expect, it } from 'vitest';
import { csvTime, parseOhlcCsv, readOhlcCsv } from '../src/csv.ts';

describe('parseOhlcCsv', () => {
  it('sorts newest-first rows oldest first and skips a source note before the header', () => {
    const text =
      'Created on 10-17-2019,https://example.com\r\ndate,symbol,open,high,low,close,volume_btc,volume\r\n2019-10-17,BTCUSD,8,9,7,8.5,1,2\r\n2019-10-16,BTCUSD,7,8,6,7.5,1,2\r\n';
    const candles = parseOhlcCsv(text);
    expect(candles.map((c) => c.close)).toEqual([7.5, 8.5]);
    expect(candles[0]?.time).toBe(Date.UTC(2019, 9, 16));
  });

  it('reads the header-less semicolon layout with yyyyMMdd HHmmss times', () => {
    const text =
      '20110301 090100;133.9;134.01;133.9;133.98;3778\n20110301 090200;133.98;134;133.9;133.95;100\n';
    const candles = parseOhlcCsv(text);
    expect(candles).toHaveLength(2);
    expect(candles[1]).toMatchObject({
      open: 133.98,
      high: 134,
      low: 133.9,
      close: 133.95,
      volume: 100,
      time: Date.UTC(2011, 2, 1, 9, 2),
    });
  });

  it('drops duplicated timestamps, keeps the first, and puts out-of-order rows in place', () => {
    const text =
      'Date,Open,High,Low,Close\n2017-11-12 03:00,3,4,2,3\n2017-11-12 01:00,1,2,0.5,1\n2017-11-12 03:00,9,9,9,9\n2017-11-12 02:00,2,3,1,2\n';
    expect(parseOhlcCsv(text).map((c) => c.close)).toEqual([1, 2, 3]);
  });

  it('rejects rows with missing or non-positive prices and ignores blank lines', () => {
    const text =
      'Date,Open,High,Low,Close\n2020-01-01,1,2,0.5,1\n2020-01-02,,2,1,1\n2020-01-03,1,2,0,1\n\n';
    expect(parseOhlcCsv(text)).toHaveLength(1);
  });
});

describe('readOhlcCsv', () => {
  it('skips impossible bars and repeated times, and counts both', () => {
    const text = [
      'Date,Open,High,Low,Close,Volume,Adj Close',
      '2011-01-04,10,12,9,11,100,11',
      '2011-01-03,10,9,8,9.5,100,9.5',
      '2011-01-05,abc,12,9,11,100,11',
      '2011-01-04,10,13,9,12,100,12',
      '2011-01-06,11,11.5,10.5,11.2,50,11.2',
    ].join('\n');
    const r = readOhlcCsv(text);
    expect(r.candles.map((c) => c.close)).toEqual([11, 11.2]);
    expect(r.skipped).toBe(2);
    expect(r.duplicates).toBe(1);
  });

  it('reads Unix seconds, quoted headers and keeps the wall-clock time of an ISO offset', () => {
    const unix = parseOhlcCsv('"time","open","high","low","close"\n1700000000,1,2,0.5,1.5\n');
    expect(unix[0]?.time).toBe(1_700_000_000_000);
    expect(csvTime('2025-01-21T09:30:00-05:00')).toBe(Date.UTC(2025, 0, 21, 9, 30));
    expect(csvTime('10-17-2019')).toBe(Date.UTC(2019, 9, 17));
    expect(csvTime('Date')).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candlesCsv, READER_VERSION } from '../src/index.ts';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const candles = [
  { time: '2025-10-24', open: 676.5829, high: 678.4806, low: 675.7697, close: 677.2607 },
  { time: '2025-10-27', open: 682.818, high: 683.6313, low: 682.2758, close: 682.9536 },
];
const base = {
  candles,
  source: 'spy.png',
  symbol: 'SPY',
  timeframe: '1D',
  readerVersion: READER_VERSION,
  decimals: 2,
  relativePrices: false,
};

describe('candles as CSV', () => {
  it('names the image, symbol, timeframe and reader, then one row per candle in the chart decimals', () => {
    expect(candlesCsv(base)).toBe(
      [
        `# source: spy.png; symbol: SPY; timeframe: 1D; reader: chart-reader ${pkg.version}`,
        'time,open,high,low,close',
        '2025-10-24,676.58,678.48,675.77,677.26',
        '2025-10-27,682.82,683.63,682.28,682.95',
        '',
      ].join('\n'),
    );
  });

  it('leaves a time empty where none was read and adds volume only where some was read', () => {
    const csv = candlesCsv({
      ...base,
      decimals: 5,
      candles: [
        { time: null, open: 1.085, high: 1.0861, low: 1.08491, close: 1.086, volume: null },
        { time: null, open: 1.086, high: 1.087, low: 1.0855, close: 1.0862, volume: 1250 },
      ],
    });
    expect(csv.split('\n').slice(1, 4)).toEqual([
      'time,open,high,low,close,volume',
      ',1.08500,1.08610,1.08491,1.08600,',
      ',1.08600,1.08700,1.08550,1.08620,1250',
    ]);
  });

  it('says what was not shown or recorded, and that prices are relative without an axis', () => {
    const first = candlesCsv({
      ...base,
      symbol: null,
      timeframe: null,
      readerVersion: null,
      relativePrices: true,
    }).split('\n')[0];
    expect(first).toBe(
      '# source: spy.png; symbol: not shown; timeframe: not shown; reader: not recorded; prices: percent of the chart height (the price axis could not be read)',
    );
  });

  it('keeps the header one spreadsheet cell: no comma, semicolon or line break from a file name', () => {
    const csv = candlesCsv({ ...base, source: 'a,b;c\n=HYPERLINK("x").png', symbol: 'X\r\nY' });
    const [first, second] = csv.split('\n');
    expect(first).toBe(
      "# source: a b c =HYPERLINK('x').png; symbol: X Y; timeframe: 1D; reader: " + READER_VERSION,
    );
    expect(first!.includes(',')).toBe(false);
    expect(second).toBe('time,open,high,low,close');
  });

  it('writes four significant digits where the axis gave no decimals', () => {
    const csv = candlesCsv({
      ...base,
      decimals: null,
      candles: [{ time: null, open: 0.000123456, high: 0.00013, low: 0.00012, close: 0.000125 }],
    });
    expect(csv.split('\n')[2]).toBe(',0.00012346,0.00013000,0.00012000,0.00012500');
  });
});

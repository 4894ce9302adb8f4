import { describe, expect, it } from 'vitest';
import {
  headerDate,
  instrumentName,
  legendLines,
  parseLegend,
  parseTimeframe,
} from '../../../src/stages/time-axis/index.ts';
import { fullerSymbol } from '../../../src/stages/time-axis/read-legend.ts';
import { blank, rect, text, type Color } from '../../raster.ts';

describe('legend: symbol and timeframe', () => {
  it.each([
    ['EURUSD,M5 1.38492 1.38505 1.38444 1.38460', 'EURUSD', '5m'],
    ['GBPUSD.M1 1.28564 1.28569', 'GBPUSD', '1m'], // OCR read the comma as a point
    ['EURUSD,Daily', 'EURUSD', '1D'],
    ['BTCUSDT · 1h · Binance', 'BTCUSDT', '1h'],
    ['AAPL 1D', 'AAPL', '1D'],
    ['BINANCE:BTCUSDT, 240', 'BINANCE:BTCUSDT', null],
    ['Bitcoin / TetherUS · 15 · BINANCE', null, '15m'],
    ['Bitcoin Perpetual Futures, 15, FTX O38459 H38462 L38051 C38085', null, '15m'],
    ['BTCUSD, 1,234, 567 Vol 12,120,000', 'BTCUSD', null],
    ['high_frog_binance_v226 | 5m BTC/UsDT', 'BTC/USDT', '5m'],
    ['SPY1D O234.42 C243.15', 'SPY', '1D'],
    ['XAUUSD, H4', 'XAUUSD', '4h'],
    ['ES1! 1 hour', 'ES1!', '1h'],
    ['BRK.B Weekly', 'BRK.B', '1W'],
  ])('%s', (line, symbol, timeframe) => {
    expect(parseLegend(line)).toEqual({ symbol, timeframe });
  });

  it('names no symbol in a company name or a price legend', () => {
    expect(parseLegend('SPDR S&P 500 ETF Trust · 1D · NYSE Arca O682.73 H683.61')).toEqual({
      symbol: null,
      timeframe: '1D',
    });
    expect(parseLegend('O 187.08 | H 187.16 | L 187.00 | C 187.14').symbol).toBeNull();
    expect(parseLegend('created with TradingView.com, Oct 27, 2025 10:18 UTC-5').symbol).toBeNull();
    expect(parseLegend('Vol:7.61 MA5:149.97 MA10:183.95').symbol).toBeNull();
    expect(parseLegend('MA21:0 MA50:0').symbol).toBeNull();
    expect(parseLegend('EMA9 1.0850').symbol).toBeNull();
    // `| H 187.16` read by OCR as `1H 187.16` is a price field, not an hourly chart
    expect(parseLegend('0 187.08 1H 187.161').timeframe).toBeNull();
  });

  it.each([
    ['NebraskanGooner created with TradingView.com, Oct 27, 2025 10:18 UTC-5', [2025, 10, 27]],
    ['snapshot 27 Oct 2025', [2025, 10, 27]],
    ['2024-05-04 03:40:00', [2024, 5, 4]],
  ])('reads the date of a header: %s', (line, [year, month, day]) => {
    expect(headerDate(line)).toEqual({ year, month, day });
  });

  it('finds no date in a legend of prices', () => {
    expect(headerDate('GBPUSD,M1 1.28564 1.28569 1.28552 1.28554')).toBeNull();
  });

  it('takes no timeframe from a toolbar of timeframe buttons', () => {
    expect(parseLegend('AAPL 1min 5min 30min D W')).toEqual({ symbol: 'AAPL', timeframe: null });
    // the buttons run together where OCR lost the spaces
    expect(parseLegend('AAPL1m5m15m1H4H')).toEqual({ symbol: 'AAPL', timeframe: null });
  });

  it("reads a symbol whose timeframe's dot was read as a dash", () => {
    expect(parseLegend('SHIBUSDT-15m - Binance 00.00370')).toEqual({
      symbol: 'SHIBUSDT',
      timeframe: '15m',
    });
    expect(parseLegend('BTC-USD 1D').symbol).toBe('BTC-USD');
    expect(parseLegend('BTCUSDT-4H, Binance')).toEqual({ symbol: 'BTCUSDT', timeframe: '4h' });
  });

  it('names no symbol in a blurred line read as one letter over and over', () => {
    expect(parseLegend('LUUDUUUU, 1h').symbol).toBeNull();
    expect(parseLegend('CUUUUUUUL').symbol).toBeNull();
    expect(parseLegend('AAPL 1D').symbol).toBe('AAPL');
    expect(parseLegend('EURUSD,M5').symbol).toBe('EURUSD');
    // a short ticker may repeat a letter: Energy Fuels
    expect(parseLegend('UUUU 1D').symbol).toBe('UUUU');
  });

  it('takes a later line naming the whole of a symbol the first line names in part', () => {
    expect(fullerSymbol('IBUSDT', 'SHIBUSDT')).toBe('SHIBUSDT');
    expect(fullerSymbol('AAP', 'AAPL')).toBe('AAPL');
    expect(fullerSymbol('SPY', 'BTCUSD')).toBe('SPY');
    expect(fullerSymbol('USD', 'BTCUSDT')).toBe('USD');
    expect(fullerSymbol(null, 'EURUSD')).toBe('EURUSD');
    expect(fullerSymbol('EURUSD', null)).toBe('EURUSD');
  });

  it.each([
    ['M1', '1m'],
    ['M15', '15m'],
    ['H1', '1h'],
    ['H4', '4h'],
    ['D1', '1D'],
    ['W1', '1W'],
    ['MN', '1M'],
    ['1m', '1m'],
    ['60m', '1h'],
    ['4h', '4h'],
    ['1D', '1D'],
    ['1W', '1W'],
    ['1M', '1M'],
    ['Daily', '1D'],
    ['M7', null],
    ['1.0850', null],
  ])('timeframe %s', (token, tf) => {
    expect(parseTimeframe(token)).toBe(tf);
  });

  it('reads a number and its unit as two words', () => {
    expect(parseTimeframe('1', 'hour')).toBe('1h');
    expect(parseTimeframe('15', 'minutes')).toBe('15m');
  });
});

describe("legend: the instrument's name", () => {
  it.each([
    // the legend as OCR read it on a real TradingView screenshot (cut before ' · 1D')
    ['SPDR S&:P 500 ETF Trust', 'SPDR S&P 500 ETF Trust'],
    ['SPDR S&P 500 ETF Trust · 1D · NYSE Arca O682.73 H683.61', 'SPDR S&P 500 ETF Trust'],
    ['Bitcoin / TetherUS · 15 · BINANCE', 'Bitcoin / TetherUS'],
    ['Bitcoin / TetherUS, 1h, BINANCE', 'Bitcoin / TetherUS'],
    ['Bitcoin Perpetual Futures, 15, FTX (', 'Bitcoin Perpetual Futures'],
    ['Apple Inc · 1D · NASDAQ', 'Apple Inc'],
  ])('%s', (line, name) => {
    expect(instrumentName(line)).toBe(name);
  });

  it.each([
    'NebraskanGooner created with Tra',
    'feyahe9238 published on Trading',
    'EURUSD,M5 1.38492 1.38505 1.38444 1.38460',
    'GBPUSD,Daily',
    'BTCUSDT · 1h · Binance',
    'AAPL 1min 5min 30min D W',
    'O 187.08 | H 187.16 | L 187.00 | C 187.14',
    'Vol:7.61 MA5:149.97 MA10:183.95',
    'Relative Strength Index, 14',
    'Mean reversion study (200, 14, 14, 3',
    'Auto Fib Retracement (3, 10, Val',
    'Position Sizer (v1.05)',
    'SPY from 08-16-2017 to 10-23',
    'high_frog_binance_v226 | 5m BTC/UsDT',
  ])('names no instrument in %s', (line) => {
    expect(instrumentName(line)).toBeNull();
  });
});

describe('legend lines', () => {
  const BG: Color = [255, 255, 255];
  const INK: Color = [30, 30, 30];
  const plot = { left: 0, top: 30, right: 500, bottom: 280 };

  it('finds the top-left lines of the pane, top first, a header on its own colour too', () => {
    const img = blank(560, 300, BG);
    rect(img, 0, 0, 560, 24, [42, 46, 57]); // a header bar of its own colour
    text(img, '1234', 8, 8, 9, [220, 220, 220]);
    text(img, '5678 9012', 6, 40, 9, INK); // the legend, inside the plot
    text(img, '3456', 400, 60, 9, INK); // far right: not a legend
    const lines = legendLines(img, plot);
    expect(lines.map((l) => [l.x0, l.y0])).toEqual([
      [8, 8],
      [6, 40],
    ]);
    expect(lines[1]!.x1).toBeGreaterThan(60); // both words in one line
  });

  it('starts no line where the band cuts a word: a toolbar running on left of the pane', () => {
    // the pane starts at x 200 (a tool column beside it); the band looked at starts 0.02 of the
    // width to its left, inside the toolbar's first word; the legend inside the pane is whole
    const img = blank(560, 300, BG);
    const pane = { left: 200, top: 30, right: 540, bottom: 280 };
    text(img, '12345678 90', 170, 8, 9, INK);
    text(img, '5678 9012', 206, 40, 9, INK);
    const lines = legendLines(img, pane);
    expect(lines.map((l) => [l.x0, l.y0])).toEqual([[206, 40]]);
  });

  it('starts no line a letter gap right of ink the band cuts off, and does a word gap right', () => {
    // the band starts at x 189 (0.02 of the width left of the pane at 200); a toolbar's word ends
    // just left of it and goes on 4 px right of it (a letter gap wider than `cutPx`)
    const word = text(blank(100, 20, BG), '1234', 0, 0, 9, INK);
    const linesWith = (restAt: number) => {
      const img = blank(560, 300, BG);
      text(img, '1234', 189 - word, 8, 9, INK);
      text(img, '5678 90', restAt, 8, 9, INK);
      text(img, '5678 9012', 206, 40, 9, INK);
      return legendLines(img, { left: 200, top: 30, right: 540, bottom: 280 });
    };
    expect(linesWith(192).map((l) => [l.x0, l.y0])).toEqual([[206, 40]]);
    // a word gap on: the toolbar's next word is whole
    expect(linesWith(199).map((l) => [l.x0, l.y0])).toEqual([
      [199, 8],
      [206, 40],
    ]);
  });

  it('reads at most three lines', () => {
    const img = blank(560, 300, BG);
    for (let k = 0; k < 5; k++) text(img, '1234', 6, 36 + k * 14, 9, INK);
    expect(legendLines(img, plot)).toHaveLength(3);
  });

  it('marks a row of tabs far apart (15m 1H 4H 1D), and reads three lines besides it', () => {
    const img = blank(560, 300, BG);
    for (const x of [6, 90, 170, 250]) text(img, '15', x, 36, 9, INK);
    for (let k = 1; k <= 3; k++) text(img, '1234 5678', 6, 36 + k * 12, 9, INK);
    const lines = legendLines(img, plot);
    expect(lines.map((l) => [l.x0, l.y0, l.tab ?? false])).toEqual([
      [6, 36, true],
      [6, 48, false],
      [6, 60, false],
      [6, 72, false],
    ]);
    // one word alone on its row, or with one more: no tab
    const two = blank(560, 300, BG);
    text(two, '15', 6, 36, 9, INK);
    text(two, '15', 90, 36, 9, INK);
    expect(legendLines(two, plot).map((l) => l.tab ?? false)).toEqual([false]);
  });
});

// Classes of real screenshot that broke the reader (decision 075), read with the pure reader
// from the shared data folder (never copied into the project; the tests skip, saying why, when
// the folder is not on this machine). Counts and prices are checked against the set's truth.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChartFile } from '../src/node/index.ts';

const REAL2 = join(import.meta.dirname, '../../../../shared/data/screenshots/real2');
const have = existsSync(join(REAL2, 'images'));
if (!have)
  console.warn(`skipping the real-screenshot class tests: ${REAL2} is not on this machine`);

interface Truth {
  candlesApprox: [number, number];
  visibleRange: [number, number];
  lastCandle?: { close: number };
}
const truth = (name: string, dir = REAL2): Truth =>
  JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Truth;
const read = (name: string, dir = REAL2) =>
  readChartFile(join(dir, 'images', `${name}.png`), { ocr: false }).then((r) => r.reading);
/** The count within 5% of the truth's range, as the set's scorer counts it. */
const countOk = (n: number, [lo, hi]: [number, number]): boolean =>
  n >= lo * 0.95 && n <= hi * 1.05;

describe.skipIf(!have)(
  'real screenshots: drawings in the empty margin, panes and price lines',
  () => {
    it('reads the price pane, not the RSI pane under it (TradingView snapshot)', async () => {
      const name = 'tv-ftx-btcperp-15m-dark-rsi-breakout';
      const r = await read(name);
      const t = truth(name);
      expect(countOk(r.candles.length, t.candlesApprox)).toBe(true);
      // the price pane's scale: the candles are priced in the tens of thousands, not 0-100
      expect(Math.min(...r.candles.map((c) => c.low))).toBeGreaterThan(t.visibleRange[0] * 0.98);
    }, 60_000);

    it('ends the series at the last candle, not along a dashed order line after it', async () => {
      const name = 'openalgo-nse-reliance-5m-dark-orders';
      const r = await read(name);
      const t = truth(name);
      expect(countOk(r.candles.length, t.candlesApprox)).toBe(true);
      const last = r.candles.at(-1)!;
      const range = t.visibleRange[1] - t.visibleRange[0];
      expect(Math.abs(last.close - t.lastCandle!.close)).toBeLessThan(range * 0.01);
    }, 60_000);

    it('leaves out a position tool’s lines and tags right of the last candle (MetaTrader 5)', async () => {
      const name = 'mt5-eurusd-d1-green-outline-panel';
      const r = await read(name);
      expect(countOk(r.candles.length, truth(name).candlesApprox)).toBe(true);
      expect(r.warnings.some((w) => w.includes('empty margin'))).toBe(true);
    }, 60_000);

    it('keeps the candles below labels hidden by order tags, through the bid line (cTrader)', async () => {
      const name = 'ctrader-eurusd-h1-black-panel';
      const r = await read(name);
      const t = truth(name);
      expect(countOk(r.candles.length, t.candlesApprox)).toBe(true);
      const range = t.visibleRange[1] - t.visibleRange[0];
      expect(Math.min(...r.candles.map((c) => c.low))).toBeLessThan(
        t.visibleRange[0] + range * 0.01,
      );
    }, 60_000);

    it('keeps the candle left of a trading panel over the plot in the series (cTrader)', async () => {
      const name = 'ctrader-eurusd-h1-black-panel';
      const r = await read(name);
      const t = truth(name);
      const range = t.visibleRange[1] - t.visibleRange[0];
      // the highest candle stands at the plot's left edge, the panel between it and the rest
      const high = Math.max(...r.candles.map((c) => c.high));
      expect(Math.abs(high - t.visibleRange[1])).toBeLessThan(range * 0.01);
    }, 60_000);

    it('ends the series at the last candle, not along a box sliced into alike marks (TradingView)', async () => {
      // decision 156: a Fibonacci zone's box after the last candle, cut at the pitch into ten
      // wickless marks of the falling colour, had been read as the last ten candles
      const name = 'tv-binance-btcusdt-1h-dark-fib-divergence';
      const r = await read(name);
      const t = truth(name);
      expect(countOk(r.candles.length, t.candlesApprox)).toBe(true);
      const range = t.visibleRange[1] - t.visibleRange[0];
      expect(Math.abs(r.candles.at(-1)!.close - t.lastCandle!.close)).toBeLessThan(range * 0.005);
    }, 60_000);
  },
);

const REAL = join(REAL2, '..', 'real');

describe.skipIf(!have)('real screenshots: a translucent hover card over the candles', () => {
  it('reads the candles under a grey card of white text as they are (freqtrade UI)', async () => {
    // decision 198: the card's grey text fringe is not the candle colours dimmed; measuring the
    // card's dimming on it (a tenth) blew the candles under it up into noise
    const name = 'frequi-btc-5m-dark-tooltip';
    const r = await read(name, REAL);
    expect(countOk(r.candles.length, truth(name, REAL).candlesApprox)).toBe(true);
  }, 60_000);
});

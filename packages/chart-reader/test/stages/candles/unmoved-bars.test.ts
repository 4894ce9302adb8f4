import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { blank, rect, rng, text, walk, type Color } from '../../raster.ts';
import { bg, plotOf } from '../../scenes.ts';

const up: Color = [0, 200, 83];
const down: Color = [213, 0, 0];

/**
 * Chart.js' OHLC bars on a light plot (holdout chartjs-003): 60 bars 10 px apart drawn with a
 * 3 px pen (a stem 3 px wide, ticks 2 px beyond it), rising green and falling red, those in
 * `flat` (a close equal to its open) in the text colour with both ticks on one row, and a legend
 * in that colour above the bars. Returns the scan and each bar's x, high and low rows.
 */
function barsScene(flat: Set<number>) {
  const ink: Color = [25, 25, 25];
  const img = blank(640, 280, bg);
  text(img, 'BTCUSD 1D O 61250 H 61900', 10, 6, 9, ink);
  const r = rng(5);
  const truth: { x: number; high: number; low: number }[] = [];
  for (const { i, open, close: moved } of walk(r, 60, 150, 50, 240, 24)) {
    const x = 12 + i * 10;
    const close = flat.has(i) ? open : moved;
    const high = Math.min(open, close) - 3 - Math.round(r() * 8);
    const low = Math.max(open, close) + 3 + Math.round(r() * 8);
    const colour = flat.has(i) ? ink : close < open ? up : down;
    rect(img, x - 1, high, x + 2, low + 1, colour);
    rect(img, x - 3, open - 1, x - 1, open + 1, colour);
    rect(img, x + 2, close - 1, x + 4, close + 1, colour);
    truth.push({ x, high, low });
  }
  return { s: scanCandles(img, plotOf(img), bg, 1), truth };
}

describe('scanCandles: OHLC bars that did not move, in the text colour', () => {
  it('reads each with its stem, and takes none of the legend in that colour for a bar', () => {
    const flat = new Set([7, 19, 33, 46]);
    const { s, truth } = barsScene(flat);
    for (const i of flat) {
      const t = truth[i]!;
      const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1);
      expect(c, `bar ${i}`).toBeDefined();
      expect(Math.abs(c!.yHigh - t.high), `bar ${i} high`).toBeLessThanOrEqual(1);
      expect(Math.abs(c!.yLow - t.low), `bar ${i} low`).toBeLessThanOrEqual(1);
    }
    expect(s.candles.length).toBe(60);
  });
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { blank, rect, rng, text, walk, type Color } from '../../raster.ts';
import { bg, plotOf } from '../../scenes.ts';

const up: Color = [0, 200, 83];
const down: Color = [213, 0, 0];
const ink: Color = [25, 25, 25];

/**
 * Chart.js' OHLC bars drawn with a pen so wide that the chart reads as candles (holdout
 * chartjs-003, a screen at twice the density): 60 bars 12 px apart, a stem 4 px wide and ticks 4
 * rows tall reaching 3 px past it, rising green and falling red; those in `flat` (a close equal to
 * its open) in the text colour, both ticks on one row, too few for the colour choice to name their
 * colour; a legend in that colour above.
 */
function thickBarsScene(flat: Set<number>) {
  const img = blank(760, 300, bg);
  text(img, 'BTCUSD 1D O 61250 H 61900', 10, 6, 9, ink);
  const r = rng(7);
  const truth: { i: number; x: number; high: number; low: number }[] = [];
  for (const { i, open, close: moved } of walk(r, 60, 160, 60, 260, 26)) {
    const x = 14 + i * 12;
    const close = flat.has(i) ? open : moved;
    const high = Math.min(open, close) - 4 - Math.round(r() * 10);
    const low = Math.max(open, close) + 4 + Math.round(r() * 10);
    const colour = flat.has(i) ? ink : close < open ? up : down;
    rect(img, x - 2, high, x + 2, low + 1, colour);
    rect(img, x - 5, open - 2, x - 2, open + 2, colour);
    rect(img, x + 2, close - 2, x + 5, close + 2, colour);
    truth.push({ i, x, high, low });
  }
  return { s: scanCandles(img, plotOf(img), bg, 2), truth };
}

describe('scanCandles: bars that did not move, in a grey the colour choice did not name', () => {
  it('reads each where it stands, with its wicks', () => {
    const flat = new Set([17, 44]);
    const { s, truth } = thickBarsScene(flat);
    for (const i of flat) {
      const t = truth.find((k) => k.i === i)!;
      const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1.5);
      expect(c, `bar ${i}`).toBeDefined();
      expect(Math.abs(c!.yHigh - t.high), `bar ${i} high`).toBeLessThanOrEqual(1);
      expect(Math.abs(c!.yLow - t.low), `bar ${i} low`).toBeLessThanOrEqual(1);
    }
    expect(s.candles.length).toBe(60);
  });
});

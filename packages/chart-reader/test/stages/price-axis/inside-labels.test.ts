import { describe, expect, it } from 'vitest';
import { readPane } from '../../../src/read-pane.ts';
import { bar, blank, candle, rect, rng, text, textAt, type Color } from '../../raster.ts';

const bg: Color = [24, 26, 32];
const grid: Color = [52, 56, 66];
const label: Color = [150, 150, 150];
const up: Color = [230, 60, 60];
const down: Color = [40, 200, 120];

/**
 * A phone chart whose price labels are drawn inside the plot, over the candles, at its left
 * edge: grid lines at rows 20, 95, 170, 245 and 320 (120.0 down to 90.0, 0.1 a row), the middle
 * labels centred on their lines, the top label hanging below the top line and the bottom label
 * standing on the bottom line (kept inside the plot), and candles from the left edge on.
 */
function insideLabelChart(candlesFrom = 5) {
  const W = 420;
  const img = blank(W, 340, bg);
  const lines = [20, 95, 170, 245, 320];
  for (const y of lines) rect(img, 0, y, W, y + 1, grid);
  const priceAt = (y: number): number => 120 - (y - 20) * 0.1;
  const r = rng(11);
  const truth: { x: number; high: number; low: number }[] = [];
  let y = 130;
  for (let i = 0; i < 40; i++) {
    const x = candlesFrom + i * 10;
    if (x > W - 10) break;
    // under the labels the candles stay between the label rows
    const [lo, hi] = x < 48 ? [112, 150] : [40, 300];
    const next = Math.max(lo, Math.min(hi, y + Math.round((r() - 0.5) * 30)));
    const close = next === y ? y - 1 : next;
    const c = bar(y, close, 2 + Math.round(r() * 5), 2 + Math.round(r() * 5));
    candle(img, { x, ...c, width: 7, color: close < y ? up : down }, bg);
    truth.push({ x, high: priceAt(c.high), low: priceAt(c.low) });
    y = next;
  }
  const h = 9;
  text(img, '120.0', 2, 22, h, label);
  for (const [k, v] of ['112.5', '105.0', '97.5'].entries())
    textAt(img, v, 2, lines[k + 1]!, h, label);
  text(img, '90.0', 2, 319 - h, h, label);
  return { img, truth };
}

describe('labels drawn inside the plot', () => {
  const { img, truth } = insideLabelChart();
  const r = readPane(img);

  it('finds the candles under the label column as well', () => {
    expect(r.found).toBe(true);
    expect(r.candles.length).toBe(truth.length);
    expect(r.candles[0]!.x).toBeLessThan(10);
  });

  it('prices the candles through the edges the outer labels belong to', () => {
    const hi = Math.max(...truth.map((c) => c.high));
    const lo = Math.min(...truth.map((c) => c.low));
    // a scale taken from the text centres squeezes the range by most of a text height (0.5 at
    // the ends here)
    expect(Math.abs(Math.max(...r.candles.map((c) => c.high)) - hi)).toBeLessThan(0.25);
    expect(Math.abs(Math.min(...r.candles.map((c) => c.low)) - lo)).toBeLessThan(0.25);
  });

  it('keeps the plot beside a label column the grid runs under when no candle stands there', () => {
    // a broker's chart: the grid's lines run on under the labels, the candles begin right of them
    const beside = insideLabelChart(55);
    const b = readPane(beside.img);
    expect(b.plot!.left).toBeGreaterThan(30);
    expect(b.candles.length).toBe(beside.truth.length);
  });
});

import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { rect, syntheticChart } from '../../raster.ts';

describe('an OHLC bar taller than half the plot with a moving average drawn across it', () => {
  it('is read over its whole stem, its close from the tick above the line (decision 216)', () => {
    const bg: [number, number, number] = [19, 23, 34];
    const up: [number, number, number] = [38, 166, 154];
    const chart = syntheticChart({ n: 40, seed: 22, ohlcBars: true, bg, up });
    // bar 20 becomes a spike: a stem over rows 30-300, its open's tick at row 250 and its
    // close's at row 60, with a line of another colour peaking on the stem at rows 120-121
    const i = 20;
    const x = chart.candles[i]!.x;
    rect(chart.image, x - 4, 0, x + 5, 330, bg);
    rect(chart.image, x, 30, x + 1, 301, up);
    rect(chart.image, x - 3, 250, x, 251, up);
    rect(chart.image, x + 1, 60, x + 4, 61, up);
    for (let dx = -60; dx <= 60; dx++) {
      const y = 120 + Math.round(Math.abs(dx) / 3);
      rect(chart.image, x + dx, y, x + dx + 1, y + 2, [240, 185, 11]);
    }
    const r = readChart(chart.image);
    const c = r.candles.find((c) => Math.abs(c.x - x) <= 1);
    expect(c).toBeDefined();
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= 0.06;
    expect(near(c!.high, chart.priceOf(30))).toBe(true);
    expect(near(c!.low, chart.priceOf(300))).toBe(true);
    expect(near(c!.open, chart.priceOf(250))).toBe(true);
    expect(near(c!.close, chart.priceOf(60))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { syntheticChart } from '../../raster.ts';

describe('OHLC bars', () => {
  it('read their open and close from the ticks, in one colour for both directions', () => {
    const chart = syntheticChart({
      n: 40,
      seed: 21,
      ohlcBars: true,
      oneColour: true,
      up: [230, 230, 230],
    });
    const r = readChart(chart.image);
    expect(r.accepted).toBe(true);
    expect(r.candles).toHaveLength(40);
    expect(r.warnings.some((w) => w.startsWith('OHLC bars'))).toBe(true);
    r.candles.forEach((c, i) => {
      const t = chart.candles[i]!;
      expect(Math.abs(c.open - t.open)).toBeLessThan(0.03);
      expect(Math.abs(c.close - t.close)).toBeLessThan(0.03);
      if (t.close !== t.open) expect(c.up).toBe(t.close > t.open);
    });
  });

  it('in two colours, read the same way', () => {
    // (30 bars with ticks 5 px long on this plot: the colour stage keeps one colour of the two)
    const chart = syntheticChart({ n: 60, seed: 22, ohlcBars: true });
    const r = readChart(chart.image);
    expect(r.candles).toHaveLength(60);
    r.candles.forEach((c, i) => {
      const t = chart.candles[i]!;
      expect(Math.abs(c.open - t.open)).toBeLessThan(0.03);
      expect(Math.abs(c.close - t.close)).toBeLessThan(0.03);
    });
  });

  it('are not seen in candles, filled or hollow', () => {
    for (const hollowUp of [false, true]) {
      const r = readChart(syntheticChart({ n: 30, seed: 23, hollowUp }).image);
      expect(r.candles).toHaveLength(30);
      expect(r.warnings.some((w) => w.startsWith('OHLC bars'))).toBe(false);
    }
  });
});

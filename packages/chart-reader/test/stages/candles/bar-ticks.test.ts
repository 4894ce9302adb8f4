import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { rect, syntheticChart } from '../../raster.ts';

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

  it("read the last bar's close where a dashed last-price line in its colour runs through the tick", () => {
    // platforms draw a line at the last price across the plot in the last bar's colour: the
    // last bar's close tick lies on it and went with it when lines were taken out, and the
    // line's first dash pulled the shape off its stem (the close was then guessed)
    for (const seed of [21, 23, 26]) {
      const grey: [number, number, number] = [230, 230, 230];
      const chart = syntheticChart({ n: 40, seed, ohlcBars: true, oneColour: true, up: grey });
      const last = chart.candles[chart.candles.length - 1]!;
      const y = Math.round(20 + (100 - last.close) * 40);
      for (let x = 12; x < 600 - 70; x += 8) rect(chart.image, x, y, x + 4, y + 1, grey);
      const r = readChart(chart.image);
      const c = r.candles[r.candles.length - 1]!;
      expect(Math.abs(c.x - last.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(c.close - last.close)).toBeLessThan(0.03);
    }
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

  it('read one by one where each tick touches the next bar (a 3 px pitch, one colour)', () => {
    const chart = syntheticChart({
      n: 170,
      seed: 24,
      ohlcBars: true,
      oneColour: true,
      up: [0, 230, 0],
    });
    const r = readChart(chart.image);
    expect(r.candles.length).toBeGreaterThanOrEqual(166);
    expect(r.candles.length).toBeLessThanOrEqual(172);
    expect(r.warnings.some((w) => w.startsWith('OHLC bars'))).toBe(true);
    // directions from the ticks: one colour tells nothing
    let right = 0;
    let shown = 0;
    for (const c of r.candles) {
      const t = chart.candles.find((t) => Math.abs(t.x - c.x) <= 1);
      if (!t || Math.abs(t.close - t.open) < 0.05) continue;
      shown++;
      if (c.up === t.close > t.open) right++;
    }
    expect(right).toBeGreaterThanOrEqual(shown * 0.9);
  });

  it('drawn with a thick pen, in two colours: both read (a stem and ticks six pixels thick)', () => {
    const chart = syntheticChart({ n: 24, seed: 25, ohlcBars: true, barPen: 6 });
    const r = readChart(chart.image);
    expect(r.accepted).toBe(true);
    expect(r.candles).toHaveLength(24);
    expect(r.warnings).not.toContain('only one candle colour found');
    let shown = 0;
    let right = 0;
    r.candles.forEach((c, i) => {
      const t = chart.candles[i]!;
      expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1);
      // the pen's half thickness about the true rows
      expect(Math.abs(c.high - t.high)).toBeLessThan(0.1);
      expect(Math.abs(c.low - t.low)).toBeLessThan(0.1);
      if (Math.abs(t.close - t.open) < 0.1) return;
      shown++;
      if (c.up === t.close > t.open) right++;
    });
    expect(right).toBe(shown);
  });

  it('are not seen in candles, filled or hollow', () => {
    for (const hollowUp of [false, true]) {
      const r = readChart(syntheticChart({ n: 30, seed: 23, hollowUp }).image);
      expect(r.candles).toHaveLength(30);
      expect(r.warnings.some((w) => w.startsWith('OHLC bars'))).toBe(false);
    }
  });
});

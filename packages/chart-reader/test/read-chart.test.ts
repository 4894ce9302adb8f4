import { describe, expect, it } from 'vitest';
import { readChart } from '../src/index.ts';
import { blank, rect, syntheticChart } from './raster.ts';

describe('readChart on synthetic charts', () => {
  it('reads candles and prices end to end (dark, volume, overlay line)', () => {
    const chart = syntheticChart({ volume: true, line: true, n: 36 });
    const r = readChart(chart.image);
    expect(r.found).toBe(true);
    expect(r.priceAxis).not.toBeNull();
    expect(r.relativePrices).toBe(false);
    expect(r.candles).toHaveLength(chart.candles.length);
    r.candles.forEach((c, i) => {
      const t = chart.candles[i]!;
      for (const k of ['open', 'high', 'low', 'close'] as const)
        expect(Math.abs(c[k] - t[k])).toBeLessThan(0.03);
    });
    expect(r.colors?.up).toBe('#26a69a');
  });

  it('ends a gridless plot past its price labels, above a range slider on the same background', () => {
    // the chart (labels every 40 rows down to row 340) on a taller screenshot, with a range
    // slider's miniature of the candles below it, after a gap, on the chart's own background
    const chart = syntheticChart({ n: 36 });
    const { width, height } = chart.image;
    const tall = blank(width, height + 200, [19, 23, 34]);
    tall.data.set(chart.image.data);
    for (let i = 0; i < 36; i++) {
      const t = chart.candles[i]!;
      const x = Math.round(t.x);
      const h = 4 + Math.round(Math.abs(t.close - t.open) * 12);
      rect(tall, x - 2, 470 - h, x + 3, 470, t.close >= t.open ? [38, 166, 154] : [239, 83, 80]);
    }
    const r = readChart(tall);
    expect(r.plot!.bottom).toBeGreaterThan(340);
    expect(r.plot!.bottom).toBeLessThan(430);
    expect(r.candles).toHaveLength(36);
    expect(Math.max(...r.candles.map((c) => c.yLow))).toBeLessThan(height);
  });

  it('works out red-rising from the data', () => {
    const chart = syntheticChart({
      up: [239, 83, 80],
      down: [38, 166, 154],
      n: 60,
      seed: 5,
      bg: [255, 255, 255],
      textColor: [30, 30, 30],
    });
    const r = readChart(chart.image);
    expect(r.colors?.up).toBe('#ef5350');
    expect(r.colors?.method).toBe('data');
    const agree = r.candles.filter(
      (c, i) =>
        Math.sign(c.close - c.open) === Math.sign(chart.candles[i]!.close - chart.candles[i]!.open),
    );
    expect(agree.length).toBeGreaterThanOrEqual(r.candles.length - 2);
  });

  it('reads the direction of one-colour candles from the chain of opens and closes', () => {
    // one colour for both directions and bodies too narrow to be hollow: nothing in the pixels
    const white: [number, number, number] = [230, 230, 230];
    const chart = syntheticChart({ up: white, down: white, n: 80, seed: 9, width: 500 });
    const r = readChart(chart.image);
    expect(r.candles).toHaveLength(chart.candles.length);
    expect(r.warnings.join(' ')).toMatch(/direction is read from the neighbours/);
    const moving = r.candles.filter((_, i) => chart.candles[i]!.open !== chart.candles[i]!.close);
    const agree = moving.filter((c) => {
      const t = chart.candles[r.candles.indexOf(c)]!;
      return Math.sign(c.close - c.open) === Math.sign(t.close - t.open);
    });
    expect(agree.length).toBeGreaterThanOrEqual(moving.length - 2);
  });

  it('falls back to relative prices without an axis', () => {
    const chart = syntheticChart({ n: 30 });
    // wipe the label column
    const img = chart.image;
    for (let y = 0; y < img.height; y++)
      for (let x = img.width - 70; x < img.width; x++) {
        const i = (y * img.width + x) * 4;
        img.data[i] = 19;
        img.data[i + 1] = 23;
        img.data[i + 2] = 34;
      }
    const r = readChart(img);
    expect(r.found).toBe(true);
    expect(r.priceAxis).toBeNull();
    expect(r.relativePrices).toBe(true);
    expect(r.warnings.some((w) => w.includes('relative'))).toBe(true);
    for (const c of r.candles) {
      expect(c.high).toBeLessThanOrEqual(100);
      expect(c.low).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads 4-decimal labels on a light theme', () => {
    const chart = syntheticChart({
      base: 1.09,
      step: 0.005,
      decimals: 4,
      bg: [255, 255, 255],
      textColor: [30, 30, 30],
      n: 50,
      seed: 9,
    });
    const r = readChart(chart.image);
    expect(r.priceAxis?.labels.length).toBeGreaterThanOrEqual(5);
    expect(r.priceAxis?.labels[0]?.value).toBeCloseTo(1.09, 4);
  });
});

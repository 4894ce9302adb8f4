import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, rect, rng, walk, type Color } from '../../raster.ts';
import { savedAsJpeg } from '../../jpeg.ts';
import { plotOf } from '../../scenes.ts';

/**
 * A server-side renderer's candles (chart-to-image): teal and red bodies outlined in light grey,
 * touching, wicks in a dim grey only about 30 levels off a dark navy plot; saved as a JPEG with
 * its colour at half resolution (4:2:0), as a messaging app passes it on.
 */
async function jpegScene(seed: number, quality: number, pitch: number) {
  const navy: Color = [30, 34, 45];
  const img = blank(pitch * 60 + 20, 300, navy);
  const r = rng(seed);
  const truth: { x: number; high: number; low: number }[] = [];
  for (const { i, open, close } of walk(r, 60, 150, 50, 250, 30)) {
    const x = 10 + i * pitch;
    const b = bar(open, close, Math.round(r() * 20), Math.round(r() * 20));
    const h = Math.floor(pitch / 2);
    rect(img, x, b.high, x + 1, b.low + 1, [66, 66, 66]);
    rect(img, x - h, b.top, x + h + 1, b.bottom + 1, [200, 200, 200]);
    if (b.bottom - b.top >= 2)
      rect(
        img,
        x - h + 1,
        b.top + 1,
        x + h,
        b.bottom,
        close < open ? [38, 166, 154] : [239, 83, 80],
      );
    truth.push({ x, high: b.high, low: b.low });
  }
  return { image: await savedAsJpeg(img, quality), navy, truth };
}

describe('dim grey wicks past light outlines, in a JPEG whose colour was halved', () => {
  it.each([
    [3, 85, 7],
    [8, 75, 7],
    [5, 90, 9],
  ] as const)(
    'are followed to their ends (seed %i, quality %i, %i px apart)',
    async (seed, q, pitch) => {
      const { image, navy, truth } = await jpegScene(seed, q, pitch);
      const s = scanCandles(image, plotOf(image), navy, 1);
      const off = truth.map((t) => {
        const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1);
        return c ? Math.max(Math.abs(c.yHigh - t.high), Math.abs(c.yLow - t.low)) : Infinity;
      });
      // the chart's highest high and lowest low within two rows, and nine wicks in ten
      const hi = Math.min(...truth.map((t) => t.high));
      const lo = Math.max(...truth.map((t) => t.low));
      expect(Math.abs(Math.min(...s.candles.map((c) => c.yHigh)) - hi)).toBeLessThanOrEqual(2);
      expect(Math.abs(Math.max(...s.candles.map((c) => c.yLow)) - lo)).toBeLessThanOrEqual(2);
      expect(off.filter((d) => d > 2).length).toBeLessThanOrEqual(truth.length / 10);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { readChart, type RgbaImage } from '../src/index.ts';
import { blank, rect, rng, text } from './raster.ts';

/** A read that does not end in this time fails the test (vitest's own limit); speed is measured in bench/. */
const LIMIT_MS = 30_000;

function noise(w: number, h: number, seed: number): RgbaImage {
  const r = rng(seed);
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < data.length; i++) data[i] = (i & 3) === 3 ? 255 : Math.floor(r() * 256);
  return { data, width: w, height: h };
}

const cases: [string, () => RgbaImage][] = [
  ['random noise', () => noise(640, 400, 1)],
  ['one colour', () => blank(800, 600, [30, 30, 30])],
  ['1x1', () => blank(1, 1, [255, 255, 255])],
  ['10000x10 strip', () => noise(10000, 10, 2)],
  ['10x10000 strip', () => blank(10, 10000, [0, 0, 0])],
  [
    'gradient',
    () => {
      const img = blank(500, 300, [0, 0, 0]);
      for (let y = 0; y < 300; y++)
        for (let x = 0; x < 500; x++) {
          const i = (y * 500 + x) * 4;
          img.data[i] = x % 256;
          img.data[i + 1] = y % 256;
          img.data[i + 2] = 128;
        }
      return img;
    },
  ],
  [
    'text only',
    () => {
      const img = blank(500, 300, [255, 255, 255]);
      for (let k = 0; k < 8; k++) text(img, '12345.67 890', 20, 20 + k * 30, 12, [0, 0, 0]);
      return img;
    },
  ],
  [
    'a bar chart of equal rectangles',
    () => {
      const img = blank(500, 300, [255, 255, 255]);
      for (let k = 0; k < 20; k++)
        rect(img, 10 + k * 24, 280 - k * 10, 30 + k * 24, 280, [50, 100, 200]);
      return img;
    },
  ],
  ['truncated data', () => ({ data: new Uint8Array(100), width: 100, height: 100 })],
];

describe('fuzz: hostile images give a clear answer in bounded time', () => {
  it.each(cases)(
    '%s',
    (_name, make) => {
      const r = readChart(make());
      expect(r.found).toBe(false);
      expect(r.warnings).toContain('no candlestick chart found');
      expect(r.candles).toEqual([]);
    },
    LIMIT_MS,
  );

  it('random scribbles never throw', () => {
    const r = rng(42);
    for (let k = 0; k < 12; k++) {
      const img = noise(120 + Math.floor(r() * 300), 80 + Math.floor(r() * 200), k);
      for (let j = 0; j < 30; j++)
        rect(
          img,
          Math.floor(r() * 300),
          Math.floor(r() * 200),
          Math.floor(r() * 300),
          Math.floor(r() * 200),
          [Math.floor(r() * 255), 0, 0],
        );
      const out = readChart(img);
      expect(typeof out.found).toBe('boolean');
      expect(Array.isArray(out.candles)).toBe(true);
    }
    // twelve whole reads: generous, a loaded machine must not fail a test about throwing
  }, 60_000);
});

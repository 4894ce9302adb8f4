import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/read-chart.ts';
import { savedAsJpeg } from '../../jpeg.ts';
import { syntheticChart } from '../../raster.ts';

const BLUE: [number, number, number] = [41, 98, 255];
const ORANGE: [number, number, number] = [255, 109, 0];

/** A blue/orange chart on a dark background saved as a JPEG of the given quality, decoded. */
async function compressed(quality: number, seed: number) {
  const chart = syntheticChart({
    width: 900,
    height: 420,
    n: 90,
    seed,
    bg: [19, 23, 34],
    up: BLUE,
    down: ORANGE,
  });
  return { chart, image: await savedAsJpeg(chart.image, quality) };
}

const hue = (hex: string): 'blue' | 'orange' | 'other' => {
  const r = parseInt(hex.slice(1, 3), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  if (b > r + 60) return 'blue';
  if (r > b + 60) return 'orange';
  return 'other';
};

describe('a heavily compressed upload', () => {
  // JPEG rings each body with a dark band of its hue beyond the background, which used to be
  // taken for the second candle colour
  for (const [quality, seed] of [
    [35, 3],
    [50, 1],
    [50, 3],
  ] as const)
    it(`reads every candle in the two colours at quality ${quality} (series ${seed})`, async () => {
      const { chart, image } = await compressed(quality, seed);
      const r = readChart(image);
      expect(r.candles).toHaveLength(chart.candles.length);
      expect([hue(r.colors!.up), hue(r.colors!.down)].sort()).toEqual(['blue', 'orange']);
    });
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { rng } from '../../raster.ts';

describe('a plot of specks', () => {
  it('finds no candles in dithered noise of a few colours and says why', () => {
    const w = 900;
    const h = 700;
    const r = rng(7);
    const palette = [
      [255, 255, 255],
      [38, 166, 154],
      [239, 83, 80],
      [20, 20, 20],
    ];
    const data = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      const c = r() < 0.55 ? palette[0]! : palette[1 + Math.floor(r() * 3)]!;
      data.set([c[0]!, c[1]!, c[2]!, 255], i * 4);
    }
    const s = scanCandles(
      { data, width: w, height: h },
      { left: 0, top: 0, right: w, bottom: h },
      [255, 255, 255],
      1,
    );
    expect(s.candles).toHaveLength(0);
    expect(s.warnings).toContain('the plot is specks, not shapes');
  });
});

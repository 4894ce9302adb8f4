import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, blend, candle, rng, walk, type Color } from '../../raster.ts';
import { plotOf } from '../../scenes.ts';

describe('scanCandles: lows above half-transparent volume bars', () => {
  it('ends a lower wick where the volume bar under it dims the line', () => {
    // Dark theme; volume drawn as one-pixel lines at 70 % opacity (as strong as the candle colour to the scan, fainter to the eye) in the candles' colours; every
    // fourth bar reaches up into its candle's lower wick, so the two make one line.
    const dark: Color = [0, 0, 0];
    const white: Color = [255, 255, 255];
    const cyan: Color = [34, 171, 189];
    const img = blank(420, 260, dark);
    const r = rng(5);
    const truth: { low: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 175, 150, 200, 30)) {
      const colour = close < open ? white : cyan;
      const c = {
        x: 8 + i * 13,
        ...bar(open, close, 2 + Math.round(r() * 6), 3 + Math.round(r() * 4)),
      };
      const joined = i % 4 === 1;
      const barTop = joined ? c.low + 1 : Math.max(c.low + 3, 250 - 8 - Math.round(r() * 30));
      for (let y = barTop; y < 250; y++) blend(img, c.x, y, colour, 0.7);
      candle(img, { ...c, width: 7, color: colour }, dark);
      truth.push(c);
    }
    const s = scanCandles(img, plotOf(img), dark, 1);
    expect(s.volumeBottom).toBe(249);
    expect(s.candles).toHaveLength(truth.length);
    s.candles.forEach((c, i) => expect(Math.abs(c.yLow - truth[i]!.low)).toBeLessThanOrEqual(1));
  });
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, blend, candle, rect, rng, walk, type Color } from '../../raster.ts';
import { savedAsJpeg } from '../../jpeg.ts';
import { plotOf } from '../../scenes.ts';

/**
 * Dark theme; volume drawn as one-pixel lines at 70 % opacity (as strong as the candle colour to
 * the scan, fainter to the eye) in the candles' colours; every fourth bar reaches up into its
 * candle's lower wick, so the two make one line.
 */
function volumeScene(seed: number, border = false) {
  const dark: Color = [0, 0, 0];
  const white: Color = [255, 255, 255];
  const cyan: Color = [34, 171, 189];
  const img = blank(420, 260, dark);
  const r = rng(seed);
  const truth: { low: number; joined: boolean }[] = [];
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
    truth.push({ low: c.low, joined });
  }
  // the pane's lower edge right under the baseline (the time scale's border), as trading apps
  // draw it
  if (border) rect(img, 0, 250, img.width, 252, [60, 64, 76]);
  return { img, dark, truth };
}

describe('scanCandles: lows above half-transparent volume bars', () => {
  it.each([5, 11, 17])(
    'ends a lower wick where the volume bar under it dims the line (seed %i)',
    (seed) => {
      const { img, dark, truth } = volumeScene(seed);
      const s = scanCandles(img, plotOf(img), dark, 1);
      expect(s.volumeBottom).toBe(249);
      expect(s.candles).toHaveLength(truth.length);
      s.candles.forEach((c, i) => expect(Math.abs(c.yLow - truth[i]!.low)).toBeLessThanOrEqual(1));
    },
  );

  it.each([
    [5, 85, false],
    [11, 75, false],
    [17, 92, false],
    [5, 85, true],
    [23, 80, true],
    [29, 90, true],
  ] as const)(
    'ends them there too in a JPEG whose colour was halved (seed %i, quality %i, border %s)',
    async (seed, quality, border) => {
      // compression fades the thin bars' colour towards their ends, so the joined line's shape
      // stops short of the baseline (decision 213); its pixels still dim where the wick ends
      const { img, dark, truth } = volumeScene(seed, border);
      const image = await savedAsJpeg(img, quality);
      expect(image.colourHalved).toBe(true);
      const s = scanCandles(image, plotOf(image), dark, 1);
      expect(s.candles).toHaveLength(truth.length);
      const joined = truth.flatMap((t, i) => (t.joined ? [{ t, c: s.candles[i]! }] : []));
      for (const { t, c } of joined) expect(Math.abs(c.yLow - t.low)).toBeLessThanOrEqual(2);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { candle, rect } from '../../raster.ts';
import { bg, plotOf, scene, up } from '../../scenes.ts';

/**
 * The scene's first rising candle after the fifth, with a line drawn through its centre column
 * (`line`, before the candle is drawn over it), scanned at `scale`: every candle is found, and
 * that one's high and low stand within `px` rows of the truth.
 */
function expectOwnEnds(line: (img: RgbaImage, x: number) => void, scale: number, px: number) {
  const { img, truth } = scene({});
  const k = truth.findIndex((c, i) => c.up && i > 5);
  line(img, truth[k]!.x);
  candle(img, { ...truth[k]!, width: 7, color: up }, bg);
  const s = scanCandles(img, plotOf(img), bg, scale);
  expect(s.candles).toHaveLength(truth.length);
  const c = s.candles[k]!;
  expect(Math.abs(c.yHigh - truth[k]!.high)).toBeLessThanOrEqual(px);
  expect(Math.abs(c.yLow - truth[k]!.low)).toBeLessThanOrEqual(px);
}

describe('scanCandles: a dotted crosshair through a candle', () => {
  it('keeps the candle its own high and low (the dots are not its wick)', () => {
    // a rising candle, and a line in its own colour through its wick (a crosshair snapped to
    // it): two pixels wide, two on and two off, the whole height of the plot; the off rows a
    // faint grey, as lightweight-charts draws them. The candle is drawn over it.
    expectOwnEnds(
      (img, x) => {
        for (let y = 0; y < img.height; y += 4) {
          rect(img, x, y, x + 2, y + 2, up);
          rect(img, x, y + 2, x + 2, y + 4, [235, 235, 235]);
        }
      },
      1,
      1,
    );
  });

  it('nor the dashes of a dashed crosshair in its colour (dashes of 8 at a period of 12)', () => {
    // ECharts draws its crosshair two pixels wide in dashes of 8 on and 4 off, bright on a dark
    // plot as the candles are: the gaps are the plot's background, which a wick's walk steps
    // over. A dash that touches the wick's end cannot be told from it: within one dash (the
    // crosshair runs the plot's whole height, 130 rows past the high)
    expectOwnEnds(
      (img, x) => {
        for (let y = 0; y < img.height; y += 12) rect(img, x, y, x + 2, y + 8, up);
      },
      2,
      8,
    );
  });
});

// Candles drawn with grey borders round coloured bodies and wicks in the bodies' colours (a style
// TradingView and lightweight-charts allow: borders, bodies and wicks coloured apart). The
// fixture is the plot of the breadth corpus' render outlined-005 (bench/reader, the breadth
// generator): the image from column 2 and row 20 (its plot's corner) on, 1,815 x 798 pixels.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../src/node/index.ts';
import { scanCandles } from '../src/stages/candles/index.ts';

const fixture = join(import.meta.dirname, 'fixtures', 'outlined-grey-borders.png');

describe('wicks of candles with grey borders', () => {
  it('are followed in the bodies’ colour where the candles were found as their borders', async () => {
    const img = await decodeImage(fixture);
    const plot = { left: 0, top: 0, right: img.width, bottom: img.height };
    const s = scanCandles(img, plot, [255, 255, 255], 2);
    // the render's truth, in the fixture's rows and columns: a rising candle at x 375, high 601,
    // low 714 (its body 620-680), and a doji at x 1758, high 144, low 183 (its body two rows)
    const at = (x: number) => s.candles.find((c) => Math.abs(c.x - x) < 4);
    expect([at(375)?.yHigh, at(375)?.yLow]).toEqual([601, 714]);
    expect([at(1758)?.yHigh, at(1758)?.yLow]).toEqual([144, 183]);
  });
});

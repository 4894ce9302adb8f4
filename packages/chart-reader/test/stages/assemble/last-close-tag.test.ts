import { describe, expect, it } from 'vitest';
import { lastCloseByTag, ONE_STYLE_WARNING } from '../../../src/stages/assemble/index.ts';
import type { AxisLabel, ReadCandle } from '../../../src/types.ts';
import { blank, rect, textAt, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const WHITE: Color = [230, 230, 230];

/** price = 200 - y / 2 on a 300 x 240 plot left of a scale whose labels stand at x 250-290 */
function scene(tagRow: number | null) {
  const img = blank(300, 240, BG);
  const labels: AxisLabel[] = [20, 60, 100, 140, 180, 220].map((y) => {
    textAt(img, (200 - y / 2).toFixed(2), 252, y, 9, WHITE);
    return { y, value: 200 - y / 2, text: '', box: { x0: 250, y0: y - 5, x1: 290, y1: y + 5 } };
  });
  // the last price's tag: a box filled behind the price, taller than its text
  if (tagRow !== null) rect(img, 248, tagRow - 9, 293, tagRow + 10, WHITE);
  const candle = (x: number, yOpen: number, yClose: number): ReadCandle => ({
    x,
    open: 200 - yOpen / 2,
    close: 200 - yClose / 2,
    high: 200 - Math.min(yOpen, yClose) / 2,
    low: 200 - Math.max(yOpen, yClose) / 2,
    yOpen,
    yClose,
    yHigh: Math.min(yOpen, yClose),
    yLow: Math.max(yOpen, yClose),
    bodyWidth: 5,
    up: yClose < yOpen,
    time: null,
    volume: null,
  });
  // the last candle gapped up from the previous close (row 150) and fell from row 60 to row 100;
  // a reading that infers directions takes the end nearer the previous close for its open
  const reading = {
    candles: [candle(200, 140, 150), candle(210, 100, 60)],
    priceAxis: {
      side: 'right' as const,
      scale: 'linear' as const,
      labels,
      fit: { slope: -0.5, intercept: 200, residual: 0 },
    },
    plot: { left: 0, top: 0, right: 240, bottom: 240 },
    warnings: [ONE_STYLE_WARNING],
  };
  return { img, reading };
}

describe("the last candle's close from the last price's tag", () => {
  it('turns the last candle round where the tag stands at the end read as its open', () => {
    const { img, reading } = scene(100);
    const last = lastCloseByTag(img, reading).candles.at(-1)!;
    expect(last).toMatchObject({ open: 170, close: 150, yOpen: 60, yClose: 100, up: false });
  });

  it('leaves it where the tag stands at its close, where no tag shows, and where colours gave the direction', () => {
    const atClose = scene(60);
    expect(lastCloseByTag(atClose.img, atClose.reading)).toBe(atClose.reading);
    const none = scene(null);
    expect(lastCloseByTag(none.img, none.reading)).toBe(none.reading);
    const coloured = scene(100);
    const read = { ...coloured.reading, warnings: [] };
    expect(lastCloseByTag(coloured.img, read)).toBe(read);
  });
});

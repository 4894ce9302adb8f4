import { describe, expect, it } from 'vitest';
import {
  hiddenCloseByTag,
  lastCloseByTag,
  ONE_STYLE_WARNING,
  unseenCloseByTag,
} from '../../../src/stages/assemble/index.ts';
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

describe("a hidden body's close from the last price's tag", () => {
  const GREEN: Color = [8, 153, 129];
  const RED: Color = [242, 54, 69];
  /** a rising last candle as thin as its wick, its range rows 60-140, its close estimated at
   * the middle (row 100); the tag (rows `tagRow` ± 10, in `colour`) on the scale */
  function hidden(tagRow: number | null, colour: Color = GREEN, second: number | null = null) {
    const { img, reading } = scene(null);
    for (const row of [tagRow, second])
      if (row !== null) {
        rect(img, 248, row - 10, 293, row + 11, colour);
        textAt(img, (200 - row / 2).toFixed(2), 252, row, 9, WHITE);
      }
    const last: ReadCandle = {
      x: 210,
      open: 70,
      close: 150,
      high: 170,
      low: 130,
      yOpen: 140,
      yClose: 100,
      yHigh: 60,
      yLow: 140,
      bodyWidth: 1,
      up: true,
      time: null,
      volume: null,
    };
    return { img, axis: reading.priceAxis, last };
  }

  it('puts the close at the middle of the tag in the candle’s colour over its range', () => {
    const { img, axis, last } = hidden(72);
    expect(hiddenCloseByTag(img, axis, last, GREEN)).toMatchObject({ yClose: 72, close: 164 });
  });

  it('keeps the estimate with no tag, a tag in another colour, two tags, or one below the open', () => {
    for (const [row, colour, second] of [
      [null, GREEN, null],
      [72, RED, null],
      [72, GREEN, 120],
    ] as const) {
      const { img, axis, last } = hidden(row, colour, second);
      expect(hiddenCloseByTag(img, axis, last, GREEN)).toBe(last);
    }
    const below = hidden(72);
    const falling = { ...below.last, yOpen: 64, up: true };
    expect(hiddenCloseByTag(below.img, below.axis, falling, GREEN)).toBe(falling);
  });

  it('reads a last body over the whole range from the tag, and leaves one that shows its close', () => {
    const { img, axis, last } = hidden(72);
    const colors = { up: '#089981', down: '#f23645' };
    // the body drawn from the low to the high: no wick shows past either end
    const whole = { ...last, yOpen: 140, yClose: 60, open: 130, close: 170 };
    const read = unseenCloseByTag(img, axis, { candles: [whole], colors, lastHidden: false });
    expect(read.candles[0]).toMatchObject({ yClose: 72, close: 164 });
    // a body that ends inside the range shows its close: kept, tag or not
    const shown = { ...last, yOpen: 130, yClose: 90, open: 135, close: 155 };
    const kept = { candles: [shown], colors, lastHidden: false };
    expect(unseenCloseByTag(img, axis, kept)).toBe(kept);
  });
});

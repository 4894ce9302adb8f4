import { describe, expect, it } from 'vitest';
import { dropScaleTags } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';
import type { AxisLabel, PriceAxis } from '../../../src/types.ts';
import { blank, rect, textAt, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const GREY: Color = [180, 180, 180];
const BLUE: Color = [41, 98, 255];
const WHITE: Color = [240, 240, 240];
const PLOT = { left: 0, top: 0, right: 250, bottom: 240 };

/** A wickless body `width` wide centred on `x`, rows `top`-`bottom`. */
function mark(x: number, top: number, bottom: number, width = 12): RawCandle {
  return {
    x,
    yHigh: top,
    yLow: bottom,
    yBodyTop: top,
    yBodyBottom: bottom,
    bodyWidth: width,
    color: 0,
    hollow: false,
  };
}

/**
 * 24 candles 10 px apart on a 250-px plot left of a scale whose labels stand at x 256-292 (the
 * plot's box runs on to them), and a line's price tag: a box in the line's colour from `tagFrom`
 * to x 300, rows 96-114, its price written light inside.
 */
function scene(tagFrom: number | null, text: Color = WHITE) {
  const img = blank(300, 240, BG);
  const labels: AxisLabel[] = [20, 60, 140, 180, 220].map((y) => {
    textAt(img, (200 - y / 2).toFixed(2), 258, y, 9, GREY);
    return { y, value: 200 - y / 2, text: '', box: { x0: 256, y0: y - 5, x1: 292, y1: y + 5 } };
  });
  if (tagFrom !== null) {
    rect(img, tagFrom, 96, 300, 115, BLUE);
    textAt(img, '151.20', 258, 105, 9, text);
  }
  const axis: PriceAxis = {
    side: 'right',
    scale: 'linear',
    labels,
    fit: { slope: -0.5, intercept: 200, residual: 0 },
  };
  const series = Array.from({ length: 24 }, (_, i) => ({
    ...mark(10 + i * 10, 120 + (i % 5) * 4, 140 + (i % 3) * 5, 6),
    yHigh: 110,
    yLow: 160,
  }));
  return { img, axis, series };
}

describe('a price tag on the scale read as a candle', () => {
  it('leaves out a wickless mark that is the tag’s part left of the labels', () => {
    const { img, axis, series } = scene(238);
    rect(img, 244, 96, 250, 115, BLUE);
    const tag = mark(244, 96, 114);
    const out = dropScaleTags([...series, tag], PLOT, img, BG, axis);
    expect(out.dropped).toBe(1);
    expect(out.candles).toEqual(series);
    // its text in the plot's own colour (white on a light plot) leaves the rows it crosses
    // short of filled: the tag's solid rows above and below it still make one tag
    const light = scene(238, BG);
    rect(light.img, 244, 96, 250, 115, BLUE);
    expect(dropScaleTags([...light.series, tag], PLOT, light.img, BG, light.axis).dropped).toBe(1);
  });

  it('keeps a last candle the tag only touches: its body reaches past the tag’s rows, or it has wicks', () => {
    const { img, axis, series } = scene(238);
    const taller = mark(244, 80, 130);
    expect(dropScaleTags([...series, taller], PLOT, img, BG, axis).dropped).toBe(0);
    const wicked = { ...mark(244, 96, 114), yHigh: 88 };
    expect(dropScaleTags([...series, wicked], PLOT, img, BG, axis).dropped).toBe(0);
  });

  it('keeps a small last candle at the last price, its line running on to the tag', () => {
    const { img, axis, series } = scene(254);
    // a flat candle at the last price and the last price's line from it to the scale
    rect(img, 238, 104, 256, 107, BLUE);
    const flat = mark(244, 104, 106);
    expect(dropScaleTags([...series, flat], PLOT, img, BG, axis).dropped).toBe(0);
  });

  it('keeps a last candle at the rows of a tag that starts at the labels (background between)', () => {
    const { img, axis, series } = scene(254);
    rect(img, 232, 96, 245, 115, BLUE);
    const last = mark(238, 96, 114);
    const out = dropScaleTags([...series, last], PLOT, img, BG, axis);
    expect(out.dropped).toBe(0);
    expect(out.candles).toHaveLength(25);
  });
});

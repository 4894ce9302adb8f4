import { describe, expect, it } from 'vitest';
import { bestAttempt, closeTag, type Attempt } from '../src/pane-attempts.ts';
import type { AxisLabel, ChartReading, ReadCandle } from '../src/types.ts';
import { blank, rect, type Color } from './raster.ts';

// A chart comparing a second symbol on a left-hand scale: the same pane is read twice, once on
// each scale, and the candles' own scale is the one that shows their last price's tag, filled in
// the last candle's colour (decision 176).

const dark: Color = [19, 23, 34];
const teal: Color = [38, 166, 154];
const white: Color = [230, 230, 230];

/** Labels (text boxes) down a column from x0 to x1, every 60 rows. */
function labels(x0: number, x1: number): AxisLabel[] {
  return [60, 120, 180, 240, 300].map((y, k) => ({
    y,
    value: 100 - k * 5,
    text: String(100 - k * 5),
    box: { x0, y0: y - 5, x1, y1: y + 5 },
  }));
}

/** A reading priced on the scale whose labels are given, its last candle rising, closing at row 150. */
function reading(side: 'left' | 'right', axisLabels: AxisLabel[]): ChartReading {
  const last: ReadCandle = {
    x: 880,
    open: 95,
    high: 97,
    low: 94,
    close: 96,
    yOpen: 160,
    yHigh: 140,
    yLow: 170,
    yClose: 150,
    bodyWidth: 5,
    up: true,
    time: null,
    volume: null,
  };
  return {
    accepted: true,
    reason: null,
    confidence: 0.8,
    uncertain: [],
    symbol: null,
    timeframe: null,
    instrument: null,
    found: true,
    plot: { left: 60, top: 0, right: 900, bottom: 360 },
    candles: [last],
    priceAxis: {
      side,
      scale: 'linear',
      labels: axisLabels,
      fit: { slope: -1 / 12, intercept: 105, residual: 0 },
    },
    relativePrices: false,
    colors: { up: '#26a69a', down: '#ef5350', method: 'hue' },
    stages: { plot: 1, candles: 1, axis: 1, colors: 1 },
    warnings: [],
  };
}

/** The screenshot: label text on both scales, and the last price's tag on the right one. */
function screenshot(tag: boolean) {
  const img = blank(960, 360, dark);
  for (const l of [...labels(10, 50), ...labels(912, 950)])
    rect(img, l.box!.x0 + 4, l.box!.y0 + 2, l.box!.x1 - 4, l.box!.y1 - 2, white);
  if (tag) {
    rect(img, 905, 141, 958, 160, teal);
    rect(img, 918, 146, 946, 156, white);
  }
  return img;
}

describe('one pane read on two scales', () => {
  const ownScale = reading('right', labels(912, 950));
  const compared = reading('left', labels(10, 50));

  it('finds the last price’s tag on the candles’ own scale, not on the compared one', () => {
    const img = screenshot(true);
    expect(closeTag(img, ownScale)).toBe(true);
    expect(closeTag(img, compared)).toBe(false);
    expect(closeTag(screenshot(false), ownScale)).toBe(false);
  });

  it('takes the tag’s colour from the last candle’s body when the colours read are another pair', () => {
    // the reading took white (a legend, dojis) for both candle colours; the body is teal
    const img = screenshot(true);
    rect(img, 878, 150, 883, 161, teal);
    const misColoured: ChartReading = {
      ...ownScale,
      colors: { up: '#e6e6e6', down: '#e6e6e6', method: 'hue' },
    };
    expect(closeTag(img, misColoured)).toBe(true);
    // a body that shows the plot's background (hollow, a doji) lends no colour
    expect(closeTag(screenshot(true), misColoured)).toBe(false);
  });

  it('keeps the reading on the tagged scale though the other reads a little better by its stages', () => {
    const box = { x0: 0, y0: 0, x1: 959, y1: 359 };
    const attempt = (r: ChartReading, stages: number, tagged: boolean): Attempt => ({
      r,
      box,
      stages,
      judged: stages * r.confidence,
      pane: null,
      tagged,
    });
    const own = attempt(ownScale, 50.9, true);
    const other = attempt(compared, 51.2, false);
    expect(bestAttempt([own, other])).toBe(own);
    expect(bestAttempt([other, own])).toBe(own);
    // with no tag on either, the stages' merit decides as before
    const untagged = attempt(ownScale, 50.9, false);
    expect(bestAttempt([untagged, other])).toBe(other);
    // and between two readings on the same scale (a pill of a line drawn at the close's row)
    const sameSide = attempt(reading('right', labels(912, 950)), 44, true);
    expect(bestAttempt([untagged, sameSide])).toBe(untagged);
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundColours, inkMask } from '../../../src/shared/backgrounds.ts';
import { paneCandidates } from '../../../src/stages/panes/index.ts';
import { paneDividers } from '../../../src/stages/panes/separators.ts';
import { blank, candle, rect, type Color } from '../../raster.ts';

const dark: Color = [0, 0, 0];
const up: Color = [16, 140, 90];
const down: Color = [240, 90, 50];
const grey: Color = [150, 150, 150];

/**
 * A black chart 600x420 whose candles run from row 60 down to row 330; price labels (grey
 * blocks) every 40 rows at the right from row 40 to row 200, the ones below hidden by the
 * coloured tags of three order lines that cross the plot at rows 230, 270 and 310.
 */
function chartWithOrderLines() {
  const img = blank(600, 420, dark);
  for (let i = 0; i < 40; i++) {
    const x = 10 + i * 13;
    const mid = 80 + Math.round((250 * i) / 39) + (i % 3) * 6;
    candle(
      img,
      {
        x,
        high: mid - 20,
        top: mid - 12,
        bottom: mid + 8,
        low: mid + 16,
        width: 7,
        color: i % 2 ? up : down,
      },
      dark,
    );
  }
  const ys = [40, 80, 120, 160, 200];
  for (const y of ys) rect(img, 545, y - 4, 585, y + 5, grey);
  for (const [y, c] of [
    [230, up],
    [270, [40, 90, 240] as Color],
    [310, down],
  ] as const) {
    rect(img, 0, y, 540, y + 1, c);
    rect(img, 542, y - 7, 598, y + 8, c);
  }
  // the time labels
  for (let x = 40; x < 520; x += 90) rect(img, x, 395, x + 40, 404, grey);
  return { img, ys };
}

describe('pane edges: candles run on where the labels stop', () => {
  it('reaches past labels hidden by order tags while candles cross the pane’s edge', () => {
    const { img, ys } = chartWithOrderLines();
    const ink = inkMask(img, backgroundColours(img));
    const [cand] = paneCandidates(
      img,
      [{ box: { x0: 545, y0: 36, x1: 585, y1: 205 }, ys, stepPx: 40, textHeight: 9 }],
      ink,
    );
    // the lowest candle's wick ends at row 346; the time labels start at row 395
    expect(cand!.box.y1).toBeGreaterThanOrEqual(346);
    expect(cand!.box.y1).toBeLessThan(395);
  });

  it('does not take a price line that candles run through for a divider between panes', () => {
    // a bid line across the plot at row 250; above it the series, and the last two candles'
    // wicks reach down through the line to bodies below it
    const img = blank(600, 420, dark);
    for (let i = 0; i < 40; i++) {
      const x = 10 + i * 13;
      const [high, top, low] = i >= 38 ? [236, 262, 300] : [140, 150, 200];
      candle(
        img,
        { x, high, top, bottom: top + 30, low, width: 7, color: i % 2 ? up : down },
        dark,
      );
    }
    rect(img, 0, 250, 600, 251, [40, 90, 240]);
    expect(paneDividers(img, { x0: 0, y0: 0, x1: 599, y1: 419 })).toEqual([]);
  });

  it('still finds a grey divider between two panes', () => {
    const img = blank(600, 420, dark);
    for (let i = 0; i < 40; i++) {
      const x = 10 + i * 13;
      candle(
        img,
        { x, high: 60, top: 80, bottom: 120, low: 140, width: 7, color: i % 2 ? up : down },
        dark,
      );
      rect(img, x - 3, 330 - (i % 7) * 8, x + 4, 380, i % 2 ? up : down);
    }
    rect(img, 0, 250, 600, 251, grey);
    expect(paneDividers(img, { x0: 0, y0: 0, x1: 599, y1: 419 })).toEqual([250]);
  });

  // Plotly draws its plot on past the top grid line, where its top price label stands: a single
  // one-pixel wick rising through that line was cut off with the rows above it (decision 175)
  const white: Color = [255, 255, 255];
  /** A white chart 600x420 of 40 candles 13 px apart, all of them spanning the same rows. */
  function whiteSeries(rows: { high: number; top: number; bottom: number; low: number }) {
    const img = blank(600, 420, white);
    for (let i = 0; i < 40; i++)
      candle(img, { x: 10 + i * 13, ...rows, width: 7, color: i % 2 ? up : down }, white);
    return img;
  }

  function gridLineWithOneWick() {
    const img = whiteSeries({ high: 160, top: 180, bottom: 220, low: 240 });
    // the grid line at row 120; candle 5's wick rises through it from its body to row 80
    rect(img, 0, 120, 600, 121, [230, 233, 240]);
    rect(img, 75, 80, 76, 180, [50, 109, 55]);
    return img;
  }

  it('does not cut at the grid line an outermost label stands on when a wick crosses it', () => {
    const img = gridLineWithOneWick();
    const box = { x0: 0, y0: 0, x1: 599, y1: 419 };
    // a single coloured crossing is not enough anywhere else (a sparse chart over a divider)
    expect(paneDividers(img, box)).toEqual([120]);
    expect(paneDividers(img, box, (y) => Math.abs(y - 121) <= 5)).toEqual([]);
  });

  it('still cuts at a frame the lowest label stands on when only grey ticks cross it', () => {
    // ECharts: the axis line at the lowest label, grey grid lines above it and ticks below
    const img = whiteSeries({ high: 60, top: 80, bottom: 120, low: 140 });
    for (let x = 50; x < 600; x += 100) {
      rect(img, x, 0, x + 1, 300, [225, 225, 225]);
      rect(img, x, 302, x + 1, 308, [110, 110, 110]);
    }
    rect(img, 0, 300, 600, 302, [110, 110, 110]);
    expect(paneDividers(img, { x0: 0, y0: 0, x1: 599, y1: 419 }, () => true)).toEqual([300.5]);
  });
});

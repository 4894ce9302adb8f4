import { describe, expect, it } from 'vitest';
import { findPlotBox } from '../../../src/stages/panes/plot-box.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { bar, blank, blend, candle, rect, type Color } from '../../raster.ts';
import { bg, down, scene, up } from '../../scenes.ts';

describe('findPlotBox', () => {
  it('stops the plot at the price-axis separator line', () => {
    const { img } = scene({});
    const wide = blank(500, 260, bg);
    for (let y = 0; y < 260; y++)
      for (let x = 0; x < 420; x++)
        for (let k = 0; k < 4; k++)
          wide.data[(y * 500 + x) * 4 + k] = img.data[(y * 420 + x) * 4 + k]!;
    rect(wide, 430, 0, 431, 260, [120, 120, 120]);
    const { plot } = findPlotBox(wide, bg, {
      side: 'right',
      x0: 440,
      x1: 490,
      textHeight: 10,
      topLabelY: 20,
      bottomLabelY: 240,
    });
    expect(plot.right).toBe(430);
    expect(plot.left).toBe(0);
  });
  // A title and a legend above the plot, a toolbar of icons left of it and a line of text below
  // it, on the plot's own background; the grid's lines span rows 60 to 279 and begin at column
  // 40, with candles drawn over them.
  const framed = (grid = true, dotted = false): RgbaImage => {
    const img = blank(400, 360, bg);
    for (let x = 20; x < 200; x += 9) rect(img, x, 12, x + 5, 24, [40, 40, 40]);
    for (let x = 60; x < 300; x += 9) rect(img, x, 320, x + 5, 332, [40, 40, 40]);
    rect(img, 60, 40, 90, 44, up);
    for (let y = 70; y < 280; y += 40) {
      rect(img, 8, y, 28, y + 20, [90, 90, 90]);
      rect(img, 10, y + 2, 26, y + 18, bg);
    }
    // a dotted grid: two pixels drawn, two left out
    const dot = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++)
          if (!dotted || (x - x0 + (y - y0)) % 4 < 2)
            rect(img, x, y, x + 1, y + 1, [225, 228, 235]);
    };
    if (grid) {
      for (const gx of [70, 150, 230, 310]) dot(gx, 60, gx + 1, 280);
      for (const gy of [100, 160, 220]) dot(40, gy, 380, gy + 1);
    }
    for (let k = 0; k < 28; k++) {
      const x = 48 + k * 12;
      const c = { x, ...bar(140 + (k % 5) * 9, 190 + (k % 3) * 7, 15, 12), width: 7 };
      candle(img, { ...c, color: k % 2 ? up : down }, bg);
    }
    return img;
  };
  it('takes the plot where the grid lines are, below a title, above a footer, right of a toolbar', () => {
    const { plot } = findPlotBox(framed(), bg, null);
    expect(plot).toMatchObject({ top: 57, bottom: 283, left: 40 });
  });
  it('cuts a band of time labels a little below the grid', () => {
    const img = blank(400, 300, bg);
    for (const gx of [70, 150, 230, 310]) rect(img, gx, 0, gx + 1, 276, [225, 228, 235]);
    for (let x = 60; x < 340; x += 40) rect(img, x, 284, x + 20, 294, [40, 40, 40]);
    expect(findPlotBox(img, bg, null).plot.bottom).toBe(279);
  });
  it('finds a dotted grid as well', () => {
    const { plot } = findPlotBox(framed(true, true), bg, null);
    expect(plot).toMatchObject({ top: 57, left: 40 });
    // the last dot ends two rows short of the solid line's end
    expect(plot.bottom).toBe(281);
  });
  it('keeps the box when no grid shows, or when a price label stands above the grid', () => {
    expect(findPlotBox(framed(false), bg, null).plot).toMatchObject({
      top: 0,
      bottom: 360,
      left: 0,
    });
    const axis = {
      side: 'right' as const,
      x0: 385,
      x1: 399,
      textHeight: 10,
      topLabelY: 30,
      bottomLabelY: 250,
    };
    expect(findPlotBox(framed(), bg, axis).plot.top).toBe(0);
  });
  it('ends the plot a little past the outermost price labels, between marks, never through one', () => {
    // no grid; price labels every 50 rows from 100 to 250; candles between; a miniature of the
    // chart (a range slider) far below, and a line of text straddling the reach above
    const img = blank(400, 520, bg);
    for (let k = 0; k < 28; k++) {
      const c = { x: 48 + k * 12, ...bar(140 + (k % 5) * 9, 190 + (k % 3) * 7, 15, 12), width: 7 };
      candle(img, { ...c, color: k % 2 ? up : down }, bg);
    }
    for (let x = 20; x < 200; x += 9) rect(img, x, 12, x + 5, 24, [40, 40, 40]);
    for (let k = 0; k < 28; k++) rect(img, 48 + k * 12, 440 + (k % 4), 52 + k * 12, 470, up);
    const axis = {
      side: 'right' as const,
      x0: 385,
      x1: 399,
      textHeight: 10,
      topLabelY: 100,
      bottomLabelY: 250,
    };
    // without the step between the labels the box takes in everything
    expect(findPlotBox(img, bg, axis).plot).toMatchObject({ top: 0, bottom: 520 });
    const { plot } = findPlotBox(img, bg, { ...axis, labelStep: 50 });
    // the reach is 1.5 steps and a text height: rows 15 and 335; row 15 holds text, so the top
    // moves up to the bare row above it
    expect(plot.top).toBe(11);
    expect(plot.bottom).toBe(336);
  });
  it('cuts a page only a few levels darker than the chart card, JPEG noise and all', () => {
    const card: Color = [251, 251, 252];
    const img = blank(300, 400, [244, 245, 246]);
    for (let y = 0; y < 400; y += 1)
      for (let x = (y * 3) % 4; x < 300; x += 4) blend(img, x, y, [246, 246, 247]);
    rect(img, 0, 100, 300, 300, card);
    const { plot } = findPlotBox(img, card, null);
    expect(plot).toMatchObject({ top: 100, bottom: 300 });
  });
  it('cuts a header bar of another background colour', () => {
    const img = blank(300, 200, bg);
    rect(img, 0, 0, 300, 30, [230, 232, 240]);
    const { plot } = findPlotBox(img, bg, null);
    expect(plot.top).toBe(30);
    expect(plot.bottom).toBe(200);
  });
});

describe('findPlotBox: a full-height line near the price labels', () => {
  // A dark plot, labels from column 440, a full-height line at column 425, horizontal grid lines
  // crossing to the labels; `beyond` draws between the line and the labels.
  const axis = {
    side: 'right' as const,
    x0: 440,
    x1: 490,
    textHeight: 10,
    topLabelY: 20,
    bottomLabelY: 240,
  };
  const chart = (beyond: (img: RgbaImage) => void): RgbaImage => {
    const img = blank(500, 260, bg);
    for (let y = 30; y < 260; y += 40) rect(img, 0, y, 438, y + 1, [60, 60, 60]);
    for (let k = 0; k < 30; k++) {
      const c = { x: 20 + k * 13, ...bar(90 + (k % 4) * 8, 140 + (k % 3) * 6, 12, 10), width: 7 };
      candle(img, { ...c, color: k % 2 ? up : down }, bg);
    }
    rect(img, 425, 0, 426, 260, [60, 60, 60]);
    beyond(img);
    return img;
  };

  it('is the plot border when nothing but the grid lies between it and the labels', () => {
    const { plot } = findPlotBox(
      chart(() => {}),
      bg,
      axis,
    );
    expect(plot.right).toBe(425);
  });

  it('is a grid line when the last candle stands beyond it: the plot keeps that candle', () => {
    const img = chart((i) =>
      candle(i, { x: 429, ...bar(100, 130, 12, 10), width: 3, color: up }, bg),
    );
    const { plot } = findPlotBox(img, bg, axis);
    expect(plot.right).toBeGreaterThanOrEqual(431);
  });

  it('stays the border under a price tag that reaches the labels', () => {
    const img = chart((i) => rect(i, 427, 120, 495, 134, down));
    const { plot } = findPlotBox(img, bg, axis);
    expect(plot.right).toBe(425);
  });
});

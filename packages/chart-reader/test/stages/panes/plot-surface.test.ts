import { describe, expect, it } from 'vitest';
import { normaliseImage } from '../../../src/stages/normalise/index.ts';
import { locatePlot } from '../../../src/stages/panes/index.ts';
import { blank, candle, rect, type Color } from '../../raster.ts';

const black: Color = [0, 0, 0];
const panel: Color = [240, 240, 240];
const green: Color = [0, 255, 0];
const grey: Color = [150, 150, 150];

/**
 * A black chart 600x400 with its price labels (grey blocks) at the right every 40 rows, candles
 * across the plot, and an opaque light panel (a position sizer with its rows of boxes) over the
 * middle that outnumbers the plot's black in the middle of the image.
 */
function chartUnderPanel() {
  const img = blank(600, 400, black);
  for (let i = 0; i < 60; i++) {
    const mid = 120 + Math.round(150 * Math.sin(i / 9));
    candle(
      img,
      {
        x: 8 + i * 9,
        high: mid - 30,
        top: mid - 15,
        bottom: mid + 10,
        low: mid + 25,
        width: 5,
        color: green,
      },
      black,
    );
  }
  rect(img, 150, 70, 380, 350, panel);
  // its rows of text
  for (let y = 100; y < 330; y += 24) rect(img, 170, y, 300, y + 7, [60, 60, 60]);
  const labelYs = [20, 60, 100, 140, 180, 220, 260, 300, 340, 380];
  for (const y of labelYs) rect(img, 560, y - 4, 595, y + 5, grey);
  return { img, labelYs };
}

describe('the plot under a panel over its middle', () => {
  it('spans the rows of the price labels, not the panel’s', () => {
    const { img, labelYs } = chartUnderPanel();
    const norm = normaliseImage(img);
    if (!norm.ok) throw new Error('image refused');
    // the middle of the image is mostly panel: taken alone, it would be the plot's background
    expect(norm.background[0]).toBeGreaterThan(200);
    const { plot } = locatePlot(img, norm.background, {
      side: 'right',
      x0: 560,
      x1: 594,
      textHeight: 9,
      labelYs,
    });
    expect(plot.top).toBeLessThanOrEqual(10);
    expect(plot.bottom).toBeGreaterThanOrEqual(390);
    expect(plot.right).toBeLessThanOrEqual(560);
  });

  it('keeps the middle’s colour where the labels stand on it (a chart card, no panel)', () => {
    const img = blank(600, 400, [255, 255, 255]);
    for (let i = 0; i < 50; i++)
      candle(
        img,
        { x: 10 + i * 10, high: 150, top: 170, bottom: 200, low: 230, width: 5, color: green },
        [255, 255, 255],
      );
    const labelYs = [40, 120, 200, 280, 360];
    for (const y of labelYs) rect(img, 560, y - 4, 595, y + 5, grey);
    const norm = normaliseImage(img);
    if (!norm.ok) throw new Error('image refused');
    const { plot } = locatePlot(img, norm.background, {
      side: 'right',
      x0: 560,
      x1: 594,
      textHeight: 9,
      labelYs,
    });
    expect(plot).toMatchObject({ left: 0, top: 0, bottom: 400 });
  });
});

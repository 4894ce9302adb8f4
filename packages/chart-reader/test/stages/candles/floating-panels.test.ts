import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import {
  floatingPanels,
  seeThrough,
  withoutPanels,
} from '../../../src/stages/candles/floating-panels.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { savedAsJpeg } from '../../jpeg.ts';
import { blank, rect, syntheticChart, textAt, type Color } from '../../raster.ts';

const FILL: Color = [240, 240, 240];
const INK: Color = [40, 40, 40];

/** A position sizer's window at (x, y), w x h: a title bar, rows of labels and fields in
 * columns, one or two of them buttons in the bar colour (`accent`). */
function panel(img: RgbaImage, x: number, y: number, w: number, h: number, accent: Color): void {
  rect(img, x, y, x + w, y + h, [120, 120, 120]);
  rect(img, x + 1, y + 1, x + w - 1, y + h - 1, FILL);
  rect(img, x + 1, y + 1, x + w - 1, y + 22, [200, 204, 210]);
  textAt(img, 'Position Size', x + 6, y + 14, 9, INK);
  for (let r = y + 32; r + 22 < y + h; r += 28) {
    textAt(img, 'Entry:', x + 8, r + 11, 9, INK);
    // a field in a column of its own, its value in it; every third row a button in the accent
    const fx = x + Math.round(w * 0.45);
    rect(img, fx, r, fx + Math.round(w * 0.4), r + 20, [150, 150, 150]);
    rect(img, fx + 1, r + 1, fx + Math.round(w * 0.4) - 1, r + 19, [255, 255, 255]);
    textAt(img, '1.11962', fx + 8, r + 11, 9, INK);
    if ((r - y) % 84 === 32) rect(img, x + 8, r + 14, x + 40, r + 19, accent);
  }
}

describe('a panel floating over the plot (a position sizer)', () => {
  it('is found to its edges: title bar, fields and border', () => {
    const img = blank(700, 420, [0, 0, 0]);
    panel(img, 150, 80, 220, 240, [0, 200, 0]);
    const plot = { left: 0, top: 0, right: 640, bottom: 420 };
    const found = floatingPanels(img, plot, [0, 0, 0]);
    expect(found).toHaveLength(1);
    const [p] = found;
    expect(Math.abs(p!.x0 - 150)).toBeLessThanOrEqual(1);
    expect(Math.abs(p!.x1 - 369)).toBeLessThanOrEqual(1);
    expect(Math.abs(p!.y0 - 80)).toBeLessThanOrEqual(1);
    expect(Math.abs(p!.y1 - 319)).toBeLessThanOrEqual(1);
    // a translucent card the normalise stage found there is not one
    expect(seeThrough(p!, plot, { x0: 140, y0: 70, x1: 380, y1: 330 })).toBe(true);
    expect(seeThrough(p!, plot, { x0: 140, y0: 70, x1: 380, y1: 100 })).toBe(false);
  });

  it('is not a solid block of one colour (a candle body on a chart of a few candles)', () => {
    const img = blank(700, 420, [0, 0, 0]);
    rect(img, 150, 80, 370, 320, [38, 166, 154]);
    expect(floatingPanels(img, { left: 0, top: 0, right: 640, bottom: 420 }, [0, 0, 0])).toEqual(
      [],
    );
  });

  it('is not a rectangle drawn round candles, nor a zone drawn over them', () => {
    // white candles inside a grey outline: the plot's background shows inside
    const img = blank(700, 420, [0, 0, 0]);
    rect(img, 150, 80, 370, 320, [150, 150, 150]);
    rect(img, 151, 81, 369, 319, [0, 0, 0]);
    for (let x = 160; x < 360; x += 12)
      rect(img, x, 120 + (x % 50), x + 7, 200 + (x % 70), [230, 230, 230]);
    const plot = { left: 0, top: 0, right: 640, bottom: 420 };
    expect(floatingPanels(img, plot, [0, 0, 0])).toEqual([]);
    // a zone of one colour drawn over red and green candles: they show through it, in colour
    const zone = blank(700, 420, [0, 0, 0]);
    rect(zone, 150, 80, 370, 320, [30, 40, 90]);
    for (let x = 160; x < 360; x += 12)
      rect(zone, x, 120 + (x % 50), x + 7, 200 + (x % 70), x % 24 ? [200, 60, 60] : [40, 180, 120]);
    expect(floatingPanels(zone, plot, [0, 0, 0])).toEqual([]);
  });

  it('is not the stack of pale bands of a Fibonacci tool drawn over the last candles', () => {
    // bands of grey, pink, pale green and pale blue on a white plot, a level's label in each
    const img = blank(700, 420, [255, 255, 255]);
    const bands: Color[] = [
      [239, 239, 240],
      [252, 228, 228],
      [235, 245, 238],
      [232, 244, 248],
    ];
    bands.forEach((c, k) => {
      rect(img, 350, 80 + k * 60, 620, 140 + k * 60, c);
      textAt(img, '0.382(312.02)', 520, 95 + k * 60, 9, [60, 160, 90]);
    });
    rect(img, 400, 170, 407, 190, [240, 80, 80]);
    rect(img, 420, 180, 427, 200, [240, 80, 80]);
    expect(
      floatingPanels(img, { left: 0, top: 0, right: 640, bottom: 420 }, [255, 255, 255]),
    ).toEqual([]);
  });

  it('holds no candles: its fields and buttons are not read, the candles beside it are', () => {
    const up: Color = [38, 166, 154];
    const chart = syntheticChart({ n: 60, seed: 31, up, height: 420 });
    const [x0, x1, y0, y1] = [150, 370, 60, 330];
    panel(chart.image, x0, y0, x1 - x0, y1 - y0, up);
    const r = readChart(chart.image);
    expect(r.accepted).toBe(true);
    // nothing read wholly inside the panel (a candle under its border shows beside it)
    const inside = r.candles.filter(
      (c) =>
        c.x > x0 + 4 && c.x < x1 - 4 && c.high < chart.priceOf(y0) && c.low > chart.priceOf(y1),
    );
    expect(inside).toEqual([]);
    // every candle clear of the panel's columns is read
    const clear = chart.candles.filter((t) => t.x < x0 - 4 || t.x > x1 + 4);
    const found = clear.filter((t) => r.candles.some((c) => Math.abs(c.x - t.x) <= 1));
    expect(found.length).toBe(clear.length);
  });

  it('saved as a JPEG (colour halved): painted over with its edge, where compression rings', async () => {
    // at JPEG 85 4:2:0 a light panel's edge rings a pixel or two into a dark plot, lighter than
    // dim candles: the surface painted over it covers those pixels too
    const img = blank(700, 420, [0, 0, 0]);
    panel(img, 150, 80, 220, 240, [0, 200, 0]);
    const jpeg = await savedAsJpeg(img, 85);
    expect(jpeg.colourHalved).toBe(true);
    const plot = { left: 0, top: 0, right: 640, bottom: 420 };
    const found = floatingPanels(jpeg, plot, [0, 0, 0]);
    expect(found).toHaveLength(1);
    const painted = withoutPanels(jpeg, plot, found);
    const p = found[0]!;
    const ring: number[] = [];
    for (let y = p.y0 - 2; y <= p.y1 + 2; y++)
      for (const x of [p.x0 - 2, p.x0 - 1, p.x1 + 1, p.x1 + 2])
        ring.push(painted.data[(y * 700 + x) * 4]!);
    expect(ring.every((v) => v === p.fill[0])).toBe(true);
    // a file kept exact is painted over the panel's own box only
    const exact = withoutPanels(img, plot, floatingPanels(img, plot, [0, 0, 0]));
    expect(exact.data[(200 * 700 + p.x0 - 2) * 4]).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseImage, plotBackground, scaleHint } from '../../../src/stages/normalise/index.ts';
import { blank, rect } from '../../raster.ts';

describe('stage normalise', () => {
  it('refuses malformed pixels and images too small to hold a chart, saying which', () => {
    expect(normaliseImage({ data: new Uint8Array(10), width: 100, height: 100 })).toEqual({
      ok: false,
      warning: 'image data is malformed',
    });
    expect(normaliseImage(blank(20, 200, [0, 0, 0]))).toEqual({
      ok: false,
      warning: 'image too small',
    });
  });

  it('takes the background from the middle of the image, not the frame around it', () => {
    // a dark page around a light chart card that covers the middle of the image
    const img = blank(400, 300, [20, 20, 30]);
    rect(img, 60, 50, 340, 250, [250, 250, 250]);
    const r = normaliseImage(img);
    expect(r).toEqual({ ok: true, background: [250, 250, 250] });
    // inside a box of the page colour, the plot's own background is that colour
    expect(plotBackground(img, { left: 0, top: 0, right: 50, bottom: 300 })).toEqual([20, 20, 30]);
  });

  it('scales by the price labels when read, else by the width of the image', () => {
    expect(scaleHint(16, 800)).toBe(2);
    expect(scaleHint(0, 600)).toBe(1);
    expect(scaleHint(0, 2400)).toBe(2);
    expect(scaleHint(0, 9000)).toBe(3);
  });
});

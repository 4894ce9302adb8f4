import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/node/index.ts';
import type { RawCandle } from '../../../src/stages/candles/types.ts';
import { extendDarkWicks, unseenWickBrightness } from '../../../src/stages/candles/wicks.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { bar, blank, rect, rng, walk, type Color } from '../../raster.ts';
import { bg, plotOf } from '../../scenes.ts';

const GREEN: Color = [0, 200, 0];
const RED: Color = [250, 0, 0];

// A terminal style traders set: green and red bodies outlined in black, black wicks, a grey
// grid dashed across and dotted down, some candles standing on a grid column; saved as a JPEG.
async function outlinedScene(seed: number, quality: number) {
  const black: Color = [0, 0, 0];
  const grid: Color = [192, 192, 192];
  const img = blank(460, 280, bg);
  for (let y = 30; y < 280; y += 50)
    for (let x = 0; x < 460; x += 6) rect(img, x, y, x + 3, y + 1, grid);
  for (let x = 52; x < 460; x += 91)
    for (let y = 0; y < 280; y += 3) rect(img, x, y, x + 1, y + 1, grid);
  const r = rng(seed);
  const truth: {
    x: number;
    high: number;
    low: number;
    top: number;
    bottom: number;
    up: boolean;
  }[] = [];
  for (const { i, open, close } of walk(r, 34, 140, 50, 230, 30)) {
    const x = 8 + i * 13;
    const b = bar(open, close, 2 + Math.round(r() * 16), 2 + Math.round(r() * 16));
    rect(img, x, b.high, x + 1, b.low + 1, black);
    rect(img, x - 4, b.top, x + 5, b.bottom + 1, black);
    if (b.bottom - b.top >= 2)
      rect(img, x - 3, b.top + 1, x + 4, b.bottom, close < open ? GREEN : RED);
    truth.push({ x, ...b, up: close < open });
  }
  const raw = { raw: { width: img.width, height: img.height, channels: 4 as const } };
  const image = await decodeImage(
    await sharp(Buffer.from(img.data), raw).jpeg({ quality }).toBuffer(),
  );
  return { image, truth };
}

/** Pixels that differ from the background (the scan's ink mask). */
function inkOf(img: RgbaImage): Uint8Array {
  const ink = new Uint8Array(img.width * img.height);
  for (let i = 0; i < ink.length; i++)
    ink[i] =
      Math.max(...[0, 1, 2].map((k) => Math.abs(img.data[i * 4 + k]! - bg[k]!))) > 24 ? 1 : 0;
  return ink;
}

/**
 * 34 candles 13 px apart on a plot of colour `plot`: wicks two pixels wide in `wick`, bodies in
 * `up` and `down` (inside a one-pixel `outline` when given), and the candles as found without
 * their wicks (high and low at the bodies' ends).
 */
function wickScene(o: {
  seed: number;
  plot: Color;
  wick: Color;
  up: Color;
  down: Color;
  outline?: Color;
}) {
  const img = blank(460, 280, o.plot);
  const r = rng(o.seed);
  const truth: { x: number; high: number; low: number; top: number; bottom: number }[] = [];
  const cs: RawCandle[] = [];
  for (const { i, open, close } of walk(r, 34, 140, 50, 230, 30)) {
    const x = 8 + i * 13;
    const b = bar(open, close, 4 + Math.round(r() * 16), 4 + Math.round(r() * 16));
    rect(img, x, b.high, x + 1, b.low + 1, o.wick);
    if (o.outline) rect(img, x - 4, b.top, x + 5, b.bottom + 1, o.outline);
    // inside an outline the fill starts a row in
    const inset = o.outline ? 1 : 0;
    if (b.bottom - b.top >= 2)
      rect(img, x - 3, b.top + inset, x + 4, b.bottom + 1 - inset, close < open ? o.up : o.down);
    truth.push({ x, ...b });
    cs.push({
      x,
      yHigh: b.top + inset,
      yBodyTop: b.top + inset,
      yBodyBottom: b.bottom - inset,
      yLow: b.bottom - inset,
      bodyWidth: 7,
      color: close < open ? 0 : 1,
      hollow: false,
    });
  }
  return { img, truth, cs };
}

/** How far each candle's high or low ends from the truth once its wicks are followed. */
function offAfterFollowing(
  s: ReturnType<typeof wickScene>,
  wick: NonNullable<ReturnType<typeof unseenWickBrightness>>,
  plotColour: Color,
): number[] {
  const { img, truth, cs } = s;
  const ink = new Uint8Array(img.width * img.height);
  for (let i = 0; i < ink.length; i++)
    ink[i] = [0, 1, 2].some((k) => Math.abs(img.data[i * 4 + k]! - plotColour[k]!) > 12) ? 1 : 0;
  extendDarkWicks(cs, img, plotOf(img), wick, plotColour, ink, 1, img.height);
  return cs.map((c, i) =>
    Math.max(Math.abs(c.yHigh - truth[i]!.high), Math.abs(c.yLow - truth[i]!.low)),
  );
}

describe('wicks in a colour no cluster stands for', () => {
  // compression spreads thin black lines over greys and dark tints of the bodies; when black is
  // no colour cluster then, the bodies were read and their wicks lost (lows at the bodies' ends)
  it('follows black wicks from black-outlined bodies found without them, across the grid', async () => {
    for (const [seed, quality] of [
      [3, 40],
      [11, 60],
      [5, 80],
    ] as const) {
      const { image, truth } = await outlinedScene(seed, quality);
      const cs: RawCandle[] = truth.map((t) => ({
        x: t.x,
        yHigh: t.top,
        yBodyTop: t.top,
        yBodyBottom: t.bottom,
        yLow: t.bottom,
        bodyWidth: 9,
        color: t.up ? 0 : 1,
        hollow: false,
      }));
      const plot = plotOf(image);
      const y = unseenWickBrightness(cs, image, plot, [GREEN, RED], bg);
      expect(y).not.toBeNull();
      expect(y!.brightness).toBeLessThan(100);
      expect(y!.neutral).toBe(true);
      extendDarkWicks(cs, image, plot, y!, bg, inkOf(image), 1, image.height);
      const off = cs.map((c, i) =>
        Math.max(Math.abs(c.yHigh - truth[i]!.high), Math.abs(c.yLow - truth[i]!.low)),
      );
      // within a pixel of each end, where compression blurs it, or two where a wick ends a row
      // past a grid line it crosses (a wick must show two rows beyond a line to go on)
      expect(off.filter((d) => d > 2)).toEqual([]);
      expect(off.filter((d) => d > 1).length).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the candles alone when their wicks are read already', async () => {
    const { image, truth } = await outlinedScene(3, 60);
    const cs: RawCandle[] = truth.map((t) => ({
      x: t.x,
      yHigh: t.high,
      yBodyTop: t.top,
      yBodyBottom: t.bottom,
      yLow: t.low,
      bodyWidth: 9,
      color: t.up ? 0 : 1,
      hollow: false,
    }));
    expect(unseenWickBrightness(cs, image, plotOf(image), [GREEN, RED], bg)).toBeNull();
  });

  // a renderer that outlines teal and red bodies in light grey and draws dim grey wicks on a
  // dark navy plot: the outline stands out most beyond each body's end, the wick runs on past it
  it.each([
    ['past light outlines, not at the outline’s brightness', true, 200, 66],
    ['of bodies drawn without an outline', false, 200, 66],
    // a light outline blended with the fills (a screen at twice the density): the wick stands
    // 0.4 of the outline's contrast off the background (decision 168)
    ['past outlines blended with the fill, at 0.4 of their contrast', true, 150, 80],
  ] as const)('follows dim wicks %s', (_name, outlined, outlineLevel, wickLevel) => {
    const navy: Color = [30, 34, 45];
    const teal: Color = [38, 166, 154];
    const red: Color = [239, 83, 80];
    const s = wickScene({
      seed: 9,
      plot: navy,
      wick: [wickLevel, wickLevel, wickLevel],
      up: teal,
      down: red,
      ...(outlined ? { outline: [outlineLevel, outlineLevel, outlineLevel] as Color } : {}),
    });
    const y = unseenWickBrightness(s.cs, s.img, plotOf(s.img), [teal, red], navy);
    expect(y).not.toBeNull();
    // the wick's brightness, not the outline's
    expect(Math.abs(y!.brightness - wickLevel)).toBeLessThan(10);
    expect(offAfterFollowing(s, y!, navy).filter((d) => d > 1)).toEqual([]);
  });

  // matplotlib's default candles: red and green bodies, black wicks drawn a pixel wide and
  // antialiased to a dark grey, on a light grey plot; the grey is about as bright as the red
  // and the green, yet no body's own colour (decision 175)
  it('follows grey wicks as bright as the coloured bodies beside them', () => {
    const plotGrey: Color = [240, 240, 240];
    const red: Color = [214, 39, 40];
    const green: Color = [44, 160, 44];
    const s = wickScene({ seed: 4, plot: plotGrey, wick: [82, 82, 82], up: green, down: red });
    const y = unseenWickBrightness(s.cs, s.img, plotOf(s.img), [green, red], plotGrey);
    expect(y).not.toBeNull();
    expect(y!.neutral).toBe(true);
    expect(Math.abs(y!.brightness - 82)).toBeLessThan(10);
    expect(offAfterFollowing(s, y!, plotGrey).filter((d) => d > 1)).toEqual([]);
  });
});

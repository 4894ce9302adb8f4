import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, blend, candle, rect, rng, walk, type Color } from '../../raster.ts';
import { bg, down, plotOf, scene, up, wave } from '../../scenes.ts';

describe('scanCandles: lines and text in or near the candle colours', () => {
  it('does not read the steep pieces of a line in a candle colour as candles', () => {
    // narrow candles, and pieces of a three-pixel line in the falling colour running steeply down
    // between them (a moving average in a candle colour, broken where it crosses other marks)
    const img = blank(420, 260, bg);
    const r = rng(3);
    const xs: number[] = [];
    for (const { i, open, close } of walk(r, 40, 150, 120, 230, 24)) {
      const x = 6 + i * 10;
      candle(img, { x, ...bar(open, close, 3, 3), width: 3, color: close < open ? up : down }, bg);
      xs.push(x);
    }
    for (let k = 0; k < 8; k++)
      for (let row = 0; row < 24; row++) {
        const x = 10 + k * 50 + Math.floor(row * 0.45);
        rect(img, x, 20 + (k % 3) * 30 + row, x + 3, 21 + (k % 3) * 30 + row, down);
      }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles.map((c) => c.x)).toEqual(xs);
  });

  it('reads the candles a line in a candle colour runs through, and not the line', () => {
    // narrow candles standing apart, and a two-pixel zigzag in the rising colour drawn through
    // them (a moving average in a candle colour): candles and line joined in one shape
    const img = blank(420, 260, bg);
    const r = rng(8);
    const xs: number[] = [];
    for (const { i, open, close } of walk(r, 40, 160, 110, 220, 16)) {
      const x = 6 + i * 10;
      candle(img, { x, ...bar(open, close, 4, 4), width: 3, color: close < open ? up : down }, bg);
      xs.push(x);
    }
    // where other lines cross it, the zigzag is cut into pieces a dozen candles long
    for (let x = 0; x < 420; x++) {
      const t = x % 120;
      const yl = Math.round(150 + (t < 60 ? t : 120 - t) * 0.6);
      rect(img, x, yl, x + 1, yl + 2, t < 3 ? [120, 120, 200] : up);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(xs.length);
    s.candles.forEach((c, i) => expect(Math.abs(c.x - xs[i]!)).toBeLessThanOrEqual(0.5));
  });

  it('reads the candles a long line in a candle colour runs through, however many', () => {
    // a hundred narrow candles eight pixels apart in a steady rise, and a line in the rising
    // colour, four pixels thick, through the middle of the bodies of sixty of them (a moving
    // average): those candles and the line make one shape sixty slots long
    const img = blank(820, 460, bg);
    const r = rng(12);
    const xs: number[] = [];
    const mids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const x = 10 + i * 8;
      const mid = 420 - i * 4;
      const half = 2 + Math.round(r() * 4);
      const isUp = r() < 0.5;
      const [open, close] = isUp ? [mid + half, mid - half] : [mid - half, mid + half];
      candle(img, { x, ...bar(open, close, 5, 5), width: 3, color: isUp ? up : down }, bg);
      xs.push(x);
      mids.push(mid);
    }
    for (let x = xs[20]!; x <= xs[80]!; x++) {
      const k = Math.floor((x - 10) / 8);
      const t = (x - xs[k]!) / 8;
      const yl = Math.round(mids[k]! * (1 - t) + (mids[k + 1] ?? mids[k]!) * t) - 2;
      rect(img, x, yl, x + 1, yl + 4, up);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    const found = xs.filter((x) => s.candles.some((c) => Math.abs(c.x - x) <= 1));
    expect(found.length).toBeGreaterThanOrEqual(96);
    expect(s.candles.length).toBeLessThanOrEqual(100);
  });

  it('reads a hollow body whose sides compression left in a shade of their own', () => {
    // JPEG moves the thin upright sides of a hollow body one way and its top, bottom and wicks
    // another: two shades of the rising colour, each a population of its own
    const img = blank(420, 260, bg);
    const r = rng(52);
    const shadeA: Color = [60, 128, 114];
    const shadeB: Color = [30, 140, 122];
    const truth: { x: number; high: number; low: number; up: boolean }[] = [];
    for (const { i, open, close } of walk(r, 24, 130, 50, 210, 30)) {
      const x = 12 + i * 17;
      const isUp = close < open;
      const b = bar(open, close, 6 + Math.round(r() * 10), 6 + Math.round(r() * 10));
      if (isUp) {
        rect(img, x, b.high, x + 2, b.top, shadeA);
        rect(img, x, b.bottom + 1, x + 2, b.low + 1, shadeA);
        rect(img, x - 5, b.top, x + 7, b.top + 2, shadeA);
        rect(img, x - 5, b.bottom - 1, x + 7, b.bottom + 1, shadeA);
        rect(img, x - 5, b.top + 2, x - 3, b.bottom - 1, shadeB);
        rect(img, x + 5, b.top + 2, x + 7, b.bottom - 1, shadeB);
      } else {
        rect(img, x, b.high, x + 2, b.low + 1, down);
        rect(img, x - 5, b.top, x + 7, b.bottom + 1, down);
      }
      truth.push({ x: x + 0.5, high: b.high, low: b.low, up: isUp });
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    s.candles.forEach((c, i) => expect([c.yHigh, c.yLow]).toEqual([truth[i]!.high, truth[i]!.low]));
  });

  it('keeps a quiet stretch of small candles whose lows stand on one row, not taking it for text', () => {
    // grey wicks; in the middle, eight small candles five to seven rows tall, their lows on row
    // 160, their bodies three to five rows: in the ink they line up like letters on a baseline
    const grey: Color = [149, 152, 161];
    const img = blank(420, 260, bg);
    const r = rng(41);
    const truth: { x: number; high: number; low: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const x = 10 + i * 13;
      const quiet = i >= 11 && i < 19;
      const b = quiet
        ? { high: 154 - (i % 3), top: 156 - (i % 2), bottom: 158, low: 160 }
        : bar(60 + Math.round(r() * 80), 90 + Math.round(r() * 80), 6, 6);
      const color = i % 2 ? up : down;
      rect(img, x, b.high, x + 1, b.low + 1, grey);
      rect(img, x - 3, b.top, x + 4, b.bottom + 1, color);
      truth.push({ x, high: b.high, low: b.low });
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles.map((c) => c.x)).toEqual(truth.map((t) => t.x));
    s.candles.forEach((c, i) => expect([c.yHigh, c.yLow]).toEqual([truth[i]!.high, truth[i]!.low]));
  });
  it('reads a hollow body cut in two by a line in another colour', () => {
    const img = blank(420, 260, bg);
    const r = rng(63);
    const truth: { top: number; bottom: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 130, 60, 180, 40)) {
      const x = 10 + i * 13;
      const b = bar(open, close, 4 + Math.round(r() * 8), 4 + Math.round(r() * 8));
      if (b.bottom - b.top < 10) b.bottom = b.top + 10;
      b.low = Math.max(b.low, b.bottom + 2);
      candle(img, { x, ...b, width: 9, color: up, hollow: true }, bg);
      truth.push({ top: b.top, bottom: b.bottom });
    }
    // a line two pixels thick, in another colour, through the middle of every body
    for (let i = 0; i < 30; i++) {
      const t = truth[i]!;
      const ly = Math.round((t.top + t.bottom) / 2);
      rect(img, 10 + i * 13 - 6, ly, 10 + i * 13 + 7, ly + 2, [120, 120, 120]);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    s.candles.forEach((c, i) =>
      expect([Math.round(c.yBodyTop), Math.round(c.yBodyBottom)]).toEqual([
        truth[i]!.top,
        truth[i]!.bottom,
      ]),
    );
  });
  it('reads hollow bodies whose antialiased sides touch their top and bottom only at the corners', () => {
    // a one-pixel outline at a fractional x: the sides come out a column outside the edges and a
    // row short of them, touching them corner to corner
    const img = blank(420, 260, bg);
    const r = rng(51);
    const truth: { x: number; top: number; bottom: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 130, 50, 200, 40)) {
      const x = 10 + i * 13;
      const b = bar(open, close, 4 + Math.round(r() * 8), 4 + Math.round(r() * 8));
      if (b.bottom - b.top < 6) b.bottom = b.top + 6;
      rect(img, x, b.high, x + 1, b.top, up);
      rect(img, x, b.bottom + 1, x + 1, b.low + 1, up);
      rect(img, x - 3, b.top, x + 4, b.top + 1, up);
      rect(img, x - 3, b.bottom, x + 4, b.bottom + 1, up);
      rect(img, x - 4, b.top + 1, x - 3, b.bottom, up);
      rect(img, x + 4, b.top + 1, x + 5, b.bottom, up);
      // the corners only faintly covered
      for (const [cx, cy] of [
        [x - 4, b.top],
        [x + 4, b.top],
        [x - 4, b.bottom],
        [x + 4, b.bottom],
      ] as const)
        blend(img, cx, cy, up, 0.3);
      truth.push({ x, top: b.top, bottom: b.bottom });
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    s.candles.forEach((c, i) =>
      expect([c.yBodyTop, c.yBodyBottom]).toEqual([truth[i]!.top, truth[i]!.bottom]),
    );
  });
  it('reads flat candles whose thin dash lost most of its hue to compression', () => {
    // JPEG keeps a thin feature's brightness and blurs its hue into the background: a flat
    // candle's two-pixel dash keeps its colour's luma and about a quarter of its chroma
    const faded = (c: Color): Color => {
      const y = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
      return c.map((v) => Math.round(y + (v - y) * 0.3)) as Color;
    };
    const img = blank(420, 260, bg);
    const r = rng(5);
    const xs: number[] = [];
    let y = 120;
    for (let i = 0; i < 30; i++) {
      const x = 8 + i * 13;
      xs.push(x);
      const color = i % 2 ? up : down;
      if (i % 3 === 1) {
        rect(img, x - 3, y, x + 4, y + 2, faded(color));
        continue;
      }
      const open = y;
      y = Math.max(40, Math.min(170, y + Math.round((r() - 0.5) * 30)));
      const close = y === open ? open - 4 : y;
      candle(
        img,
        {
          x,
          ...bar(open, close, 5, 5),
          width: 7,
          color: close < open ? up : down,
        },
        bg,
      );
    }
    // a line drawn over the chart does not hide them
    wave(img, 215, 8, 30, [70, 110, 230]);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles.map((c) => Math.round(c.x))).toEqual(xs);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(200);
  });

  it('does not take a line in a faded candle colour for candles', () => {
    const { img, truth } = scene({});
    wave(img, 215, 8, 30, [170, 80, 90]);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(200);
  });
});

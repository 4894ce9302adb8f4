import { describe, expect, it } from 'vitest';
import {
  chooseColours,
  desaturatedOf,
  dropMiniatureBand,
  splitAndFilter,
  scanCandles,
  type RawCandle,
} from '../src/candles.ts';
import type { Rgb } from '../src/shared/colour.ts';
import { bar, blank, blend, candle, rect, rng, walk, type Color } from './raster.ts';
import { bg, down, plotOf, scene, up, wave } from './scenes.ts';

describe('scanCandles', () => {
  it('finds every filled candle with exact pixel geometry', () => {
    const { img, truth } = scene({});
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    s.candles.forEach((c, i) => {
      const t = truth[i]!;
      expect(c.x).toBeCloseTo(t.x, 5);
      expect(c.yHigh).toBe(t.high);
      expect(c.yLow).toBe(t.low);
      expect(Math.round(c.yBodyTop)).toBe(t.top);
      expect(Math.round(c.yBodyBottom)).toBe(t.bottom);
      expect(c.bodyWidth).toBe(7);
    });
    expect(new Set(s.candles.map((c) => c.color)).size).toBe(2);
  });

  it('reads hollow candles', () => {
    const { img, truth } = scene({ hollow: true });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    const tall = s.candles.filter((c, i) => truth[i]!.up && c.yBodyBottom - c.yBodyTop >= 4);
    expect(tall.length).toBeGreaterThan(2);
    expect(tall.every((c) => c.hollow)).toBe(true);
  });

  it('does not read a same-coloured volume histogram as candles', () => {
    const { img, truth } = scene({ volume: true });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.volumeTop).not.toBeNull();
    expect(s.candles).toHaveLength(truth.length);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(200);
  });

  it('drops volume bars whose bottom edge is ragged (compression, antialiasing)', () => {
    const { img, truth } = scene({ raggedVolume: true });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.volumeTop).not.toBeNull();
    expect(s.candles).toHaveLength(truth.length);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(200);
  });

  it('ignores a miniature of the series below the chart (range slider, navigator)', () => {
    const img = blank(420, 300, bg);
    const r = rng(11);
    const n = 30;
    for (const { i, open, close } of walk(r, n, 100, 30, 170, 40)) {
      const c = { x: 8 + i * 13, high: Math.min(open, close) - 6, low: Math.max(open, close) + 6 };
      const color = close < open ? up : down;
      // every third candle of the chart itself is missing (lost to compression, say)
      if (i % 3 !== 2)
        candle(
          img,
          { ...c, top: Math.min(open, close), bottom: Math.max(open, close), width: 7, color },
          bg,
        );
      // the same candle a quarter as tall in a band 230-280
      const m = (v: number): number => 230 + Math.round(v / 4);
      candle(
        img,
        {
          x: c.x,
          high: m(c.high),
          low: m(c.low),
          top: m(Math.min(open, close)),
          bottom: Math.max(m(Math.min(open, close)), m(Math.max(open, close))),
          width: 7,
          color,
        },
        bg,
      );
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(n - n / 3);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(200);
  });

  it('ignores a dashed price line and a line drawn over the candles', () => {
    const { img, truth } = scene({ priceLine: true, overlay: true });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    const bad = s.candles
      .map((c, i) => [i, c.yHigh, truth[i]!.high, c.yLow, truth[i]!.low, c.x])
      .filter((r) => r[1] !== r[2] || r[3] !== r[4]);
    expect(bad).toEqual([]);
  });

  it('keeps a candle colour apart from a greyer, more common shade close to it', () => {
    // green candles, and a larger panel in a greyish green near them (a logo, a shaded band):
    // close enough to pass for the same colour split by compression, but far greyer
    const green: Color = [70, 150, 105];
    const img = blank(420, 260, bg);
    rect(img, 250, 10, 410, 80, [95, 120, 105]);
    const r = rng(4);
    for (const { i, open, close } of walk(r, 40, 170, 110, 240, 20)) {
      candle(
        img,
        { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5, color: close < open ? green : down },
        bg,
      );
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([green, down]));
    expect(s.candles).toHaveLength(40);
  });

  it('finds a thin outline colour that pale panels outnumber', () => {
    // six pale panels near the background and a grey legend take more pixels than the rising
    // candles' one-pixel blue outlines; the panels are only ever fringes
    const blue: Color = [41, 98, 255];
    const img = blank(420, 300, bg);
    const pale: Color[] = [
      [207, 255, 255],
      [255, 207, 255],
      [255, 255, 207],
      [223, 223, 255],
      [223, 255, 223],
      [255, 223, 223],
    ];
    pale.forEach((c, k) => rect(img, 10 + k * 68, 4, 70 + k * 68, 40, c));
    rect(img, 10, 270, 410, 296, [100, 100, 100]);
    const r = rng(14);
    for (const { i, open, close } of walk(r, 40, 150, 70, 250, 24)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 4, 4), width: 7 };
      candle(img, { ...c, color: close < open ? blue : down, hollow: close < open }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([blue, down]));
  });

  it('keeps the falling colour apart from a moving average drawn in a colour close to it', () => {
    // red bodies and a thick pink line across the plot, close enough to pass for one colour
    // split by compression, and more populous than the bodies
    const pink: Color = [233, 30, 99];
    const img = blank(420, 260, bg);
    const r = rng(13);
    for (const { i, open, close } of walk(r, 40, 150, 110, 200, 8)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5 };
      candle(img, { ...c, color: close < open ? up : down }, bg);
    }
    for (let x = 0; x < 420; x++) {
      const yl = Math.round(60 + 25 * Math.sin(x / 40));
      rect(img, x, yl, x + 1, yl + 5, pink);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
  });

  it('keeps a pale candle colour that a darker mark of the same hue, drawing no candles, extends', () => {
    // grey-blue candles halfway between the background and a dark panel's colour: a blend of the
    // two to the eye, but only the candles are candle-like
    const pale: Color = [150, 150, 157];
    const img = blank(420, 260, bg);
    rect(img, 250, 10, 410, 60, [45, 44, 60]);
    const r = rng(6);
    for (const { i, open, close } of walk(r, 40, 170, 100, 240, 20)) {
      const c = { x: 6 + i * 10, ...bar(open, close, 3, 3), width: 5 };
      candle(img, { ...c, color: close < open ? pale : down }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([pale, down]));
  });

  it('does not take the edges of volume bars, split off in a colour of their own, for candles', () => {
    // compression can give a bar's edges a colour apart from its inside: outlines standing on
    // the histogram's baseline, hollow-candle-like and larger than the small candles above
    const img = blank(420, 300, bg);
    const r = rng(9);
    for (const { i, open, close } of walk(r, 40, 80, 40, 120, 6)) {
      const x = 6 + i * 10;
      candle(img, { x, ...bar(open, close, 1, 1), width: 5, color: close < open ? up : down }, bg);
      // bars in the candle's direction colour, lightened; only the rising ones lose their edges
      const h = 60 + Math.floor(r() * 60);
      if (close < open) {
        rect(img, x - 3, 290 - h, x + 4, 290, [120, 140, 200]);
        rect(img, x - 2, 291 - h, x + 3, 289, [150, 180, 250]);
      } else rect(img, x - 3, 290 - h, x + 4, 290, [250, 190, 140]);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
  });

  it('does not take the steps of a thin line across the candles for a candle colour', () => {
    // a one-pixel line drawn at a slope of one in two falls apart into 2x4 steps, each touching
    // the next only at a corner: more of them than there are candles
    const { img, truth } = scene({});
    const purple: Color = [156, 39, 176];
    for (let x = 0; x < img.width; x++) {
      const t = x % 160;
      const y = 60 + 2 * Math.floor((t < 80 ? t : 160 - t) / 4);
      rect(img, x, y, x + 1, y + 2, purple);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
    expect(s.candles.map((c) => c.x)).toEqual(truth.map((c) => c.x));
  });

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

  it('splits same-coloured neighbours drawn without a gap', () => {
    const img = blank(200, 120, bg);
    const r = rng(11);
    for (let i = 0; i < 40; i++) {
      const x = 2 + i * 4;
      const colour = r() < 0.5 ? up : down; // runs of one colour of random length touch

      rect(img, x, 40 + (i % 5) * 3, x + 4, 70 + (i % 7) * 2, colour);
      rect(img, x + 1, 30 + (i % 4), x + 2, 90, colour);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles.length).toBeGreaterThanOrEqual(38);
    expect(s.candles.length).toBeLessThanOrEqual(40);
  });

  it('keeps touching candles that whole-pixel drawing stands closer than the pitch', () => {
    // a pitch of 4.5 pixels drawn on a 3-pixel grid: neighbours alternately touch and stand apart
    const img = blank(300, 160, bg);
    const r = rng(5);
    const xs: number[] = [];
    let close = 80;
    for (let i = 0; i < 60; i++) {
      const x = 2 + 3 * Math.floor(i * 1.5);
      const open = close; // each candle opens at the previous close
      close = Math.max(30, Math.min(130, open + Math.round((r() - 0.5) * 40)));
      if (Math.abs(close - open) < 8) close = open + (open < 80 ? 8 : -8);
      candle(
        img,
        {
          x,
          ...bar(open, close, 2 + Math.round(r() * 6), 2 + Math.round(r() * 6)),
          width: 3,
          color: close < open ? up : down,
        },
        bg,
      );
      xs.push(x);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    const found = s.candles.map((c) => c.x);
    expect(found).toHaveLength(xs.length);
    found.forEach((x, i) => expect(Math.abs(x - xs[i]!)).toBeLessThanOrEqual(1));
  });

  it('does not read thin volume bars joined to the lower wicks as the lows', () => {
    // Dark theme, volume drawn as one-pixel lines as thin as the wicks, in the candles' colours,
    // standing under the candles; every fourth bar reaches up into its candle's lower wick.
    const dark: Color = [0, 0, 0];
    const white: Color = [255, 255, 255];
    const cyan: Color = [34, 171, 189];
    const img = blank(420, 260, dark);
    const r = rng(5);
    const truth: { x: number; low: number; bottom: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 175, 150, 200, 30)) {
      const colour = close < open ? white : cyan;
      const c = {
        x: 8 + i * 13,
        ...bar(open, close, 2 + Math.round(r() * 6), 3 + Math.round(r() * 4)),
      };
      candle(img, { ...c, width: 7, color: colour }, dark);
      const joined = i % 4 === 1;
      const barTop = joined ? c.low - 1 : Math.max(c.low + 3, 250 - 8 - Math.round(r() * 30));
      rect(img, c.x, barTop, c.x + 1, 250, colour);
      truth.push(c);
    }
    const s = scanCandles(img, plotOf(img), dark, 1);
    expect(s.volumeBottom).toBe(249);
    expect(s.candles).toHaveLength(truth.length);
    s.candles.forEach((c, i) => {
      const t = truth[i]!;
      expect(c.yLow).toBeLessThan(240);
      // a joined wick is estimated from the others (3-7 px), a free one is read exactly
      if (i % 4 === 1) expect(Math.abs(c.yLow - t.low)).toBeLessThanOrEqual(4);
      else expect(c.yLow).toBe(t.low);
    });
    expect(s.warnings.join(' ')).toMatch(/lower wicks of \d+ candles run into the volume bars/);
  });

  it('reads one-pixel wicks antialiased over two columns', () => {
    const img = blank(420, 260, bg);
    const r = rng(9);
    const truth: { high: number; low: number }[] = [];
    for (let i = 0; i < 25; i++) {
      const x = 10 + i * 16;
      const top = 80 + Math.round(r() * 80);
      const bottom = top + 4 + Math.round(r() * 20);
      const high = top - 5 - Math.round(r() * 20);
      const low = bottom + 5 + Math.round(r() * 20);
      const colour = i % 3 === 0 ? down : up;
      // a wick centred between two pixel columns: each column is covered by about a half
      const cover = 0.35 + r() * 0.3;
      for (let yy = high; yy <= low; yy++) {
        blend(img, x, yy, colour, cover);
        blend(img, x + 1, yy, colour, 1 - cover);
      }
      rect(img, x - 3, top, x + 5, bottom + 1, colour);
      truth.push({ high, low });
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    expect(s.candles.map((c) => [c.yHigh, c.yLow])).toEqual(truth.map((t) => [t.high, t.low]));
  });

  it('does not take scattered specks for a candle colour', () => {
    const dark: Color = [0, 0, 0];
    const blue: Color = [41, 98, 255];
    const orange: Color = [255, 109, 0];
    const grey: Color = [89, 89, 89];
    const img = blank(420, 260, dark);
    // specks: compression noise and the dots of broken text, scattered over the plot
    const rs = rng(17);
    for (let k = 0; k < 500; k++) {
      const x = Math.floor(rs() * 420);
      const yy = Math.floor(rs() * 258);
      rect(img, x, yy, x + 1, yy + 2, grey);
    }
    const r = rng(3);
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 30)) {
      candle(
        img,
        {
          x: 9 + i * 13,
          ...bar(open, close, 4, 4),
          width: 3,
          color: i % 5 === 2 ? orange : blue,
        },
        dark,
      );
    }
    const s = scanCandles(img, plotOf(img), dark, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([blue, orange]));
    expect(s.candles).toHaveLength(30);
  });

  it('takes the falling colour, not the translucent fill of the rising one', () => {
    // rising candles drawn as a blue outline around a half-transparent blue fill (as Plotly
    // draws them), falling ones filled orange: the fill is a third colour in the rising
    // candles' own columns
    const blue: Color = [41, 98, 255];
    const fill: Color = [148, 176, 255];
    const orange: Color = [255, 109, 0];
    const img = blank(420, 260, bg);
    const r = rng(11);
    let falling = 0;
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 40, 0.6)) {
      const isUp = close < open;
      const c = { x: 9 + i * 13, ...bar(open, close, 4, 4), width: 11 };
      if (isUp) {
        candle(img, { ...c, color: blue, hollow: true }, bg);
        if (c.bottom - c.top >= 2) rect(img, c.x - 4, c.top + 1, c.x + 5, c.bottom, fill);
      } else {
        candle(img, { ...c, color: orange }, bg);
        falling++;
      }
    }
    expect(falling).toBeGreaterThanOrEqual(5);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toContainEqual(orange);
    expect(s.candles).toHaveLength(30);
  });
  it('finds a candle colour that compression spread over several shades, among many small marks', () => {
    // ten marks in colours of their own (legend swatches, icons, a logo), each more pixels in one
    // shade than any one shade of the falling candles, whose red is spread over three shades
    const img = blank(420, 260, bg);
    const marks: Color[] = [
      [120, 40, 160],
      [40, 40, 200],
      [200, 160, 40],
      [40, 160, 200],
      [160, 200, 40],
      [100, 100, 100],
      [200, 100, 200],
      [60, 120, 60],
      [150, 90, 30],
      [30, 60, 90],
    ];
    marks.forEach((c, i) => rect(img, 10 + i * 40, 4, 40 + i * 40, 14, c));
    const reds: Color[] = [
      [200, 20, 20],
      [212, 20, 20],
      [196, 30, 20],
    ];
    const r = rng(5);
    let falling = 0;
    for (const { i, open, close } of walk(r, 30, 130, 40, 200, 30)) {
      const isUp = close < open;
      const color = isUp ? up : reds[falling++ % 3]!;
      candle(img, { x: 9 + i * 13, ...bar(open, close, 3, 3), width: 3, color }, bg);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.colors.some((c) => c[0] > 150 && c[1] < 60 && c[2] < 60)).toBe(true);
    expect(s.candles).toHaveLength(30);
  });
  it('takes the body colours, not the grey wicks both directions share', () => {
    const black: Color = [0, 0, 0];
    const grey: Color = [149, 152, 161];
    const img = blank(420, 260, black);
    const r = rng(9);
    const truth: { x: number; up: boolean; high: number; low: number }[] = [];
    // a dense chart (bodies one pixel wide, as wide as the wicks): grey wicks, the bodies drawn
    // over them
    for (const { i, open, close } of walk(r, 100, 130, 60, 180, 16)) {
      const isUp = close < open;
      const x = 9 + i * 4;
      const b = bar(open, close, 4 + Math.round(r() * 10), 4 + Math.round(r() * 10));
      rect(img, x, b.high, x + 1, b.low + 1, grey);
      rect(img, x, b.top, x + 1, b.bottom + 1, isUp ? up : down);
      truth.push({ x, up: isUp, high: b.high, low: b.low });
    }
    const s = scanCandles(img, plotOf(img), black, 1);
    const cols = s.colors.map((c) => c.map(Math.round));
    expect(cols).toContainEqual(up);
    expect(cols).toContainEqual(down);
    // each candle found takes its body's colour as its class
    const upClass = cols.findIndex((c) => c[0] === up[0]);
    const found = truth.filter((t) => s.candles.some((k) => Math.abs(k.x - t.x) <= 1));
    expect(found.length).toBeGreaterThanOrEqual(90);
    for (const t of found) {
      const c = s.candles.find((k) => Math.abs(k.x - t.x) <= 1)!;
      expect(c.color === upClass).toBe(t.up);
      // the grey wicks still give the high and the low
      expect([c.yHigh, c.yLow]).toEqual([t.high, t.low]);
    }
  });
  it('does not take the colour of marks above and below the candles for the second colour', () => {
    // one style for both directions (white outlines on black), and grey marks in rows of their
    // own above and below the candles (pieces of a legend and of time labels, tick marks) where
    // the plot box takes them in
    const black: Color = [0, 0, 0];
    const white: Color = [255, 255, 255];
    const grey: Color = [150, 150, 150];
    const img = blank(420, 300, black);
    const r = rng(5);
    for (const { i, open, close } of walk(r, 30, 150, 60, 240, 40)) {
      const c = { x: 9 + i * 13, ...bar(open, close, 4, 4), width: 11 };
      candle(img, { ...c, color: white, hollow: true }, black);
    }
    for (let i = 0; i < 20; i++) {
      rect(img, 6 + i * 21, 6, 8 + i * 21, 20, grey);
      rect(img, 12 + i * 21, 278, 14 + i * 21, 292, grey);
    }
    const s = scanCandles(img, plotOf(img), black, 1);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual([white]);
    expect(s.candles).toHaveLength(30);
  });
  it('reads highs and lows from grey wicks beside wide bodies of two colours', () => {
    // the bodies are the best candle shapes here; the grey wicks above and below them are the
    // third colour, in the columns of both
    const black: Color = [19, 23, 34];
    const grey: Color = [149, 152, 161];
    const img = blank(420, 260, black);
    const r = rng(21);
    const truth: { x: number; high: number; low: number }[] = [];
    for (const { i, open, close } of walk(r, 40, 130, 50, 200, 24)) {
      const x = 8 + i * 10;
      const b = bar(open, close, 3 + Math.round(r() * 12), 3 + Math.round(r() * 12));
      rect(img, x, b.high, x + 1, b.low + 1, grey);
      rect(img, x - 3, b.top, x + 4, b.bottom + 1, close < open ? up : down);
      truth.push({ x, high: b.high, low: b.low });
    }
    const s = scanCandles(img, plotOf(img), black, 1);
    expect(s.candles).toHaveLength(40);
    s.candles.forEach((c, i) => expect([c.yHigh, c.yLow]).toEqual([truth[i]!.high, truth[i]!.low]));
  });
  // A monochrome chart: black bodies, the rising ones hollow, all wicks grey.
  function monoScene(line: boolean) {
    const ink: Color = [0, 0, 0];
    const grey: Color = [93, 96, 107];
    const blue: Color = [41, 98, 255];
    const img = blank(420, 260, bg);
    const r = rng(25);
    const truth: { x: number; high: number; low: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 130, 50, 200, 30)) {
      const x = 10 + i * 13;
      const b = bar(open, close, 6 + Math.round(r() * 14), 6 + Math.round(r() * 14));
      rect(img, x, b.high, x + 1, b.low + 1, grey);
      candle(
        img,
        { x, ...b, high: b.top, low: b.bottom, width: 9, color: ink, hollow: close < open },
        bg,
      );
      truth.push({ x, high: b.high, low: b.low });
    }
    // a moving average, two pixels thick, crossing the wicks
    if (line)
      for (let x = 0; x < 420; x++) {
        const ly = Math.round(40 + x * 0.45);
        rect(img, x, ly, x + 1, ly + 2, blue);
      }
    return { img, truth };
  }
  it('reads highs and lows from grey wicks on a one-colour chart', () => {
    const { img, truth } = monoScene(false);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    s.candles.forEach((c, i) => expect([c.yHigh, c.yLow]).toEqual([truth[i]!.high, truth[i]!.low]));
  });
  it('follows a grey wick across a line drawn over it', () => {
    const { img, truth } = monoScene(true);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
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
  it('reads a wick to its end where compression left it grey, but not along a crosshair', () => {
    // JPEG keeps a thin wick's brightness; of its hue, far less than half may be left
    const faded = (c: Color, keep: number): Color => {
      const y = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
      return c.map((v) => Math.round(y + (v - y) * keep)) as Color;
    };
    const grey: Color = [120, 123, 134];
    const img = blank(420, 260, bg);
    const r = rng(33);
    const truth: { x: number; high: number; low: number }[] = [];
    for (const { i, open, close } of walk(r, 30, 130, 60, 190, 30)) {
      const x = 10 + i * 13;
      const b = bar(open, close, 8 + Math.round(r() * 10), 8 + Math.round(r() * 10));
      const color = close < open ? up : down;
      // the wick's inner part keeps its colour, its far ends keep only a trace of hue
      rect(img, x, b.high, x + 1, b.top - 3, faded(color, 0.12));
      rect(img, x, b.top - 3, x + 1, b.top, color);
      rect(img, x, b.bottom + 1, x + 1, b.bottom + 4, color);
      rect(img, x, b.bottom + 4, x + 1, b.low + 1, faded(color, 0.12));
      rect(img, x - 3, b.top, x + 4, b.bottom + 1, color);
      truth.push({ x, high: b.high, low: b.low });
    }
    // a dashed grey crosshair through the centre of candle 12
    for (let yy = 0; yy < 260; yy += 6) rect(img, truth[12]!.x, yy, truth[12]!.x + 1, yy + 4, grey);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    s.candles.forEach((c, i) => {
      const t = truth[i]!;
      // the crosshair hides parts of candle 12's wick, and must not lengthen it
      if (i === 12) expect([c.yHigh >= t.high, c.yLow <= t.low]).toEqual([true, true]);
      else expect([i, c.yHigh, c.yLow]).toEqual([i, t.high, t.low]);
    });
  });
  // Candles whose one-pixel wicks keep their colour only next to the body: the rest has only
  // a trace of hue left, as JPEG leaves it.
  function fadedWickScene(seed: number) {
    const faded = (c: Color, keep: number): Color => {
      const y = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
      return c.map((v) => Math.round(y + (v - y) * keep)) as Color;
    };
    const img = blank(420, 260, bg);
    const r = rng(seed);
    const truth: { x: number; high: number; low: number; color: Color }[] = [];
    for (const { i, open, close } of walk(r, 30, 130, 60, 180, 30)) {
      const x = 10 + i * 13;
      const b = bar(open, close, 12 + Math.round(r() * 10), 12 + Math.round(r() * 10));
      const color = close < open ? up : down;
      rect(img, x, b.high, x + 1, b.top - 3, faded(color, 0.12));
      rect(img, x, b.top - 3, x + 1, b.top, color);
      rect(img, x, b.bottom + 1, x + 1, b.bottom + 4, color);
      rect(img, x, b.bottom + 4, x + 1, b.low + 1, faded(color, 0.12));
      rect(img, x - 3, b.top, x + 4, b.bottom + 1, color);
      truth.push({ x, high: b.high, low: b.low, color });
    }
    return { img, truth };
  }
  it('follows a faded wick across a line drawn over it', () => {
    const { img, truth } = fadedWickScene(61);
    // a moving average, two pixels thick, in a colour of its own
    for (let x = 0; x < 420; x++) {
      const ly = Math.round(100 + x * 0.12);
      rect(img, x, ly, x + 1, ly + 2, [41, 98, 255]);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    // (an end under the line is not in the image)
    const hidden = (x: number, y: number): boolean => Math.abs(y - Math.round(100 + x * 0.12)) <= 2;
    const crossed = truth.filter((t) => t.high < 100 + t.x * 0.12 && t.low > 102 + t.x * 0.12);
    expect(crossed.length).toBeGreaterThan(3);
    s.candles.forEach((c, i) => {
      const t = truth[i]!;
      if (!hidden(t.x, t.high)) expect([i, c.yHigh]).toEqual([i, t.high]);
      if (!hidden(t.x, t.low)) expect([i, c.yLow]).toEqual([i, t.low]);
    });
  });
  it('does not run a faded wick on across background to a mark of its colour', () => {
    const { img, truth } = fadedWickScene(62);
    // a short upright mark of the candle's colour five rows under every fifth candle
    for (let i = 0; i < 30; i += 5) {
      const t = truth[i]!;
      rect(img, t.x, t.low + 6, t.x + 1, t.low + 12, t.color);
    }
    const s = scanCandles(img, plotOf(img), bg, 1);
    const byX = new Map(s.candles.map((c) => [Math.round(c.x), c]));
    truth.forEach((t) => expect([t.x, byX.get(t.x)?.yLow]).toEqual([t.x, t.low]));
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
  it('tells grey wicks from the bodies when the wicks, wide at a high pixel ratio, look more like candles', () => {
    const grey: Color = [146, 153, 169];
    const navy: Color = [10, 26, 51];
    const img = blank(720, 300, navy);
    const r = rng(41);
    const truth: { x: number; high: number; low: number; up: boolean }[] = [];
    for (const { i, open, close } of walk(r, 20, 150, 70, 220, 40)) {
      const x = 20 + i * 34;
      const b = bar(open, close, 15 + Math.round(r() * 30), 15 + Math.round(r() * 30));
      rect(img, x - 1, b.high, x + 2, b.low + 1, grey);
      rect(img, x - 10, b.top, x + 11, b.bottom + 1, close < open ? up : down);
      truth.push({ x, high: b.high, low: b.low, up: close < open });
    }
    const s = scanCandles(img, plotOf(img), navy, 3);
    expect(s.colors.map((c) => c.map(Math.round))).toEqual(expect.arrayContaining([up, down]));
    expect(s.candles).toHaveLength(20);
    s.candles.forEach((c, i) => expect([c.yHigh, c.yLow]).toEqual([truth[i]!.high, truth[i]!.low]));
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

  it('returns nothing on an empty plot', () => {
    const img = blank(100, 80, bg);
    expect(scanCandles(img, plotOf(img), bg, 1).candles).toHaveLength(0);
  });
});

describe('desaturatedOf', () => {
  const cols = [up, down];
  it('takes a thin feature of faded hue and the right brightness for its colour', () => {
    expect(desaturatedOf([152, 104, 104], bg, cols)).toBe(2);
    expect(desaturatedOf([80, 122, 115], bg, cols)).toBe(1);
  });
  it('leaves a grey of the same brightness, a light shade and another hue alone', () => {
    expect(desaturatedOf([112, 112, 112], bg, cols)).toBe(0);
    expect(desaturatedOf([250, 200, 200], bg, cols)).toBe(0);
    expect(desaturatedOf([70, 110, 230], bg, cols)).toBe(0);
  });
});

describe('chooseColours', () => {
  it('takes the full red for a colour, not its darker rim, though the rim draws better candles', () => {
    // On a dark background compression rims a red body with a dark, saturated red, further from
    // the plain mix of red and background than 18 levels; its outlines (wicks and all) look more
    // like candles than the solid red bodies do, but the red is the more common, in the same
    // columns.
    const width = 400;
    const navy: Rgb = [16, 24, 37];
    const clusters = [
      { color: [2, 200, 85] as Rgb, count: 19000 },
      { color: [214, 1, 3] as Rgb, count: 10200 },
      { color: [73, 2, 6] as Rgb, count: 3600 },
    ];
    const cols = (start: number) => {
      const m = new Uint8Array(width);
      for (let x = start; x < width; x += 40) m.fill(1, x, x + 12);
      return m;
    };
    const rows = Array.from({ length: 10 }, (_, i) => ({ y0: 50 + i * 5, y1: 90 + i * 5, w: 10 }));
    const pick = chooseColours({
      clusters,
      scores: Float64Array.from([0, 99, 191, 261]),
      adj: new Uint32Array(16),
      cnt: Uint32Array.from([0, 19000, 10200, 3600]),
      fringe: [false, false, false, false],
      colsOf: new Map([
        [1, cols(0)],
        [2, cols(20)],
        [3, cols(20)],
      ]),
      rowsOf: new Map([
        [1, rows],
        [2, rows],
        [3, rows],
      ]),
      wideShare: new Float64Array(4),
      width,
      bg: navy,
    });
    expect(pick && [pick.la, pick.lb].sort()).toEqual([1, 2]);
  });
});

describe('dropMiniatureBand', () => {
  it('keeps both sides of a line that cut every candle crossing it', () => {
    // candles from rows 100-300, cut by a line two rows thick at rows 150-151: the pieces above
    // end at 149 and those below start at 152, in the same columns
    const cs: RawCandle[] = [];
    for (let i = 0; i < 20; i++) {
      const x = 10 + i * 10;
      const piece = (yHigh: number, yLow: number): RawCandle => ({
        x,
        yHigh,
        yLow,
        yBodyTop: yHigh,
        yBodyBottom: yLow,
        bodyWidth: 7,
        color: 0,
        hollow: false,
      });
      cs.push(piece(100 + (i % 5) * 8, 149), piece(152, 220 + (i % 7) * 11));
    }
    expect(dropMiniatureBand(cs)).toHaveLength(40);
  });
});

describe('splitAndFilter', () => {
  const raw = (x: number, yHigh: number, yLow: number, bodyWidth: number, cut = false) => ({
    x,
    yHigh,
    yLow,
    yBodyTop: yHigh,
    yBodyBottom: yLow,
    bodyWidth,
    color: 0 as const,
    hollow: false,
    cut,
  });
  it('takes the candle, not the step of a shallow line in its colour, in a slot they share', () => {
    // candles three wide, seven apart; in slots 10-19 a small candle two wide and three rows tall
    // stands under a step of a shallow line, one row tall and three columns long, in the same slot
    const cs: RawCandle[] = [];
    for (let i = 0; i < 30; i++) {
      const x = 10 + i * 7;
      const shared = i >= 10 && i < 20;
      cs.push(
        raw(shared ? x + 0.5 : x, 150 - i, shared ? 152 - i : 156 - i + (i % 3), shared ? 2 : 3),
      );
      if (shared) cs.push(raw(x + 1, 100 - i, 100 - i, 3));
    }
    cs.sort((a, b) => a.x - b.x);
    const out = splitAndFilter(cs, 40);
    expect(out).toHaveLength(30);
    expect(out.every((c) => c.yLow - c.yHigh >= 2)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, blend, candle, rect, rng, walk, type Color } from '../../raster.ts';
import { bg, down, plotOf, up } from '../../scenes.ts';

describe('scanCandles: wicks: thin, grey, faded, crossed by lines', () => {
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
  it('ends the wicks of the highest and lowest candles short of the arrows that mark them', () => {
    // KLineChart-style marks of the visible range's extremes, in the candles' own colour: an
    // arrow two rows off the wick's end, pointing at it, and a line out to the price's text
    const { img, truth } = monoScene(false);
    const ink: Color = [0, 0, 0];
    const arrow = (x: number, tip: number, dir: 1 | -1): void => {
      // the tip, two pixels wide, widening by a pixel each side per row, then its shaft and a
      // line to the right
      for (let k = 0; k < 4; k++)
        rect(img, x - k, tip - k * dir, x + 2 + k, tip - k * dir + 1, ink);
      const shaftEnd = tip - 9 * dir;
      for (let y = tip - 4 * dir; y !== shaftEnd; y -= dir) rect(img, x, y, x + 2, y + 1, ink);
      rect(img, x, shaftEnd, x + 12, shaftEnd + 1, ink);
      rect(img, x, shaftEnd + dir, x + 12, shaftEnd + dir + 1, ink);
    };
    const highest = truth.reduce((a, t) => (t.high < a.high ? t : a));
    const lowest = truth.reduce((a, t) => (t.low > a.low ? t : a));
    arrow(highest.x, highest.high - 3, 1);
    arrow(lowest.x, lowest.low + 3, -1);
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(30);
    const byX = new Map(s.candles.map((c) => [Math.round(c.x), c]));
    expect(byX.get(highest.x)?.yHigh).toBe(highest.high);
    expect(byX.get(lowest.x)?.yLow).toBe(lowest.low);
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
});

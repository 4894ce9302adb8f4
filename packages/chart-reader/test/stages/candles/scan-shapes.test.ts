import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, candle, rect, rng, walk, type Color } from '../../raster.ts';
import { bg, down, plotOf, scene, up } from '../../scenes.ts';

describe('scanCandles: shapes (volume bars, miniatures, price lines, touching neighbours)', () => {
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

  it('returns nothing on an empty plot', () => {
    const img = blank(100, 80, bg);
    expect(scanCandles(img, plotOf(img), bg, 1).candles).toHaveLength(0);
  });
});

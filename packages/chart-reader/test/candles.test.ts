import { describe, expect, it } from 'vitest';
import { scanCandles } from '../src/candles.ts';
import { findPlotBox } from '../src/plot.ts';
import { blank, candle, rect, rng, type Color } from './raster.ts';

const bg: Color = [255, 255, 255];
const up: Color = [8, 153, 129];
const down: Color = [242, 54, 69];

function scene(opts: {
  hollow?: boolean;
  volume?: boolean;
  /** volume bars whose bottom row is only partly drawn (a blurred or compressed edge) */
  raggedVolume?: boolean;
  priceLine?: boolean;
  overlay?: boolean;
  n?: number;
  width?: number;
}) {
  const n = opts.n ?? 30;
  const img = blank(opts.width ?? 420, 260, bg);
  const r = rng(7);
  const truth: {
    x: number;
    high: number;
    low: number;
    top: number;
    bottom: number;
    up: boolean;
  }[] = [];
  let y = 120;
  for (let i = 0; i < n; i++) {
    const open = y;
    y = Math.max(40, Math.min(170, y + Math.round((r() - 0.5) * 30)));
    const close = y === open ? open - 1 : y;
    const isUp = close < open;
    const c = {
      x: 8 + i * 13,
      high: Math.min(open, close) - 2 - Math.round(r() * 8),
      low: Math.max(open, close) + 2 + Math.round(r() * 8),
      top: Math.min(open, close),
      bottom: Math.max(open, close),
      up: isUp,
    };
    candle(
      img,
      { ...c, width: 7, color: isUp ? up : down, hollow: isUp && opts.hollow === true },
      bg,
    );
    truth.push(c);
    if (opts.volume || opts.raggedVolume)
      rect(img, c.x - 3, 250 - 5 - Math.round(r() * 35), c.x + 4, 250, isUp ? up : down);
    if (opts.raggedVolume) rect(img, c.x - 3, 250, c.x - 1 + (i % 3), 251, isUp ? up : down);
  }
  if (opts.priceLine) for (let x = 0; x < img.width; x += 6) rect(img, x, 100, x + 3, 101, down);
  if (opts.overlay)
    for (let x = 0; x < img.width; x++)
      rect(
        img,
        x,
        110 + Math.round(Math.sin(x / 40) * 30),
        x + 1,
        112 + Math.round(Math.sin(x / 40) * 30),
        [41, 98, 255],
      );
  return { img, truth };
}

function plotOf(img: { width: number; height: number }) {
  return { left: 0, top: 0, right: img.width, bottom: img.height };
}

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
    let y = 100;
    const n = 30;
    for (let i = 0; i < n; i++) {
      const open = y;
      y = Math.max(30, Math.min(170, y + Math.round((r() - 0.5) * 40)));
      const close = y === open ? open - 1 : y;
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

  it('returns nothing on an empty plot', () => {
    const img = blank(100, 80, bg);
    expect(scanCandles(img, plotOf(img), bg, 1).candles).toHaveLength(0);
  });
});

describe('findPlotBox', () => {
  it('stops the plot at the price-axis separator line', () => {
    const { img } = scene({});
    const wide = blank(500, 260, bg);
    for (let y = 0; y < 260; y++)
      for (let x = 0; x < 420; x++)
        for (let k = 0; k < 4; k++)
          wide.data[(y * 500 + x) * 4 + k] = img.data[(y * 420 + x) * 4 + k]!;
    rect(wide, 430, 0, 431, 260, [120, 120, 120]);
    const { plot } = findPlotBox(wide, bg, { side: 'right', x0: 440, x1: 490, textHeight: 10 });
    expect(plot.right).toBe(430);
    expect(plot.left).toBe(0);
  });
  it('cuts a header bar of another background colour', () => {
    const img = blank(300, 200, bg);
    rect(img, 0, 0, 300, 30, [230, 232, 240]);
    const { plot } = findPlotBox(img, bg, null);
    expect(plot.top).toBe(30);
    expect(plot.bottom).toBe(200);
  });
});

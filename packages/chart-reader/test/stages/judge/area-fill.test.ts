import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../src/index.ts';
import { judgeReading } from '../../../src/stages/judge/index.ts';
import { fillBelow } from '../../../src/stages/judge/fill-below.ts';
import { blank, rect, rng, syntheticChart, type Color } from '../../raster.ts';

const BG: Color = [31, 31, 31];

/** An area chart: a series along the top of a brown fill down to the plot's bottom. */
function areaChart() {
  const W = 640;
  const H = 360;
  const img = blank(W, H, BG);
  const r = rng(4);
  const tops: { x: number; yLow: number; yHigh: number }[] = [];
  let y = 180;
  for (let x = 0; x < W; x += 3) {
    y = Math.max(40, Math.min(300, y + Math.round((r() - 0.5) * 12)));
    rect(img, x, y + 2, x + 3, H, [88, 44, 20]);
    rect(img, x, y, x + 3, y + 2, [230, 110, 30]);
    tops.push({ x: x + 1, yLow: y + 1, yHigh: y });
  }
  return { img, plot: { left: 0, top: 0, right: W, bottom: H }, tops };
}

describe('an area chart', () => {
  it('stands on its fill: every mark along its top has the fill under it', () => {
    const { img, plot, tops } = areaChart();
    expect(fillBelow(img, plot, BG, tops)).toBeGreaterThan(0.95);
  });

  it('is refused as an area chart, whatever else the reading shows', () => {
    const candles = Array.from({ length: 60 }, (_, i) => ({
      x: 10 + i * 8,
      open: 101,
      high: 102,
      low: 99,
      close: 100,
      yOpen: 100,
      yHigh: 95,
      yLow: 110,
      yClose: 105,
      bodyWidth: 5,
      time: null,
      volume: null,
    }));
    const j = judgeReading({
      found: true,
      plot: { left: 0, top: 0, right: 600, bottom: 400 },
      candles,
      priceAxis: null,
      relativePrices: true,
      colors: null,
      symbol: null,
      timeframe: null,
      instrument: null,
      stages: { plot: 1, candles: 1, axis: 0, colors: 0 },
      warnings: [],
      fillBelow: 0.95,
    });
    expect(j).toMatchObject({ accepted: false, reason: REASONS.areaChart, confidence: 0 });
  });
});

describe('a candlestick chart', () => {
  it('has background under its candles, volume bars and all', () => {
    const chart = syntheticChart({ volume: true, n: 40, height: 420 });
    const plot = { left: 0, top: 0, right: chart.image.width - 70, bottom: chart.image.height };
    const lows = chart.candles.map((c) => ({
      x: c.x,
      yLow: 20 + (100 - c.low) * 40,
      yHigh: 20 + (100 - c.high) * 40,
    }));
    expect(fillBelow(chart.image, plot, [19, 23, 34], lows)).toBeLessThan(0.5);
  });
});

describe('fills on the other side', () => {
  it('a drawdown hangs from its fill: the series along the bottom of a fill from the top', () => {
    const W = 640;
    const H = 360;
    const img = blank(W, H, BG);
    const r = rng(6);
    const marks: { x: number; yLow: number; yHigh: number }[] = [];
    let y = 120;
    for (let x = 0; x < W; x += 3) {
      y = Math.max(60, Math.min(320, y + Math.round((r() - 0.5) * 12)));
      rect(img, x, 0, x + 3, y - 2, [120, 30, 30]);
      rect(img, x, y - 2, x + 3, y, [230, 60, 60]);
      marks.push({ x: x + 1, yLow: y - 1, yHigh: y - 2 });
    }
    expect(fillBelow(img, { left: 0, top: 0, right: W, bottom: H }, BG, marks)).toBeGreaterThan(
      0.9,
    );
  });

  it('cells of a heatmap fill both sides of a mark: no area chart', () => {
    const W = 640;
    const H = 360;
    const img = blank(W, H, BG);
    for (let x = 0; x < W; x += 20)
      for (let y = 0; y < H; y += 20) rect(img, x, y, x + 18, y + 18, [40, 140, 60]);
    const marks = Array.from({ length: 30 }, (_, i) => ({ x: 5 + i * 20, yLow: 178, yHigh: 162 }));
    expect(fillBelow(img, { left: 0, top: 0, right: W, bottom: H }, BG, marks)).toBeLessThan(0.2);
  });
});

import { describe, expect, it } from 'vitest';
import { analysisFixture } from '@/testing/analysis-fixture.ts';
import {
  forecastShape,
  levelShapes,
  patternShapes,
  spreadLabels,
  trendLineShapes,
} from './overlay-shapes.ts';

describe('overlay shapes', () => {
  it('keeps labels on their lines when they have room', () => {
    expect(spreadLabels([100, 50, 200], 10, 0, 300)).toEqual([100, 50, 200]);
  });

  it('pushes crowded labels apart and keeps them inside the plot', () => {
    expect(spreadLabels([100, 104, 102], 10, 0, 300)).toEqual([100, 120, 110]);
    expect(spreadLabels([295, 298], 10, 0, 300)).toEqual([290, 300]);
  });

  it('turns levels and trend lines into image coordinates', () => {
    const a = analysisFixture();
    a.result.trendLines = [
      { from: { index: 0, price: 250 }, to: { index: 10, price: 200 }, kind: 'support' },
    ];
    expect(levelShapes(a.reading, a.result).map((l) => [l.label, l.y])).toEqual([
      ['R1', 176],
      ['S1', 220],
    ]);
    expect(trendLineShapes(a.reading, a.result)).toEqual([
      { x1: 60, y1: 100, x2: 260, y2: 200, kind: 'support' },
    ]);
  });

  it('draws the forecast cone to the right of the last candle', () => {
    const a = analysisFixture();
    const last = a.reading.candles.at(-1)!;
    a.result.forecast = {
      horizon: 2,
      probabilityUp: 0.6,
      path: [
        { index: 20, price: 210, p50: [205, 215], p80: [200, 220], p95: [195, 225] },
        { index: 21, price: 212, p50: [204, 218], p80: [198, 226], p95: [190, 234] },
      ],
    };
    const cone = forecastShape(a.reading, a.result)!;
    expect(cone.median[0]).toEqual({ x: last.x, y: (last.close - 300) / -0.5 });
    // Candles are 20 px apart; a 2-bar cone is widened to a tenth of the 540 px plot.
    expect(cone.median.slice(1).map((p) => p.x)).toEqual([last.x + 27, last.x + 54]);
    const p95 = cone.bands.find((b) => b.level === 95)!;
    // From the last close, along the upper bounds and back along the lower bounds.
    expect(p95.points.map((p) => p.y).slice(1)).toEqual([150, 132, 220, 210]);
  });
});

describe('pattern shapes', () => {
  it('draws a triangle as a band between its two boundary lines', () => {
    const a = analysisFixture();
    a.result.patterns = [
      {
        name: 'Symmetrical triangle',
        kind: 'chart',
        bias: 'neutral',
        startIndex: 2,
        endIndex: 12,
        points: [
          { index: 2, price: 250 },
          { index: 12, price: 220 },
          { index: 2, price: 150 },
          { index: 12, price: 180 },
        ],
        target: 260,
      },
    ];
    const [shape] = patternShapes(a.reading, a.result);
    expect(shape?.points).toEqual([]);
    // Upper start, upper end, lower end, lower start (x = 60 + 20*index, y = 600 - 2*price).
    expect(shape?.band).toEqual([
      { x: 100, y: 100 },
      { x: 300, y: 160 },
      { x: 300, y: 240 },
      { x: 100, y: 300 },
    ]);
    expect(shape?.target).toEqual({ x1: 300, x2: 420, y: 80, price: 260 });
  });

  it('draws a double top as a polyline through its swings and a candlestick pattern as a box', () => {
    const a = analysisFixture();
    a.result.patterns = [
      {
        name: 'Double top',
        kind: 'chart',
        bias: 'bearish',
        startIndex: 1,
        endIndex: 7,
        points: [
          { index: 1, price: 200 },
          { index: 3, price: 240 },
          { index: 5, price: 210 },
          { index: 7, price: 240 },
        ],
      },
      {
        name: 'Doji',
        kind: 'candlestick',
        bias: 'neutral',
        startIndex: 4,
        endIndex: 4,
        points: [],
      },
    ];
    const [top, doji] = patternShapes(a.reading, a.result);
    expect(top?.band).toBeNull();
    expect(top?.points.map((p) => p.x)).toEqual([80, 120, 160, 200]);
    expect(doji?.box).not.toBeNull();
    expect(doji?.points).toEqual([]);
  });
});

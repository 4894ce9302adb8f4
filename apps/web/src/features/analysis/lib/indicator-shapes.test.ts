import { describe, expect, it } from 'vitest';
import { analysisFixture } from '@/testing/analysis-fixture.ts';
import { indicatorShapes } from './indicator-shapes.ts';
import { indexToX, priceToY } from './overlay-geometry.ts';

describe('indicator lines on the chart', () => {
  it('are absent on analyses that carry none', () => {
    const a = analysisFixture();
    delete a.result.indicatorLines;
    expect(indicatorShapes(a.reading, a.result)).toEqual([]);
  });

  it('follow the candles, with a gap where the indicator has no value yet', () => {
    const a = analysisFixture();
    const n = a.reading.candles.length;
    const values = a.reading.candles.map((c, i) => (i < 3 || i === 7 ? null : c.close));
    a.result.indicatorLines = [
      { key: 'sma-20', label: 'SMA 20', values },
      { key: 'bb-upper', label: 'Bollinger upper', values: values.map((v) => v && v + 5) },
    ];
    const [sma, upper] = indicatorShapes(a.reading, a.result);
    expect(sma?.segments.map((s) => s.length)).toEqual([4, n - 8]);
    const first = sma?.segments[0]?.[0];
    expect(first).toEqual({
      x: indexToX(a.reading, 3),
      y: priceToY(a.reading, a.reading.candles[3]!.close),
    });
    expect(upper?.dashed).toBe(true);
    expect(sma?.dashed).toBe(false);
    expect(upper?.color).not.toBe(sma?.color);
  });
});

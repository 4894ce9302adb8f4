import { describe, expect, it } from 'vitest';
import type { ChartReading } from '@candlelens/chart-reader';
import { keptReading, keptReadingFromJson, keptReadingJson } from './kept-reading.ts';

const candle = (x: number, close: number) => ({
  x,
  open: close - 1,
  high: close + 1,
  low: close - 2,
  close,
  yOpen: 10,
  yHigh: 5,
  yLow: 20,
  yClose: 8,
  bodyWidth: 6,
  time: null,
  volume: null,
});

const reading = {
  accepted: true,
  reason: null,
  confidence: 0.7,
  uncertain: ['opens and closes'],
  symbol: null,
  timeframe: '1D',
  instrument: null,
  found: true,
  plot: { left: 0, top: 0, right: 100, bottom: 80 },
  candles: [candle(10, 101.5), { ...candle(20, 102), open: Number.NaN }],
  priceAxis: {
    side: 'right',
    scale: 'linear',
    labels: [{ y: 4, value: 110, text: '110.00' }],
    fit: { slope: -0.5, intercept: 112, residual: Number.POSITIVE_INFINITY },
  },
  relativePrices: false,
  colors: null,
  stages: { plot: 1, candles: 0.9, axis: 0.8, colors: 0.4 },
  warnings: [],
  diagnostics: { panes: [], rejectedMarks: [], timeLabels: [] },
} satisfies ChartReading;

describe('a reading kept with its preview', () => {
  const made = { readerVersion: 'chart-reader 1.2.3', readMs: 812.4, width: 640, height: 400 };

  it('comes back from its JSON as it was, numbers JSON cannot hold included', () => {
    const json = JSON.parse(JSON.stringify(keptReadingJson(keptReading(reading, made))));
    const back = keptReadingFromJson(json)!;
    expect(back).toMatchObject({ readerVersion: 'chart-reader 1.2.3', readMs: 812, width: 640 });
    expect(back.reading.candles[1]!.open).toBeNaN();
    expect(back.reading.priceAxis!.fit.residual).toBe(Number.POSITIVE_INFINITY);
    const { diagnostics: _d, ...withoutDiagnostics } = reading;
    expect(back.reading).toEqual(withoutDiagnostics);
  });

  it('is not kept for debugging: the diagnostics are left out', () => {
    expect(keptReading(reading, made).reading).not.toHaveProperty('diagnostics');
  });

  it('is read again when there is none, or it was kept in another shape', () => {
    expect(keptReadingFromJson(null)).toBeNull();
    const json = keptReadingJson(keptReading(reading, made)) as Record<string, unknown>;
    expect(keptReadingFromJson({ ...json, format: 99 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MIN_ACCEPTED_CANDLES, readChart, REASONS } from '../../../src/index.ts';
import { judgeReading } from '../../../src/stages/judge/index.ts';
import { blank, syntheticChart } from '../../raster.ts';

describe('the verdict on a reading', () => {
  it('accepts a readable candlestick chart with a confidence between 0 and 1', () => {
    const r = readChart(syntheticChart({ volume: true, n: 36 }).image);
    expect(r.accepted).toBe(true);
    expect(r.reason).toBeNull();
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('refuses a blank image and says why', () => {
    const r = readChart(blank(640, 400, [255, 255, 255]));
    expect(r.accepted).toBe(false);
    expect(r.reason).toBe(REASONS.notFound);
    expect(r.confidence).toBe(0);
  });

  it('refuses a chart with too few candles to analyse', () => {
    const r = readChart(syntheticChart({ n: 12 }).image);
    expect(r.accepted).toBe(false);
    expect(r.reason).toBe(REASONS.tooFew);
  });
});

describe('stage judge', () => {
  const reading = (n: number, axis = 0.9) => ({
    found: true,
    plot: { left: 0, top: 0, right: 100, bottom: 100 },
    candles: Array.from({ length: n }, (_, i) => ({
      x: i,
      open: 1,
      high: 2,
      low: 0,
      close: 1,
      yOpen: 1,
      yHigh: 0,
      yLow: 2,
      yClose: 1,
      bodyWidth: 1,
      time: null,
      volume: null,
    })),
    priceAxis: null,
    relativePrices: false,
    colors: null,
    symbol: null,
    timeframe: null,
    stages: { plot: 0.9, candles: 0.8, axis, colors: 0.3 },
    warnings: [],
  });

  it('accepts enough candles, with the confidence of plot, candles and axis together', () => {
    expect(judgeReading(reading(MIN_ACCEPTED_CANDLES))).toEqual({
      accepted: true,
      reason: null,
      confidence: 0.65,
      uncertain: ['direction of the candles'],
    });
    expect(judgeReading(reading(30, 0.2)).uncertain).toEqual([
      'price axis',
      'direction of the candles',
    ]);
  });

  it('refuses fewer candles than the analysis needs', () => {
    expect(judgeReading(reading(MIN_ACCEPTED_CANDLES - 1))).toMatchObject({
      accepted: false,
      reason: REASONS.tooFew,
      confidence: 0,
    });
  });
});

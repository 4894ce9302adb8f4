import { describe, expect, it } from 'vitest';
import { readChart, REASONS } from '../../../src/index.ts';
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

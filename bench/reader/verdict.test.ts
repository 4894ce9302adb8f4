import { describe, expect, it } from 'vitest';
import { compareSummaries } from './compare-summaries.ts';
import { normaliseReading } from './reader-adapter.ts';
import type { SummaryRecord } from './summary.ts';
import type { ChartTruth } from './truth.ts';
import { syntheticVerdict } from './verdict.ts';

/** 40 whole candles with lows 100..139 and highs 110..149 (range 100-149), one cut at the edge. */
function truth(): ChartTruth {
  const candles = Array.from({ length: 41 }, (_, i) => ({
    x: 10 * i,
    open: 105 + i,
    high: 110 + i,
    low: 100 + i,
    close: 106 + i,
    partial: i === 40,
  }));
  return { candles } as unknown as ChartTruth;
}

function reading(n: number, lo: number, hi: number, relativePrices = false) {
  const candles = Array.from({ length: n }, (_, i) => ({
    x: 10 * i,
    open: 120,
    high: i === 0 ? hi : 121,
    low: i === 1 ? lo : 119,
    close: 120,
  }));
  const fit = relativePrices ? null : { slope: -1, intercept: 200, residual: 0 };
  return normaliseReading({
    found: true,
    candles,
    priceAxis: fit ? { scale: 'linear', fit } : null,
    relativePrices,
  });
}

describe('syntheticVerdict (the real set rule on generated charts)', () => {
  it('accepts a count between the whole and all candles and range ends within 1%', () => {
    expect(syntheticVerdict(truth(), reading(40, 100, 149)).acceptable).toBe(true);
    expect(syntheticVerdict(truth(), reading(41, 100.4, 149.4)).acceptable).toBe(true);
  });

  it('rejects a count off by more than 5% or a range end off by more than 1%', () => {
    expect(syntheticVerdict(truth(), reading(37, 100, 149)).countErrPct).toBeCloseTo(7.5);
    expect(syntheticVerdict(truth(), reading(37, 100, 149)).acceptable).toBe(false);
    expect(syntheticVerdict(truth(), reading(40, 99, 149)).acceptable).toBe(false);
  });

  it('never accepts relative prices', () => {
    expect(syntheticVerdict(truth(), reading(40, 100, 149, true)).acceptable).toBe(false);
  });
});

describe('compareSummaries', () => {
  const record = (acceptable: number, accepted: number): SummaryRecord => ({
    reader: 'r',
    readerTag: 'r',
    date: '2026-11-25',
    options: {},
    real: null,
    corpora: {},
    negative: { images: 10, accepted, byClass: { 'web-page': { images: 10, accepted } } },
    calibration: {
      synthetic: {
        charts: 5,
        accepted: 5,
        refused: 0,
        refusedRate: 0,
        refusedAcceptable: 0,
        acceptedUnacceptable: 5 - acceptable,
        bands: [{ band: '0.85-1.00', accepted: 5, acceptable, rate: acceptable / 5 }],
      },
    },
  });

  it('lists only the figures that changed, with both values', () => {
    const lines = compareSummaries(record(3, 4), record(4, 0));
    expect(lines).toContain('negative.accepted: 4 -> 0');
    expect(lines).toContain('negative.web-page.accepted: 4 -> 0');
    expect(lines).toContain('verdicts.synthetic.0.85-1.00.rate: 0.6000 -> 0.8000');
    expect(lines.some((l) => l.startsWith('negative.images'))).toBe(false);
    expect(compareSummaries(record(3, 4), record(3, 4))).toEqual([]);
  });
});

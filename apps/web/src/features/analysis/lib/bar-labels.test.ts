import { describe, expect, it } from 'vitest';
import { barLabeller, barTooltipLabeller } from './bar-labels.ts';

const candle = (time: string | null) => ({ x: 0, open: 1, high: 2, low: 0.5, close: 1.5, time });

describe('x-axis labels', () => {
  it('count back from the last candle when no time was read', () => {
    const label = barLabeller({ candles: [null, null, null, null].map(candle) });
    expect([0, 1, 2, 3].map(label)).toEqual(['-3', '-2', '-1', 'last']);
    expect(
      [0, 3].map(barTooltipLabeller({ candles: [null, null, null, null].map(candle) })),
    ).toEqual(['3 bars before the last', 'Last candle']);
  });

  it('show dates for daily candles and keep offsets where a time is missing', () => {
    const label = barLabeller({
      timeframe: '1D',
      candles: ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', null, '2026-03-05T00:00:00Z'].map(
        candle,
      ),
    });
    expect(label(0)).toMatch(/Mar/);
    expect(label(0)).not.toMatch(/:/);
    expect(label(2)).toBe('-1');
  });

  it('show times of day for intraday candles', () => {
    const label = barLabeller({
      timeframe: '15m',
      candles: ['2026-03-02T09:15:00Z', '2026-03-02T09:30:00Z'].map(candle),
    });
    expect(label(1)).toMatch(/\d{1,2}:\d{2}/);
  });

  it('never write a bar number with a hash', () => {
    const label = barLabeller({ candles: Array.from({ length: 50 }, () => candle(null)) });
    expect(Array.from({ length: 50 }, (_, i) => label(i)).some((s) => s.includes('#'))).toBe(false);
  });
});

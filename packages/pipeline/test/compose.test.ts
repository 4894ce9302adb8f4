import type { ChartReading, ReadCandle } from '@candlelens/chart-reader';
import { describe, expect, it } from 'vitest';
import { analyzeReading, candlesOfReading, labelDecimals, optionsOfReading } from '../src/index.ts';

function reading(over: Partial<ChartReading> = {}, withTimes = true): ChartReading {
  let price = 1.085;
  const candles: ReadCandle[] = Array.from({ length: 80 }, (_, i) => {
    const open = price;
    price = open * (1 + Math.sin(i * 1.7) * 0.002);
    return {
      x: 10 + i * 8,
      open,
      close: price,
      high: Math.max(open, price) + 0.0004,
      low: Math.min(open, price) - 0.0004,
      yOpen: 0,
      yHigh: 0,
      yLow: 0,
      yClose: 0,
      bodyWidth: 5,
      time: withTimes
        ? new Date(Date.UTC(2024, 2, 1, 9) + i * 3_600_000).toISOString().replace('Z', '-05:00')
        : null,
      volume: withTimes ? 100 + (i % 5) : null,
    };
  });
  return {
    accepted: true,
    reason: null,
    confidence: 0.9,
    uncertain: [],
    symbol: 'EURUSD',
    timeframe: '1h',
    found: true,
    plot: { left: 0, top: 0, right: 700, bottom: 400 },
    candles,
    priceAxis: {
      side: 'right',
      scale: 'linear',
      labels: [
        { y: 10, value: 1.09, text: '1.09000' },
        { y: 50, value: 1.085, text: '1.08500' },
      ],
      fit: { slope: -1, intercept: 1, residual: 0 },
    },
    relativePrices: false,
    colors: null,
    stages: { plot: 1, candles: 1, axis: 1, colors: 1 },
    warnings: [],
    ...over,
  };
}

describe('composing the reader and the engine', () => {
  it("keeps the chart's own clock and the volume pane", () => {
    const candles = candlesOfReading(reading());
    expect(candles[0]?.time).toBe(Date.UTC(2024, 2, 1, 9));
    expect(candles[0]?.volume).toBe(100);
  });

  it("passes what the reader saw: symbol, timeframe and the axis labels' decimals", () => {
    expect(labelDecimals(reading())).toBe(5);
    expect(optionsOfReading(reading())).toMatchObject({
      symbol: 'EURUSD',
      timeframe: '1h',
      priceDecimals: 5,
    });
    const text = analyzeReading(reading(), 'trend').text;
    expect(text.startsWith('_EURUSD, 1h: 80 candles from 1 Mar 09:00 to 4 Mar 16:00._')).toBe(true);
    expect(text).toContain('Timeframe: 1h (shown on the chart)');
    expect(text).toContain('volume pane');
  });

  it('reads well without times, symbol, timeframe or volume', () => {
    const bare = reading({ symbol: null, timeframe: null }, false);
    const text = analyzeReading(bare, 'trend').text;
    expect(text).toContain('no dates were read');
    expect(text).toContain('Timeframe: not read from the screenshot');
    expect(text).not.toMatch(/(?<!-)\bbar \d+\b/);
  });
});

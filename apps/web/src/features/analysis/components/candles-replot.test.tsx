import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { analysisFixture } from '@/testing/analysis-fixture.ts';
import { CandlesReplot } from './candles-replot.tsx';

// The chart library draws on a canvas; here it is replaced by a stand-in that keeps the options
// the replot gives it, so the labels the trader would read under the candles can be checked.
const made = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
vi.mock('lightweight-charts', () => {
  const series = { setData: () => {}, createPriceLine: () => {} };
  return {
    CandlestickSeries: 'candles',
    LineSeries: 'line',
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
    createChart: (_el: HTMLElement, options: Record<string, unknown>) => {
      made.options.push(options);
      return {
        addSeries: () => series,
        timeScale: () => ({ fitContent: () => {} }),
        remove: () => {},
      };
    },
  };
});

const DAY = 86_400;
const BASE = 1_577_836_800;

afterEach(() => {
  cleanup();
  made.options.length = 0;
});

/** The x-axis label the chart would draw under bar `i`. */
async function tickOf(reading: ReturnType<typeof analysisFixture>['reading'], i: number) {
  const { result } = analysisFixture();
  render(<CandlesReplot reading={reading} result={result} />);
  await waitFor(() => expect(made.options).toHaveLength(1));
  const scale = made.options[0]!.timeScale as { tickMarkFormatter: (t: number) => string };
  return scale.tickMarkFormatter(BASE + i * DAY);
}

describe('the redrawn candles', () => {
  it('label the x axis with the dates the reader read, not bar numbers', async () => {
    const { reading } = analysisFixture();
    const dated = {
      ...reading,
      timeframe: '1D',
      candles: reading.candles.map((c, i) => ({
        ...c,
        time: new Date(Date.UTC(2026, 2, 2 + i)).toISOString(),
      })),
    };
    const label = await tickOf(dated, 3);
    expect(label).toMatch(/Mar/);
    expect(label).toMatch(/5/);
    expect(label).not.toMatch(/#|^\d+$/);
  });

  it('count back from the last candle when the time axis could not be read', async () => {
    const { reading } = analysisFixture();
    const n = reading.candles.length;
    expect(await tickOf(reading, n - 1)).toBe('last');
    cleanup();
    made.options.length = 0;
    expect(await tickOf(reading, n - 5)).toBe('-4');
  });
});

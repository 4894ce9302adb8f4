import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { analysisFixture } from '@/testing/analysis-fixture.ts';
import { CandlesReplot } from './candles-replot.tsx';

// The chart library draws on a canvas; here it is replaced by a stand-in that keeps the options
// and the candles the replot gives it, so the labels the trader would read on the axes can be
// checked.
const made = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  candles: [] as { time: number }[][],
}));
vi.mock('lightweight-charts', () => {
  return {
    CandlestickSeries: 'candles',
    LineSeries: 'line',
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
    createChart: (_el: HTMLElement, options: Record<string, unknown>) => {
      made.options.push(options);
      return {
        addSeries: (kind: string) => ({
          setData: (data: { time: number }[]) => {
            if (kind === 'candles') made.candles.push(data);
          },
          createPriceLine: () => {},
        }),
        timeScale: () => ({ fitContent: () => {} }),
        remove: () => {},
      };
    },
  };
});

afterEach(() => {
  cleanup();
  made.options.length = 0;
  made.candles.length = 0;
});

type Reading = ReturnType<typeof analysisFixture>['reading'];

/** The replot's axes as the chart library would call them. */
async function axesOf(reading: Reading) {
  const { result } = analysisFixture();
  render(<CandlesReplot reading={reading} result={result} />);
  await waitFor(() => expect(made.candles).toHaveLength(1));
  const options = made.options[0] as {
    timeScale: { tickMarkFormatter: (t: number, kind: number) => string };
    localization: { priceFormatter: (p: number) => string };
  };
  const times = made.candles[0]!.map((c) => c.time);
  return {
    /** The label under bar i, for a tick of the given kind (2 a day, 3 a time of day). */
    tick: (i: number, kind = 2) => options.timeScale.tickMarkFormatter(times[i]!, kind),
    price: options.localization.priceFormatter,
  };
}

describe('the redrawn candles', () => {
  it('label the x axis with the dates the reader read, not bar numbers', async () => {
    const { reading } = analysisFixture();
    const dated = {
      ...reading,
      timeframe: '1D',
      candles: reading.candles.map((c, i) => ({
        ...c,
        time: new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10),
      })),
    };
    const axes = await axesOf(dated);
    expect(axes.tick(3)).toBe('Mar 5');
  });

  it('label an intraday chart read without its year by the time of day', async () => {
    // As the reader writes a TradingView 15-minute chart that shows the day of the month only.
    const { reading } = analysisFixture();
    const pad = (n: number) => String(n).padStart(2, '0');
    const timed = {
      ...reading,
      candles: reading.candles.map((c, i) => {
        const m = 23 * 60 + 15 * i;
        const day = 25 + Math.floor(m / 1440);
        const t = m % 1440;
        return { ...c, time: `---${day}T${pad(Math.floor(t / 60))}:${pad(t % 60)}` };
      }),
    };
    const axes = await axesOf(timed);
    expect(axes.tick(2, 3)).toBe('23:30');
    expect(axes.tick(4, 2)).toBe('26');
    expect(axes.tick(19, 3)).not.toMatch(/^-?\d+$|last/);
  });

  it('count back from the last candle when the time axis could not be read', async () => {
    const { reading } = analysisFixture();
    const n = reading.candles.length;
    const axes = await axesOf(reading);
    expect(axes.tick(n - 1)).toBe('last');
    expect(axes.tick(n - 5)).toBe('-4');
  });

  it('price the axis as the chart does: 53,000 on a chart at 53,000', async () => {
    const { reading } = analysisFixture();
    const at53k = {
      ...reading,
      candles: reading.candles.map((c) => ({
        ...c,
        open: c.open * 265,
        high: c.high * 265,
        low: c.low * 265,
        close: c.close * 265,
      })),
      priceAxis: {
        ...reading.priceAxis!,
        labels: [
          { y: 100, value: 54_000 },
          { y: 300, value: 53_000 },
        ],
        decimals: 0,
      },
    };
    const axes = await axesOf(at53k);
    expect(axes.price(53_000)).toBe('53,000');
    expect(axes.price(53_250.4)).toBe('53,250');
  });
});

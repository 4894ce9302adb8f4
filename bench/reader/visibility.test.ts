import { describe, expect, it } from 'vitest';
import type { ChartTruth } from './truth.ts';
import { bodiesShown } from './visibility.ts';

describe('bodiesShown', () => {
  it('tells bodies wider than their wicks from bars of one width', () => {
    const width = 60;
    const height = 80;
    const data = new Uint8Array(width * height * 4).fill(255);
    const paint = (x0: number, x1: number, y0: number, y1: number, c = [20, 120, 60]): void => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) data.set([...c, 255], (y * width + x) * 4);
    };
    // a filled body five wide on a one-pixel wick
    paint(10, 10, 10, 70);
    paint(8, 12, 30, 50);
    // a hollow body: only its outline is ink
    paint(20, 20, 10, 70);
    paint(18, 22, 30, 30);
    paint(18, 22, 50, 50);
    paint(18, 18, 30, 50);
    paint(22, 22, 30, 50);
    // a bar as wide as its wick: the body is not in the image
    paint(29, 31, 10, 70);
    // a candle without wicks: its open and close are its ends
    paint(38, 40, 20, 60);
    // a body as wide as its grey wick, in a colour of its own
    paint(49, 51, 10, 70, [120, 120, 120]);
    paint(49, 51, 30, 50);
    const c = (x: number, yOpen: number, yClose: number, yHigh: number, yLow: number) => ({
      x,
      yOpen,
      yClose,
      yHigh,
      yLow,
      open: 0,
      high: 0,
      low: 0,
      close: 0,
      partial: false,
    });
    const truth = {
      colors: { background: '#fff' },
      candleSpacing: 10,
      candles: [
        c(10, 50, 30, 10, 70),
        c(20, 30, 50, 10, 70),
        c(30, 50, 30, 10, 70),
        c(39, 60, 20, 20, 60),
        c(50, 30, 50, 10, 70),
      ],
    } as unknown as ChartTruth;
    expect(bodiesShown({ data, width, height }, truth)).toEqual([true, true, false, true, true]);
  });
});

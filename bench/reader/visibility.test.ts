import { describe, expect, it } from 'vitest';
import type { ChartTruth } from './truth.ts';
import { bodiesShown, candlesShown, directionsShown } from './visibility.ts';

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

describe('candlesShown', () => {
  it('tells candles under a line from candles that show, faded or not', () => {
    const width = 100;
    const height = 60;
    const data = new Uint8Array(width * height * 4).fill(255);
    const paint = (x0: number, x1: number, y0: number, y1: number, c: number[]): void => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) data.set([...c, 255], (y * width + x) * 4);
    };
    const green = [0, 160, 80];
    const red = [220, 30, 30];
    const c = (x: number, yOpen: number, yClose: number, yHigh: number, yLow: number) => ({
      x: x + 0.5,
      yOpen,
      yClose,
      yHigh,
      yLow,
      open: 60 - yOpen,
      close: 60 - yClose,
      high: 60 - yHigh,
      low: 60 - yLow,
      partial: false,
    });
    // a tall rising candle and a tall falling one: they show, and set the colours as drawn
    paint(10, 10, 5, 50, green);
    paint(8, 12, 15, 40, green);
    paint(20, 20, 5, 50, red);
    paint(18, 22, 15, 40, red);
    // a flat candle drawn a row below where its price falls
    paint(38, 42, 45, 45, green);
    // a small rising candle under a purple line three rows thick
    paint(48, 52, 29, 30, green);
    paint(0, 99, 28, 31, [170, 70, 190]);
    // a falling candle whose thin wick is all that shows, faded halfway to the background
    paint(60, 60, 10, 20, [238, 143, 143]);
    // a rising candle whose pixels are the falling colour: not this candle's colour
    paint(70, 70, 10, 20, red);
    const truth = {
      colors: {
        background: '#ffffff',
        up: '#00a050',
        down: '#dc1e1e',
        upBorder: '#00a050',
        downBorder: '#dc1e1e',
        upWick: '#00a050',
        downWick: '#dc1e1e',
      },
      candleSpacing: 10,
      candles: [
        c(10, 40, 15, 5, 50),
        c(20, 15, 40, 5, 50),
        c(40, 44.4, 44.4, 44.4, 44.4),
        c(50, 30, 29, 29, 30),
        c(60, 10, 20, 10, 20),
        c(70, 20, 10, 10, 20),
      ],
    } as unknown as ChartTruth;
    expect(candlesShown({ data, width, height }, truth)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('directionsShown', () => {
  const width = 40;
  const height = 60;
  // a black outline ten wide and tall, filled white (rising) or black (falling), and a small body
  const scene = (): Uint8Array => {
    const data = new Uint8Array(width * height * 4).fill(255);
    const paint = (x0: number, x1: number, y0: number, y1: number, v: number): void => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) data.set([v, v, v, 255], (y * width + x) * 4);
    };
    paint(5, 14, 10, 20, 0);
    paint(6, 13, 11, 19, 255);
    paint(25, 27, 30, 31, 0);
    return data;
  };
  const c = (x: number, yOpen: number, yClose: number) => ({
    x,
    yOpen,
    yClose,
    yHigh: yOpen - 5,
    yLow: yClose + 5,
    open: 0,
    high: 0,
    low: 0,
    close: 0,
    partial: false,
  });
  const truth = (colors: Record<string, string>) =>
    ({
      dpr: 1,
      candleSpacing: 20,
      colors: { background: '#ffffff', hollow: 'up', ...colors },
      candles: [c(10, 20, 10), c(26, 30, 31)],
    }) as unknown as ChartTruth;
  const mono = {
    up: 'rgba(0,0,0,0)',
    upBorder: '#000000',
    upWick: '#000000',
    downBorder: '#000000',
    downWick: '#000000',
  };
  it('shows direction in a body with an interior when the fills differ', () => {
    expect(
      directionsShown({ data: scene(), width, height }, truth({ ...mono, down: '#000000' })),
    ).toEqual([true, false]);
  });
  it('shows no direction when the falling fill is the background', () => {
    expect(
      directionsShown({ data: scene(), width, height }, truth({ ...mono, down: '#ffffff' })),
    ).toEqual([false, false]);
  });
  it('shows direction everywhere when the outlines differ', () => {
    const colors = { ...mono, down: '#ffffff', downBorder: '#ff0000', downWick: '#ff0000' };
    expect(directionsShown({ data: scene(), width, height }, truth(colors))).toEqual([true, true]);
  });
});

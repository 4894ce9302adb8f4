import { describe, expect, it } from 'vitest';
import type { ChartTruth } from './truth.ts';
import { bodiesShown, candlesShown, directionsShown } from './visibility.ts';

/** A white image and a painter of rectangles (inclusive pixel bounds). */
function canvas(width: number, height: number) {
  const data = new Uint8Array(width * height * 4).fill(255);
  const paint = (x0: number, x1: number, y0: number, y1: number, c: number[]): void => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) data.set([...c, 255], (y * width + x) * 4);
  };
  return { image: { data, width, height }, paint };
}

/** A truth candle by its rows; its prices are the rows upside down (rising when yClose < yOpen). */
const candleAt = (x: number, yOpen: number, yClose: number, yHigh: number, yLow: number) => ({
  x,
  yOpen,
  yClose,
  yHigh,
  yLow,
  open: -yOpen,
  close: -yClose,
  high: -yHigh,
  low: -yLow,
  partial: false,
});

/** Green rising and red falling candles, filled, on white. */
const greenRed = {
  background: '#ffffff',
  up: '#00a050',
  down: '#dc1e1e',
  upBorder: '#00a050',
  downBorder: '#dc1e1e',
  upWick: '#00a050',
  downWick: '#dc1e1e',
};

describe('bodiesShown', () => {
  it('tells bodies wider than their wicks from bars of one width', () => {
    const { image, paint } = canvas(60, 80);
    const green = [20, 120, 60];
    // a filled body five wide on a one-pixel wick
    paint(10, 10, 10, 70, green);
    paint(8, 12, 30, 50, green);
    // a hollow body: only its outline is ink
    paint(20, 20, 10, 70, green);
    paint(18, 22, 30, 30, green);
    paint(18, 22, 50, 50, green);
    paint(18, 18, 30, 50, green);
    paint(22, 22, 30, 50, green);
    // a bar as wide as its wick: the body is not in the image
    paint(29, 31, 10, 70, green);
    // a candle without wicks: its open and close are its ends
    paint(38, 40, 20, 60, green);
    // a body as wide as its grey wick, in a colour of its own
    paint(49, 51, 10, 70, [120, 120, 120]);
    paint(49, 51, 30, 50, green);
    const truth = {
      colors: { background: '#fff' },
      candleSpacing: 10,
      candles: [
        candleAt(10, 50, 30, 10, 70),
        candleAt(20, 30, 50, 10, 70),
        candleAt(30, 50, 30, 10, 70),
        candleAt(39, 60, 20, 20, 60),
        candleAt(50, 30, 50, 10, 70),
      ],
    } as unknown as ChartTruth;
    expect(bodiesShown(image, truth)).toEqual([true, true, false, true, true]);
  });
});

describe('candlesShown', () => {
  it('tells candles under a line from candles that show, faded or not', () => {
    const { image, paint } = canvas(100, 60);
    const green = [0, 160, 80];
    const red = [220, 30, 30];
    // pixel column x spans [x, x + 1)
    const c = (x: number, yOpen: number, yClose: number, yHigh: number, yLow: number) =>
      candleAt(x + 0.5, yOpen, yClose, yHigh, yLow);
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
      colors: greenRed,
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
    expect(candlesShown(image, truth)).toEqual([true, true, true, false, true, false]);
  });
});

describe('candlesShown, colours as drawn', () => {
  it('knows the colour a style came out in from the tall bodies, and finds thin candles by it', () => {
    // the rising colour came out of compression far from the one specified: three tall
    // rising candles and a thin one, all in that shade
    const { image, paint } = canvas(100, 60);
    const shade = [120, 140, 130];
    for (const x of [10, 20, 30]) {
      paint(x, x, 5, 50, shade);
      paint(x - 2, x + 2, 15, 40, shade);
    }
    paint(50, 50, 20, 24, shade);
    const truth = {
      colors: greenRed,
      candleSpacing: 10,
      candles: [10, 20, 30]
        .map((x) => candleAt(x + 0.5, 40, 15, 5, 50))
        .concat([candleAt(50.5, 23, 21, 20, 24)]),
    } as unknown as ChartTruth;
    expect(candlesShown(image, truth)).toEqual([true, true, true, true]);
  });
});

describe('directionsShown', () => {
  // a black outline ten wide and eleven tall, white inside, and a small black body
  const { image, paint } = canvas(40, 60);
  paint(5, 14, 10, 20, [0, 0, 0]);
  paint(6, 13, 11, 19, [255, 255, 255]);
  paint(25, 27, 30, 31, [0, 0, 0]);
  const truth = (colors: Record<string, string>) =>
    ({
      dpr: 1,
      candleSpacing: 20,
      colors: { background: '#ffffff', hollow: 'up', ...colors },
      candles: [candleAt(10, 20, 10, 5, 25), candleAt(26, 30, 31, 25, 36)],
    }) as unknown as ChartTruth;
  const mono = {
    up: 'rgba(0,0,0,0)',
    upBorder: '#000000',
    upWick: '#000000',
    downBorder: '#000000',
    downWick: '#000000',
  };
  it('shows direction in a body with an interior when the fills differ', () => {
    expect(directionsShown(image, truth({ ...mono, down: '#000000' }))).toEqual([true, false]);
  });
  it('shows no direction when the falling fill is the background', () => {
    expect(directionsShown(image, truth({ ...mono, down: '#ffffff' }))).toEqual([false, false]);
  });
  it('shows direction everywhere when the outlines differ', () => {
    const colors = { ...mono, down: '#ffffff', downBorder: '#ff0000', downWick: '#ff0000' };
    expect(directionsShown(image, truth(colors))).toEqual([true, true]);
  });
});

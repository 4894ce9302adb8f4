import { describe, expect, it } from 'vitest';
import { normaliseReading } from './reader-adapter.ts';
import { formatSymbols, formatTimeframes, frame } from './report.ts';
import { lastCloseError, scoreImage, summarise } from './score.ts';
import type { ChartTruth } from './truth.ts';

/** A 3-candle truth on a 100 px tall plot covering prices 200 (top) to 100 (bottom). */
function truth(): ChartTruth {
  const y = (p: number) => 10 + ((200 - p) / 100) * 100;
  const candle = (x: number, o: number, h: number, l: number, c: number) => ({
    x,
    open: o,
    high: h,
    low: l,
    close: c,
    yOpen: y(o),
    yHigh: y(h),
    yLow: y(l),
    yClose: y(c),
    partial: false,
  });
  return {
    id: 't',
    image: 't.png',
    format: 'png',
    library: 'canvas-broker',
    tags: ['lib:broker'],
    width: 200,
    height: 130,
    dpr: 1,
    cssWidth: 200,
    cssHeight: 130,
    plot: { left: 0, top: 10, right: 160, bottom: 110 },
    priceRange: { top: 200, bottom: 100 },
    scale: 'linear',
    axisSamples: [],
    axisSide: 'right',
    colors: {
      background: '#fff',
      up: '#0f0',
      down: '#f00',
      upBorder: '#0f0',
      downBorder: '#f00',
      upWick: '#0f0',
      downWick: '#f00',
      hollow: 'none',
    },
    candleSpacing: 40,
    precision: 2,
    candles: [
      candle(20, 120, 150, 110, 140),
      candle(60, 140, 160, 130, 135),
      candle(100, 135, 190, 120, 180),
    ],
  };
}

const times = { readMs: 20, decodeMs: 4 };

/** A price scale fitted on the truth's plot. */
const AXIS = {
  side: 'right' as const,
  scale: 'linear' as const,
  labels: [],
  fit: { slope: -1, intercept: 210, residual: 0 },
};

describe('scoreImage', () => {
  it('gives a perfect score to a reading equal to the truth', () => {
    const t = truth();
    const reading = normaliseReading({
      found: true,
      plot: t.plot,
      candles: t.candles,
      priceAxis: AXIS,
      relativePrices: false,
      warnings: [],
    });
    const s = scoreImage(t, reading, times);
    expect(s).toMatchObject({
      matched: 3,
      extra: 0,
      countExact: true,
      axisRead: true,
      directionCorrect: 3,
      directionTotal: 3,
    });
    expect(Math.max(...s.pctErrors)).toBe(0);
    const sum = summarise([s]);
    expect(sum.recall).toBe(1);
    expect(sum.precision).toBe(1);
    expect(sum.timeVsDecode).toBe(5);
  });

  it("matches a candle's centre column (an index) to the truth's continuous x", () => {
    // candles 3.4 px apart on a screen of three pixels per CSS pixel: the one at x = 63 (on the
    // boundary between two CSS pixels) is drawn on columns 60-62, whose centre column is 61
    // and whose centre on the continuous axis is 61.5
    const t = { ...truth(), candleSpacing: 3.4 };
    t.candles = t.candles.map((c, i) => ({ ...c, x: 56.2 + 3.4 * i }));
    t.candles[2] = { ...t.candles[2]!, x: 63 };
    const candles = [55, 58, 61].map((x, i) => ({ ...t.candles[i]!, x }));
    const s = scoreImage(t, normaliseReading({ found: true, candles }), times);
    expect(s).toMatchObject({ matched: 3, extra: 0 });
    // two columns further left is another candle's place, not this one's
    const off = [55, 58, 60].map((x, i) => ({ ...t.candles[i]!, x }));
    expect(scoreImage(t, normaliseReading({ found: true, candles: off }), times)).toMatchObject({
      matched: 2,
      extra: 1,
    });
  });

  it('leaves the opens and closes of hidden bodies out of the error where values show', () => {
    const t = truth();
    // the middle candle's open and close read 5 off (5% of the range): its body does not show
    const candles = t.candles.map((c, i) =>
      i === 1 ? { ...c, open: c.open + 5, close: c.close - 5 } : c,
    );
    const fit = { slope: -1, intercept: 210, residual: 0 };
    const reading = normaliseReading({ found: true, candles, priceAxis: { scale: 'linear', fit } });
    const s = scoreImage(t, reading, times, { bodies: [true, false, true] });
    expect(s.hiddenBodies).toBe(1);
    expect(Math.max(...s.pctErrors)).toBeCloseTo(5, 6);
    expect(s.pctErrorsShown).toHaveLength(10);
    expect(Math.max(...s.pctErrorsShown)).toBe(0);
    expect(summarise([s]).hiddenBodyRate).toBeCloseTo(1 / 3, 6);
  });

  it('counts recall over the candles that show apart from recall over all', () => {
    const t = truth();
    // the reader finds the first two; the third does not show in the image, the second neither
    const reading = normaliseReading({ found: true, candles: t.candles.slice(0, 2) });
    const s = scoreImage(t, reading, times, { candles: [true, false, false] });
    expect(s).toMatchObject({ matched: 2, hiddenCandles: 2, matchedHidden: 1 });
    const sum = summarise([s]);
    expect(sum.recall).toBeCloseTo(2 / 3, 6);
    expect(sum.recallShown).toBe(1);
    expect(sum.hiddenCandleRate).toBeCloseTo(2 / 3, 6);
    // directions: scored over all, and apart over the candles whose direction shows
    const flipped = normaliseReading({
      found: true,
      candles: t.candles.map((k, i) => (i === 0 ? { ...k, open: k.close, close: k.open } : k)),
    });
    const d = summarise([scoreImage(t, flipped, times, { directions: [false, true, true] })]);
    expect(d.directionAccuracy).toBeCloseTo(2 / 3, 6);
    expect(d.directionShownAccuracy).toBe(1);
    // with every candle shown, the two recalls are the same
    expect(summarise([scoreImage(t, reading, times)]).recallShown).toBeCloseTo(2 / 3, 6);
  });

  it('scores relative prices against the plot and rejects a wrong axis fit', () => {
    const t = truth();
    const rel = (y: number) => ((110 - y) / 100) * 100;
    const candles = t.candles.map((c) => ({
      ...c,
      open: rel(c.yOpen),
      high: rel(c.yHigh),
      low: rel(c.yLow),
      close: rel(c.yClose) + 1,
    }));
    const s = scoreImage(
      t,
      normaliseReading({ found: true, candles, priceAxis: null, relativePrices: true }),
      times,
    );
    expect(s.relativePrices).toBe(true);
    expect(s.axisRead).toBe(false);
    expect(Math.max(...s.pctErrors)).toBeCloseTo(1, 6);
    const off = normaliseReading({
      found: true,
      candles: t.candles,
      priceAxis: { scale: 'linear', fit: { slope: -1, intercept: 212 } },
    });
    expect(scoreImage(t, off, times).axisRead).toBe(false);
  });

  it('counts garbage candles as false positives and an unusable reading as a failure', () => {
    const t = truth();
    const reading = normaliseReading({ candles: [...t.candles, { x: 'a' }, null] });
    expect(scoreImage(t, reading, times)).toMatchObject({
      matched: 3,
      extra: 2,
      countExact: false,
    });
    expect(() => normaliseReading(42)).toThrow(/number/);
    expect(() => normaliseReading({ candles: 'none' })).toThrow(/array/);
    const failed = scoreImage(t, { error: 'threw: boom' }, times);
    expect(summarise([failed])).toMatchObject({ failed: 1, recall: 0 });
  });
});

describe('formatSymbols', () => {
  it('counts the instrument named right, another, none, and named where the chart shows none', () => {
    const t = truth();
    const read = (symbol: string | null) =>
      normaliseReading({ found: true, candles: t.candles, symbol });
    const scores = [
      scoreImage({ ...t, id: 'a', symbol: 'XAUUSD' } as ChartTruth, read('OANDA:XAUUSD'), times),
      scoreImage({ ...t, id: 'b', symbol: 'XAUUSD' } as ChartTruth, read('UUSD'), times),
      scoreImage({ ...t, id: 'c', symbol: 'US500' } as ChartTruth, read(null), times),
      scoreImage({ ...t, id: 'd', symbol: null } as ChartTruth, read('BTC'), times),
      // a truth that does not say (the synthetic corpus) counts nowhere
      scoreImage(t, read('ETHUSD'), times),
    ];
    expect(formatSymbols([{ name: 'breadth', scores }])).toBe(
      'symbol named: right 1/3 charts that show one, none 1, another 1 (b XAUUSD -> UUSD); named on 1/1 charts that show none',
    );
  });
});

describe('formatTimeframes', () => {
  it('counts the timeframe given right (4h for 4H), another, and none', () => {
    const t = truth();
    const read = (timeframe: string | null) =>
      normaliseReading({ found: true, candles: t.candles, timeframe });
    const with4H = { ...t, timeframe: '4H' } as ChartTruth;
    const scores = [
      scoreImage({ ...with4H, id: 'a' }, read('4h'), times),
      scoreImage({ ...with4H, id: 'b' }, read('15m'), times),
      scoreImage({ ...with4H, id: 'c' }, read(null), times),
      // a truth that does not say counts nowhere
      scoreImage(t, read('1D'), times),
    ];
    expect(formatTimeframes([{ name: 'breadth', scores }])).toBe(
      'timeframe given: right 1/3 charts, another 1 (b 4H -> 15m), none 1',
    );
  });
});

describe('frame', () => {
  it('writes MetaTrader timeframes and hours as the reader does', () => {
    expect(['M15', 'H4', 'D1', 'W1', 'MN', '4H', '15m', '1D'].map(frame)).toEqual([
      '15m',
      '4h',
      '1D',
      '1W',
      '1M',
      '4h',
      '15m',
      '1D',
    ]);
  });
});

describe('lastCloseError', () => {
  const reading = (cs: { x: number; close: number }[]) =>
    normaliseReading({
      found: true,
      plot: truth().plot,
      candles: cs.map((c) => ({ ...c, open: c.close, high: c.close, low: c.close })),
      priceAxis: AXIS,
      relativePrices: false,
      warnings: [],
    });

  it("compares the reading's last close with the truth's last whole candle", () => {
    const t = truth();
    // range 110..190: 2 off is 2.5% of it
    expect(
      lastCloseError(
        t,
        reading([
          { x: 60, close: 135 },
          { x: 100, close: 182 },
        ]),
      ),
    ).toBeCloseTo(2.5);
  });

  it('compares it with the candle the plot edge cuts when the reading ends on that one', () => {
    const t = truth();
    t.candles.push({ ...t.candles[2]!, x: 140, close: 170, partial: true });
    const read = reading([
      { x: 100, close: 180 },
      { x: 138, close: 170 },
    ]);
    expect(lastCloseError(t, read)).toBe(0);
    // a reading that ends before it is still compared with the last whole candle (close 180)
    expect(lastCloseError(t, reading([{ x: 100, close: 176 }]))).toBeCloseTo(5);
  });
});

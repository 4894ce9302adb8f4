import { describe, expect, it } from 'vitest';
import { refineAxis } from '../src/node/refine-axis.ts';
import type { LabelCrop, LabelReader } from '../src/node/ocr/index.ts';
import type { AxisLabel, ChartReading, ReadCandle } from '../src/types.ts';
import { blank } from './raster.ts';

/** A reader that reads each crop as the next text of a list (in the order it is asked). */
function scripted(byRow: Map<number, string>): LabelReader {
  return {
    engine: 'paddle',
    warning: null,
    loadMs: 0,
    async read(crops: readonly LabelCrop[]) {
      return crops.map((c) => ({
        text: byRow.get(c.height * 10000 + c.width) ?? '',
        confidence: 1,
      }));
    },
    async close() {},
  };
}

/** A reading of 25 candles priced through the given labels. */
function readingWith(labels: AxisLabel[], scale: 'linear' | 'log'): ChartReading {
  const candle = (y: number): ReadCandle => ({
    x: 50,
    open: 0,
    high: 0,
    low: 0,
    close: 0,
    yOpen: y,
    yHigh: y - 10,
    yLow: y + 10,
    yClose: y + 5,
    bodyWidth: 5,
    time: null,
    volume: null,
  });
  return {
    accepted: true,
    reason: null,
    confidence: 0.5,
    uncertain: [],
    symbol: null,
    timeframe: null,
    instrument: null,
    found: true,
    plot: { left: 0, top: 0, right: 290, bottom: 300 },
    candles: Array.from({ length: 25 }, (_, i) => ({ ...candle(60 + i * 6), x: 10 + i * 10 })),
    priceAxis: {
      side: 'right',
      scale,
      labels,
      fit: { slope: -0.01, intercept: 9, residual: 1 },
    },
    relativePrices: false,
    colors: null,
    stages: { plot: 1, candles: 1, axis: 1, colors: 1 },
    warnings: [],
  };
}

describe('the price axis re-read by OCR', () => {
  it('decides linear or log on the values OCR read, not on the glyph misreads', async () => {
    // labels every 40 rows, 1720 down to 1520 in steps of 40 (linear); the glyph reader read
    // the top ones with a 3 for a 1, which a log scale fitted
    const rows = [40, 80, 120, 160, 200, 240];
    const truth = [1720, 1680, 1640, 1600, 1560, 1520];
    const glyph = ['3720', '3680', '1640', '1600', '1560', '1520'];
    // each label's box is one pixel wider than the last, so the scripted reader knows it by size
    const labels = rows.map((y, k) => ({
      y,
      value: Number(glyph[k]),
      text: glyph[k]!,
      box: { x0: 300, y0: y - 5, x1: 330 + k, y1: y + 4 },
    }));
    const texts = new Map<number, string>();
    labels.forEach((l, k) => {
      const margin = Math.max(2, Math.round(10 / 3));
      const h = l.box.y1 - l.box.y0 + 1 + 2 * margin;
      const w = l.box.x1 - l.box.x0 + 1 + 2 * margin;
      texts.set(h * 10000 + w, String(truth[k]));
    });
    const reading = readingWith(labels, 'log');
    const out = await refineAxis(blank(360, 300, [255, 255, 255]), reading, scripted(texts));
    expect(out.source).toBe('ocr');
    expect(out.reading.priceAxis!.scale).toBe('linear');
    expect(out.reading.priceAxis!.labels.map((l) => l.value)).toEqual(truth);
    // a candle opening at row 100 is priced between 1680 and 1640
    const c = out.reading.candles.find((x) => x.yOpen === 102)!;
    expect(c.open).toBeCloseTo(1660 - 2, 5);
  });

  it('keeps the zeros the reader read on round tick labels where OCR sees a slashed zero as 8', async () => {
    const rows = [40, 80, 120, 160, 200, 240];
    const truth = ['43000.00', '42000.00', '41000.00', '40000.00', '39000.00', '38000.00'];
    const ocr = ['43880.00', '42800.00', '41800.00', '40880.00', '39800.00', '38800.00'];
    const labels = (roundedOff: boolean): AxisLabel[] =>
      rows.map((y, k) => ({
        y,
        value: Number(truth[k]),
        text: truth[k]!,
        box: { x0: 300, y0: y - 5, x1: 340 + k, y1: y + 4 },
        ...(roundedOff ? { roundedOff: true } : {}),
      }));
    const texts = new Map<number, string>();
    labels(false).forEach((l, k) => {
      const margin = Math.max(2, Math.round(10 / 3));
      const h = l.box!.y1 - l.box!.y0 + 1 + 2 * margin;
      const w = l.box!.x1 - l.box!.x0 + 1 + 2 * margin;
      texts.set(h * 10000 + w, ocr[k]!);
    });
    const img = blank(360, 300, [255, 255, 255]);
    const kept = await refineAxis(img, readingWith(labels(true), 'linear'), scripted(texts));
    expect(kept.source).toBe('glyph');
    expect(kept.reading.priceAxis!.labels.map((l) => l.text)).toEqual(truth);
    // labels the reader did not round off are the recogniser's to correct
    const taken = await refineAxis(img, readingWith(labels(false), 'linear'), scripted(texts));
    expect(taken.source).toBe('ocr');
  });
});

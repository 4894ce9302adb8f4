// The committed learned column model, run by ONNX Runtime on three inputs the training script
// saved (column-model.generated.onnx and test/fixtures/columns, written together by
// bench/reader/learned/train_columns.py): its answers match what the trained network gave in
// training (torch, from the weights in the ONNX file), and they say what a reader needs on the
// plain inputs (where a plain chart's series ends; no candle on an image that is not a chart).
// The third input, drawings in an empty margin, is the model's weak case (decision 149): there
// it ends the series 72 columns early, and only its answers are checked.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLearnedColumns, type ColumnEvidence } from '../src/column-evidence.ts';
import { COLUMN_INPUT, columnInput, loadColumnModel, type ColumnModel } from '../src/node/index.ts';
import type { ChartReading, ReadCandle } from '../src/types.ts';

const dir = new URL('./fixtures/columns/', import.meta.url);
interface Expected {
  candle: number[];
  span: number[];
  labels: { candle: number[]; span: number[] };
}
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as {
  inputs: Record<string, Expected>;
};

async function input(name: string) {
  const { data, info } = await sharp(new URL(`${name}.png`, dir).pathname)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // RGBA: the input's ink channel is the PNG's alpha
  expect(info.channels).toBe(4);
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

const maxDiff = (a: Float32Array, b: number[]): number =>
  Math.max(...b.map((v, i) => Math.abs(a[i]! - v)));

describe('learned column model (ONNX Runtime)', () => {
  let model: ColumnModel;
  beforeAll(async () => {
    model = await loadColumnModel();
  });
  afterAll(async () => {
    await model?.close();
  });

  it.each(['margin', 'negative', 'plain'])(
    'answers the %s input as the trained network did',
    async (name) => {
      const out = await model.run(await input(name));
      const want = expected.inputs[name]!;
      expect(out.candle.length).toBe(want.candle.length);
      expect(maxDiff(out.candle, want.candle)).toBeLessThan(2e-3);
      expect(maxDiff(out.span, want.span)).toBeLessThan(2e-3);
    },
  );

  it('ends the series where the last candle of a plain chart stands', async () => {
    const out = await model.run(await input('plain'));
    const labels = expected.inputs.plain!.labels.span;
    const lastTrue = labels.lastIndexOf(1);
    let lastSaid = out.span.length - 1;
    while (lastSaid >= 0 && out.span[lastSaid]! < 0.5) lastSaid--;
    // the price axis' columns follow the series: no candle there
    expect(lastTrue).toBeLessThan(labels.length - 10);
    expect(Math.abs(lastSaid - lastTrue)).toBeLessThanOrEqual(3);
  });

  it('sees no candle on an image that is not a chart', async () => {
    const out = await model.run(await input('negative'));
    expect(Math.max(...out.candle)).toBeLessThan(0.5);
  });
});

describe('learned column input', () => {
  it('averages whole blocks and keeps a one-pixel line at full ink', () => {
    const width = 1280;
    const height = 192;
    const data = new Uint8Array(width * height * 4);
    // left half black (the background: most of it), right quarter white, a red band over the
    // top quarter, and a one-pixel grey wick at x = 100 below it
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const v = x < (3 * width) / 4 ? 0 : 255;
        const px =
          y < height / 4 ? [255, 0, 0, 255] : x === 100 ? [200, 200, 200, 255] : [v, v, v, 255];
        data.set(px, (y * width + x) * 4);
      }
    const inp = columnInput({ data, width, height });
    expect([inp.width, inp.height]).toEqual([COLUMN_INPUT.maxWidth, COLUMN_INPUT.height]);
    const cell = (r: number, c: number) => [
      ...inp.data.slice((r * inp.width + c) * 4, (r * inp.width + c) * 4 + 4),
    ];
    expect(cell(0, 0)).toEqual([255, 0, 0, 255]);
    expect(cell(95, 0)).toEqual([0, 0, 0, 0]);
    expect(cell(95, 639)).toEqual([255, 255, 255, 255]);
    // the wick is a third of its block (x 100-101 -> cell 50): its mean fades, its ink does not
    expect(cell(95, 50)).toEqual([100, 100, 100, 200]);
  });
});

describe('withLearnedColumns', () => {
  const candle = (x: number): ReadCandle => ({
    x,
    open: 1,
    high: 2,
    low: 0.5,
    close: 1.5,
    yOpen: 50,
    yHigh: 40,
    yLow: 60,
    yClose: 45,
    bodyWidth: 4,
    time: null,
    volume: null,
  });
  const reading = (xs: number[]): ChartReading => ({
    accepted: true,
    reason: null,
    confidence: 0.9,
    uncertain: [],
    symbol: null,
    timeframe: null,
    instrument: null,
    found: true,
    plot: { left: 0, top: 0, right: 640, bottom: 400 },
    candles: xs.map(candle),
    priceAxis: null,
    relativePrices: true,
    colors: null,
    stages: { plot: 1, candles: 1, axis: 0, colors: 1 },
    warnings: [],
  });
  // 30 candles 10 px apart from x = 10, then dashes of a drawing at 400-460
  const xs = [...Array.from({ length: 30 }, (_, k) => 10 + 10 * k), 400, 420, 440, 460];
  const evidence = (end: number): ColumnEvidence => ({
    candle: Float32Array.from({ length: 640 }, (_, k) =>
      k > end ? 0.05 : k % 10 >= 4 ? 0.9 : 0.3,
    ),
    span: Float32Array.from({ length: 640 }, (_, k) => (k <= end ? 0.95 : 0.05)),
    imageWidth: 640,
  });

  it('leaves out the marks after the series the model ends', () => {
    const r = withLearnedColumns(reading(xs), evidence(305));
    expect(r.candles.map((c) => c.x)).toEqual(xs.slice(0, 30));
    expect(r.warnings.at(-1)).toMatch(/4 marks where the column model sees no candle left out/);
  });

  it('keeps every mark when the model sees the series run on', () => {
    const r = withLearnedColumns(reading(xs), evidence(639));
    expect(r.candles).toHaveLength(34);
  });
});

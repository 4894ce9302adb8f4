import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-node';
import { foldRecogniser } from '../src/node/ocr/fold-model.ts';
import {
  defaultModelFiles,
  loadPaddleEngine,
  type PaddleEngine,
} from '../src/node/ocr/paddle-engine.ts';
import {
  bytesField,
  concatBytes,
  readFields,
  stringField,
  varintField,
} from '../src/node/ocr/protobuf-wire.ts';
import { cropLabel } from '../src/node/index.ts';
import { blank, text, type Color } from './raster.ts';
import { noiseInput } from './recogniser-input.ts';

const SHIPPED = new Uint8Array(readFileSync(defaultModelFiles().model));

/** A label drawn with the test rasteriser, cropped the way the reader crops its labels. */
function labelCrop(s: string, height: number, bg: Color, fg: Color) {
  const img = blank(Math.round(s.length * height * 0.8) + 20, height * 2 + 10, bg);
  const right = text(img, s, 10, 8, height, fg);
  return cropLabel(img, { x0: 10, y0: 8, x1: right - 1, y1: 8 + height - 1 });
}

describe('the recogniser folded at load (decision 197)', () => {
  it('folds every scale-and-shift and hard-swish of the shipped recogniser', () => {
    const { model, folded } = foldRecogniser(SHIPPED);
    expect(folded).toEqual({ affineIntoConv: 28, hardSwish: 28, affineIntoNextConv: 12 });
    const ops = (m: Uint8Array) => {
      const graph = readFields(readFields(m).find((f) => f.no === 7)!.body!);
      return graph
        .filter((f) => f.no === 1)
        .map((f) => new TextDecoder().decode(readFields(f.body!).find((v) => v.no === 4)!.body!));
    };
    const count = (list: string[], op: string) => list.filter((o) => o === op).length;
    const before = ops(SHIPPED);
    const after = ops(model);
    expect(count(before, 'Clip')).toBe(28);
    expect(count(after, 'Clip')).toBe(0);
    expect(count(after, 'Conv')).toBe(count(before, 'Conv'));
    expect(count(after, 'Mul') + count(after, 'Add') + count(after, 'Div')).toBeLessThan(
      count(before, 'Mul') + count(before, 'Add') + count(before, 'Div') - 100,
    );
  });

  it('gives the same class probabilities as the graph as shipped', async () => {
    const opts = { intraOpNumThreads: 1, graphOptimizationLevel: 'all' } as const;
    const shipped = await ort.InferenceSession.create(SHIPPED, opts);
    const folded = await ort.InferenceSession.create(foldRecogniser(SHIPPED).model, opts);
    let worst = 0;
    for (const [i, w] of [64, 150, 333].entries()) {
      const x = noiseInput(w, 11 + i);
      const a = (await shipped.run({ x }))[shipped.outputNames[0]!]!.data as Float32Array;
      const b = (await folded.run({ x }))[folded.outputNames[0]!]!.data as Float32Array;
      expect(b.length).toBe(a.length);
      for (let j = 0; j < a.length; j++) worst = Math.max(worst, Math.abs(a[j]! - b[j]!));
    }
    expect(worst).toBeLessThan(1e-4);
    await shipped.release();
    await folded.release();
  });

  it('returns a graph without the patterns byte for byte', () => {
    const relu = concatBytes([stringField(1, 'x'), stringField(2, 'y'), stringField(4, 'Relu')]);
    const model = concatBytes([
      varintField(1, 8),
      bytesField(7, concatBytes([bytesField(1, relu), stringField(2, 'tiny')])),
    ]);
    const out = foldRecogniser(model);
    expect(out.folded).toEqual({ affineIntoConv: 0, hardSwish: 0, affineIntoNextConv: 0 });
    expect(out.model).toBe(model);
  });

  it('refuses bytes that are not a model, so the engine loads the shipped graph', () => {
    expect(() => foldRecogniser(Uint8Array.from([0x0a, 0xff, 0x01]))).toThrow(/past the end/);
  });
});

describe('label engines on the edited and the shipped graph', () => {
  let folded: PaddleEngine;
  let shipped: PaddleEngine;
  beforeAll(async () => {
    folded = await loadPaddleEngine(defaultModelFiles(), 1, true);
    shipped = await loadPaddleEngine(defaultModelFiles(), 1, false);
  });
  afterAll(async () => {
    await folded.close();
    await shipped.close();
  });

  it('read the same labels, no less sure of them', async () => {
    const crops = [
      labelCrop('1.08425', 11, [255, 255, 255], [30, 30, 30]),
      labelCrop('64,250.5', 13, [19, 23, 34], [178, 181, 190]),
      labelCrop('0.000137', 9, [19, 23, 34], [230, 230, 230]),
    ];
    const a = await folded.read(crops);
    const b = await shipped.read(crops);
    expect(a.map((r) => r.text)).toEqual(['1.08425', '64,250.5', '0.000137']);
    expect(a.map((r) => r.text)).toEqual(b.map((r) => r.text));
    // the cut classifier (decision 202) spreads its mass over the classes a label may hold alone
    a.forEach((r, i) => {
      expect(r.confidence).toBeGreaterThanOrEqual(b[i]!.confidence - 1e-5);
      expect(r.confidence).toBeLessThanOrEqual(1);
    });
  });
});

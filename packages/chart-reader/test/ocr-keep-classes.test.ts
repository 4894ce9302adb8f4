import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-node';
import { foldRecogniser } from '../src/node/ocr/fold-model.ts';
import { keepClasses } from '../src/node/ocr/keep-classes.ts';
import { defaultModelFiles } from '../src/node/ocr/paddle-engine.ts';
import {
  bytesField,
  concatBytes,
  stringField,
  varintField,
} from '../src/node/ocr/protobuf-wire.ts';
import { noiseInput } from './recogniser-input.ts';

const FOLDED = foldRecogniser(new Uint8Array(readFileSync(defaultModelFiles().model))).model;
const CLASSES = 6625;
// the blank, some digits' classes and the last class (the space), out of order
const KEEP = [0, 12, 5, 3, 91, 40, 7, 2000, CLASSES - 1];

describe('the recogniser cut to the classes a label may hold (decision 202)', () => {
  it('scores only the classes kept, as the whole graph ranks them', async () => {
    const cut = keepClasses(FOLDED, KEEP);
    expect(cut).not.toBeNull();
    const opts = { intraOpNumThreads: 1, graphOptimizationLevel: 'all' } as const;
    const whole = await ort.InferenceSession.create(FOLDED, opts);
    const kept = await ort.InferenceSession.create(cut!, opts);
    let worst = 0;
    for (const [i, w] of [64, 150, 333].entries()) {
      const x = noiseInput(w, 5 + i);
      const full = (await whole.run({ x }))[whole.outputNames[0]!]!;
      const part = (await kept.run({ x }))[kept.outputNames[0]!]!;
      const [, steps, classes] = full.dims as [number, number, number];
      expect(classes).toBe(CLASSES);
      expect(part.dims).toEqual([1, steps, KEEP.length]);
      const a = full.data as Float32Array;
      const b = part.data as Float32Array;
      for (let t = 0; t < steps; t++) {
        // the whole graph's probabilities of the kept classes, spread over them alone
        const mass = KEEP.reduce((sum, k) => sum + a[t * classes + k]!, 0);
        let bestWhole = 0;
        let bestKept = 0;
        KEEP.forEach((k, j) => {
          const p = b[t * KEEP.length + j]!;
          worst = Math.max(worst, Math.abs(p - a[t * classes + k]! / mass));
          if (a[t * classes + k]! > a[t * classes + KEEP[bestWhole]!]!) bestWhole = j;
          if (p > b[t * KEEP.length + bestKept]!) bestKept = j;
        });
        expect(bestKept).toBe(bestWhole);
      }
    }
    expect(worst).toBeLessThan(1e-4);
    await whole.release();
    await kept.release();
  });

  it('leaves a graph that does not end in a classifier alone', () => {
    const relu = concatBytes([stringField(1, 'x'), stringField(2, 'y'), stringField(4, 'Relu')]);
    const output = bytesField(12, stringField(1, 'y'));
    const model = concatBytes([
      varintField(1, 8),
      bytesField(7, concatBytes([bytesField(1, relu), stringField(2, 'tiny'), output])),
    ]);
    expect(keepClasses(model, [0, 1])).toBeNull();
  });

  it('refuses a class the classifier does not have', () => {
    expect(keepClasses(FOLDED, [0, CLASSES])).toBeNull();
    expect(keepClasses(FOLDED, [])).toBeNull();
  });
});

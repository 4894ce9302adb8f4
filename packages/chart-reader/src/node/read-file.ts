import { readChart } from '../read-chart.ts';
import type { ChartReading, ReadChartOptions } from '../types.ts';
import { decodeImage, type DecodedImage, type DecodeOptions } from './decode.ts';

/** Decodes a screenshot (file path or bytes) and reads it: the reading, the pixels and the timings. */
export async function readChartFile(
  input: string | Uint8Array,
  options: ReadChartOptions & DecodeOptions = {},
): Promise<{ reading: ChartReading; image: DecodedImage; readMs: number }> {
  const image = await decodeImage(input, options);
  const t0 = performance.now();
  const reading = readChart(image, options);
  return { reading, image, readMs: performance.now() - t0 };
}

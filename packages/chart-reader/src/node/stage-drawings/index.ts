// One drawing per stage of a traced run (`read-chart --debug-stages DIR`): what each stage found
// on the screenshot, so that a reading that went wrong shows where.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ChartTrace } from '../../stage-trace.ts';
import type { ChartReading, RgbaImage } from '../../types.ts';
import { writePng, type Canvas } from './canvas.ts';
import { drawColourClusters, drawSlotsAndCandles, drawWicks } from './draw-candles.ts';
import { drawInkAndPanes, drawLabelColumns } from './draw-labels.ts';
import { drawAssembly, drawTimeAxis, drawVerdict } from './draw-reading.ts';

/** The drawings, in the order of the stages, by file name. */
export function stageDrawings(
  image: RgbaImage,
  reading: ChartReading,
  trace: ChartTrace,
): [string, Canvas][] {
  const best = trace.attempts[trace.best];
  return [
    ['1-ink-and-panes', drawInkAndPanes(image, trace)],
    ['2-label-columns', drawLabelColumns(image, trace)],
    ['3-colour-clusters', drawColourClusters(image, best)],
    ['4-slots-and-candles', drawSlotsAndCandles(image, best)],
    ['5-wicks', drawWicks(image, best)],
    ['6-assembly', drawAssembly(image, reading)],
    ['7-verdict', drawVerdict(image, reading)],
    ['8-time-axis', drawTimeAxis(image, reading, trace)],
  ];
}

/** Writes the drawings of one screenshot into `dir` as `NAME.1-ink-and-panes.png` ... (NAME:
 * the screenshot's); returns the files written. */
export async function writeStageDrawings(
  image: RgbaImage,
  reading: ChartReading,
  trace: ChartTrace,
  dir: string,
  name: string,
): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [stage, canvas] of stageDrawings(image, reading, trace)) {
    const file = join(dir, `${name}.${stage}.png`);
    await writePng(canvas, file);
    files.push(file);
  }
  return files;
}

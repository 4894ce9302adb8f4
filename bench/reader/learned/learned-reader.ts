// The pure reader with the learned column stage (decision 149), for the reader benchmark:
//   npm run bench:reader -- --sets synthetic,breadth,negative --reader-module bench/reader/learned/learned-reader.ts
// (`--reader-module` takes the module's readChart; this one answers with a promise.)
import type { RgbaImage } from '@candlelens/chart-reader';
import { readChartImage } from '@candlelens/chart-reader/node';

export async function readChart(image: RgbaImage): Promise<unknown> {
  return (await readChartImage(image, { ocr: false, learnedColumns: true })).reading;
}

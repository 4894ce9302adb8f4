// The learned column stage's input: the screenshot shrunk to a fixed height and at most a fixed
// width by averaging whole blocks of pixels (each output pixel is the mean of the input block it
// covers), RGB. The training renders (bench/reader/learned) go through this same function, so the
// model sees at inference exactly what it was trained on.
import type { RgbaImage } from '../../types.ts';

export { inputColumnOf } from '../../column-evidence.ts';

/** The model's input size: rows always, columns at most (a narrower screenshot keeps its own). */
export const COLUMN_INPUT = { height: 96, maxWidth: 640 } as const;

export interface ColumnInput {
  /** RGB bytes, row-major, `height` rows of `width` pixels. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

/** Input pixel ranges [from, to) that output cells 0..out-1 average. */
function blocks(size: number, out: number): Int32Array {
  const edges = new Int32Array(out + 1);
  for (let k = 0; k <= out; k++) edges[k] = Math.floor((k * size) / out);
  // an output cell never averages nothing (a screenshot smaller than the input grows)
  for (let k = 0; k < out; k++) if (edges[k + 1]! <= edges[k]!) edges[k + 1] = edges[k]! + 1;
  for (let k = 0; k <= out; k++) edges[k] = Math.min(edges[k]!, size);
  return edges;
}

/** The screenshot as the model's input (block means). */
export function columnInput(img: RgbaImage): ColumnInput {
  const width = Math.min(img.width, COLUMN_INPUT.maxWidth);
  const height = COLUMN_INPUT.height;
  const xs = blocks(img.width, width);
  const ys = blocks(img.height, height);
  const rgb = new Uint8Array(width * height * 3);
  const sums = new Float64Array(width * 3);
  const d = img.data;
  for (let r = 0; r < height; r++) {
    sums.fill(0);
    let y0 = ys[r]!;
    let y1 = ys[r + 1]!;
    if (y0 >= img.height) y0 = img.height - 1;
    if (y1 <= y0) y1 = y0 + 1;
    for (let y = y0; y < y1; y++) {
      const row = y * img.width * 4;
      for (let c = 0; c < width; c++) {
        let x0 = xs[c]!;
        let x1 = xs[c + 1]!;
        if (x0 >= img.width) x0 = img.width - 1;
        if (x1 <= x0) x1 = x0 + 1;
        let sr = 0;
        let sg = 0;
        let sb = 0;
        for (let x = x0; x < x1; x++) {
          const i = row + x * 4;
          sr += d[i]!;
          sg += d[i + 1]!;
          sb += d[i + 2]!;
        }
        const o = c * 3;
        sums[o] = sums[o]! + sr / (x1 - x0);
        sums[o + 1] = sums[o + 1]! + sg / (x1 - x0);
        sums[o + 2] = sums[o + 2]! + sb / (x1 - x0);
      }
    }
    const n = y1 - y0;
    for (let k = 0; k < width * 3; k++) rgb[r * width * 3 + k] = Math.round(sums[k]! / n);
  }
  return { rgb, width, height };
}

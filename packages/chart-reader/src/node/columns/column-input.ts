// The learned column stage's input: the screenshot shrunk to a fixed height and at most a fixed
// width by whole blocks of pixels. Per block, four bytes: the block's mean colour (R, G, B) and
// its strongest ink (the largest difference of one of its pixels from the screenshot's background
// colour, in any channel), so a one-pixel wick or a thin candle keeps its contrast where a mean
// would dilute it. The training renders (bench/reader/learned) go through this same function, so
// the model sees at inference exactly what it was trained on.
import type { RgbaImage } from '../../types.ts';

export { inputColumnOf } from '../../column-evidence.ts';

/** The model's input size: rows always, columns at most (a narrower screenshot keeps its own). */
export const COLUMN_INPUT = { height: 96, maxWidth: 640, channels: 4 } as const;

export interface ColumnInput {
  /** R, G, B (block mean) and ink (block max), row-major, `height` rows of `width` cells. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Input pixel ranges [from, to) that output cells 0..out-1 cover. */
function blocks(size: number, out: number): Int32Array {
  const edges = new Int32Array(out + 1);
  for (let k = 0; k <= out; k++) edges[k] = Math.floor((k * size) / out);
  // an output cell never covers nothing (a screenshot smaller than the input grows)
  for (let k = 0; k < out; k++) if (edges[k + 1]! <= edges[k]!) edges[k + 1] = edges[k]! + 1;
  for (let k = 0; k <= out; k++) edges[k] = Math.min(edges[k]!, size);
  return edges;
}

/** The most frequent colour (4-bit bins, the bin's mean) over every fourth pixel and row. */
export function dominantColour(img: RgbaImage): [number, number, number] {
  const count = new Uint32Array(4096);
  const sum = new Float64Array(4096 * 3);
  const d = img.data;
  for (let y = 0; y < img.height; y += 4)
    for (let x = 0; x < img.width; x += 4) {
      const i = (y * img.width + x) * 4;
      const k = ((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4);
      count[k] = count[k]! + 1;
      sum[k * 3] = sum[k * 3]! + d[i]!;
      sum[k * 3 + 1] = sum[k * 3 + 1]! + d[i + 1]!;
      sum[k * 3 + 2] = sum[k * 3 + 2]! + d[i + 2]!;
    }
  let best = 0;
  for (let k = 1; k < 4096; k++) if (count[k]! > count[best]!) best = k;
  const n = Math.max(1, count[best]!);
  return [sum[best * 3]! / n, sum[best * 3 + 1]! / n, sum[best * 3 + 2]! / n].map(Math.round) as [
    number,
    number,
    number,
  ];
}

/** The screenshot as the model's input (block means and block ink). */
export function columnInput(img: RgbaImage): ColumnInput {
  const width = Math.min(img.width, COLUMN_INPUT.maxWidth);
  const height = COLUMN_INPUT.height;
  const xs = blocks(img.width, width);
  const ys = blocks(img.height, height);
  const [br, bg, bb] = dominantColour(img);
  const out = new Uint8Array(width * height * 4);
  const sums = new Float64Array(width * 3);
  const ink = new Uint8Array(width);
  const d = img.data;
  for (let r = 0; r < height; r++) {
    sums.fill(0);
    ink.fill(0);
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
        let most = ink[c]!;
        for (let x = x0; x < x1; x++) {
          const i = row + x * 4;
          const pr = d[i]!;
          const pg = d[i + 1]!;
          const pb = d[i + 2]!;
          sr += pr;
          sg += pg;
          sb += pb;
          const diff = Math.max(Math.abs(pr - br), Math.abs(pg - bg), Math.abs(pb - bb));
          if (diff > most) most = diff;
        }
        ink[c] = most;
        const o = c * 3;
        sums[o] = sums[o]! + sr / (x1 - x0);
        sums[o + 1] = sums[o + 1]! + sg / (x1 - x0);
        sums[o + 2] = sums[o + 2]! + sb / (x1 - x0);
      }
    }
    const n = y1 - y0;
    for (let c = 0; c < width; c++) {
      const o = (r * width + c) * 4;
      out[o] = Math.round(sums[c * 3]! / n);
      out[o + 1] = Math.round(sums[c * 3 + 1]! / n);
      out[o + 2] = Math.round(sums[c * 3 + 2]! / n);
      out[o + 3] = ink[c]!;
    }
  }
  return { data: out, width, height };
}

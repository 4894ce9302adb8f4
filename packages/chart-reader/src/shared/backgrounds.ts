import { colourBins, type Rgb } from './colour.ts';
import type { RgbaImage } from '../types.ts';

/**
 * The colours that fill large areas of a screenshot: the page, its panels, the plot. Text and
 * marks stand out from the one of them around them, so ink is what is far from all of them.
 * Sampled on a grid; a colour counts when it fills at least `minShare` of the samples.
 */
export function backgroundColours(img: RgbaImage, minShare = 0.05, max = 5): Rgb[] {
  const { width: W, height: H } = img;
  const step = Math.max(1, Math.floor(Math.sqrt((W * H) / 200_000)));
  const bins = colourBins(img, 0, 0, W, H, step);
  const n = bins.reduce((a, b) => a + b.count, 0);
  return bins
    .filter((b) => b.count >= n * minShare)
    .slice(0, max)
    .map((b) => b.colour);
}

/**
 * 1 where a pixel is far (more than `threshold`) from every background colour. Returns the
 * mask of the whole image.
 */
export function inkMask(img: RgbaImage, bgs: Rgb[], threshold = 45): Uint8Array {
  const { width: W, height: H, data: d } = img;
  const out = new Uint8Array(W * H);
  const t2 = threshold * threshold;
  // colours repeat: a 15-bit table of the answer
  const lut = new Uint8Array(32768);
  for (let key = 0; key < 32768; key++) {
    const r = ((key >> 10) << 3) + 4;
    const g = (((key >> 5) & 31) << 3) + 4;
    const b = ((key & 31) << 3) + 4;
    let far = 1;
    for (const c of bgs) {
      const dr = r - c[0];
      const dg = g - c[1];
      const db = b - c[2];
      if (dr * dr + dg * dg + db * db <= t2) {
        far = 0;
        break;
      }
    }
    lut[key] = far;
  }
  for (let p = 0, i = 0; p < W * H; p++, i += 4)
    out[p] = lut[((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3)]!;
  return out;
}

/** The background colour nearest to the pixels around a box (its one-pixel frame outside). */
export function localBackground(
  img: RgbaImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): Rgb {
  const { width: W, height: H, data: d } = img;
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  const add = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 4;
    const k = ((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4);
    const e = counts.get(k) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += d[i]!;
    e.g += d[i + 1]!;
    e.b += d[i + 2]!;
    counts.set(k, e);
  };
  for (let x = box.x0 - 2; x <= box.x1 + 2; x++) {
    add(x, box.y0 - 2);
    add(x, box.y1 + 2);
  }
  for (let y = box.y0 - 2; y <= box.y1 + 2; y++) {
    add(box.x0 - 2, y);
    add(box.x1 + 2, y);
  }
  let best = { n: 0, r: 0, g: 0, b: 0 };
  for (const e of counts.values()) if (e.n > best.n) best = e;
  return best.n ? [best.r / best.n, best.g / best.n, best.b / best.n] : [0, 0, 0];
}

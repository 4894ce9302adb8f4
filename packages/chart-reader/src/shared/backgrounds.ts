import { colourBins, type Rgb } from './colour.ts';
import type { RgbaImage } from '../types.ts';

/**
 * The colours that fill large areas of a screenshot: the page, its panels, the plot. Text and
 * marks stand out from the one of them around them, so ink is what is far from all of them.
 * Sampled on a grid; a colour counts when it fills at least `minShare` of the samples.
 */
export function backgroundColours(img: RgbaImage, minShare = 0.05, max = 5): Rgb[] {
  // the stages ask again for the same pixels (each pane's dividers); they never change them
  let known = seen.get(img.data);
  if (!known) seen.set(img.data, (known = new Map()));
  const key = `${img.width}x${img.height}|${minShare}|${max}`;
  let out = known.get(key);
  if (!out) known.set(key, (out = surfaceColours(img, minShare, max)));
  return [...out];
}

/** The colours found before, by pixels (images are never changed in place: a stage that
 * restores or cuts pixels makes new ones). */
const seen = new WeakMap<object, Map<string, Rgb[]>>();

function surfaceColours(img: RgbaImage, minShare: number, max: number): Rgb[] {
  const { width: W, height: H } = img;
  const step = Math.max(1, Math.floor(Math.sqrt((W * H) / 200_000)));
  const bins = colourBins(img, 0, 0, W, H, step);
  const n = bins.reduce((a, b) => a + b.count, 0);
  return bins
    .filter((b) => b.count >= n * minShare)
    .slice(0, max)
    .map((b) => b.colour);
}

/** Side of the blocks in which a background colour must fill an area to count as one there. */
const BLOCK = 16;
/** Share of a block a background colour fills where it is the surface (not a glyph's pixels). */
const SURFACE = 0.6;

/**
 * 1 where a pixel is ink: far (more than `threshold`) from every background colour, or near
 * one that is no surface anywhere around it (light text on a dark plot beside a light panel is
 * ink, though its colour is the panel's). A colour is a surface around a pixel when it fills
 * most of one of the 16-pixel blocks at or next to the pixel's. Returns the mask of the whole
 * image.
 */
export function inkMask(img: RgbaImage, bgs: Rgb[], threshold = 45): Uint8Array {
  const { width: W, height: H, data: d } = img;
  const out = new Uint8Array(W * H);
  const t2 = threshold * threshold;
  // colours repeat: a 15-bit table of the background each colour is near (1-based), 0 for none
  const lut = new Uint8Array(32768);
  for (let key = 0; key < 32768; key++) {
    const r = ((key >> 10) << 3) + 4;
    const g = (((key >> 5) & 31) << 3) + 4;
    const b = ((key & 31) << 3) + 4;
    for (let k = 0; k < bgs.length; k++) {
      const c = bgs[k]!;
      const dr = r - c[0];
      const dg = g - c[1];
      const db = b - c[2];
      if (dr * dr + dg * dg + db * db <= t2) {
        lut[key] = k + 1;
        break;
      }
    }
  }
  const near = new Uint8Array(W * H);
  for (let p = 0, i = 0; p < W * H; p++, i += 4)
    near[p] = lut[((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3)]!;
  if (bgs.length <= 1) {
    for (let p = 0; p < W * H; p++) out[p] = near[p] ? 0 : 1;
    return out;
  }
  // which background colours are a surface in each block (a bit each)
  const bw = Math.ceil(W / BLOCK);
  const bh = Math.ceil(H / BLOCK);
  const surface = new Uint8Array(bw * bh);
  const counts = new Uint32Array(bgs.length + 1);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      counts.fill(0);
      const x0 = bx * BLOCK;
      const y0 = by * BLOCK;
      const x1 = Math.min(W, x0 + BLOCK);
      const y1 = Math.min(H, y0 + BLOCK);
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) counts[near[y * W + x]!]!++;
      const area = (x1 - x0) * (y1 - y0);
      let bits = 0;
      for (let k = 1; k <= bgs.length; k++) if (counts[k]! >= area * SURFACE) bits |= 1 << k;
      surface[by * bw + bx] = bits;
    }
  // and around each block: its own and its eight neighbours'
  const around = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      let bits = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx >= 0 && ny >= 0 && nx < bw && ny < bh) bits |= surface[ny * bw + nx]!;
        }
      around[by * bw + bx] = bits;
    }
  for (let y = 0; y < H; y++) {
    const brow = ((y / BLOCK) | 0) * bw;
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      const k = near[p]!;
      out[p] = k === 0 || !(around[brow + ((x / BLOCK) | 0)]! & (1 << k)) ? 1 : 0;
    }
  }
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

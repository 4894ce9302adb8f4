import { dist, type Rgb } from './pixels.ts';
import type { PlotBox, RgbaImage } from './types.ts';

/** Longest run, in a row segment, of pixels of one (non-background) colour. */
function runAlong(img: RgbaImage, start: number, stride: number, n: number, bg: Rgb): number {
  const d = img.data;
  let best = 0;
  let run = 0;
  let pr = -999;
  let pg = 0;
  let pb = 0;
  for (let k = 0, i = start; k < n; k++, i += stride) {
    const r = d[i]!;
    const g = d[i + 1]!;
    const b = d[i + 2]!;
    const ink = (r - bg[0]) ** 2 + (g - bg[1]) ** 2 + (b - bg[2]) ** 2 > 100;
    const same = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2 < 576;
    run = ink ? (same ? run + 1 : 1) : 0;
    pr = r;
    pg = g;
    pb = b;
    if (run > best) best = run;
  }
  return best;
}

function colRun(img: RgbaImage, x: number, y0: number, y1: number, bg: Rgb): number {
  return runAlong(img, (y0 * img.width + x) * 4, img.width * 4, y1 - y0, bg);
}

/**
 * Plot box from the price-axis label column and separator lines. `axis` gives the side and the x
 * range of the labels (null: whole width). Time-axis labels and separators bound it vertically.
 */
export function findPlotBox(
  img: RgbaImage,
  bg: Rgb,
  axis: { side: 'left' | 'right'; x0: number; x1: number; textHeight: number } | null,
): { plot: PlotBox; confidence: number } {
  const W = img.width;
  const H = img.height;
  let left = 0;
  let right = W;
  let conf = 0.5;
  const th = axis?.textHeight ?? 10;
  if (axis) {
    conf = 0.8;
    if (axis.side === 'right') {
      right = Math.max(1, Math.round(axis.x0 - th * 0.3));
      for (let x = Math.min(W - 1, axis.x0 - 1); x >= Math.max(0, axis.x0 - th * 4); x--) {
        if (colRun(img, x, 0, H, bg) >= H * 0.5) {
          right = x;
          conf = 0.95;
          break;
        }
      }
    } else {
      left = Math.min(W - 1, Math.round(axis.x1 + th * 0.3));
      for (let x = Math.max(0, axis.x1 + 1); x <= Math.min(W - 1, axis.x1 + th * 4); x++) {
        if (colRun(img, x, 0, H, bg) >= H * 0.5) {
          left = x + 1;
          conf = 0.95;
          break;
        }
      }
    }
  }
  const pw = right - left;
  let top = 0;
  let bottom = H;
  // Rows and columns that show the plot background: header and footer bars of another colour,
  // and frames around the chart, are cut away.
  if (pw > 10) {
    const bgRow = (y: number): number => {
      let n = 0;
      const step = Math.max(1, Math.floor(pw / 400));
      let m = 0;
      for (let x = left; x < right; x += step) {
        const i = (y * W + x) * 4;
        m++;
        if (
          (img.data[i]! - bg[0]) ** 2 +
            (img.data[i + 1]! - bg[1]) ** 2 +
            (img.data[i + 2]! - bg[2]) ** 2 <=
          144
        )
          n++;
      }
      return n / Math.max(1, m);
    };
    const mid = Math.floor(H / 2);
    // grid lines and separators are thin: look past up to `skip` rows without background
    const skip = Math.max(4, Math.round(H * 0.02));
    const ok = (y: number): boolean => y >= 0 && y < H && bgRow(y) >= 0.05;
    let t = mid;
    for (;;) {
      let k = 1;
      while (k <= skip && t - k >= 0 && !ok(t - k)) k++;
      if (t - k < 0 || k > skip) break;
      t -= k;
    }
    let b = mid;
    for (;;) {
      let k = 1;
      while (k <= skip && b + k < H && !ok(b + k)) k++;
      if (b + k >= H || k > skip) break;
      b += k;
    }
    if (bgRow(mid) >= 0.05 && b - t > H * 0.3) {
      top = t;
      bottom = b + 1;
    }
  }
  return { plot: { left, top, right, bottom }, confidence: conf };
}

export function colorDistance(a: Rgb, b: Rgb): number {
  return dist(a, b);
}

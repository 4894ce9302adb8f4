import { dist, type Rgb } from './shared/colour.ts';
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
  axis: {
    side: 'left' | 'right';
    x0: number;
    x1: number;
    textHeight: number;
    topLabelY: number;
    bottomLabelY: number;
    /** The largest distance between neighbouring price labels, when three or more are read. */
    labelStep?: number;
  } | null,
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
  // and frames around the chart, are cut away. A page can differ from the chart's card by a few
  // levels only, so a pixel is background within 6 levels (a flat area keeps its colour that
  // closely even in a JPEG).
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
          36
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
    // A grid's lines span the plot: a title, a legend or a toolbar on the plot's background
    // above it or beside it, or a footer below it, is not the plot. Never past the price labels,
    // nor on the price axis' side; the bottom only when the grid stops short of it by more than
    // a twentieth (a volume histogram can hide the last few pixels of the lines; a band of time
    // labels is wider).
    // A few pixels' margin keeps a candle drawn onto the plot's edge.
    const box = { left, top, right, bottom };
    const grid = gridLinesSpan(img, bg, box, true);
    const margin = 3;
    if (grid && grid.start - margin > top && (axis === null || grid.start <= axis.topLabelY + th))
      top = grid.start - margin;
    if (
      grid &&
      bottom - (grid.end + 1 + margin) > (bottom - top) * 0.05 &&
      (axis === null || grid.end >= axis.bottomLabelY - th)
    )
      bottom = grid.end + 1 + margin;
    // Price labels stand at a regular step: the plot reaches little past the outermost ones, or
    // one more step would have brought another label. A title, a legend, time labels or a range
    // slider on the plot's background further out is not the plot (with a grid, its lines have
    // mostly bounded the box already). The cut is made at the first row of bare background from
    // there outwards, never through a mark.
    if (axis?.labelStep) {
      const reach = Math.round(axis.labelStep * 1.5 + th);
      const bare = (y: number): boolean => {
        for (let x = left, i = (y * W + left) * 4; x < right; x++, i += 4)
          if (
            (img.data[i]! - bg[0]) ** 2 +
              (img.data[i + 1]! - bg[1]) ** 2 +
              (img.data[i + 2]! - bg[2]) ** 2 >
            400
          )
            return false;
        return true;
      };
      let t = Math.floor(axis.topLabelY - reach);
      while (t > top && !bare(t)) t--;
      let b = Math.ceil(axis.bottomLabelY + reach);
      while (b < bottom - 1 && !bare(b)) b++;
      // (a box the grid or the background already ended short of the labels is kept)
      if (Math.min(bottom, b + 1) - Math.max(top, t) > 2 * th) {
        top = Math.max(top, t);
        bottom = Math.min(bottom, b + 1);
      }
    }
    if (axis?.side !== 'left') {
      const rows = gridLinesSpan(img, bg, { ...box, top, bottom }, false);
      if (rows && rows.start > left && rows.start < left + (right - left) * 0.3) left = rows.start;
    }
  }
  return { plot: { left, top, right, bottom }, confidence: conf };
}

/**
 * Where the lines of a grid begin and end: for vertical lines (`vertical`) the rows, for
 * horizontal ones the columns. A grid line is a run of thin-line pixels (a pixel darker, or
 * lighter, than the pixels two places either side across the line) a quarter of the box or
 * longer, its pieces joined across whatever is drawn over it (candles, other lines) and across
 * gaps of background of up to four pixels (dots, a label's margin). The start is the earliest
 * that three lines apart from each other share (within 3 pixels), the end the latest; null when
 * no grid shows.
 */
export function gridLinesSpan(
  img: RgbaImage,
  bg: Rgb,
  box: PlotBox,
  vertical: boolean,
): { start: number; end: number } | null {
  const W = img.width;
  const d = img.data;
  // u runs across the lines, v along them
  const [u0, u1] = vertical ? [box.left, box.right] : [box.top, box.bottom];
  const [v0, v1] = vertical ? [box.top, box.bottom] : [box.left, box.right];
  const len = v1 - v0;
  if (len < 20 || u1 - u0 < 20) return null;
  const across = vertical ? 8 : 8 * W;
  const at = (u: number, v: number): number => (vertical ? v * W + u : u * W + v) * 4;
  const isLine = (i: number): boolean => {
    let lighter = 0;
    let darker = 0;
    let far = 0;
    for (let c = 0; c < 3; c++) {
      const x = d[i + c]!;
      const a = d[i - across + c]!;
      const b = d[i + across + c]!;
      if (x > a + 4 && x > b + 4) lighter++;
      else if (x < a - 4 && x < b - 4) darker++;
      far = Math.max(far, Math.min(Math.abs(x - a), Math.abs(x - b)));
    }
    return far >= 8 && (lighter === 0 || darker === 0) && lighter + darker > 0;
  };
  const isBg = (i: number): boolean =>
    (d[i]! - bg[0]) ** 2 + (d[i + 1]! - bg[1]) ** 2 + (d[i + 2]! - bg[2]) ** 2 <= 100;
  const lines: { u: number; s: number; e: number }[] = [];
  const lo = Math.max(2, u0);
  const hi = Math.min((vertical ? W : img.height) - 2, u1);
  const probes = 16;
  // a grid line shows at a good few of 16 evenly spaced places along the box (four pixels each,
  // not to fall between the dots of a dotted line every time)
  const candidates: number[] = [];
  for (let u = lo; u < hi; u++) {
    let hits = 0;
    for (let k = 0; k < probes && hits < 3; k++) {
      const v = v0 + Math.floor(((k + 0.5) * len) / probes);
      for (let j = 0; j < 4 && v + j < v1; j++)
        if (isLine(at(u, v + j))) {
          hits++;
          break;
        }
    }
    if (hits >= 3) candidates.push(u);
  }
  // where nearly every column passes, the image is noise, and walking them all would take long
  // for nothing (a dense JPEG chart can pass nine columns in ten)
  if (candidates.length > (hi - lo) * 0.95) return null;
  for (const u of candidates) {
    let s = -1;
    let e = -1;
    let n = 0;
    let bgRun = 0;
    let best = { s: 0, e: -1, n: 0 };
    for (let v = v0; v < v1; v++) {
      const i = at(u, v);
      if (isLine(i)) {
        if (s < 0 || bgRun > 4) {
          if (s >= 0 && n > best.n) best = { s, e, n };
          s = v;
          n = 0;
        }
        e = v;
        n++;
        bgRun = 0;
      } else if (isBg(i)) bgRun++;
      else if (bgRun <= 4) bgRun = 0;
    }
    if (s >= 0 && n > best.n) best = { s, e, n };
    if (best.e - best.s + 1 >= len * 0.25 && best.n >= 0.3 * (best.e - best.s + 1))
      lines.push({ u, s: best.s, e: best.e });
  }
  // the earliest start, and the latest end, that three lines apart from each other share
  const shared = (end: 's' | 'e'): number[] =>
    lines
      .filter((l) => {
        let apart = 0;
        let prev = -Infinity;
        for (const o of lines)
          if (Math.abs(o[end] - l[end]) <= 3) {
            if (o.u - prev > 4) apart++;
            prev = o.u;
          }
        return apart >= 3;
      })
      .map((l) => l[end]);
  const starts = shared('s');
  const ends = shared('e');
  return starts.length && ends.length
    ? { start: Math.min(...starts), end: Math.max(...ends) }
    : null;
}

export function colorDistance(a: Rgb, b: Rgb): number {
  return dist(a, b);
}

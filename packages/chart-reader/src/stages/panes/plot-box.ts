import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { gridLinesSpan } from './grid-lines.ts';

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
 * Whether a candle stands between a full-height line and the price labels, in columns `from` to
 * `to`: a vertical run of ink (a body or a wick, longer than a horizontal line's width) between
 * the outermost labels, with bare columns between it and the labels. The line is then one of the
 * grid's, under the last (or first) candle, not the plot's border (Chart.js draws a grid line at
 * each tick, the last one through the last candle); a price tag reaches the labels and is not a
 * candle.
 */
function marksBeyondLine(
  img: RgbaImage,
  bg: Rgb,
  axis: { side: 'left' | 'right'; textHeight: number; topLabelY: number; bottomLabelY: number },
  from: number,
  to: number,
): boolean {
  const { minRunOfText, farFromBg, bareOfText } = PLOT_BOX.marksBeyondLine;
  const minRun = Math.max(3, Math.round(axis.textHeight * minRunOfText));
  const y0 = Math.max(0, Math.round(axis.topLabelY));
  const y1 = Math.min(img.height - 1, Math.round(axis.bottomLabelY));
  const marked: number[] = [];
  for (let x = Math.max(0, from); x <= Math.min(img.width - 1, to); x++) {
    let run = 0;
    for (let y = y0, i = (y0 * img.width + x) * 4; y <= y1; y++, i += img.width * 4) {
      const far =
        (img.data[i]! - bg[0]) ** 2 +
          (img.data[i + 1]! - bg[1]) ** 2 +
          (img.data[i + 2]! - bg[2]) ** 2 >
        farFromBg * farFromBg;
      run = far ? run + 1 : 0;
      if (run >= minRun) {
        marked.push(x);
        break;
      }
    }
  }
  if (!marked.length) return false;
  // the columns next to the labels bare: a tag drawn over the labels, or a legend's text across
  // the plot, reaches into them
  const bare = Math.max(2, Math.round(axis.textHeight * bareOfText));
  return axis.side === 'right'
    ? Math.max(...marked) <= to - bare
    : Math.min(...marked) >= from + bare;
}

/** Measured on the holdout corpus' Chart.js charts (a grid line through the last candle) and
 * checked on every corpus (decision 193). */
export const PLOT_BOX = {
  marksBeyondLine: {
    /** The shortest run of ink that is a mark, as a share of the labels' text height (at least
     * 3 px: a horizontal line crossing the columns is one or two). */
    minRunOfText: 0.5,
    /** Levels from the background (Euclidean over RGB) that count as ink. */
    farFromBg: 30,
    /** Columns of bare background between the mark and the labels, as a share of the text
     * height (at least 2): Chart.js leaves its tick length and a padding there. */
    bareOfText: 0.3,
  },
} as const;

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
    /** The rows of all the labels read. */
    labelYs?: number[];
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
          if (!marksBeyondLine(img, bg, axis, x + 1, axis.x0 - 1)) {
            right = x;
            conf = 0.95;
          }
          break;
        }
      }
    } else {
      left = Math.min(W - 1, Math.round(axis.x1 + th * 0.3));
      for (let x = Math.max(0, axis.x1 + 1); x <= Math.min(W - 1, axis.x1 + th * 4); x++) {
        if (colRun(img, x, 0, H, bg) >= H * 0.5) {
          if (!marksBeyondLine(img, bg, axis, axis.x1 + 1, x - 1)) {
            left = x + 1;
            conf = 0.95;
          }
          break;
        }
      }
    }
  }
  const plotW = right - left;
  let top = 0;
  let bottom = H;
  // Rows and columns that show the plot background: header and footer bars of another colour,
  // and frames around the chart, are cut away. A page can differ from the chart's card by a few
  // levels only, so a pixel is background within 6 levels (a flat area keeps its colour that
  // closely even in a JPEG).
  if (plotW > 10) {
    const bgRow = (y: number): number => {
      let n = 0;
      const step = Math.max(1, Math.floor(plotW / 400));
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
    // Labels drawn inside the plot (phone apps put them over the candles): the grid's lines run
    // on under the label column to the plot's edge, and so do the candles (coloured marks
    // between the labels; a scale beside the plot has only text and the grid's lines there).
    if (axis && marksBetweenLabels(img, bg, axis) >= 0.004) {
      const under =
        axis.side === 'left'
          ? { left: Math.max(0, axis.x0 - Math.round(th)), right, top, bottom }
          : { left, right: Math.min(W, axis.x1 + Math.round(th)), top, bottom };
      const rows = gridLinesSpan(img, bg, under, false);
      if (rows && axis.side === 'left' && rows.start <= axis.x0 + 1 && rows.end > axis.x1 + th * 4)
        left = rows.start;
      if (rows && axis.side === 'right' && rows.end >= axis.x1 - 1 && rows.start < axis.x0 - th * 4)
        right = rows.end + 1;
    }
  }
  return { plot: { left, top, right, bottom }, confidence: conf };
}

/**
 * The share of the label column, between its outermost labels, that coloured marks (candles,
 * moving averages) cover: rows within a text height of a label are left out, and so are rows
 * inked across most of the column (a grid line); grey ink (a label the reader passed over, the
 * ringing of a compressed text) does not count.
 */
function marksBetweenLabels(
  img: RgbaImage,
  bg: Rgb,
  axis: { x0: number; x1: number; textHeight: number; labelYs?: number[] },
): number {
  const ys = axis.labelYs ?? [];
  if (ys.length < 2) return 0;
  const W = img.width;
  const x0 = Math.max(0, Math.round(axis.x0));
  const x1 = Math.min(W - 1, Math.round(axis.x1));
  const w = x1 - x0 + 1;
  if (w < 3) return 0;
  let marks = 0;
  let area = 0;
  for (let y = Math.ceil(ys[0]!); y <= Math.floor(ys[ys.length - 1]!); y++) {
    if (ys.some((l) => Math.abs(l - y) <= axis.textHeight)) continue;
    let n = 0;
    let coloured = 0;
    let first = -1;
    let last = -1;
    for (let x = x0, i = (y * W + x0) * 4; x <= x1; x++, i += 4) {
      const r = img.data[i]!;
      const g = img.data[i + 1]!;
      const b = img.data[i + 2]!;
      if ((r - bg[0]) ** 2 + (g - bg[1]) ** 2 + (b - bg[2]) ** 2 > 400) {
        n++;
        if (Math.max(r, g, b) - Math.min(r, g, b) >= 50) coloured++;
        if (first < 0) first = x;
        last = x;
      }
    }
    area += w;
    if (n && last - first + 1 < w * 0.7) marks += coloured;
  }
  return area ? marks / area : 0;
}

import { median } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { Blob } from './blobs.ts';
import type { RawCandle } from './types.ts';

/**
 * A piece of a sloping line, not a candle: the centres of its rows drift sideways, where a
 * candle's wick and body stand on one centre, and its rows are all about as wide.
 */
function slanted(rowMin: Int32Array, rowMax: Int32Array, widths: number[], bodyW: number): boolean {
  let n = 0;
  let sr = 0;
  let sc = 0;
  let srr = 0;
  let src = 0;
  let first = -1;
  let last = -1;
  for (let r = 0; r < rowMin.length; r++) {
    if (rowMin[r]! < 0) continue;
    const c = (rowMin[r]! + rowMax[r]!) / 2;
    if (first < 0) first = r;
    last = r;
    n++;
    sr += r;
    sc += c;
    srr += r * r;
    src += r * c;
  }
  if (n < 4) return false;
  const den = n * srr - sr * sr;
  if (den <= 0) return false;
  const slope = (n * src - sr * sc) / den;
  if (Math.abs(slope) * (last - first) <= Math.max(2.5, 0.6 * bodyW)) return false;
  // and a band of even width, its widest rows its typical ones (a stroke): a candle's body is
  // wider than its wick, and candles that touch, one above the next, are wider where they meet
  return bodyW <= median(widths);
}

/**
 * A blob's narrowest row this wide is no wick: wicks are drawn one to four pixels wide (a CSS
 * pixel at up to four device pixels). A body that is wider on some rows than on the rest, by
 * a line of its colour crossing it (a moving average ending in the last body, a dashed price
 * line's dash), keeps its narrower rows as body where the narrowest is at least `minPx` wide
 * and `share` of the widest, on a shape at least `minRows` tall (flat candles side by side, a
 * row or two tall, are split at the pitch by their rows' widths: breadth jpeg-021 lost one of a
 * run of dojis without it), with at least `minNarrowRows` narrower rows (a body's end rows
 * narrowed by antialiasing or compression stay off it: real mt4-eurusd-m5, JPEG, lost its lowest
 * low without it) (breadth labels-jpeg-005: a moving average ending in the last body
 * made its top 10 px wide, its lower part of 8 px was read as a wick, the close 3.4% of the
 * range off).
 */
export const WIDE_WICK = { minPx: 5, share: 0.7, minRows: 12, minNarrowRows: 6 } as const;

export function geometry(
  b: Blob,
  ids: Int32Array,
  plotW: number,
  plot: PlotBox,
  labelA: number,
): RawCandle | null {
  const h = b.y1 - b.y0 + 1;
  const rowMin = new Int32Array(h).fill(-1);
  const rowMax = new Int32Array(h).fill(-1);
  const want = new Set(b.comps.map((c) => c.id + 1));
  for (let y = b.y0; y <= b.y1; y++) {
    for (let x = b.x0; x <= b.x1; x++) {
      if (!want.has(ids[y * plotW + x]!)) continue;
      const r = y - b.y0;
      if (rowMin[r]! < 0 || x < rowMin[r]!) rowMin[r] = x;
      if (x > rowMax[r]!) rowMax[r] = x;
    }
  }
  const ext: number[] = [];
  let firstRow = -1;
  let lastRow = -1;
  for (let r = 0; r < h; r++)
    if (rowMin[r]! >= 0) {
      ext.push(rowMax[r]! - rowMin[r]! + 1);
      if (firstRow < 0) firstRow = r;
      lastRow = r;
    }
  if (ext.length === 0) return null;
  const bodyW = Math.max(...ext);
  if (slanted(rowMin, rowMax, ext, bodyW)) return null;
  const wickW = Math.min(...ext);
  let top = -1;
  let bot = -1;
  const mid = (bodyW + wickW) / 2;
  const noWick =
    h >= WIDE_WICK.minRows &&
    wickW >= WIDE_WICK.minPx &&
    wickW >= bodyW * WIDE_WICK.share &&
    ext.filter((e) => e < mid).length >= WIDE_WICK.minNarrowRows;
  const thr = bodyW > wickW && !noWick ? mid : 0;
  let cx = 0;
  let cn = 0;
  for (let r = 0; r < h; r++) {
    if (rowMin[r]! < 0) continue;
    const e = rowMax[r]! - rowMin[r]! + 1;
    if (e >= thr) {
      if (top < 0) top = r;
      bot = r;
      cx += (rowMin[r]! + rowMax[r]!) / 2;
      cn++;
    }
  }
  if (top < 0) return null;
  // Hollow: the interior of the body (inside a one-pixel border) is mostly not ink.
  let hollow = false;
  if (bot - top >= 2 && bodyW >= 3) {
    let inner = 0;
    let all = 0;
    for (let r = top + 1; r < bot; r++) {
      if (rowMin[r]! < 0) continue;
      const y = b.y0 + r;
      for (let x = rowMin[r]! + 1; x <= rowMax[r]! - 1; x++) {
        all++;
        if (want.has(ids[y * plotW + x]!)) inner++;
      }
    }
    hollow = all > 0 && inner <= all * 0.7;
  }
  // A one-row body still has a direction (its colour): keep open and close apart by half a pixel.
  const flat = top === bot ? 0.25 : 0;
  return {
    x: cx / cn + plot.left,
    yHigh: b.y0 + firstRow + plot.top,
    yLow: b.y0 + lastRow + plot.top,
    yBodyTop: b.y0 + top + plot.top - flat,
    yBodyBottom: b.y0 + bot + plot.top + flat,
    bodyWidth: bodyW,
    wickWidth: wickW,
    color: b.label === labelA ? 0 : 1,
    hollow,
  };
}

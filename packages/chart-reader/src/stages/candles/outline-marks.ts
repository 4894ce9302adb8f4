import type { PlotBox } from '../../types.ts';
import type { LabelMap, RawCandle } from './types.ts';

/** Rows above and below a mark's rows in which a line crossing the slot meets its side columns. */
const STEEP_LINE_ROWS = 2;

/**
 * A flat candle (open, high, low and close equal) is a dash one or two pixels thin; compression
 * can fade its colour until it matches neither candle colour. A candle whose body is a pixel or
 * two tall inside its outline shows only the outline's colour (MetaTrader's black outlines) and
 * is no more than a dash with its wick. An empty slot whose columns hold one small mark of ink
 * (and at most stray pixels besides), with background on both sides of it (not a line passing
 * through), is such a candle; its class is 0, which for a flat candle decides nothing.
 *
 * A vertical grid line through the slot (ink in a column over much of the slot, dashed or solid)
 * is set aside while the mark is looked for, and so are the rows of horizontal grid lines (ink
 * over much of the plot's width); the candle's wick, drawn on a vertical line, is then followed
 * as the unbroken ink above and below the mark in that column.
 */
export function readSpeck(
  labels: LabelMap,
  plot: PlotBox,
  xc: number,
  bw: number,
  yTop: number,
  yBot: number,
  gridRows: Uint8Array,
): RawCandle | null {
  const { ink, width: plotW } = labels;
  if (!ink) return null;
  const x0 = Math.max(1, Math.round(xc - (bw - 1) / 2) - 1);
  const x1 = Math.min(plotW - 2, Math.round(xc - (bw - 1) / 2) + bw);
  if (x1 < x0) return null;
  const lineCols: number[] = [];
  for (let x = x0; x <= x1; x++) {
    let n = 0;
    for (let y = yTop; y <= yBot; y++) if (ink[y * plotW + x]) n++;
    if (n >= (yBot - yTop + 1) * 0.35) lineCols.push(x);
  }
  if (lineCols.length > 2 || (lineCols.length > 0 && lineCols.at(-1)! - lineCols[0]! > 1))
    return null;
  const onLine = (x: number): boolean => lineCols.includes(x);
  // runs of inked rows and the ink in each; the mark is the run with the most, and stray
  // pixels (compression noise) may stand elsewhere in the slot. A run goes on across the rows of
  // a horizontal grid line (what the line hides is not known; a doji's body often sits on one).
  const rowInk = new Int32Array(yBot - yTop + 1);
  const runs: [number, number, number][] = [];
  let bridged = false;
  for (let y = yTop; y <= yBot; y++) {
    if (gridRows[y]) {
      bridged = runs.length > 0 && (runs[runs.length - 1]![1] === y - 1 || bridged);
      continue;
    }
    let n = 0;
    for (let x = x0; x <= x1; x++) if (ink[y * plotW + x] && !onLine(x)) n++;
    rowInk[y - yTop] = n;
    const run = runs[runs.length - 1];
    if (!n) {
      bridged = false;
      continue;
    }
    if (run && (run[1] === y - 1 || bridged)) {
      run[1] = y;
      run[2] += n;
    } else runs.push([y, y, n]);
    bridged = false;
  }
  // a line through the slot (a grid line, a moving average) inks the columns beside it too (two
  // columns out: an outline or compression can widen a body by a pixel past the slot; a stray
  // pixel of compression noise there does not make a line)
  const xl = Math.max(0, x0 - 2);
  const xr = Math.min(plotW - 1, x1 + 2);
  // (the edge of a neighbour's body drawn right against the slot is no line: outlined candles
  // without a gap, a doji at the previous close meeting their edges on its rows; a body's
  // candle colour stands within a few rows of its edge)
  const bodyNear = (x: number, y: number): boolean => {
    for (let r = Math.max(0, y - 3); r <= Math.min(labels.height - 1, y + 3); r++)
      if (labels.lab[r * plotW + x]) return true;
    return false;
  };
  const lineAt = (x: number, y: number): boolean => ink[y * plotW + x] === 1 && !bodyNear(x, y);
  // (a steep line, a moving average falling or rising across the slot, meets one side column
  // just above the rows it inks inside the slot and the other just below them)
  const sideNear = (x: number, y0: number, y1: number): boolean => {
    for (let y = Math.max(yTop, y0); y <= Math.min(yBot, y1); y++)
      if (!gridRows[y] && lineAt(x, y)) return true;
    return false;
  };
  const crossing = (a: number, b: number): boolean => {
    const d = STEEP_LINE_ROWS;
    return (
      (sideNear(xl, a - d, a) && sideNear(xr, b, b + d)) ||
      (sideNear(xr, a - d, a) && sideNear(xl, b, b + d))
    );
  };
  const open = ([a, b]: [number, number, number]): boolean => {
    let n = 0;
    for (let y = a; y <= b; y++) if (!gridRows[y] && (lineAt(xl, y) || lineAt(xr, y))) n++;
    return n >= Math.min(2, b - a + 1) || crossing(a, b);
  };
  const marks = runs.filter((r) => !open(r));
  if (marks.length === 0) return null;
  marks.sort((p, q) => q[2] - p[2]);
  const [r0, r1, n] = marks[0]!;
  if (n < 3 || (marks[1]?.[2] ?? 0) > Math.max(1, n / 3)) return null;
  // the body: the rows about as wide as a body; a taller mark is a body and thin wicks only
  const bodyMin = Math.max(3, Math.ceil(bw * 0.6));
  let bt = -1;
  let bb = -1;
  for (let y = r0; y <= r1; y++)
    if (rowInk[y - yTop]! >= bodyMin) {
      if (bt < 0) bt = y;
      bb = y;
    }
  const tall = r1 - r0 > Math.max(3, bw);
  if (tall) {
    if (bt < 0 || bb - bt > Math.max(3, bw)) return null;
    for (let y = r0; y <= r1; y++) if ((y < bt || y > bb) && rowInk[y - yTop]! > 3) return null;
  }
  let xa = x1;
  let xb = x0;
  for (let y = r0; y <= r1; y++)
    for (let x = x0; x <= x1; x++)
      if (ink[y * plotW + x]) {
        xa = Math.min(xa, x);
        xb = Math.max(xb, x);
      }
  // with a grid line through it, the mark must be a body across the line, not a piece of it
  if (lineCols.length && !(xa < lineCols[0]! && xb > lineCols.at(-1)!)) return null;
  let hi = r0;
  let lo = r1;
  const wick =
    lineCols.length && labels.image ? wickOnLine(labels, plot, lineCols, r0, r1, bw) : null;
  if (wick) {
    while (hi - 1 >= yTop && wick(hi - 1)) hi--;
    while (lo + 1 <= yBot && wick(lo + 1)) lo++;
  }
  // a short mark on its own is a flat candle (a dash a pixel or two thick, read at its middle)
  const mid = (r0 + r1) / 2;
  if (!tall && hi === r0 && lo === r1) hi = lo = mid;
  const [top, bottom] = (tall || hi !== lo) && bt >= 0 && bb > bt ? [bt, bb] : [mid, mid];
  const flat = top === bottom ? 0.25 : 0;
  return {
    x: (xa + xb) / 2,
    yHigh: hi,
    yLow: lo,
    yBodyTop: top - flat,
    yBodyBottom: bottom + flat,
    bodyWidth: xb - xa + 1,
    color: 0,
    hollow: false,
  };
}

/**
 * Whether row y of a grid line's columns holds a wick drawn over the line: ink of another colour
 * than the line shows away from the mark (rows `r0..r1`). Null when the line's colour cannot be
 * told (too little of it shows).
 */
function wickOnLine(
  labels: LabelMap,
  plot: PlotBox,
  cols: number[],
  r0: number,
  r1: number,
  bw: number,
): ((y: number) => boolean) | null {
  const img = labels.image!;
  const { ink, width: plotW, height: plotH } = labels;
  const px = (x: number, y: number): number => ((y + plot.top) * img.width + x + plot.left) * 4;
  const far = 3 * bw;
  const ref: number[][] = [[], [], []];
  for (let y = 0; y < plotH; y++) {
    if (y > r0 - far && y < r1 + far) continue;
    for (const x of cols)
      if (ink![y * plotW + x]) for (let c = 0; c < 3; c++) ref[c]!.push(img.data[px(x, y) + c]!);
  }
  if (ref[0]!.length < 6) return null;
  const line = ref.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!);
  return (y: number): boolean =>
    cols.some((x) => {
      if (!ink![y * plotW + x]) return false;
      const i = px(x, y);
      const d =
        (img.data[i]! - line[0]!) ** 2 +
        (img.data[i + 1]! - line[1]!) ** 2 +
        (img.data[i + 2]! - line[2]!) ** 2;
      return d > 40 * 40;
    });
}

import { localBackground } from '../../shared/backgrounds.ts';
import type { Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A price scale's labels, as far as locating its pane needs them. */
export interface ScaleColumn {
  box: Box;
  /** Rows of the labels, top to bottom. */
  ys: number[];
  stepPx: number;
  textHeight: number;
}

/** A part of the screenshot that may hold one chart pane with its price labels. */
export interface PaneCandidate<S extends ScaleColumn = ScaleColumn> {
  /** The crop: the pane and its label column. */
  box: Box;
  scale: S;
  side: 'left' | 'right';
}

const near = (d: Uint8Array | Uint8ClampedArray, i: number, c: Rgb, t: number): boolean => {
  const dr = d[i]! - c[0];
  const dg = d[i + 1]! - c[1];
  const db = d[i + 2]! - c[2];
  return dr * dr + dg * dg + db * db <= t * t;
};

/** The colour that fills most of the given rows of column `x` (at least 85 %), or null. */
function surfaceAt(img: RgbaImage, x: number, rows: number[]): Rgb | null {
  const d = img.data;
  const counts = new Map<number, { n: number; c: Rgb }>();
  for (const y of rows) {
    const i = (y * img.width + x) * 4;
    const k = ((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4);
    const e = counts.get(k);
    if (e) e.n++;
    else counts.set(k, { n: 1, c: [d[i]!, d[i + 1]!, d[i + 2]!] });
  }
  let best: { n: number; c: Rgb } | null = null;
  for (const e of counts.values()) if (!best || e.n > best.n) best = e;
  return best && best.n >= rows.length * 0.85 ? best.c : null;
}

/**
 * How far a pane's own area runs from `x` in direction `dir` over rows `y0..y1`: columns that
 * show mostly the pane's background or marks on it. It ends at a column of another surface (a
 * panel, the page around the chart) or at a border line drawn the whole height.
 */
function extent(
  img: RgbaImage,
  ink: Uint8Array,
  paneBg: Rgb,
  x: number,
  dir: -1 | 1,
  y0: number,
  y1: number,
): number {
  const { width: W, data: d } = img;
  const rows: number[] = [];
  const stepY = Math.max(1, Math.floor((y1 - y0) / 60));
  for (let y = y0; y <= y1; y += stepY) rows.push(y);
  let bad = 0;
  let last = x;
  let bg = paneBg;
  // labels outside the plot's frame stand on the page: one change of surface (the page to the
  // plot's own background) may be crossed near the labels
  let switched = false;
  const n = rows.length;
  const fill = (cx: number, c: Rgb): { own: number; marks: number } => {
    let own = 0;
    let marks = 0;
    for (const y of rows) {
      const p = y * W + cx;
      if (near(d, p * 4, c, 18)) own++;
      else if (ink[p]) marks++;
    }
    return { own, marks };
  };
  for (let cx = x; cx >= 0 && cx < W; cx += dir) {
    const { own, marks } = fill(cx, bg);
    if (own + marks >= n * 0.15) {
      bad = 0;
      last = cx;
      continue;
    }
    // a line drawn across the pane with the same surface on its far side (a grid line, a faint
    // border): the pane goes on
    let thin = false;
    for (let k = 1; k <= 3 && !thin; k++) {
      const nx = cx + k * dir;
      if (nx < 0 || nx >= W) break;
      const f = fill(nx, bg);
      thin = f.own + f.marks >= n * 0.6;
    }
    if (thin) continue;
    if (!switched && Math.abs(cx - x) < 60) {
      // the surface the labels stand on ends near them: the plot's own background begins
      const c = surfaceAt(img, cx, rows);
      const ahead = cx + 3 * dir;
      if (c && ahead >= 0 && ahead < W && fill(ahead, c).own >= n * 0.5) {
        bg = c;
        switched = true;
        continue;
      }
    }
    if (++bad >= 3) break;
  }
  return Math.abs(last - x);
}

/**
 * Candidate panes: for each price scale found (a run of labels), the area its labels describe:
 * the rows the labels span (and a little more, up to the next scale's labels), and the columns
 * of the pane's own surface on the plot's side of the labels.
 */
export function paneCandidates<S extends ScaleColumn>(
  img: RgbaImage,
  runs: S[],
  ink: Uint8Array,
  max = 4,
): PaneCandidate<S>[] {
  const { width: W, height: H } = img;
  const out: PaneCandidate<S>[] = [];
  for (const run of runs.slice(0, max)) {
    const ys = run.ys;
    const margin = run.stepPx * 1.1 + run.textHeight;
    // neighbouring scales' labels in overlapping columns bound the pane
    const th = Math.round(run.textHeight);
    // past the outer labels the pane runs on to the quietest row within about two steps (a gap
    // or a divider's edge), so candles beyond a label that was not read are not cut
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const reach = run.stepPx * 2.2;
    let top = Math.max(0, quietRow(ink, W, minY - reach, minY - th, minY - margin));
    let bottom = Math.min(H, quietRow(ink, W, maxY + th, maxY + reach, maxY + margin) + 1);
    // price tags and pills can hide the outer labels (an order line's tag over each of the last
    // three): while candles run on through the pane's edge, it moves out by a step at a time
    for (let k = 0; k < PANE_REACH.extraSteps && bottom < H - 1; k++) {
      if (colouredCrossings(img, bottom - 1) < PANE_REACH.crossingColumns) break;
      bottom = Math.min(
        H,
        quietRow(ink, W, bottom, bottom + run.stepPx, bottom + run.stepPx / 2) + 1,
      );
    }
    for (let k = 0; k < PANE_REACH.extraSteps && top > 0; k++) {
      if (colouredCrossings(img, top) < PANE_REACH.crossingColumns) break;
      top = Math.max(0, quietRow(ink, W, top - run.stepPx, top - 1, top - run.stepPx / 2));
    }
    for (const o of runs) {
      if (o === run || o.box.x1 < run.box.x0 - 4 || o.box.x0 > run.box.x1 + 4) continue;
      // between two scales, the pane ends at the quietest row (a gap between panes), so that a
      // candle reaching past the midpoint between the two scales' labels is not cut
      if (o.box.y1 < run.box.y0)
        top = Math.max(
          top,
          quietRow(ink, W, o.box.y1 + 1, run.box.y0 - th, (o.box.y1 + run.box.y0) / 2),
        );
      if (o.box.y0 > run.box.y1)
        bottom = Math.min(
          bottom,
          quietRow(ink, W, run.box.y1 + th, o.box.y0 - 1, (o.box.y0 + run.box.y1) / 2),
        );
    }
    const y0 = Math.round(top);
    const y1 = Math.round(bottom) - 1;
    const paneBg = localBackground(img, run.box);
    const left = extent(img, ink, paneBg, run.box.x0 - 2, -1, y0, y1);
    const right = extent(img, ink, paneBg, run.box.x1 + 2, 1, y0, y1);
    const side: 'left' | 'right' = left >= right ? 'right' : 'left';
    const pad = Math.max(3, Math.round(run.textHeight * 0.6));
    const box =
      side === 'right'
        ? {
            x0: Math.max(0, run.box.x0 - 2 - left),
            y0,
            x1: Math.min(W - 1, run.box.x1 + Math.min(right, pad)),
            y1,
          }
        : {
            x0: Math.max(0, run.box.x0 - Math.min(left, pad)),
            y0,
            x1: Math.min(W - 1, run.box.x1 + 2 + right),
            y1,
          };
    if (box.x1 - box.x0 < 60 || box.y1 - box.y0 < 40) continue;
    out.push({ box, scale: run, side });
  }
  return out;
}

/** How far a pane reaches past its outer labels while candles cross its edge. */
const PANE_REACH = { extraSteps: 4, crossingColumns: 2, chroma: 50, span: 2 } as const;

/**
 * Columns where a coloured mark runs through row `y` (coloured `span` rows above and below as on
 * it): a candle the pane's edge would cut. Grid lines, a crosshair and text are grey, and a
 * price line along the row has no colour above and below it.
 */
function colouredCrossings(img: RgbaImage, y: number): number {
  const { width: W, height: H, data: d } = img;
  const { span, chroma } = PANE_REACH;
  if (y - span < 0 || y + span >= H) return 0;
  const coloured = (x: number, row: number): boolean => {
    const i = (row * W + x) * 4;
    return Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!) >= chroma;
  };
  let n = 0;
  for (let x = 0; x < W; x++)
    if (coloured(x, y - span) && coloured(x, y) && coloured(x, y + span)) n++;
  return n;
}

/**
 * The row between `from` and `to` with the least ink across the image (the one nearest `prefer`
 * among equals); `prefer` itself when the range is empty.
 */
export function quietRow(
  ink: Uint8Array,
  W: number,
  from: number,
  to: number,
  prefer: number,
): number {
  const a = Math.max(0, Math.ceil(from));
  const b = Math.min(ink.length / W - 1, Math.floor(to));
  if (b < a) return prefer;
  let best = prefer;
  let bestInk = Infinity;
  for (let y = a; y <= b; y++) {
    let n = 0;
    for (let i = y * W, end = i + W; i < end; i++) n += ink[i]!;
    if (n < bestInk || (n === bestInk && Math.abs(y - prefer) < Math.abs(best - prefer))) {
      bestInk = n;
      best = y;
    }
  }
  return best;
}

/** The pixels of a box of the image, as an image of their own. */
export function crop(img: RgbaImage, b: Box): RgbaImage {
  const w = b.x1 - b.x0 + 1;
  const h = b.y1 - b.y0 + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const s = ((b.y0 + y) * img.width + b.x0) * 4;
    out.set(img.data.subarray(s, s + w * 4), y * w * 4);
  }
  // the file's colour kept at half resolution holds for every part of it
  return { data: out, width: w, height: h, ...(img.colourHalved ? { colourHalved: true } : {}) };
}

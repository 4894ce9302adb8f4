// Candles drawn faded toward the background by one factor, with no panel colour of their own to
// find them by: a box selection leaves the points outside it at a fraction of their opacity
// (Plotly), and a hover card of the background's own colour laid over the candles shows them
// through it at a small fraction (a white tooltip over a white plot). What shows there is
// `background + k * (colour - background)` for the candle colours and one factor `k`; that
// factor stands out as a peak among the blends the candles' own anti-aliased edges make, which
// spread evenly over every fraction.
import { colourBins, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { NORMALISE } from './params.ts';

const FADE = NORMALISE.fade;

/** Boxes over the plot inside which the candle colours show faded by the factor `k`. */
export interface Fade {
  boxes: { x0: number; y0: number; x1: number; y1: number }[];
  /** The candle colours faded there. */
  colours: Rgb[];
  k: number;
}

/** The lines from the background to each colour. */
function lines(colours: readonly Rgb[], bg: Rgb): { d: Rgb; len2: number }[] {
  return colours.map((c) => {
    const v: Rgb = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
    return { d: v, len2: v[0] * v[0] + v[1] * v[1] + v[2] * v[2] };
  });
}

/** `along`'s answer, written over at each call (read before the next: one per pixel of a
 * plot would otherwise be allocated). */
const SPOT = { t: 0, off: Infinity, which: -1 };

/** Where a pixel lies on the line from the background to a colour: the fraction of the way
 * along it (`t`) and its distance off the line (`off`, 1 at the tolerance), for the colour
 * nearest the line; the object is `SPOT`, valid until the next call. */
function along(
  r: number,
  g: number,
  b: number,
  bg: Rgb,
  dirs: readonly { d: Rgb; len2: number }[],
): { t: number; off: number; which: number } {
  const best = SPOT;
  best.t = 0;
  best.off = Infinity;
  best.which = -1;
  const pr = r - bg[0];
  const pg = g - bg[1];
  const pb = b - bg[2];
  for (let j = 0; j < dirs.length; j++) {
    const { d, len2 } = dirs[j]!;
    const t = (pr * d[0] + pg * d[1] + pb * d[2]) / len2;
    const er = pr - t * d[0];
    const eg = pg - t * d[1];
    const eb = pb - t * d[2];
    // off the line in units of the tolerance there: a fixed part for rounding and compression,
    // and a share of the distance along it (a faint fade is nearly grey: a grey grid line lies
    // as near it in plain RGB distance as the fade's own pixels)
    const off =
      Math.sqrt(er * er + eg * eg + eb * eb) /
      (FADE.offLine + FADE.offLineShare * Math.max(0, t) * Math.sqrt(len2));
    if (off < best.off) {
      best.t = t;
      best.off = off;
      best.which = j;
    }
  }
  return best;
}

/**
 * Finds the candles drawn faded over part of the plot, or null: the plot's commonest colours
 * far from the background that are no fade of another taken for the candle colours (two
 * coloured ones before greys; one when the second is rare),
 * the factor where the pixels on the way from the background to them pile up, and the regions
 * those pixels fill with no full-colour pixel among them. Regions whose marks all stand on one
 * row (volume bars drawn at half opacity) or that the faded colour fills (a position box, an
 * area under a line) are not candles and are left out.
 */
export function findFade(img: RgbaImage, plot: PlotBox, bg: Rgb): Fade | null {
  const left = Math.max(0, Math.round(plot.left));
  const top = Math.max(0, Math.round(plot.top));
  const right = Math.min(img.width, Math.round(plot.right));
  const bottom = Math.min(img.height, Math.round(plot.bottom));
  if ((right - left) * (bottom - top) < FADE.minPlotArea) return null;
  const W = img.width;
  const d = img.data;
  // far from the background, by squared distance (no array per sampled pixel)
  const far2 = FADE.colourFromBackground * FADE.colourFromBackground;
  const bins = colourBins(img, left, top, right, bottom, 2, (x, y) => {
    const i = (y * W + x) * 4;
    const dr = d[i]! - bg[0];
    const dg = d[i + 1]! - bg[1];
    const db = d[i + 2]! - bg[2];
    return dr * dr + dg * dg + db * db >= far2;
  }).filter((c) => c.count >= FADE.minColourPixels);
  // a colour that is a fade of another among the commonest is not a candle colour of its own
  // (where most candles are faded, the faded colour is the commonest)
  const common = bins.slice(0, FADE.colours);
  const own = common.filter(
    (c) =>
      !common.some((o) => {
        if (o === c) return false;
        const a = along(c.colour[0], c.colour[1], c.colour[2], bg, lines([o.colour], bg));
        return a.off <= 1 && a.t < FADE.fullFrom;
      }),
  );
  if (!own.length) return null;
  // two coloured candle colours come before greys (text and lines can outnumber a colour whose
  // candles are mostly faded); a chart of one colour or of greys takes the commonest
  const chromatic = own.filter((c) => Math.max(...c.colour) - Math.min(...c.colour) >= FADE.chroma);
  const pick =
    chromatic.length >= 2 && chromatic[1]!.count >= chromatic[0]!.count * FADE.secondColourShare
      ? chromatic
      : own;
  const colours = pick
    .slice(0, 2)
    .filter((c, i) => i === 0 || c.count >= pick[0]!.count * FADE.secondColourShare)
    .map((c) => c.colour);
  const dirs = lines(colours, bg);
  // how many pixels lie at each fraction of the way to each colour (every other row)
  const nBins = Math.round(1 / FADE.binWidth);
  const hist = colours.map(() => new Float64Array(nBins + 1));
  for (let y = top; y < bottom; y += 2)
    for (let x = left, i = (y * W + left) * 4; x < right; x++, i += 4) {
      const a = along(d[i]!, d[i + 1]!, d[i + 2]!, bg, dirs);
      if (a.off > 1 || a.t <= 0 || a.t > 1) continue;
      if (a.t * Math.sqrt(dirs[a.which]!.len2) < FADE.minFadeContrast) continue;
      hist[a.which]![Math.round(a.t / FADE.binWidth)]!++;
    }
  const windowed = (h: Float64Array, b: number): number =>
    (h[b - 1] ?? 0) + h[b]! + (h[b + 1] ?? 0);
  let best = { b: -1, score: 0 };
  for (let b = Math.round(FADE.minK / FADE.binWidth); b <= FADE.maxK / FADE.binWidth; b++) {
    const score = Math.min(
      ...hist.map((h) => {
        const peak = windowed(h, b);
        const around: number[] = [];
        for (let o = 2; o <= FADE.aroundBins; o++)
          for (const c of [b - o, b + o]) if (c >= 1 && c < nBins) around.push(h[c]!);
        around.sort((p, q) => p - q);
        // what three bins hold where nothing piles up
        const base = 3 * (around[Math.floor(around.length / 2)] ?? 0);
        return peak - base >= FADE.minPeakPixels && peak >= FADE.peakOverAround * (base + 1)
          ? peak
          : 0;
      }),
    );
    if (score > best.score) best = { b, score };
  }
  if (best.b < 0) return null;
  // the factor itself: the mean fraction of the pixels in the peak's three bins
  let sum = 0;
  let weight = 0;
  for (const h of hist)
    for (let c = best.b - 1; c <= best.b + 1; c++) {
      sum += (h[c] ?? 0) * c * FADE.binWidth;
      weight += h[c] ?? 0;
    }
  const k = sum / weight;
  const near = FADE.binWidth * 1.5;
  const lens = dirs.map((v) => Math.sqrt(v.len2));
  // cells of faded pixels with no full-colour pixel among them, grouped into regions
  const C = FADE.cell;
  const cw = Math.ceil((right - left) / C);
  const ch = Math.ceil((bottom - top) / C);
  const faded = new Int32Array(cw * ch);
  const full = new Int32Array(cw * ch);
  for (let y = top; y < bottom; y++)
    for (let x = left, i = (y * W + left) * 4; x < right; x++, i += 4) {
      const a = along(d[i]!, d[i + 1]!, d[i + 2]!, bg, dirs);
      if (a.off > 1 || a.t * lens[a.which]! < FADE.minFadeContrast) continue;
      const cell = Math.floor((y - top) / C) * cw + Math.floor((x - left) / C);
      if (Math.abs(a.t - k) <= near) faded[cell]!++;
      else if (a.t >= FADE.fullFrom) full[cell]!++;
    }
  const marked = new Uint8Array(cw * ch);
  for (let c = 0; c < cw * ch; c++)
    marked[c] = faded[c]! >= FADE.cellMinFaded && full[c]! * FADE.fullPerFaded <= faded[c]! ? 1 : 0;
  const boxes: Fade['boxes'] = [];
  const seen = new Uint8Array(cw * ch);
  for (let s = 0; s < cw * ch; s++) {
    if (!marked[s] || seen[s]) continue;
    // a region: marked cells joined across gaps of one cell
    const stack = [s];
    seen[s] = 1;
    let cells = 0;
    let [cx0, cy0, cx1, cy1] = [cw, ch, -1, -1];
    while (stack.length) {
      const c = stack.pop()!;
      const cx = c % cw;
      const cy = (c - cx) / cw;
      cells++;
      cx0 = Math.min(cx0, cx);
      cx1 = Math.max(cx1, cx);
      cy0 = Math.min(cy0, cy);
      cy1 = Math.max(cy1, cy);
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cw || ny >= ch) continue;
          const n = ny * cw + nx;
          if (marked[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    if (cells < FADE.minCells) continue;
    const box = {
      x0: left + cx0 * C,
      y0: top + cy0 * C,
      x1: Math.min(right, left + (cx1 + 1) * C) - 1,
      y1: Math.min(bottom, top + (cy1 + 1) * C) - 1,
    };
    if (candleLike(img, box, bg, dirs, k, near)) boxes.push(box);
  }
  // regions of one panel, apart where it holds only a few candles, joined into its box
  const gap = FADE.cell * 2;
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < boxes.length && !merged; i++)
      for (let j = i + 1; j < boxes.length && !merged; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.x0 > b.x1 + gap || b.x0 > a.x1 + gap || a.y0 > b.y1 + gap || b.y0 > a.y1 + gap)
          continue;
        const box = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
        };
        if (!candleLike(img, box, bg, dirs, k, near)) continue;
        boxes.splice(j, 1);
        boxes[i] = box;
        merged = true;
      }
  }
  return boxes.length ? { boxes, colours, k } : null;
}

/** Whether the faded pixels in a box draw candles: they fill little of it, in each candle
 * colour where there are two, and the columns they stand in do not mostly end on one row
 * (volume bars standing on their baseline). */
function candleLike(
  img: RgbaImage,
  box: Fade['boxes'][number],
  bg: Rgb,
  dirs: readonly { d: Rgb; len2: number }[],
  k: number,
  near: number,
): boolean {
  const d = img.data;
  const byColour = dirs.map(() => 0);
  let fullN = 0;
  const lows: number[] = [];
  for (let x = box.x0; x <= box.x1; x++) {
    let low = -1;
    for (let y = box.y0; y <= box.y1; y++) {
      const i = (y * img.width + x) * 4;
      const a = along(d[i]!, d[i + 1]!, d[i + 2]!, bg, dirs);
      if (a.off > 1) continue;
      if (Math.abs(a.t - k) <= near) {
        if (a.t * Math.sqrt(dirs[a.which]!.len2) < FADE.minFadeContrast) continue;
        byColour[a.which]!++;
        low = y;
      } else if (a.t >= FADE.fullFrom) fullN++;
    }
    if (low >= 0) lows.push(low);
  }
  const n = byColour.reduce((a, b) => a + b, 0);
  const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
  if (!lows.length || n > area * FADE.maxFill || fullN * FADE.fullPerFaded > n) return false;
  // candles of both colours fade alike; a grey mark nearer one colour's line is no candle
  if (byColour.some((c) => c < n * FADE.minorShare)) return false;
  const counts = new Map<number, number>();
  for (const y of lows) counts.set(y, (counts.get(y) ?? 0) + 1);
  let most = 0;
  for (const [y] of counts) {
    let c = 0;
    for (let o = -1; o <= 1; o++) c += counts.get(y + o) ?? 0;
    most = Math.max(most, c);
  }
  return most < lows.length * FADE.maxOnOneRow;
}

/** The image with the candles a fade dims drawn in their own colours again (only pixels on the
 * way from the background to a candle colour change); the image itself when there is none. */
export function restoreFaded(img: RgbaImage, plot: PlotBox, bg: Rgb): RgbaImage {
  const fade = findFade(img, plot, bg);
  if (!fade) return img;
  const dirs = lines(fade.colours, bg);
  const data = new Uint8Array(img.data);
  for (const box of fade.boxes)
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) {
        const i = (y * img.width + x) * 4;
        const a = along(data[i]!, data[i + 1]!, data[i + 2]!, bg, dirs);
        if (a.off > 1 || a.t > fade.k * FADE.restoreUpTo) continue;
        if (a.t * Math.sqrt(dirs[a.which]!.len2) < FADE.minFadeContrast / 2) continue;
        const f = Math.min(1, a.t / fade.k);
        const c = fade.colours[a.which]!;
        for (let j = 0; j < 3; j++) data[i + j] = Math.round(bg[j]! + f * (c[j]! - bg[j]!));
      }
  return { data, width: img.width, height: img.height };
}

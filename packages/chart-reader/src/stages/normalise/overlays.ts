import { colourBins, dist, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { NORMALISE } from './params.ts';

const VEIL = NORMALISE.veil;

/** A translucent panel over the plot (a tooltip, an info box): its box and how it dims. */
export interface Veil {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The plot background seen through the panel. */
  colour: Rgb;
  /** How much of a colour's difference from the background shows through (0..1). */
  k: number;
}

/**
 * Finds a translucent panel over the plot: a large rectangle of one colour other than the
 * background, inside which the chart's own colours show dimmed by one factor (what is drawn
 * through the panel is `veil + k * (colour - background)`).
 */
export function findVeil(img: RgbaImage, plot: PlotBox, bg: Rgb): Veil | null {
  const box = {
    left: Math.max(0, Math.round(plot.left)),
    top: Math.max(0, Math.round(plot.top)),
    right: Math.min(img.width, Math.round(plot.right)),
    bottom: Math.min(img.height, Math.round(plot.bottom)),
  };
  const area = (box.right - box.left) * (box.bottom - box.top);
  if (area < VEIL.minPlotArea) return null;
  const d = img.data;
  const W = img.width;
  /** Whether the pixel at (x, y) lies within `r` of colour `c`. */
  const near = (x: number, y: number, c: Rgb, r: number): boolean => {
    const i = (y * W + x) * 4;
    const dr = d[i]! - c[0];
    const dg = d[i + 1]! - c[1];
    const db = d[i + 2]! - c[2];
    return dr * dr + dg * dg + db * db <= r * r;
  };
  // the plot's commonest colours, from every other pixel of every other row
  const bins = colourBins(img, box.left, box.top, box.right, box.bottom, 2);
  for (const c of bins.slice(0, VEIL.colours)) {
    if (c.count * 4 < area * VEIL.minShare || dist(c.colour, bg) < VEIL.minContrast) continue;
    // the panel: the box of the pixels of that colour, mostly filled with it
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -1;
    let y1 = -1;
    let n = 0;
    const [cr, cg, cb] = c.colour;
    const r2 = VEIL.near * VEIL.near;
    for (let y = box.top; y < box.bottom; y++)
      for (let x = box.left, i = (y * W + box.left) * 4; x < box.right; x++, i += 4) {
        const dr = d[i]! - cr;
        const dg = d[i + 1]! - cg;
        const db = d[i + 2]! - cb;
        if (dr * dr + dg * dg + db * db <= r2) {
          n++;
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (w < VEIL.minSide || h < VEIL.minSide) continue;
    if (w * h > area * VEIL.maxShare || n < w * h * VEIL.minFill) continue;
    const inside = (x: number, y: number): boolean => x >= x0 && x <= x1 && y >= y0 && y <= y1;
    // the chart's colours outside the panel, and what shows inside it
    const outside = colourBins(
      img,
      box.left,
      box.top,
      box.right,
      box.bottom,
      1,
      (x, y) => !inside(x, y) && !near(x, y, bg, VEIL.outsideFromBackground),
    )
      .filter((o) => o.count >= VEIL.outsideMinPixels)
      .slice(0, 3);
    const seen = colourBins(
      img,
      x0,
      y0,
      x1 + 1,
      y1 + 1,
      1,
      (x, y) => !near(x, y, c.colour, VEIL.seenFromPanel),
    );
    // the factor under which the two commonest chart colours both show (the candle colours)
    const pair = outside.slice(0, 2);
    if (pair.length < 2) continue;
    let best = { k: 0, hits: 0 };
    for (let step = VEIL.minStep; step <= VEIL.maxStep; step++) {
      const k = step / VEIL.steps;
      const hits = Math.min(
        ...pair.map((o) => {
          const want = [0, 1, 2].map((j) => c.colour[j]! + k * (o.colour[j]! - bg[j]!)) as Rgb;
          if (dist(want, c.colour) < VEIL.dimmedFromPanel) return 0;
          return seen
            .filter((s) => dist(s.colour, want) < VEIL.dimmedNear)
            .reduce((a, s) => a + s.count, 0);
        }),
      );
      if (hits > best.hits) best = { k, hits };
    }
    if (best.hits < VEIL.minHits) continue;
    return { x0, y0, x1, y1, colour: c.colour, k: best.k };
  }
  return null;
}

/**
 * The image with what a translucent panel over the plot dims restored to its own colours (the
 * panel's text stays, as marks the candle stage sets aside); the image itself when there is none.
 */
export function restoreUnderOverlays(img: RgbaImage, plot: PlotBox, bg: Rgb): RgbaImage {
  const veil = findVeil(img, plot, bg);
  if (!veil) return img;
  const data = new Uint8Array(img.data);
  for (let y = veil.y0; y <= veil.y1; y++)
    for (let x = veil.x0; x <= veil.x1; x++) {
      const i = (y * img.width + x) * 4;
      for (let j = 0; j < 3; j++) {
        const v = bg[j]! + (data[i + j]! - veil.colour[j]!) / veil.k;
        data[i + j] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  return { data, width: img.width, height: img.height };
}

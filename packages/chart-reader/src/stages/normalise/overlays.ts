import { colourBins, dist, type Rgb } from '../../shared/colour.ts';
import { connectedComponents } from '../../shared/components.ts';
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

/** The cosine of the angle between two colour differences (0 when either is none). */
function cosine(a: readonly number[], b: readonly number[]): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let j = 0; j < 3; j++) {
    ab += a[j]! * b[j]!;
    aa += a[j]! * a[j]!;
    bb += b[j]! * b[j]!;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The box of a panel of colour `colour` in `box`, and how many of its pixels have that colour:
 * the largest connected patch of the colour, with the patches beside it that are large enough to
 * be the same panel cut by a line or a row of its text. Lone pixels of the colour elsewhere (a
 * JPEG's ringing, the antialiased edge of a candle) are left out: the box of every pixel of the
 * colour spans the plot on a compressed screenshot.
 */
function panelBox(
  img: RgbaImage,
  box: PlotBox,
  colour: Rgb,
): (Box & { n: number; sides: number }) | null {
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  const mask = new Uint8Array(w * h);
  const d = img.data;
  const [cr, cg, cb] = colour;
  const r2 = VEIL.near * VEIL.near;
  for (let y = 0; y < h; y++)
    for (let x = 0, i = ((y + box.top) * img.width + box.left) * 4; x < w; x++, i += 4) {
      const dr = d[i]! - cr;
      const dg = d[i + 1]! - cg;
      const db = d[i + 2]! - cb;
      if (dr * dr + dg * dg + db * db <= r2) mask[y * w + x] = 1;
    }
  const { comps } = connectedComponents(mask, w, h);
  const largest = comps.reduce<(typeof comps)[number] | null>(
    (a, c) => (!a || c.area > a.area ? c : a),
    null,
  );
  if (!largest) return null;
  const panel = { x0: largest.x0, y0: largest.y0, x1: largest.x1, y1: largest.y1 };
  const taken = new Set([largest]);
  const gap = VEIL.pieceGap;
  for (let grown = true; grown;) {
    grown = false;
    for (const c of comps) {
      if (taken.has(c) || c.area < largest.area * VEIL.pieceShare) continue;
      const beside =
        c.x0 <= panel.x1 + gap &&
        c.x1 >= panel.x0 - gap &&
        c.y0 <= panel.y1 + gap &&
        c.y1 >= panel.y0 - gap;
      if (!beside) continue;
      taken.add(c);
      panel.x0 = Math.min(panel.x0, c.x0);
      panel.y0 = Math.min(panel.y0, c.y0);
      panel.x1 = Math.max(panel.x1, c.x1);
      panel.y1 = Math.max(panel.y1, c.y1);
      grown = true;
    }
  }
  let n = 0;
  for (let y = panel.y0; y <= panel.y1; y++)
    for (let x = panel.x0; x <= panel.x1; x++) n += mask[y * w + x]!;
  // how much of each side, a pixel in, is the panel's colour: a card's sides are straight
  const inset = VEIL.sideInset;
  const share = (x0: number, y0: number, x1: number, y1: number): number => {
    let on = 0;
    let all = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++, all++) on += mask[y * w + x]!;
    return all ? on / all : 0;
  };
  const { x0: l, y0: t, x1: r, y1: b } = panel;
  const sides = Math.min(
    share(l, t + inset, r, t + inset),
    share(l, b - inset, r, b - inset),
    share(l + inset, t, l + inset, b),
    share(r - inset, t, r - inset, b),
  );
  return {
    sides,
    x0: panel.x0 + box.left,
    y0: panel.y0 + box.top,
    x1: panel.x1 + box.left,
    y1: panel.y1 + box.top,
    n,
  };
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
    // the panel: its connected body (see panelBox), mostly filled with its colour
    const found = panelBox(img, box, c.colour);
    if (!found) continue;
    const { x0, y0, x1, y1, n } = found;
    // a card is a rectangle (not the fill under a line: an area chart's), and lies over the
    // plot, not along the whole of it (a watch list or a trading panel beside the candles)
    if (found.sides < VEIL.minSides) continue;
    const edge = VEIL.bandEdge;
    const fullHeight = y0 - box.top <= edge && box.bottom - 1 - y1 <= edge;
    const fullWidth = x0 - box.left <= edge && box.right - 1 - x1 <= edge;
    if (fullHeight || fullWidth) continue;
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
      // shades of one colour (a JPEG's) count once
      .filter((o, i, all) =>
        all.slice(0, i).every((p) => dist(p.colour, o.colour) >= VEIL.distinctColours),
      )
      .slice(0, VEIL.chartColours);
    const seen = colourBins(
      img,
      x0,
      y0,
      x1 + 1,
      y1 + 1,
      1,
      (x, y) => !near(x, y, c.colour, VEIL.seenFromPanel),
    );
    // the factor under which two of the chart's commonest colours both show dimmed (the candle
    // colours; a grid, a moving average or the text colour may be commoner than one of them)
    if (outside.length < 2) continue;
    /** Pixels inside the panel of colour `o` dimmed by `k`, off the panel in `o`'s direction. */
    const dimmedShown = (o: { colour: Rgb }, k: number): number => {
      const want = [0, 1, 2].map((j) => c.colour[j]! + k * (o.colour[j]! - bg[j]!)) as Rgb;
      if (dist(want, c.colour) < VEIL.dimmedFromPanel) return 0;
      // a panel's blend of a colour lies between the two: never past black or white
      if (want.some((v) => v < -VEIL.pastRange || v > 255 + VEIL.pastRange)) return 0;
      const towards = [0, 1, 2].map((j) => o.colour[j]! - bg[j]!);
      return seen
        .filter(
          (s) =>
            dist(s.colour, want) < VEIL.dimmedNear &&
            cosine(
              [0, 1, 2].map((j) => s.colour[j]! - c.colour[j]!),
              towards,
            ) >= VEIL.direction,
        )
        .reduce((a, s) => a + s.count, 0);
    };
    let best = { k: 0, hits: 0, pair: outside.slice(0, 2) };
    for (let step = VEIL.minStep; step <= VEIL.maxStep; step++) {
      const k = step / VEIL.steps;
      const shown = outside
        .map((o) => ({ o, hits: dimmedShown(o, k) }))
        .sort((a, b) => b.hits - a.hits);
      const hits = shown[1]!.hits;
      if (hits > best.hits) best = { k, hits, pair: [shown[0]!.o, shown[1]!.o] };
    }
    if (best.hits < VEIL.minHits) continue;
    // both colours showing as they are inside the box as well: it lies under the candles (a
    // zone or channel drawn behind them), and what matched a dimming is noise
    const undimmed = Math.min(
      ...best.pair.map((o) =>
        seen
          .filter((s) => dist(s.colour, o.colour) < VEIL.dimmedNear)
          .reduce((a, s) => a + s.count, 0),
      ),
    );
    if (undimmed >= best.hits) continue;
    return { x0, y0, x1, y1, colour: c.colour, k: best.k };
  }
  return null;
}

/**
 * The image with what a translucent panel over the plot dims restored to its own colours (the
 * panel's text stays, as marks the candle stage sets aside); the image itself when there is none.
 */
export function restoreUnderOverlays(
  img: RgbaImage,
  plot: PlotBox,
  bg: Rgb,
  veil = findVeil(img, plot, bg),
): RgbaImage {
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

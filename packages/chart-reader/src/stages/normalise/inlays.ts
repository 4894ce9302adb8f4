import { colourBins, dist } from '../../shared/colour.ts';
import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { NORMALISE } from './params.ts';

const INLAYS = NORMALISE.inlays;

/** Each pixel of the plot labelled with the colour it is nearest to (0: background or none). */
function labelColours(
  img: RgbaImage,
  box: { left: number; top: number; plotW: number; plotH: number },
  colours: Rgb[],
): Uint8Array {
  // nearest colour per 4-bit bin of the pixel's colour: one lookup per pixel
  const lut = new Uint8Array(4096);
  for (let k = 0; k < 4096; k++) {
    const c: Rgb = [((k >> 8) << 4) + 8, (((k >> 4) & 15) << 4) + 8, ((k & 15) << 4) + 8];
    let best = 0;
    let bd = INLAYS.near;
    colours.forEach((col, j) => {
      const e = dist(c, col);
      if (e < bd) {
        bd = e;
        best = j + 1;
      }
    });
    lut[k] = best;
  }
  const { left, top, plotW, plotH } = box;
  const d = img.data;
  const lab = new Uint8Array(plotW * plotH);
  for (let y = 0; y < plotH; y++)
    for (let x = 0, i = ((y + top) * img.width + left) * 4; x < plotW; x++, i += 4)
      lab[y * plotW + x] = lut[((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4)]!;
  return lab;
}

/**
 * Marks an indicator paints over the candles (stripes of its own colour down the middle of the
 * bodies, as MetaTrader indicators draw): a colour whose shapes are, nearly all of them, narrow
 * strips that cut a shape of another colour in two (at the strip's first and last rows, or the
 * rows next to them, that colour stands on both sides of it: a body's fill, or its outline's top
 * and bottom). They cut
 * every body they cross into pieces that no longer look like candles, and the stripes
 * themselves look like thin candles. Returns a copy of the image with each such strip painted
 * over, row by row, with what stands just left of it (the body, its outline or the plot's
 * background), or the image itself when there are none.
 */
export function restoreUnderInlays(img: RgbaImage, plot: PlotBox, bg: Rgb): RgbaImage {
  const left = Math.max(0, Math.round(plot.left));
  const top = Math.max(0, Math.round(plot.top));
  const plotW = Math.min(img.width, Math.round(plot.right)) - left;
  const plotH = Math.min(img.height, Math.round(plot.bottom)) - top;
  if (plotW < INLAYS.minPlotSide || plotH < INLAYS.minPlotSide) return img;
  const step = Math.max(1, Math.floor(Math.sqrt((plotW * plotH) / INLAYS.samples)));
  const colours = colourBins(img, left, top, left + plotW, top + plotH, step)
    .filter((c) => dist(c.colour, bg) > INLAYS.near)
    .slice(0, INLAYS.maxColours)
    .map((c) => c.colour);
  if (colours.length < 2) return img;
  const lab = labelColours(img, { left, top, plotW, plotH }, colours);
  // runs of a colour at most a strip wide with one other colour on both sides, per colour
  const total = new Uint32Array(colours.length + 1);
  const narrow = new Uint32Array(colours.length + 1);
  const cutRuns = new Uint32Array(colours.length + 1);
  for (let y = 0; y < plotH; y++) {
    const row = y * plotW;
    let x = 0;
    while (x < plotW) {
      const l = lab[row + x]!;
      let e = x;
      while (e + 1 < plotW && lab[row + e + 1] === l) e++;
      total[l]! += e - x + 1;
      if (e - x < INLAYS.stripWidth) narrow[l]! += e - x + 1;
      if (l && e - x < INLAYS.stripWidth && x > 0 && e + 1 < plotW) {
        const a = lab[row + x - 1]!;
        if (a && a !== l && lab[row + e + 1] === a) cutRuns[l]!++;
      }
      x = e + 1;
    }
  }
  // (a colour drawn wider anywhere, as candle bodies are, is not paint)
  const candidates = [...cutRuns.keys()].filter(
    (l) =>
      l > 0 && cutRuns[l]! >= INLAYS.minCutRuns && narrow[l]! >= total[l]! * INLAYS.narrowShare,
  );
  if (candidates.length === 0) return img;
  // the colour on both sides runs on wider than the strip (half a body each side; thin candles
  // side by side in a dense chart are as narrow as each other)
  const cutAt = (l: number, y: number, x0: number, x1: number): boolean => {
    const reach = Math.max(INLAYS.minReach, x1 - x0 + INLAYS.reachBeyondStrip);
    if (y < 0 || y >= plotH || x0 - reach < 0 || x1 + reach >= plotW) return false;
    const a = lab[y * plotW + x0 - 1]!;
    if (a === 0 || a === l) return false;
    for (let k = 1; k <= reach; k++)
      if (lab[y * plotW + x0 - k] !== a || lab[y * plotW + x1 + k] !== a) return false;
    return true;
  };
  let out: Uint8Array | null = null;
  for (const l of candidates) {
    const strips = stripsOf(lab, plotW, plotH, l).filter(
      (c) =>
        (cutAt(l, c.y0, c.x0, c.x1) || cutAt(l, c.y0 + 1, c.x0, c.x1)) &&
        (cutAt(l, c.y1, c.x0, c.x1) || cutAt(l, c.y1 - 1, c.x0, c.x1)),
    );
    const area = strips.reduce((s, c) => s + c.area, 0);
    if (strips.length < INLAYS.minStrips || area < total[l]! * INLAYS.stripShare) continue;
    out ??= new Uint8Array(img.data);
    const W = img.width;
    for (const c of strips)
      for (const r of c.runs) {
        const src = ((r.y + top) * W + Math.max(0, r.x0 - 1) + left) * 4;
        for (let x = r.x0; x <= r.x1; x++) {
          const i = ((r.y + top) * W + x + left) * 4;
          out[i] = out[src]!;
          out[i + 1] = out[src + 1]!;
          out[i + 2] = out[src + 2]!;
        }
      }
  }
  return out ? { ...img, data: out } : img;
}

interface Run {
  y: number;
  x0: number;
  x1: number;
}

interface Strip {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  area: number;
  runs: Run[];
}

/**
 * The shapes of colour `l` at most a strip wide: its row runs joined where they overlap from one
 * row to the next (4-connected), keeping only shapes no run of which is wider than a strip.
 */
function stripsOf(lab: Uint8Array, plotW: number, plotH: number, l: number): Strip[] {
  const runs: Run[] = [];
  const rowStart = new Int32Array(plotH + 1);
  for (let y = 0; y < plotH; y++) {
    rowStart[y] = runs.length;
    const row = y * plotW;
    for (let x = 0; x < plotW; x++) {
      if (lab[row + x] !== l) continue;
      let e = x;
      while (e + 1 < plotW && lab[row + e + 1] === l) e++;
      runs.push({ y, x0: x, x1: e });
      x = e;
    }
  }
  rowStart[plotH] = runs.length;
  const parent = runs.map((_, i) => i);
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a] = parent[parent[a]!]!;
    return a;
  };
  for (let y = 1; y < plotH; y++) {
    let j = rowStart[y - 1]!;
    for (let i = rowStart[y]!; i < rowStart[y + 1]!; i++) {
      const r = runs[i]!;
      while (j < rowStart[y]! && runs[j]!.x1 < r.x0) j++;
      for (let k = j; k < rowStart[y]! && runs[k]!.x0 <= r.x1; k++) parent[find(i)] = find(k);
    }
  }
  const shapes = new Map<number, Strip & { wide: boolean }>();
  runs.forEach((r, i) => {
    const root = find(i);
    const s = shapes.get(root);
    const wide = r.x1 - r.x0 >= INLAYS.stripWidth;
    if (!s)
      shapes.set(root, {
        x0: r.x0,
        x1: r.x1,
        y0: r.y,
        y1: r.y,
        area: r.x1 - r.x0 + 1,
        runs: [r],
        wide,
      });
    else {
      s.x0 = Math.min(s.x0, r.x0);
      s.x1 = Math.max(s.x1, r.x1);
      s.y0 = Math.min(s.y0, r.y);
      s.y1 = Math.max(s.y1, r.y);
      s.area += r.x1 - r.x0 + 1;
      s.runs.push(r);
      s.wide ||= wide;
    }
  });
  return [...shapes.values()].filter(
    (s) => !s.wide && s.x1 - s.x0 < INLAYS.stripWidth && s.y1 - s.y0 >= 2,
  );
}

import { colourBins, dist, type Rgb } from '../../shared/colour.ts';
import { connectedComponents, type Component } from '../../shared/components.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';

/** The most colours looked at, and how near a pixel must be to one to count as it. */
const MAX_COLOURS = 6;
const NEAR = 40;

/**
 * Marks an indicator paints over the candles (stripes of its own colour down the middle of the
 * bodies, as MetaTrader indicators draw): a colour whose shapes are, nearly all of them, narrow
 * strips that stand inside the span of a shape of another colour. They cut every body they
 * cross into pieces that no longer look like candles, and the stripes themselves look like
 * thin candles. Returns a copy of the image with each such strip painted over, row by row, with
 * what stands just left of it (the body, its outline or the plot's background), or the image
 * itself when there are none.
 */
export function restoreUnderInlays(img: RgbaImage, plot: PlotBox, bg: Rgb): RgbaImage {
  const left = Math.max(0, Math.round(plot.left));
  const top = Math.max(0, Math.round(plot.top));
  const pw = Math.min(img.width, Math.round(plot.right)) - left;
  const ph = Math.min(img.height, Math.round(plot.bottom)) - top;
  if (pw < 20 || ph < 20) return img;
  const W = img.width;
  const d = img.data;
  const step = Math.max(1, Math.floor(Math.sqrt((pw * ph) / 200_000)));
  const colours = colourBins(img, left, top, left + pw, top + ph, step)
    .filter((c) => dist(c.colour, bg) > NEAR)
    .slice(0, MAX_COLOURS)
    .map((c) => c.colour);
  if (colours.length < 2) return img;
  // each pixel labelled with the colour it is nearest to (0: background or none)
  const lab = new Uint8Array(pw * ph);
  for (let y = 0; y < ph; y++)
    for (let x = 0; x < pw; x++) {
      const i = ((y + top) * W + x + left) * 4;
      const p: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
      let best = 0;
      let bd = NEAR;
      colours.forEach((c, k) => {
        const e = dist(p, c);
        if (e < bd) {
          bd = e;
          best = k + 1;
        }
      });
      lab[y * pw + x] = best;
    }
  const cc = connectedComponents(lab, pw, ph);
  // shapes by column, to find the ones a strip stands inside
  const byCol: Component[][] = Array.from({ length: pw }, () => []);
  for (const c of cc.comps)
    if (c.x1 - c.x0 >= 2) for (let x = c.x0; x <= c.x1; x++) byCol[x]!.push(c);
  const strips = new Map<number, Component[]>();
  const area = new Map<number, number>();
  for (const c of cc.comps) {
    area.set(c.label, (area.get(c.label) ?? 0) + c.area);
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (w > 3 || h < 3) continue;
    // inside a shape that spans it, or cutting one in two: at the strip's first and last rows
    // one other colour stands on both sides (a body's fill, or its outline's top and bottom)
    const holder = byCol[c.x0]!.some(
      (o) =>
        o.label !== c.label &&
        o.x0 < c.x0 &&
        o.x1 > c.x1 &&
        Math.min(o.y1, c.y1) - Math.max(o.y0, c.y0) + 1 >= h * 0.7,
    );
    const side = (x: number, y: number): number => (x >= 0 && x < pw ? lab[y * pw + x]! : 0);
    const flanks = [
      side(c.x0 - 1, c.y0),
      side(c.x1 + 1, c.y0),
      side(c.x0 - 1, c.y1),
      side(c.x1 + 1, c.y1),
    ];
    const cut = flanks[0] !== 0 && flanks[0] !== c.label && flanks.every((f) => f === flanks[0]);
    if (holder || cut) strips.set(c.label, [...(strips.get(c.label) ?? []), c]);
  }
  const painted = [...strips].filter(
    ([label, list]) =>
      list.length >= 5 && list.reduce((s, c) => s + c.area, 0) >= (area.get(label) ?? 0) * 0.8,
  );
  if (painted.length === 0) return img;
  const out = new Uint8Array(d);
  for (const [, list] of painted)
    for (const c of list)
      for (let y = c.y0; y <= c.y1; y++) {
        const src = ((y + top) * W + Math.max(0, c.x0 - 1) + left) * 4;
        for (let x = c.x0; x <= c.x1; x++) {
          if (cc.ids[y * pw + x] !== c.id + 1) continue;
          const i = ((y + top) * W + x + left) * 4;
          out[i] = out[src]!;
          out[i + 1] = out[src + 1]!;
          out[i + 2] = out[src + 2]!;
        }
      }
  return { ...img, data: out };
}

// A tag filled across a price scale's label columns (the last price's tag), found row by row.
import type { Rgb } from '../../shared/colour.ts';
import type { PriceAxis, RgbaImage } from '../../types.ts';

/** The columns a scale's labels span and their median text height. */
export interface LabelStrip {
  x0: number;
  x1: number;
  textHeight: number;
}

/** The strip of a scale's labels (those the fit kept and those it rejected), or null where no
 * label has a box or the labels span under 5 columns. */
export function labelStrip(img: RgbaImage, axis: PriceAxis): LabelStrip | null {
  const boxes = [...axis.labels, ...(axis.rejected ?? [])].flatMap((l) => (l.box ? [l.box] : []));
  if (boxes.length === 0) return null;
  const x0 = Math.max(0, Math.min(...boxes.map((b) => b.x0)));
  const x1 = Math.min(img.width - 1, Math.max(...boxes.map((b) => b.x1)));
  if (x1 - x0 < 4) return null;
  const heights = boxes.map((b) => b.y1 - b.y0 + 1).sort((a, b) => a - b);
  return { x0, x1, textHeight: heights[heights.length >> 1]! };
}

/** The share of the strip's columns on row `y` in pixels `isTag` takes for a tag's. */
export function stripFill(
  img: RgbaImage,
  strip: LabelStrip,
  y: number,
  isTag: (p: Rgb) => boolean,
): number {
  let n = 0;
  for (let x = strip.x0; x <= strip.x1; x++) {
    const i = (y * img.width + x) * 4;
    if (isTag([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!])) n++;
  }
  return n / (strip.x1 - strip.x0 + 1);
}

/** Whether a row within `reach` rows of `row` has at least `fill` of the strip's columns in
 * pixels `isTag` takes for the tag's. */
export function tagRowNear(
  img: RgbaImage,
  strip: LabelStrip,
  row: number,
  reach: number,
  fill: number,
  isTag: (p: Rgb) => boolean,
): boolean {
  const c = Math.round(row);
  for (let y = Math.max(0, c - reach); y <= Math.min(img.height - 1, c + reach); y++)
    if (stripFill(img, strip, y, isTag) >= fill) return true;
  return false;
}

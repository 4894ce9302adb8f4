import { dist, dominantColor, type Rgb } from '../../shared/colour.ts';
import { backgroundColours } from '../../shared/backgrounds.ts';
import type { RgbaImage } from '../../types.ts';
import type { Box } from './locate.ts';

const close = (d: Uint8Array | Uint8ClampedArray, i: number, c: Rgb, t: number): boolean => {
  const dr = d[i]! - c[0];
  const dg = d[i + 1]! - c[1];
  const db = d[i + 2]! - c[2];
  return dr * dr + dg * dg + db * db <= t * t;
};

/**
 * Marks crossing a line that make it one drawn in the pane, not a divider: two in colour (however
 * sparse the candles running through a bid line), or a fiftieth of the width in any colour. On
 * the line an outermost price label stands on (`oneCrossing`), also any one mark with a tint:
 * that is a grid line or a price line the plot runs on past (Plotly draws its plot beyond its top
 * and bottom grid lines: a lone one-pixel wick, or faded candles, crossing the top one were cut
 * off there with the rows above them), where a chart's frame at its lowest label, as ECharts
 * draws it, is crossed by grey grid lines and ticks only. Decision 175.
 */
export const DIVIDER_CROSSINGS = {
  coloured: 2,
  share: 0.02,
  /** channel spread of a coloured mark (grid lines, a crosshair, text are grey) */
  colour: 50,
  /** channel spread of a tinted one: the faded candles of the breadth `dense` family are; grey
   * grid lines (Plotly's bluish grey spreads 10) and the ticks under a frame are not */
  tint: 20,
} as const;

/**
 * Rows that divide a chart into panes: a line of one colour across the whole width (a window
 * border, a pane divider) that nothing drawn in the panes crosses. A grid line is crossed by the
 * candles and the lines drawn over it; a divider is not. Returns the y of each divider (the
 * middle of its rows).
 */
export function paneDividers(
  img: RgbaImage,
  box: Box,
  /** rows where any one mark crossing the line makes it the pane's own (`DIVIDER_CROSSINGS`) */
  oneCrossing: (y: number) => boolean = () => false,
): number[] {
  const { width: W, data: d } = img;
  const w = box.x1 - box.x0 + 1;
  const bg = dominantColor(img, box.x0, box.y0, box.x1 + 1, box.y1 + 1, 3);
  // a divider is a thin line: never the colour of a surface (the page, a panel, the plot)
  const surfaces = backgroundColours(img);
  const lineRows: number[] = [];
  for (let y = box.y0 + 2; y <= box.y1 - 2; y++) {
    const row = y * W;
    // the row's own colour (the commonest), then how many pixels share it
    const c = dominantColor(img, box.x0, y, box.x1 + 1, y + 1, 2);
    if (dist(c, bg) < 14 || surfaces.some((sc) => dist(c, sc) < 14)) continue;
    let same = 0;
    for (let x = box.x0; x <= box.x1; x++) if (close(d, (row + x) * 4, c, 24)) same++;
    if (same < w * 0.9) continue;
    lineRows.push(y);
  }
  // merge adjacent rows into lines, keep thin ones that nothing crosses
  const out: number[] = [];
  for (let i = 0; i < lineRows.length;) {
    let j = i;
    while (j + 1 < lineRows.length && lineRows[j + 1] === lineRows[j]! + 1) j++;
    const top = lineRows[i]!;
    const bottom = lineRows[j]!;
    i = j + 1;
    if (bottom - top > 4) continue;
    const above = top - 3;
    const below = bottom + 3;
    if (above < box.y0 || below + 1 > box.y1) continue;
    // a mark crossing the line inks two rows on each side (a dotted grid line does not)
    const inked = (y: number, x: number): boolean => !close(d, (y * W + x) * 4, bg, 30);
    // a mark in colour on both sides is a candle running through a price line (a bid line, an
    // order line): two such columns make the line one drawn in the pane, however sparse the
    // candles (grid lines and a crosshair crossing a divider are grey)
    const spread = (y: number, x: number): number => {
      const i = (y * W + x) * 4;
      return Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!);
    };
    let crossings = 0;
    let colouredCrossings = 0;
    let tintedCrossings = 0;
    for (let x = box.x0; x <= box.x1; x++)
      if (inked(above, x) && inked(above + 1, x) && inked(below, x) && inked(below - 1, x)) {
        crossings++;
        const hue = Math.min(spread(above, x), spread(below, x));
        if (hue >= DIVIDER_CROSSINGS.colour) colouredCrossings++;
        if (hue >= DIVIDER_CROSSINGS.tint) tintedCrossings++;
      }
    const y = (top + bottom) / 2;
    if (
      crossings <= w * DIVIDER_CROSSINGS.share &&
      colouredCrossings < DIVIDER_CROSSINGS.coloured &&
      !(oneCrossing(y) && tintedCrossings > 0)
    )
      out.push(y);
  }
  return out;
}

/** The box cut at its dividers into panes at least `minShare` of its height tall. */
export function splitAtDividers(
  img: RgbaImage,
  box: Box,
  minShare = 0.12,
  allowed: (y: number) => boolean = () => true,
  oneCrossing: (y: number) => boolean = () => false,
): Box[] {
  const ys = paneDividers(img, box, oneCrossing).filter(allowed);
  if (ys.length === 0) return [box];
  const edges = [box.y0 - 1, ...ys, box.y1 + 1];
  const panes: Box[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const y0 = Math.ceil(edges[i]! + 2);
    const y1 = Math.floor(edges[i + 1]! - 2);
    if (y1 - y0 + 1 >= (box.y1 - box.y0 + 1) * minShare) panes.push({ ...box, y0, y1 });
  }
  return panes.length ? panes : [box];
}

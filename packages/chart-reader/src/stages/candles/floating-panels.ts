// A panel floating over the plot: a trading tool's window (a position sizer, an order form) drawn
// opaque over the middle of the chart. Its fill is a surface of its own colour, and its text,
// fields and buttons are shapes of every colour; none of them are candles, and the candles behind
// it do not show.
import { dist, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';

/**
 * What makes a floating panel (decision 216). Measured on the second real batch's MetaTrader
 * chart with a position sizer over its middle (a light grey panel 349 x 426 px over a 767 x 758
 * plot: its fill rows between fields span the panel, and the rows of its fields and text are
 * broken) and the breadth corpus' panel family (dark and light panels 300-470 px wide).
 * - `minWidth` / `minWidthShare`: the fill's rows span at least this many pixels and this share
 *   of the plot's width (a candle's body is never that wide on a chart of a dozen candles or more:
 *   `maxW` is 6% of the plot).
 * - `minHeight` / `minHeightShare`: the panel is at least this tall.
 * - `fillTolerance`: a fill row's pixels stay within this (per channel) of its first pixel.
 * - `apart`: the fill stands at least this far from the plot's background (a box drawn in the
 *   background's colour hides nothing it does not also show).
 * - `sameEdges`: rows of one panel start and end within this many pixels of each other.
 * - `sameFill`: and are of one colour within this distance.
 * - `margins`, `marginCols`: between its first and last rows of bare fill, the fill shows in
 *   this share of the rows within `marginCols` columns of both sides (a panel's margins beside its
 *   labels and fields; rows of one width far apart with candles between them are no panel).
 * - `contentShare`: rows that hold something besides the fill (its text and fields: no run of
 *   one colour spans the panel there) are at least this share: a solid block of one colour (a
 *   candle's body on a chart of a few candles) or a stack of bands of several colours (a
 *   Fibonacci tool's, drawn translucent over the last candles) holds nothing.
 * - `opaque`, `grow`: the box found is grown out to the panel's edges (its title bar, its first
 *   and last rows of fields, its border) while the line beyond is this share drawn over, by at
 *   most this share of its size.
 * - `seeThrough`: a panel this share of which is a translucent panel's (`seeThrough`) is not one.
 * - `bareBackground`, `colourful`: nor is a box that shows the plot's background over this share
 *   of its area (a rectangle drawn round candles), or whose content, besides its fill, is more
 *   than `share` colourful (channels `spread` apart: candles seen through a zone drawn over them).
 */
export const FLOATING_PANEL = {
  minWidth: 80,
  minWidthShare: 0.1,
  minHeight: 60,
  minHeightShare: 0.12,
  fillTolerance: 8,
  apart: 24,
  sameEdges: 3,
  sameFill: 12,
  margins: 0.9,
  marginCols: 4,
  contentShare: 0.15,
  opaque: 0.9,
  grow: 0.3,
  seeThrough: 0.5,
  colourful: { spread: 60, share: 0.35 },
  bareBackground: 0.1,
  halvedEdge: 2,
} as const;

/** A panel's box in plot coordinates (inclusive), and the colour of its fill. */
export interface PanelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  fill: Rgb;
}

interface Group {
  x0: number;
  x1: number;
  fill: Rgb;
  first: number;
  last: number;
  bare: number;
}

/** The panels floating over the plot, in plot coordinates. */
export function floatingPanels(img: RgbaImage, plot: PlotBox, bg: Rgb): PanelBox[] {
  const plotW = plot.right - plot.left;
  const plotH = plot.bottom - plot.top;
  const ctx = { img, plot, bg, plotW, plotH };
  const P = FLOATING_PANEL;
  const minW = Math.max(P.minWidth, Math.round(plotW * P.minWidthShare));
  const minH = Math.max(P.minHeight, Math.round(plotH * P.minHeightShare));
  if (plotW < minW || plotH < minH) return [];
  const d = img.data;
  const at = (x: number, y: number): number => ((y + plot.top) * img.width + x + plot.left) * 4;
  const open: Group[] = [];
  // each row's long runs of one colour (of any fill)
  const runsOf: [number, number][][] = Array.from({ length: plotH }, () => []);
  for (let y = 0; y < plotH; y++) {
    // this row's runs of one colour, far from the background, at least minW long
    for (let x = 0; x < plotW;) {
      const i = at(x, y);
      const r = d[i]!;
      const g = d[i + 1]!;
      const b = d[i + 2]!;
      let e = x + 1;
      while (e < plotW) {
        const j = at(e, y);
        if (
          Math.abs(d[j]! - r) > P.fillTolerance ||
          Math.abs(d[j + 1]! - g) > P.fillTolerance ||
          Math.abs(d[j + 2]! - b) > P.fillTolerance
        )
          break;
        e++;
      }
      const fill: Rgb = [r, g, b];
      if (e - x >= minW && dist(fill, bg) >= P.apart) {
        runsOf[y]!.push([x, e - 1]);
        const m = open.find(
          (o) =>
            Math.abs(o.x0 - x) <= P.sameEdges &&
            Math.abs(o.x1 - (e - 1)) <= P.sameEdges &&
            dist(o.fill, fill) <= P.sameFill,
        );
        if (m) {
          m.last = y;
          m.bare++;
        } else open.push({ x0: x, x1: e - 1, fill, first: y, last: y, bare: 1 });
      }
      x = e;
    }
  }
  // the fill runs down both sides between the rows of bare fill: a panel's margins
  const side = (g: Group, xa: number, xb: number): boolean => {
    let n = 0;
    for (let y = g.first; y <= g.last; y++)
      for (let x = Math.max(0, xa); x <= Math.min(plotW - 1, xb); x++) {
        const i = at(x, y);
        if (
          Math.abs(d[i]! - g.fill[0]) <= P.fillTolerance &&
          Math.abs(d[i + 1]! - g.fill[1]) <= P.fillTolerance &&
          Math.abs(d[i + 2]! - g.fill[2]) <= P.fillTolerance
        ) {
          n++;
          break;
        }
      }
    return n >= (g.last - g.first + 1) * P.margins;
  };
  // rows that hold text and fields: no run of one colour spans the panel there (a stack of
  // bands of several colours, a Fibonacci tool's, spans it on every row)
  const held = (g: Group): number => {
    let n = 0;
    for (let y = g.first; y <= g.last; y++)
      if (!runsOf[y]!.some(([a, b]) => a <= g.x0 + P.sameEdges && b >= g.x1 - P.sameEdges)) n++;
    return n;
  };
  const found: PanelBox[] = [];
  for (const g of open) {
    const rows = g.last - g.first + 1;
    if (rows < minH || g.bare < 2 || held(g) < rows * P.contentShare) continue;
    if (!side(g, g.x0, g.x0 + P.marginCols - 1) || !side(g, g.x1 - P.marginCols + 1, g.x1))
      continue;
    found.push({ x0: g.x0, y0: g.first, x1: g.x1, y1: g.last, fill: g.fill });
  }
  // a panel whose fields stand in columns shows its fill in parts (beside the labels, between
  // the fields, in each a shade of its own): parts that overlap or touch once grown to the
  // panel's edges are one panel
  const near = (a: PanelBox, b: PanelBox): boolean =>
    a.x0 <= b.x1 + P.sameEdges &&
    b.x0 <= a.x1 + P.sameEdges &&
    a.y0 <= b.y1 + P.sameEdges &&
    b.y0 <= a.y1 + P.sameEdges;
  const area = (b: PanelBox): number => (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1);
  const boxes = found.map((f) => grown(f, ctx));
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < boxes.length && !merged; i++)
      for (let j = i + 1; j < boxes.length && !merged; j++) {
        const p = boxes[i]!;
        const q = boxes[j]!;
        if (!near(p, q)) continue;
        boxes[i] = grown(
          {
            x0: Math.min(p.x0, q.x0),
            y0: Math.min(p.y0, q.y0),
            x1: Math.max(p.x1, q.x1),
            y1: Math.max(p.y1, q.y1),
            fill: area(p) >= area(q) ? p.fill : q.fill,
          },
          ctx,
        );
        boxes.splice(j, 1);
        merged = true;
      }
  }
  return boxes.filter((b) => !seenThrough(b, ctx));
}

/**
 * Whether the plot shows through a box: its background (`FLOATING_PANEL.bareBackground` of the
 * box: a rectangle drawn round candles, a box selection), or content besides its fill that is
 * mostly colourful (`FLOATING_PANEL.colourful`: the spread of its channels: candles seen through
 * a zone drawn over them). A panel hides the plot; its text, fields and buttons are dark or light
 * on grey, with a link or a button in a colour.
 */
function seenThrough(b: PanelBox, ctx: { img: RgbaImage; plot: PlotBox; bg: Rgb }): boolean {
  const { img, plot, bg } = ctx;
  const P = FLOATING_PANEL;
  const d = img.data;
  let content = 0;
  let colourful = 0;
  let bare = 0;
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const i = ((y + plot.top) * img.width + x + plot.left) * 4;
      const c: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
      if (dist(c, bg) <= P.sameFill) bare++;
      if (dist(c, b.fill) <= P.sameFill || dist(c, bg) <= P.sameFill) continue;
      content++;
      if (Math.max(...c) - Math.min(...c) >= P.colourful.spread) colourful++;
    }
  const area = (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1);
  return bare > area * P.bareBackground || colourful > content * P.colourful.share;
}

/**
 * The box grown out to the panel's edges: the rows of bare fill found stop short of its title
 * bar, its top and bottom rows of fields and its border. A side moves out while the line of
 * pixels beyond it is drawn over (`FLOATING_PANEL.opaque` of it off the background), up to
 * `FLOATING_PANEL.grow` of the box's size.
 */
function grown(
  box: PanelBox,
  ctx: { img: RgbaImage; plot: PlotBox; bg: Rgb; plotW: number; plotH: number },
): PanelBox {
  const { img, plot, bg, plotW, plotH } = ctx;
  const P = FLOATING_PANEL;
  const d = img.data;
  const drawn = (x: number, y: number): boolean => {
    const i = ((y + plot.top) * img.width + x + plot.left) * 4;
    return dist([d[i]!, d[i + 1]!, d[i + 2]!], bg) >= P.apart / 2;
  };
  const rowDrawn = (y: number, b: PanelBox): boolean => {
    let n = 0;
    for (let x = b.x0; x <= b.x1; x++) if (drawn(x, y)) n++;
    return n >= (b.x1 - b.x0 + 1) * P.opaque;
  };
  const colDrawn = (x: number, b: PanelBox): boolean => {
    let n = 0;
    for (let y = b.y0; y <= b.y1; y++) if (drawn(x, y)) n++;
    return n >= (b.y1 - b.y0 + 1) * P.opaque;
  };
  const b = { ...box };
  const dy = Math.round((box.y1 - box.y0 + 1) * P.grow);
  const dx = Math.round((box.x1 - box.x0 + 1) * P.grow);
  while (b.y0 > 0 && box.y0 - b.y0 < dy && rowDrawn(b.y0 - 1, b)) b.y0--;
  while (b.y1 < plotH - 1 && b.y1 - box.y1 < dy && rowDrawn(b.y1 + 1, b)) b.y1++;
  while (b.x0 > 0 && box.x0 - b.x0 < dx && colDrawn(b.x0 - 1, b)) b.x0--;
  while (b.x1 < plotW - 1 && b.x1 - box.x1 < dx && colDrawn(b.x1 + 1, b)) b.x1++;
  return b;
}

/**
 * A copy of the image with each panel painted over in its fill, a solid surface with nothing of
 * its text and fields (the image itself when there are none). The panel stays opaque: the candles
 * it hides leave a gap in the series that something covers, and no slot under it reads empty.
 */
export function withoutPanels(
  img: RgbaImage,
  plot: PlotBox,
  panels: readonly PanelBox[],
): RgbaImage {
  if (panels.length === 0) return img;
  const plotW = plot.right - plot.left;
  const plotH = plot.bottom - plot.top;
  const m = img.colourHalved ? FLOATING_PANEL.halvedEdge : 0;
  const data = new Uint8Array(img.data);
  for (const p of panels)
    for (let y = Math.max(0, p.y0 - m); y <= Math.min(plotH - 1, p.y1 + m); y++)
      for (let x = Math.max(0, p.x0 - m); x <= Math.min(plotW - 1, p.x1 + m); x++) {
        const i = ((y + plot.top) * img.width + x + plot.left) * 4;
        data[i] = p.fill[0];
        data[i + 1] = p.fill[1];
        data[i + 2] = p.fill[2];
      }
  return { ...img, data };
}

/**
 * Whether a panel found is mostly (`FLOATING_PANEL.seeThrough` of its area) a translucent panel
 * the normalise stage found (`veil`, image coordinates): the candles under that one show through
 * it and are read (a hover card over the candles).
 */
export function seeThrough(
  p: PanelBox,
  plot: PlotBox,
  veil: { x0: number; y0: number; x1: number; y1: number } | null,
): boolean {
  if (!veil) return false;
  const w = Math.min(p.x1 + plot.left, veil.x1) - Math.max(p.x0 + plot.left, veil.x0) + 1;
  const h = Math.min(p.y1 + plot.top, veil.y1) - Math.max(p.y0 + plot.top, veil.y0) + 1;
  const area = (p.x1 - p.x0 + 1) * (p.y1 - p.y0 + 1);
  return w > 0 && h > 0 && w * h >= area * FLOATING_PANEL.seeThrough;
}

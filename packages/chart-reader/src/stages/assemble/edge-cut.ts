import { dist, type Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';
import { ASSEMBLE } from './params.ts';

/**
 * The first candles of a chart scrolled so that they run out of the plot: a body that reaches
 * the plot's top or bottom row with no wick beyond it on that side is cut there, and its high
 * or low (and maybe its open or close) lies outside the picture. Such candles at the left end
 * of the series are left out rather than given the edge's price: at most three, and only where
 * at least twenty remain. Returns the candles kept and how many were left out.
 */
export function dropLeadingCut(
  candles: RawCandle[],
  plot: PlotBox,
): { candles: RawCandle[]; dropped: number } {
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const cut = (c: RawCandle): boolean =>
    (c.yBodyBottom >= plot.bottom - 1 && c.yLow <= c.yBodyBottom) ||
    (c.yBodyTop <= plot.top && c.yHigh >= c.yBodyTop);
  let n = 0;
  const { maxDropped, minRemaining } = ASSEMBLE.edgeCut;
  while (n < Math.min(maxDropped, sorted.length) && cut(sorted[n]!)) n++;
  if (n === 0 || sorted.length - n < minRemaining) return { candles, dropped: 0 };
  const gone = new Set(sorted.slice(0, n));
  return { candles: candles.filter((c) => !gone.has(c)), dropped: n };
}

/** How candles cut by a panel along the plot's top or bottom are told: the rows beyond the
 * plot's edge (`beyondRows`, starting at the edge or up to `edgeRows` past it: the plot's box
 * ends a row short of the panel's border on some renders) over `reachPitches` pitches either
 * side of the candle are drawn in one surface far from the background (`opaqueShare` of them at
 * least `farFromBg` off it, their colours within `oneSurface` of their mean); at most `maxShare`
 * of the candles go, and never where fewer than `minRemaining` would remain. Measured on the
 * breadth corpus' panel family (a terminal docked over the bottom of the plot). */
export const PANEL_CUT = {
  touchPx: 0.5,
  beyondRows: 3,
  edgeRows: 1,
  reachPitches: 1.5,
  opaqueShare: 0.8,
  farFromBg: 30,
  oneSurface: 40,
  maxShare: 1 / 3,
  minRemaining: 20,
} as const;

/**
 * Whether rows y0..y1 over columns x0..x1 are one surface far from the background `bg` (a
 * panel's border line, then its fill), row by row (`PANEL_CUT`'s shares). False where the rows
 * leave the image (at the edge of the crop read, what lies beyond is not known).
 */
export function opaqueSurface(
  img: RgbaImage,
  bg: Rgb,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): boolean {
  const p = PANEL_CUT;
  if (y0 < 0 || y1 >= img.height) return false;
  const xa = Math.max(0, Math.round(x0));
  const xb = Math.min(img.width - 1, Math.round(x1));
  if (xb < xa) return false;
  for (let y = y0; y <= y1; y++) {
    const px: Rgb[] = [];
    for (let x = xa; x <= xb; x++) {
      const i = (y * img.width + x) * 4;
      px.push([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
    }
    const far = px.filter((c) => dist(c, bg) > p.farFromBg);
    if (far.length < px.length * p.opaqueShare) return false;
    const mean = [0, 1, 2].map((k) => far.reduce((s, c) => s + c[k]!, 0) / far.length) as Rgb;
    if (far.filter((c) => dist(c, mean) <= p.oneSurface).length < px.length * p.opaqueShare)
      return false;
  }
  return true;
}

/**
 * Whether a panel runs past the plot's bottom (top) edge over columns x0..x1: `PANEL_CUT`'s
 * rows beyond it one opaque surface, starting at the edge or up to `edgeRows` rows past it.
 */
export function panelPast(
  img: RgbaImage,
  bg: Rgb,
  plot: PlotBox,
  edge: 'bottom' | 'top',
  x0: number,
  x1: number,
): boolean {
  const rows = PANEL_CUT.beyondRows;
  for (let k = 0; k <= PANEL_CUT.edgeRows; k++) {
    const y0 = edge === 'bottom' ? Math.floor(plot.bottom) + k : Math.ceil(plot.top) - k - rows;
    if (opaqueSurface(img, bg, x0, x1, y0, y0 + rows - 1)) return true;
  }
  return false;
}

/**
 * Candles that run out of the visible plot: a trading panel or a terminal drawn over the plot's
 * bottom (or top) cuts them, and the plot ends there. The end of
 * such a candle at the plot's edge is the panel's edge, not its price: it is left out. A candle
 * reaching an edge beyond which the plot's background (an axis band, a margin) goes on is kept:
 * its high or low is where the chart put it. Returns the candles kept and how many were left out.
 */
export function dropPanelCut(
  candles: RawCandle[],
  plot: PlotBox,
  img: RgbaImage,
  bg: Rgb,
): { candles: RawCandle[]; dropped: number } {
  const p = PANEL_CUT;
  if (candles.length < p.minRemaining) return { candles, dropped: 0 };
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const pitch = median(sorted.slice(1).map((c, i) => c.x - sorted[i]!.x)) || 1;
  const reach = pitch * p.reachPitches;
  const panel = (edge: 'bottom' | 'top', x: number): boolean =>
    panelPast(img, bg, plot, edge, x - reach, x + reach);
  const cut = (c: RawCandle): boolean =>
    (c.yLow >= plot.bottom - 1 - p.touchPx && panel('bottom', c.x)) ||
    (c.yHigh <= plot.top + p.touchPx && panel('top', c.x));
  const gone = new Set(candles.filter(cut));
  if (
    gone.size === 0 ||
    gone.size > candles.length * p.maxShare ||
    candles.length - gone.size < p.minRemaining
  )
    return { candles, dropped: 0 };
  return { candles: candles.filter((c) => !gone.has(c)), dropped: gone.size };
}

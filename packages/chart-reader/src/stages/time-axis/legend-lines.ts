// Where a chart's legend or header may be: the text lines at the top left of the pane (TradingView,
// MetaTrader and lightweight-charts legends) or just above it (an app's header or toolbar).
import { backgroundColours, inkMask } from '../../shared/backgrounds.ts';
import { median } from '../../shared/stats.ts';
import { textLineBoxes, type Box } from '../price-axis/index.ts';
import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { TIME_AXIS } from './params.ts';

const LEGEND = TIME_AXIS.legend;

const height = (b: Box): number => b.y1 - b.y0 + 1;

/** A legend line's box; `tab` where it is one short word in a row of such words far apart, a
 * tab of a row of tabs (`TIME_AXIS.legend.tabWidth`). */
export type LegendLine = Box & { tab?: true };

/**
 * Boxes of the top-left text lines of a plot, top first, at most `max`: the rows of text in the
 * band from a little above the plot to a fifth of the way down it, each starting near the plot's
 * left edge, its runs joined left to right while the gaps are word gaps, up to 44 text heights
 * (what one recogniser crop holds). Ink is judged against the band's own background colours: a
 * header or toolbar has its own. Pure.
 */
export function legendLines(img: RgbaImage, plot: PlotBox, max = LEGEND.maxLines): LegendLine[] {
  const { width: W, height: H } = img;
  const plotW = plot.right - plot.left;
  const plotH = plot.bottom - plot.top;
  const x0 = Math.max(0, Math.round(plot.left - W * LEGEND.left));
  const x1 = Math.min(W - 1, Math.round(plot.left + plotW * LEGEND.right));
  const y0 = Math.max(0, Math.round(plot.top - H * LEGEND.above));
  const y1 = Math.min(H - 1, Math.round(plot.top + plotH * LEGEND.into));
  const sw = x1 - x0 + 1;
  const sh = y1 - y0 + 1;
  if (sw < 8 || sh < 5) return [];
  const band = { data: new Uint8Array(sw * sh * 4), width: sw, height: sh };
  for (let y = 0; y < sh; y++)
    band.data.set(
      img.data.subarray(((y0 + y) * W + x0) * 4, ((y0 + y) * W + x1 + 1) * 4),
      y * sw * 4,
    );
  const bgs = backgroundColours(band);
  const sub = inkMask(band, bgs);
  const maxH = Math.max(12, Math.min(60, H * 0.05));
  const left = inkLeftOf(img, x0, y0, sh, Math.ceil(maxH * LEGEND.letterGap), bgs);
  // a run at the band's left edge (within `cutPx`: a gap between two letters; or within a
  // letter gap of ink on its rows left of the band; or within a letter gap of a run cut so),
  // where the band does not start at the image's, goes on left of it: its first word is cut (a
  // toolbar's `XAUUSD` read as `UUSD`), and no line starts there (nor can it go on a line
  // starting left)
  const cuts: Box[] = [];
  const cut = (b: Box): boolean => {
    if (x0 === 0) return false;
    const gap = height(b) * LEGEND.letterGap;
    const reach = Math.ceil(gap) - b.x0;
    let is = b.x0 <= LEGEND.cutPx;
    for (let y = b.y0; y <= b.y1 && !is; y++) is = left[y]! > 0 && left[y]! <= reach;
    is ||= cuts.some((c) => c.y0 <= b.y1 && b.y0 <= c.y1 && b.x0 > c.x1 && b.x0 - c.x1 <= gap);
    if (is) cuts.push(b);
    return is;
  };
  const lines = textLineBoxes(sub, sw, sh, maxH)
    .sort((a, b) => a.x0 - b.x0)
    .filter((b) => !cut(b))
    .map((b) => ({ x0: b.x0 + x0, x1: b.x1 + x0, y0: b.y0 + y0, y1: b.y1 + y0 }))
    .sort((a, b) => a.x0 - b.x0);
  const used = new Set<Box>();
  const out: LegendLine[] = [];
  for (const start of lines) {
    if (used.has(start) || start.x0 > plot.left + plotW * LEGEND.startWithin) continue;
    const th = height(start);
    const line = { ...start };
    used.add(start);
    for (const l of lines) {
      if (used.has(l) || l.x0 < line.x1) continue;
      const yc = (l.y0 + l.y1) / 2;
      if (Math.abs(yc - (line.y0 + line.y1) / 2) > th * TIME_AXIS.rows.sameRow) continue;
      if (l.x0 - line.x1 > th * LEGEND.wordGap || l.x1 - line.x0 > th * LEGEND.maxWidth) break;
      used.add(l);
      line.x1 = l.x1;
      line.y0 = Math.min(line.y0, l.y0);
      line.y1 = Math.max(line.y1, l.y1);
    }
    out.push(tabOfRow(line, lines) ? { ...line, tab: true } : line);
  }
  // one line per row: the leftmost
  const rows: LegendLine[] = [];
  for (const l of out.sort((a, b) => a.y0 - b.y0)) {
    const same = rows.find(
      (r) => Math.abs((r.y0 + r.y1) / 2 - (l.y0 + l.y1) / 2) <= median([height(r), height(l)]) / 2,
    );
    if (!same) rows.push(l);
    else if (l.x0 < same.x0) rows[rows.indexOf(same)] = l;
  }
  // a tab of a row of tabs (`15m 1H 4H 1D`) is read for a symbol only, and does not count
  const kept: LegendLine[] = [];
  for (const r of rows) {
    if (kept.filter((k) => !k.tab).length >= max) break;
    kept.push(r);
  }
  return kept;
}

/** Whether `line` is one short word with as many such words on its row as a row of tabs has. */
function tabOfRow(line: Box, runs: readonly Box[]): boolean {
  const th = height(line);
  const short = (b: Box): boolean => b.x1 - b.x0 + 1 <= height(b) * LEGEND.tabWidth;
  if (!short(line)) return false;
  const yc = (b: Box): number => (b.y0 + b.y1) / 2;
  const mates = runs.filter(
    (b) =>
      (b.x0 - line.x1 > th * LEGEND.wordGap || line.x0 - b.x1 > th * LEGEND.wordGap) &&
      Math.abs(yc(b) - yc(line)) <= th * TIME_AXIS.rows.sameRow &&
      Math.abs(height(b) - th) <= th * LEGEND.tabHeight &&
      short(b),
  );
  return mates.length >= LEGEND.tabMates;
}

/**
 * By row of the band (`rows` from `y0`), how far left of the band's edge `x0` the nearest ink
 * stands (1 for the column just left of it), up to `reach` columns; 0 where none does.
 */
function inkLeftOf(
  img: RgbaImage,
  x0: number,
  y0: number,
  rows: number,
  reach: number,
  bgs: Rgb[],
): Uint8Array {
  const out = new Uint8Array(rows);
  const w = Math.min(reach, x0);
  if (w <= 0) return out;
  const strip = { data: new Uint8Array(w * rows * 4), width: w, height: rows };
  for (let y = 0; y < rows; y++)
    strip.data.set(
      img.data.subarray(((y0 + y) * img.width + x0 - w) * 4, ((y0 + y) * img.width + x0) * 4),
      y * w * 4,
    );
  const ink = inkMask(strip, bgs);
  for (let y = 0; y < rows; y++)
    for (let d = 1; d <= w; d++)
      if (ink[y * w + w - d]) {
        out[y] = d;
        break;
      }
  return out;
}

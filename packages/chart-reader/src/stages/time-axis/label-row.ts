// Where the time axis' labels are: a row of separate text runs spread along the plot, just below
// it (or below the lowest pane under it), else just above it, among the text lines the price
// axis stage's line finder found on the screenshot's ink mask; each label's time stands at its tick
// mark when the axis draws them (MetaTrader puts the tick at the label's left end), else at its
// centre.
import { median } from '../../shared/stats.ts';
import type { Box } from '../price-axis/index.ts';
import type { PlotBox } from '../../types.ts';
import { TIME_AXIS } from './params.ts';

const { rows: ROWS, axis: AXIS, ticks: TICKS } = TIME_AXIS;

/** One label of a time-axis row: its text box and the x its time belongs to. */
export interface TimeLabelBox extends Box {
  x: number;
}

/** Rows of labels found, the likeliest first, and whether each stands below the plot. */
export interface TimeLabelRow {
  labels: TimeLabelBox[];
  below: boolean;
}

const centre = (b: Box): number => (b.x0 + b.x1) / 2;
const height = (b: Box): number => b.y1 - b.y0 + 1;

/** The text lines inside a box. */
function linesIn(lines: Box[], x0: number, x1: number, y0: number, y1: number): Box[] {
  return lines.filter((b) => b.x0 >= x0 && b.x1 <= x1 && b.y0 >= y0 && b.y1 <= y1);
}

/** Lines grouped into rows: a line joins a row when its centre is within half its height. */
function rows(lines: Box[]): Box[][] {
  const sorted = [...lines].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const out: Box[][] = [];
  for (const l of sorted) {
    const yc = (l.y0 + l.y1) / 2;
    const row = out.find((r) => {
      const ry = median(r.map((b) => (b.y0 + b.y1) / 2));
      const rh = median(r.map(height));
      return (
        Math.abs(ry - yc) <= rh * ROWS.sameRow && Math.abs(rh - height(l)) <= rh * ROWS.sameHeight
      );
    });
    if (row) row.push(l);
    else out.push([l]);
  }
  return out.map((r) => r.sort((a, b) => a.x0 - b.x0));
}

/** A row that looks like an axis: two or more separate runs of one height spread over the plot. */
function axisLike(row: Box[], plot: PlotBox): Box[] | null {
  const th = median(row.map(height));
  const inside = row.filter(
    (b) =>
      centre(b) >= plot.left - th &&
      centre(b) <= plot.right + th &&
      Math.abs(height(b) - th) <= th * ROWS.sameHeight,
  );
  if (inside.length < 2 || inside.length > AXIS.maxLabels) return null;
  const spreadPx = centre(inside[inside.length - 1]!) - centre(inside[0]!);
  if (spreadPx < (plot.right - plot.left) * AXIS.minSpread) return null;
  // labels stand apart: neighbours closer than a glyph are pieces of one text, not an axis
  for (let i = 1; i < inside.length; i++)
    if (inside[i]!.x0 - inside[i - 1]!.x1 < th * AXIS.minGap) return null;
  return inside;
}

/**
 * Whether a row's runs are like an axis' labels: three or more, of like widths at like gaps
 * between their centres (each within a third of the median).
 */
function evenlySpaced(row: Box[]): boolean {
  if (row.length < 3) return false;
  const widths = row.map((b) => b.x1 - b.x0 + 1);
  const gaps = row.slice(1).map((b, i) => centre(b) - centre(row[i]!));
  const alike = (v: number[]): boolean => {
    const m = median(v);
    return v.every((x) => Math.abs(x - m) <= m / AXIS.evenParts);
  };
  return alike(widths) && alike(gaps);
}

/**
 * The x of a label's tick mark: a short vertical stroke in the rows between the label and the
 * plot (`side` 1: the label is below them), within the label's span; null when there is none.
 */
function tickX(
  ink: Uint8Array,
  W: number,
  H: number,
  b: Box,
  side: 1 | -1,
  edge: number,
): number | null {
  const th = height(b);
  const reach = Math.max(TICKS.minReach, Math.round(th * TICKS.reach));
  // rows outside the plot only: grid lines run up to its edge
  const ya = side === 1 ? Math.max(edge, b.y0 - reach) : b.y1 + 1;
  const yb = side === 1 ? b.y0 - 1 : Math.min(edge, b.y1 + reach);
  const xa = Math.max(TICKS.margin, b.x0 - Math.round(th * TICKS.left));
  const xb = Math.min(W - 1 - TICKS.margin, b.x1 + Math.round(th * TICKS.right));
  if (ya < 0 || yb >= H || xb <= xa) return null;
  // ticks hang from the axis line: rows beyond it only (grid lines stop at it)
  let ra = ya;
  let rb = yb;
  for (let y = ya; y <= yb; y++) {
    let n = 0;
    for (let x = xa; x <= xb; x++) n += ink[y * W + x]!;
    if (n < (xb - xa + 1) * TICKS.axisLine) continue;
    if (side === 1) ra = y + 1;
    else if (rb === yb) rb = y - 1;
  }
  const count = (x: number): number => {
    let n = 0;
    for (let y = ra; y <= rb; y++) n += ink[y * W + x]!;
    return n;
  };
  const counts = new Map<number, number>();
  const at = (x: number): number => {
    let v = counts.get(x);
    if (v === undefined) counts.set(x, (v = count(x)));
    return v;
  };
  let best: number | null = null;
  for (let x = xa; x <= xb; x++) {
    const n = at(x);
    const beside = Math.max(at(x - TICKS.margin), at(x + TICKS.margin));
    if (n < TICKS.minRows || n < beside + TICKS.minRows) continue;
    if (best === null || Math.abs(x - centre(b)) < Math.abs(best - centre(b))) best = x;
  }
  return best;
}

/** The row's labels with their anchors: at the ticks when most labels have one, else centred. */
function anchored(
  ink: Uint8Array,
  W: number,
  H: number,
  row: Box[],
  below: boolean,
  edge: number,
  right: number,
): TimeLabelRow {
  const ticks = row.map((b) => tickX(ink, W, H, b, below ? 1 : -1, edge));
  const useTicks = ticks.filter((t) => t !== null).length >= Math.max(2, row.length * TICKS.share);
  const labels = row.map((b, i) => ({ ...b, x: useTicks ? (ticks[i] ?? centre(b)) : centre(b) }));
  // a centred label cut by the price axis or the image's edge has lost its centre
  return {
    below,
    labels: useTicks ? labels : labels.filter((b) => b.x0 > 1 && b.x1 < Math.min(W - 2, right - 1)),
  };
}

/**
 * Candidate rows of time-axis labels for a plot, the likeliest first: the rows below the
 * candles, nearest first (the plot box can hold the axis; a volume or indicator pane between
 * them has a legend of one run at most), then the nearest row above the plot (some apps put the
 * time axis on top). `lines` are the screenshot's text lines (the price axis stage's
 * `textLineBoxes` on `ink`, the ink mask); `lowest` is the lowest candle's low row (the plot's
 * bottom when unknown). At most `max` rows. Pure.
 */
export function timeLabelRows(
  lines: Box[],
  ink: Uint8Array,
  W: number,
  H: number,
  plot: PlotBox,
  lowest = plot.bottom,
  max = ROWS.max,
): TimeLabelRow[] {
  const x0 = Math.max(0, Math.round(plot.left) - ROWS.beyondPlot);
  const x1 = Math.min(W - 1, Math.round(plot.right) + ROWS.beyondPlot);
  const out: TimeLabelRow[] = [];
  const start = Math.round(Math.min(plot.bottom, Math.max(lowest, plot.top))) + ROWS.belowCandles;
  const depth = Math.round(plot.bottom - start + H * ROWS.depthBelow);
  const below = linesIn(lines, x0, x1, start, Math.min(H - 1, start + depth));
  // the nearest rows below, the evenly spaced ones first: a pane's legend between the candles
  // and the axis is a row of runs too, but of uneven texts at uneven gaps
  const near = rows(below)
    .map((r) => axisLike(r, plot))
    .filter((r): r is Box[] => r !== null)
    .slice(0, max);
  const ordered = [...near.filter(evenlySpaced), ...near.filter((r) => !evenlySpaced(r))];
  for (const row of ordered.slice(0, max - 1)) {
    const edge = row[0]!.y0 > plot.bottom ? Math.round(plot.bottom) + 1 : start;
    out.push(anchored(ink, W, H, row, true, edge, plot.right));
  }
  const top = Math.round(plot.top) - 1;
  const above = linesIn(lines, x0, x1, Math.max(0, top - Math.round(H * ROWS.depthAbove)), top);
  for (const r of rows(above).reverse()) {
    const row = axisLike(r, plot);
    if (row) {
      out.push(anchored(ink, W, H, row, false, top, plot.right));
      break;
    }
  }
  return out.slice(0, max);
}

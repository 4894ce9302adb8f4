import { quantile } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import { readSpeck } from './outline-marks.ts';
import type { LabelMap, RawCandle } from './types.ts';

export type { LabelMap } from './types.ts';

/**
 * The candle pitch (image pixels) from consecutive single candles, whose distances are whole
 * multiples of it; null when they do not sit on one regular grid.
 */
export function candlePitch(xs: number[]): number | null {
  if (xs.length < 12) return null;
  const d: number[] = [];
  for (let i = 1; i < xs.length; i++) d.push(xs[i]! - xs[i - 1]!);
  // Holes make distances of several pitches and stray marks make fractions of one: the pitch is
  // a low distance that about as many neighbours are exactly one of as any candidate.
  const cands = [0.2, 0.3, 0.4, 0.5]
    .map((q) => quantile(d, q))
    .filter((p) => p >= 2)
    .map((p) => ({ p, ones: d.filter((v) => Math.abs(v - p) <= p * 0.2).length }));
  const most = Math.max(0, ...cands.map((c) => c.ones));
  const p0 = cands.find((c) => c.ones >= most * 0.8)?.p ?? 0;
  if (!(p0 >= 2)) return null;
  let n = 0;
  let span = 0;
  let slots = 0;
  for (const v of d) {
    const m = Math.round(v / p0);
    if (m >= 1 && Math.abs(v - m * p0) <= p0 * 0.2) n++;
    if (m >= 1 && m <= 3 && Math.abs(v - m * p0) <= p0 * 0.35) {
      span += v;
      slots += m;
    }
  }
  if (n < d.length * 0.6 || slots === 0) return null;
  // Candles drawn on whole pixels at a fractional pitch stand a whole number of pixels apart (6
  // and 7 for 6.5): the pitch is the slope of the candles' x over their slot numbers, counted
  // with the mean spacing of near neighbours, when the grid holds across the plot.
  const p1 = span / slots;
  const k: number[] = [0];
  for (const v of d) k.push(k[k.length - 1]! + Math.round(v / p1));
  const km = k.reduce((a, b) => a + b, 0) / k.length;
  const xm = xs.reduce((a, b) => a + b, 0) / xs.length;
  let skx = 0;
  let skk = 0;
  k.forEach((ki, i) => {
    skx += (ki - km) * (xs[i]! - xm);
    skk += (ki - km) ** 2;
  });
  const p2 = skk > 0 ? skx / skk : p1;
  const onGrid = xs.filter((x, i) => Math.abs(x - xm - p2 * (k[i]! - km)) <= p2 * 0.3).length;
  return onGrid >= xs.length * 0.6 ? p2 : p1;
}

/** A candle read in plot coordinates, in the image's. */
export function inImage(c: RawCandle, plot: PlotBox): RawCandle {
  return {
    ...c,
    x: c.x + plot.left,
    yHigh: c.yHigh + plot.top,
    yLow: c.yLow + plot.top,
    yBodyTop: c.yBodyTop + plot.top,
    yBodyBottom: c.yBodyBottom + plot.top,
  };
}

/** The slots the single candles stand on: a body's width, the singles, their pitch. */
export interface SlotGrid {
  bw: number;
  singles: RawCandle[];
  pitch: number;
  /** A typical candle's rows, high to low. */
  typicalRange: number;
}

/** The grid of the candles read so far, or null when fewer than 12 stand on no regular one. */
export function slotGrid(cs: readonly RawCandle[]): SlotGrid | null {
  if (cs.length < 12) return null;
  // the width of one body: merged neighbours only widen shapes, so a low quantile
  const bw = Math.max(
    1,
    Math.round(
      quantile(
        cs.map((c) => c.bodyWidth),
        0.3,
      ),
    ),
  );
  const singles = cs.filter((c) => c.bodyWidth <= bw * 1.3 + 0.5);
  const pitch = candlePitch(singles.map((c) => c.x));
  if (pitch === null || bw > pitch + 0.5) return null;
  const typicalRange = quantile(
    cs.map((c) => c.yLow - c.yHigh + 1),
    0.5,
  );
  return { bw, singles, pitch, typicalRange };
}

/**
 * How many pitches apart two single candles stand, and the rows a candle in a slot between them
 * can stand in (plot rows): `yTop..yBot` with room for a sharp move, and
 * `flatTop..flatBot` the neighbours' rows with a typical candle's range for each slot between
 * them. Null when the two are not a whole number (2-40) of pitches apart.
 */
export function gapBounds(
  a: RawCandle,
  b: RawCandle,
  grid: SlotGrid,
  plot: PlotBox,
  yMax: number,
): { gap: number; m: number; yTop: number; yBot: number; flatTop: number; flatBot: number } | null {
  const { pitch, typicalRange } = grid;
  const gap = b.x - a.x;
  const m = Math.round(gap / pitch);
  if (m < 2 || m > 40 || Math.abs(gap - m * pitch) > pitch * 0.3) return null;
  // the neighbours bound where a candle between them can be (with room for a sharp move)
  const span = Math.max(a.yLow, b.yLow) - Math.min(a.yHigh, b.yHigh) + 1;
  const yTop = Math.max(
    0,
    Math.floor(Math.min(a.yHigh, b.yHigh) - plot.top - span * 2 - 4 * pitch),
  );
  const yBot = Math.min(
    yMax,
    Math.ceil(Math.max(a.yLow, b.yLow) - plot.top + span * 2 + 4 * pitch),
  );
  // (the neighbours' rows, and a typical candle's range for each slot between them)
  const flatTop = Math.min(a.yHigh, b.yHigh) - plot.top - (m - 1) * typicalRange;
  const flatBot = Math.max(a.yLow, b.yLow) - plot.top + (m - 1) * typicalRange;
  return { gap, m, yTop, yBot, flatTop, flatBot };
}

/**
 * Candles drawn so close together that neighbours of one colour touch (a pitch of a few pixels,
 * flat stretches) merge into shapes the blob scan cannot take apart, leaving holes in the series
 * or one wide candle where there are two. Between two single candles that are a whole number of
 * pitches apart, the slots between them are read directly from their columns: the candle colour
 * there, its vertical extent (the wick) and the rows as wide as a body. The positions are
 * interpolated between the two neighbours, so a pitch that is not a whole number of pixels does
 * not drift across a wide plot.
 */
export function fillEmptySlots(
  cs: RawCandle[],
  labels: LabelMap,
  plot: PlotBox,
  contentBottom: number,
): RawCandle[] {
  const grid = slotGrid(cs);
  if (!grid) return cs;
  const { bw, singles, pitch, typicalRange } = grid;
  const { lab, width: plotW } = labels;
  // marks without a candle colour are read only where the grid is sure: the pitch the bodies'
  // edges show agrees
  const specks =
    labels.lattice !== undefined &&
    labels.lattice !== null &&
    Math.abs(labels.lattice - pitch) <= pitch * 0.05;
  const yMax = Math.min(labels.height - 1, contentBottom - plot.top);
  // rows a horizontal grid line (or a price line) crosses: ink over much of the plot's width
  let lineRows: Uint8Array | null = null;
  // (a flat candle can lie on a grid line itself: looked for again with no row set aside)
  const noRows = (): Uint8Array => new Uint8Array(labels.height);
  const gridRows = (): Uint8Array => {
    if (lineRows) return lineRows;
    lineRows = new Uint8Array(labels.height);
    const ink = labels.ink;
    if (ink)
      for (let y = 0; y < labels.height; y++) {
        let n = 0;
        for (let x = 0, i = y * plotW; x < plotW; x++, i++) if (ink[i]) n++;
        if (n >= plotW * 0.4) lineRows[y] = 1;
      }
    return lineRows;
  };
  const out: RawCandle[] = [];
  let k = 0; // index into cs
  for (let i = 0; i < singles.length; i++) {
    const a = singles[i]!;
    const b = singles[i + 1];
    // everything found up to and including a
    while (k < cs.length && cs[k]!.x <= a.x) out.push(cs[k++]!);
    if (!b) break;
    const bounds = gapBounds(a, b, grid, plot, yMax);
    if (!bounds) continue;
    const { gap, m, yTop, yBot, flatTop, flatBot } = bounds;
    const read: RawCandle[] = [];
    // candles that did not move, in a colour of their own: read where nothing else is
    const flats: RawCandle[] = [];
    const inPlot = (c: RawCandle): RawCandle => inImage(c, plot);
    for (let j = 1; j < m; j++) {
      const xc = a.x + (j * gap) / m - plot.left;
      const c =
        readSlot(lab, plotW, xc, bw, yTop, yBot) ??
        (specks
          ? (readSpeck(labels, plot, xc, bw, yTop, yBot, gridRows()) ??
            readSpeck(labels, plot, xc, bw, yTop, yBot, noRows()))
          : null);
      if (c) read.push(inPlot(c));
      else {
        // a candle that did not move opened where the one before it closed, near its
        // neighbours' rows: the grey of time labels or a legend further off is not one (decision
        // 196)
        const f = labels.unmoved && readUnmoved(labels.unmoved, plotW, xc, bw, pitch, yTop, yBot);
        const g =
          !f && labels.unmovedDashes
            ? dashOf(
                readUnmoved(labels.unmovedDashes(), plotW, xc, bw, pitch, yTop, yBot),
                bw,
                [a, b],
                plot,
              )
            : null;
        const mark = f || g;
        if (mark && mark.yBodyTop >= flatTop && mark.yBodyBottom <= flatBot)
          flats.push(inPlot(mark));
      }
    }
    // Candles that did not move side by side stay at one price (each opened where the one
    // before it closed; a body too small to show its fill, read here too, moves a little): grey
    // marks in neighbouring slots more than two typical candles' ranges apart are something
    // else's (a panel's buttons and fields over the series, a card's text), and in a hole that
    // holds them none of the grey marks is a candle (decision 196).
    const jump = flats.some(
      (f, i) =>
        i > 0 &&
        f.x - flats[i - 1]!.x < pitch * 1.5 &&
        Math.abs(f.yBodyTop - flats[i - 1]!.yBodyTop) > 2 * typicalRange,
    );
    if (jump) flats.length = 0;
    // what the blob scan found between them (merged shapes) gives way to the slots read
    const between: RawCandle[] = [];
    while (k < cs.length && cs[k]!.x < b.x) between.push(cs[k++]!);
    const kept = read.length >= between.length ? read : between;
    const free = flats.filter((f) => kept.every((c) => Math.abs(c.x - f.x) >= pitch / 2));
    out.push(...[...kept, ...free].sort((p, q) => p.x - q.x));
  }
  while (k < cs.length) out.push(cs[k++]!);
  return out;
}

/**
 * A mark read from a grey no colour choice named, when it is what a candle that did not move
 * draws (decision 204): a dash at least most of a body wide and a few rows tall (its open and
 * close on one row, drawn with the chart's pen), standing within the range of the candle before
 * it or the one after it (it opened where the one before closed, the one after opened where it
 * closed). A panel's button, a field or a block of text in that grey is taller or stands off
 * both neighbours' rows; a grey wick alone is no body wide.
 */
function dashOf(
  c: RawCandle | null,
  bw: number,
  neighbours: readonly RawCandle[],
  plot: PlotBox,
): RawCandle | null {
  if (!c) return null;
  const rows = c.yBodyBottom - c.yBodyTop + 1;
  if (rows > Math.max(UNMOVED_DASH.rows, Math.ceil(bw * UNMOVED_DASH.rowsPerWidth))) return null;
  if (c.bodyWidth < Math.max(2, bw * UNMOVED_DASH.width)) return null;
  const y = (c.yBodyTop + c.yBodyBottom) / 2 + plot.top;
  const near = UNMOVED_DASH.near;
  return neighbours.some((n) => y >= n.yHigh - near && y <= n.yLow + near) ? c : null;
}

/**
 * The dash of a candle that did not move, in a grey the colour choice did not name (decision
 * 204). `rows`, `rowsPerWidth`: its body at most 4 rows, or half a body's width (Chart.js draws
 * such OHLC bars with a 4-row pen at twice the density: holdout chartjs-003); `width`: at least
 * 0.6 of a body; `near`: rows past a neighbour's high or low it may stand (rounding).
 */
const UNMOVED_DASH = { rows: 4, rowsPerWidth: 0.5, width: 0.6, near: 2 } as const;

/**
 * A candle that did not move, read from the map of its colour in one slot; not where that
 * colour runs along one of the mark's rows, unbroken, across two pitches and more (a price line
 * or a drawing's line in the same grey crosses the slot: a line, no candle; a flat candle's dash
 * is a body wide, and its neighbours stand apart or are drawn in the candle colours).
 */
function readUnmoved(
  unmoved: Uint8Array,
  plotW: number,
  xc: number,
  bw: number,
  pitch: number,
  yTop: number,
  yBot: number,
): RawCandle | null {
  const c = readSlot(unmoved, plotW, xc, bw, yTop, yBot);
  if (!c) return null;
  const x = Math.min(plotW - 1, Math.max(0, Math.round(xc)));
  for (let y = Math.floor(c.yHigh); y <= Math.ceil(c.yLow); y++) {
    const row = y * plotW;
    if (!unmoved[row + x]) continue;
    let a = x;
    let e = x;
    while (a > 0 && unmoved[row + a - 1]) a--;
    while (e < plotW - 1 && unmoved[row + e + 1]) e++;
    if (e - a + 1 >= 2 * pitch + bw) return null;
  }
  return c;
}

/** One candle read from the columns of one slot (plot coordinates), or null when it is empty. */
function readSlot(
  lab: Uint8Array,
  plotW: number,
  xc: number,
  bw: number,
  yTop: number,
  yBot: number,
): RawCandle | null {
  const x0 = Math.max(0, Math.round(xc - (bw - 1) / 2));
  const x1 = Math.min(plotW - 1, x0 + bw - 1);
  if (x1 < x0) return null;
  // the colour of the slot: the label with the most pixels in its columns
  const n = [0, 0, 0];
  for (let y = yTop; y <= yBot; y++)
    for (let x = x0; x <= x1; x++) {
      const l = lab[y * plotW + x]!;
      if (l === 1 || l === 2) n[l]!++;
    }
  const label = n[1]! >= n[2]! ? 1 : 2;
  if (n[label]! === 0) return null;
  // ink per row across the slot, and the one vertical run that holds the most of it
  const rows = yBot - yTop + 1;
  const ink = new Int32Array(rows);
  for (let y = yTop; y <= yBot; y++)
    for (let x = x0; x <= x1; x++) if (lab[y * plotW + x] === label) ink[y - yTop]!++;
  let best: [number, number, number] | null = null;
  for (let r = 0; r < rows;) {
    if (!ink[r]) {
      r++;
      continue;
    }
    let e = r;
    let sum = 0;
    while (e < rows && ink[e]) sum += ink[e++]!;
    if (!best || sum > best[2]) best = [r, e - 1, sum];
    r = e;
  }
  if (!best) return null;
  const [r0, r1] = best;
  // a lone speck is noise, not a candle; a doji is at least a body-wide row
  let maxW = 0;
  for (let r = r0; r <= r1; r++) maxW = Math.max(maxW, ink[r]!);
  if (r1 === r0 && maxW < bw) return null;
  const bodyMin = Math.max(1, Math.min(maxW, bw - 1));
  let top = -1;
  let bot = -1;
  for (let r = r0; r <= r1; r++)
    if (ink[r]! >= bodyMin) {
      if (top < 0) top = r;
      bot = r;
    }
  // hollow: the inside of a body at least three pixels each way is mostly not ink
  let hollow = false;
  if (bot - top >= 2 && x1 - x0 >= 2) {
    let inner = 0;
    let all = 0;
    for (let y = top + 1 + yTop; y < bot + yTop; y++)
      for (let x = x0 + 1; x < x1; x++) {
        all++;
        if (lab[y * plotW + x] === label) inner++;
      }
    hollow = inner <= all * 0.7;
  }
  const flat = top === bot ? 0.25 : 0;
  return {
    x: (x0 + x1) / 2,
    yHigh: r0 + yTop,
    yLow: r1 + yTop,
    yBodyTop: top + yTop - flat,
    yBodyBottom: bot + yTop + flat,
    bodyWidth: maxW,
    color: label === 1 ? 0 : 1,
    hollow,
  };
}

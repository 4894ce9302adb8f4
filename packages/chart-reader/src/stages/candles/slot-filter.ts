import { median, quantile } from '../../shared/stats.ts';
import type { RawCandle } from './types.ts';

/** When two marks share a slot, the one meeting the candle before it (within `nearRanges`
 * typical candle heights, that candle no more than `neighbourPitches` away) wins over one
 * standing more than `farRanges` heights off both, in the share `edgeBand` of the plot's height
 * along its top or bottom where legends stand (not elsewhere: lines of text on a page would make
 * a series of their letters). */
const SLOT_CONTINUITY = {
  neighbourPitches: 2.5,
  nearRanges: 1,
  farRanges: 3,
  edgeBand: 0.15,
} as const;

/**
 * Candles sit on a regular grid of slots, one per slot, all with about the same body width.
 * Drop narrow specks, then keep the most typical blob in each slot.
 */
export function splitAndFilter(
  cs: RawCandle[],
  maxW: number,
  /** The plot's rows, where legends stand along its top and bottom (none: no such rule). */
  plot?: { top: number; bottom: number },
  /** The pitch the shapes' edges show (`edgeLattice`), when they show one. */
  gridPitch: number | null = null,
  /** The candles are snapped to whole CSS pixels of a screen this many device pixels per CSS
   * pixel (`Lattice.grid`, decision 211): crisp, never widened by antialiasing. */
  snapped?: number,
): RawCandle[] {
  if (cs.length < 3) return cs;
  // typical body width: the area-weighted median (a flood of small specks cannot move it)
  const byW = cs
    .filter((c) => c.bodyWidth <= maxW)
    .map((c) => ({ w: c.bodyWidth, a: c.bodyWidth * (c.yLow - c.yHigh + 1) }))
    .sort((p, q) => p.w - q.w);
  if (byW.length === 0) return [];
  const total = byW.reduce((s, e) => s + e.a, 0);
  let acc = 0;
  let mw = byW[byW.length - 1]!.w;
  for (const e of byW) {
    acc += e.a;
    if (acc >= total / 2) {
      mw = e.w;
      break;
    }
  }
  const wide = cs.filter(
    (c) => c.bodyWidth >= Math.max(1, mw * 0.5) && c.bodyWidth <= mw * 2.5 + 1,
  );
  if (wide.length < 3) return wide;
  const diffs: number[] = [];
  for (let i = 1; i < wide.length; i++) {
    const d = wide[i]!.x - wide[i - 1]!.x;
    if (d >= mw * 0.75 + 1) diffs.push(d);
  }
  const pitch = slotPitch(
    wide.map((c) => c.x),
    diffs.length ? Math.max(median(diffs) * 0.999, mw + 1) : mw + 2,
    gridPitch,
  );
  const out: RawCandle[] = [];
  const score = (c: RawCandle): number =>
    -Math.abs(c.bodyWidth - mw) * 4 +
    Math.min(mw * 3, c.yLow - c.yHigh + 1) +
    (c.yBodyBottom - c.yBodyTop + 1) * 0.01;
  // Two detections in one slot are one candle read twice, unless both are bodies of the typical
  // width side by side: candles drawn on whole pixels at a fractional pitch stand some pairs
  // closer than the pitch, touching but not sharing a column. Bodies of one or two pixels are
  // too narrow to tell from pieces of a line, and so are shapes no taller than twice their
  // width; two parts cut from one wider shape may be pieces of a line or of one candle: none of
  // these is kept this way. Neighbours also stand near each other in price (a candle opens near
  // the previous close), which a stray mark beside a candle seldom does.
  const typical = (c: RawCandle): boolean =>
    Math.abs(c.bodyWidth - mw) <= Math.max(1, mw * 0.25) && c.yLow - c.yHigh + 1 >= 2 * c.bodyWidth;
  const sideBySide = (a: RawCandle, b: RawCandle): boolean =>
    (mw >= 3 || (snapped !== undefined && mw >= snapped)) &&
    (snapped !== undefined || !(a.cut && b.cut)) &&
    typical(a) &&
    typical(b) &&
    b.x - a.x >= (a.bodyWidth + b.bodyWidth) / 2 - 0.01 &&
    Math.max(a.yHigh, b.yHigh) - Math.min(a.yLow, b.yLow) <=
      Math.max(a.yLow - a.yHigh, b.yLow - b.yHigh) &&
    (Math.abs(a.yHigh - b.yHigh) > 1 || Math.abs(a.yLow - b.yLow) > 1);
  // A dash, one or two rows tall and wider than tall (a step of a shallow line in a candle
  // colour, or a doji), gives way to a candle in the same slot that stands upright, at least as
  // tall as wide, about as wide as the others and whole (not a piece of a line, nor one cut from
  // a wider shape such as text).
  const dash = (c: RawCandle): boolean =>
    c.yLow - c.yHigh + 1 <= 2 && c.bodyWidth > c.yLow - c.yHigh + 1;
  const standing = (c: RawCandle): boolean =>
    !c.cut &&
    c.yLow - c.yHigh + 1 >= Math.max(3, c.bodyWidth) &&
    c.bodyWidth >= Math.max(2, mw * 0.6);
  // Two marks in one slot far apart in price (a legend's coloured digits along the plot's top and
  // the candle below them): the one that meets the candle before the slot is the candle.
  // (the typical height of marks taller than a dash: a dotted line's dots must not set it)
  const tall = wide.map((c) => c.yLow - c.yHigh + 1).filter((h) => h > 2);
  const range = tall.length >= wide.length * 0.2 ? median(tall) : Infinity;
  const apart = (a: RawCandle, b: RawCandle): number =>
    Math.max(0, a.yHigh - b.yLow, b.yHigh - a.yLow);
  // (a dash before the slot says little: a dotted line's dots meet each other)
  const band = plot ? (plot.bottom - plot.top) * SLOT_CONTINUITY.edgeBand : 0;
  const atEdge = (c: RawCandle): boolean =>
    plot !== undefined && (c.yLow <= plot.top + band || c.yHigh >= plot.bottom - band);
  const continues = (c: RawCandle, than: RawCandle, before: RawCandle | undefined): boolean =>
    before !== undefined &&
    atEdge(than) &&
    !dash(before) &&
    c.x - before.x <= pitch * SLOT_CONTINUITY.neighbourPitches &&
    apart(before, c) <= range * SLOT_CONTINUITY.nearRanges &&
    apart(before, than) > range * SLOT_CONTINUITY.farRanges &&
    apart(c, than) > range * SLOT_CONTINUITY.farRanges;
  const better = (c: RawCandle, than: RawCandle, before: RawCandle | undefined): boolean =>
    continues(c, than, before)
      ? true
      : continues(than, c, before)
        ? false
        : dash(than) && standing(c)
          ? true
          : dash(c) && standing(than)
            ? false
            : score(c) > score(than);
  for (const c of wide) {
    const last = out[out.length - 1];
    if (last && c.x - last.x < pitch * 0.6 && !sideBySide(last, c)) {
      if (better(c, last, out[out.length - 2])) out[out.length - 1] = c;
      continue;
    }
    out.push(c);
  }
  return onGrid(out, mw);
}

/** What the edges' pitch must show to replace the one the detections' spacing gives. */
const GRID_PITCH = {
  /** no finer than this (pixels): finer periods are the screen's pixel grid */
  min: 2,
  /** at most this share of the spacing pitch: the spacing then counts pairs two slots apart
   * (bodies that touch at 3 px, as matplotlib draws 300 candles: about 3.2 against 6.2 on the
   * breadth corpus' `dense` family, decision 141); nearer each other the two agree well enough,
   * and the coarser one keeps a legend's digit and a candle below it one slot (a crowded web
   * chart at 2.7 against 4) */
  belowSpacing: 0.6,
  /** this share of neighbouring detections one edge pitch apart (within `tolerance` of it) */
  neighbours: 0.4,
  tolerance: 0.3,
} as const;

/**
 * The slot pitch: the spacing of the detections wider apart than most of a body, unless the
 * shapes' edges show a finer grid that the detections follow. Bodies that fill their slot (a
 * dense chart, antialiased edges widening every body to the pitch) stand closer together than
 * most of a body width: their spacing then counts only the pairs two slots apart, and one
 * candle of every two would be taken for a second reading of its neighbour.
 */
function slotPitch(xs: number[], spacing: number, gridPitch: number | null): number {
  if (gridPitch === null || gridPitch < GRID_PITCH.min) return spacing;
  if (gridPitch > spacing * GRID_PITCH.belowSpacing) return spacing;
  let one = 0;
  for (let i = 1; i < xs.length; i++)
    if (Math.abs(xs[i]! - xs[i - 1]! - gridPitch) <= gridPitch * GRID_PITCH.tolerance) one++;
  return one >= (xs.length - 1) * GRID_PITCH.neighbours ? gridPitch : spacing;
}

/**
 * Candles sit on a regular grid x = phase + k * pitch. Estimate it from the typical candles and
 * drop detections that are off the grid and not typical themselves.
 */
function onGrid(cs: RawCandle[], mw: number): RawCandle[] {
  // typical width per colour (antialiasing and compression can widen one colour's bodies)
  const mwOf = [0, 1].map((k) => {
    const ws = cs.filter((c) => c.color === k && c.yLow - c.yHigh >= 2).map((c) => c.bodyWidth);
    return ws.length >= 3 ? median(ws) : mw;
  });
  const typical = (c: RawCandle): boolean => {
    const m = mwOf[c.color]!;
    return c.bodyWidth >= m * 0.75 && c.bodyWidth <= m * 1.3;
  };
  const strong = cs.filter((c) => typical(c) && c.yLow - c.yHigh >= 2);
  if (strong.length < 5 || mw < 3) return cs;
  const d: number[] = [];
  for (let i = 1; i < strong.length; i++) d.push(strong[i]!.x - strong[i - 1]!.x);
  const p0 = quantile(d, 0.15);
  if (!(p0 > mw * 0.9)) return cs;
  const units = d
    .map((v) => v / Math.max(1, Math.round(v / p0)))
    .filter((u) => Math.abs(u - p0) < p0 * 0.25);
  const p = units.length ? median(units) : p0;
  // phase: circular mean of x mod p
  let sx = 0;
  let sy = 0;
  for (const c of strong) {
    const t = (2 * Math.PI * c.x) / p;
    sx += Math.cos(t);
    sy += Math.sin(t);
  }
  if (Math.hypot(sx, sy) < strong.length * 0.5) return cs; // no clear grid
  const phase = (Math.atan2(sy, sx) / (2 * Math.PI)) * p;
  const tol = Math.max(1.5, p * 0.22);
  return cs.filter((c) => {
    const k = Math.round((c.x - phase) / p);
    const off = Math.abs(c.x - phase - k * p);
    return off <= tol || typical(c);
  });
}

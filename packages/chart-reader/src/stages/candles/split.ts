import { median, quantile } from '../../shared/stats.ts';
import { singleShape, type Blob } from './blobs.ts';
import { geometry } from './geometry.ts';
import { SNAPPED_PITCH, edgeLattice, type Lattice } from './lattice.ts';
import type { ScanContext } from './scan-context.ts';
import type { RawCandle } from './types.ts';

/**
 * The candles the shapes hold, left to right: one per shape, or one per slot where neighbours
 * of one colour drawn without a gap merged into one shape. Also the lattice the shapes' edges
 * show, when they show one.
 */
export function candlesOfShapes(
  blobs: Blob[],
  ids: Int32Array,
  ctx: ScanContext,
): { candles: RawCandle[]; lattice: Lattice | null } {
  const { plotW, plot } = ctx;
  // Geometry of each candle.
  const pairs = blobs
    .map((b) => ({ b, c: geometry(b, ids, plotW, plot, 1) }))
    .filter((p) => p.c !== null) as { b: Blob; c: RawCandle }[];
  pairs.sort((p, q) => p.c.x - q.c.x);
  // Same-colour neighbours drawn without a gap merge into one blob: split them into slots. The
  // grid comes from the shapes' edges when they show one, else from the widths of the shapes.
  const lattice = edgeLattice(
    pairs.map((p) => p.b).filter((b) => b.area >= 4 && b.y1 > b.y0 && b.x1 - b.x0 + 1 <= plotW / 8),
    plotW,
  );
  const piece = (b: Blob, x0: number, x1: number): RawCandle | null =>
    geometry({ ...b, x0, x1 }, ids, plotW, plot, 1);
  // Where the lattice leaves bodies (nearly) touching, a shape two slots wide whose rows differ
  // by one is two candles; where it leaves a clear gap between bodies, neighbours cannot touch
  // and such a shape is more likely one wide candle softened by antialiasing.
  const touching = lattice !== null && lattice.pitch - lattice.bodyWidth <= 3;
  const isSingleShape = (b: Blob): boolean => singleShape(b, ids, plotW, touching ? 0 : 1);
  const lineOf = (b: Blob, slotOf: (x: number) => number): Uint8Array | null =>
    lineColumns(b, ids, plotW, slotOf);
  const candles = lattice
    ? splitAtSlots(pairs, lattice, piece, isSingleShape, lineOf)
    : splitByWidth(pairs, piece, isSingleShape, lineOf);
  candles.sort((a, b) => a.x - b.x);
  return { candles, lattice };
}

/** The candle read from columns x0..x1 of a shape (a cut piece of it). */
export type Piece = (b: Blob, x0: number, x1: number) => RawCandle | null;

/**
 * A line drawn in a candle colour (a moving average) joins the candles it touches into one wide
 * shape. Most of its columns then hold only the line: a thin run, the same few pixels thick,
 * that shifts up or down, both edges together, within a slot as the line climbs or falls (flat
 * bodies side by side stay put across each slot, but for a wick pushing their edges out;
 * `slotOf` numbers the slots).
 * Returns those line columns, or null when the shape is not such a line.
 */
export function lineColumns(
  b: Blob,
  ids: Int32Array,
  plotW: number,
  slotOf: (x: number) => number,
): Uint8Array | null {
  const w = b.x1 - b.x0 + 1;
  if (w < 8) return null;
  const want = new Set(b.comps.map((c) => c.id + 1));
  const count = new Int32Array(w);
  const top = new Int32Array(w).fill(-1);
  const bot = new Int32Array(w).fill(-1);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++)
      if (want.has(ids[y * plotW + x]!)) {
        const k = x - b.x0;
        count[k]!++;
        if (top[k]! < 0) top[k] = y;
        bot[k] = y;
      }
  const inked = [...count].filter((n) => n > 0);
  const thick = quantile(inked, 0.25);
  const thinMax = Math.max(3, Math.ceil(thick * 1.5));
  const thin = new Uint8Array(w);
  let nThin = 0;
  for (let k = 0; k < w; k++)
    if (count[k]! > 0 && bot[k]! - top[k]! + 1 <= thinMax) {
      thin[k] = 1;
      nThin++;
    }
  if (nThin < w * 0.5) return null;
  let pairs = 0;
  let moved = 0;
  for (let k = 2; k < w; k++) {
    if (!thin[k] || !thin[k - 2] || slotOf(b.x0 + k) !== slotOf(b.x0 + k - 2)) continue;
    pairs++;
    // the whole run shifts over two columns (a wick between only pushes the edges out)
    if ((top[k]! - top[k - 2]!) * (bot[k]! - bot[k - 2]!) > 0) moved++;
  }
  return pairs >= 4 && moved >= pairs * 0.4 ? thin : null;
}

/** The shapes left when the line columns are taken out of a line drawn through candles. */
export function offLine(b: Blob, line: Uint8Array, piece: Piece): RawCandle[] {
  const out: RawCandle[] = [];
  for (let k = 0; k < line.length;) {
    if (line[k]) {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < line.length && !line[e + 1]) e++;
    const part = piece(b, b.x0 + k, b.x0 + e);
    if (part) out.push({ ...part, cut: true });
    k = e + 1;
  }
  return out;
}

/** The candles of a shape cut evenly into `k` pieces, each marked as cut. */
function cutEvenly(b: Blob, k: number, piece: Piece): RawCandle[] {
  const w = b.x1 - b.x0 + 1;
  const out: RawCandle[] = [];
  for (let j = 0; j < k; j++) {
    const part = piece(b, Math.round(b.x0 + (j * w) / k), Math.round(b.x0 + ((j + 1) * w) / k) - 1);
    if (part) out.push({ ...part, cut: true });
  }
  return out;
}

/**
 * Cuts each shape that spans two or more slot centres of the lattice at the slot boundaries.
 * Shapes drawn as one (a flat-topped bar) are kept whole, and so are shapes that hold one
 * centre or none (a candle, a speck, a short piece of a line).
 */
export function splitAtSlots(
  pairs: { b: Blob; c: RawCandle }[],
  lattice: Lattice,
  piece: Piece,
  singleShape: (b: Blob) => boolean,
  lineOf: (b: Blob, slotOf: (x: number) => number) => Uint8Array | null,
): RawCandle[] {
  if (pairs.length < 6) return pairs.map((p) => p.c);
  const { pitch, phase } = lattice;
  const out: RawCandle[] = [];
  for (const { b, c } of pairs) {
    const m0 = Math.ceil((b.x0 - phase) / pitch);
    const m1 = Math.floor((b.x1 - phase) / pitch);
    // on a screen's pixel grid, neighbours of one colour snapped a CSS pixel closer touch with
    // one slot centre or none inside them: there the bodies the width holds are the candles
    const bodies = lattice.grid
      ? Math.round((b.x1 - b.x0 + 1) / lattice.bodyWidth - SNAPPED_PITCH.widthRound)
      : 0;
    if ((m1 <= m0 && bodies < 2) || singleShape(b)) {
      out.push(c);
      continue;
    }
    // a line of a candle colour, however long, with the candles it runs through
    const line = lineOf(b, (x) => Math.round((x - phase) / pitch));
    if (line) {
      out.push(...offLine(b, line, piece));
      continue;
    }
    if (m1 - m0 >= 40 || bodies >= 40) {
      out.push(c);
      continue;
    }
    if (bodies > m1 - m0 + 1) {
      out.push(...cutEvenly(b, bodies, piece));
      continue;
    }
    let xa = b.x0;
    for (let m = m0; m <= m1; m++) {
      const xb = m === m1 ? b.x1 : Math.round(phase + (m + 0.5) * pitch) - 1;
      const part = piece(b, xa, xb);
      if (part) out.push({ ...part, cut: true });
      xa = xb + 1;
    }
  }
  return out;
}

/**
 * Without a lattice: the body width is a low quantile of the taller shapes' widths (merging only
 * widens), the pitch the median step between single candles, or for dense charts without gaps
 * the width unit shapes are whole multiples of; a shape of two or more pitches is cut evenly.
 */
export function splitByWidth(
  pairs: { b: Blob; c: RawCandle }[],
  piece: Piece,
  isSingleShape: (b: Blob) => boolean,
  lineOf: (b: Blob, slotOf: (x: number) => number) => Uint8Array | null,
): RawCandle[] {
  const h90 = quantile(
    pairs.map((p) => p.c.yLow - p.c.yHigh + 1),
    0.9,
  );
  const tallHalf = pairs.filter((p) => p.c.yLow - p.c.yHigh + 1 >= Math.max(3, h90 * 0.3));
  const mw0 =
    tallHalf.length >= 3
      ? quantile(
          tallHalf.map((p) => p.c.bodyWidth),
          0.3,
        )
      : 1;
  const steps: number[] = [];
  for (let i = 1; i < pairs.length; i++) {
    const dx = pairs[i]!.c.x - pairs[i - 1]!.c.x;
    if (
      dx >= mw0 * 0.75 + 0.5 &&
      pairs[i]!.c.bodyWidth <= mw0 * 1.3 &&
      pairs[i - 1]!.c.bodyWidth <= mw0 * 1.3
    )
      steps.push(dx);
  }
  let pitch0 = steps.length >= 3 ? median(steps) : 0;
  if (pitch0 === 0 && pairs.length >= 6 && mw0 >= 2) {
    // Dense charts without gaps: blob widths are whole multiples of the pitch.
    const gaps: number[] = [];
    const units: number[] = [];
    const byX = [...pairs].sort((p, q) => p.b.x0 - q.b.x0);
    for (let i = 0; i < byX.length; i++) {
      const w = byX[i]!.b.x1 - byX[i]!.b.x0 + 1;
      units.push(w / Math.max(1, Math.round(w / mw0)));
      if (i > 0) gaps.push(byX[i]!.b.x0 - byX[i - 1]!.b.x1 - 1);
    }
    const g = median(gaps);
    if (g <= 1) pitch0 = median(units) + Math.max(0, g);
  }
  const candles: RawCandle[] = [];
  for (const { b, c } of pairs) {
    const bw = b.x1 - b.x0 + 1;
    const k = pitch0 > 0 ? Math.round(bw / pitch0) : 1;
    if (
      pitch0 > 0 &&
      pairs.length >= 6 &&
      k >= 2 &&
      bw > Math.max(mw0 * 1.6, pitch0 * 1.5) &&
      !isSingleShape(b)
    ) {
      // a line of a candle colour, however long, with the candles it runs through
      const line = lineOf(b, (x) => Math.floor(((x - b.x0) * k) / bw));
      if (line) {
        candles.push(...offLine(b, line, piece));
        continue;
      }
      if (bw > pitch0 * 40) {
        candles.push(c);
        continue;
      }
      // the shape is cut evenly into k slots
      candles.push(...cutEvenly(b, k, piece));
    } else candles.push(c);
  }
  return candles;
}

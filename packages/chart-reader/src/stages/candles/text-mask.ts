import { connectedComponents, type Component } from '../../shared/components.ts';
import { median } from '../../shared/stats.ts';
import type { Blob } from './blobs.ts';

/** The share of the plot's height, from its top, where legends stand. */
export const LEGEND_BAND = 0.12;

/**
 * Glyphs run together and signs at a text line's end (measured on the breadth corpus' legends
 * over the plot in small monospace fonts): glyphs at least `joinedHeight` of the line's height
 * and at most `joinedWidth` heights wide; signs at least `markMin` rows tall, at most
 * `signHeight` of the line's height, within `signGap` heights of it; only on a line in the top
 * `legendBand` of the plot, where legends stand (a sign-up form's labels further down, masked
 * so, left other letters that a verdict took for candles), and whose shapes are, by the median,
 * at least `glyphShape` as wide as tall.
 */
const TEXT = {
  legendBand: LEGEND_BAND,
  glyphShape: 0.35,
  joinedHeight: 0.6,
  joinedWidth: 4,
  markMin: 3,
  signHeight: 0.8,
  signGap: 0.3,
} as const;

/** Members of rows of glyph-like blobs (text): similar tops/bottoms, tightly spaced, four or more. */
export function textRowMembers<T extends { x0: number; x1: number; y0: number; y1: number }>(
  items: T[],
): T[] {
  const sorted = [...items].sort((a, b) => a.x0 - b.x0);
  const out: T[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    const h = first.y1 - first.y0 + 1;
    if (h < 5 || h > 40) continue;
    const run = [first];
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y1 - first.y1) <= 1 && Math.abs(b.y1 - b.y0 + 1 - h) <= Math.max(2, h * 0.3))
        run.push(b);
    }
    if (run.length >= 4) out.push(...run);
  }
  return out;
}

/**
 * Boxes of text lines in an ink mask: four or more glyph-sized blobs in a row sharing a baseline,
 * with similar heights and tight spacing. Returned boxes are padded by one pixel.
 */
export function findTextBoxes(
  ink: Uint8Array,
  plotW: number,
  plotH: number,
  /** Only lines in the legend band (the top of the plot, where legends stand) whose glyphs are
   * at most `tallest` rows tall. */
  legend?: { tallest: number },
): { x0: number; y0: number; x1: number; y1: number }[] {
  const cc = connectedComponents(ink, plotW, plotH);
  const glyphs = cc.comps.filter((c) => {
    const h = c.y1 - c.y0 + 1;
    const w = c.x1 - c.x0 + 1;
    // glyphs are not solid rectangles (those are bars: volume, bodies without wicks)
    return h >= 5 && h <= 48 && w <= h * 1.3 && (w <= 2 || c.area < w * h * 0.9);
  });
  glyphs.sort((a, b) => a.x0 - b.x0);
  // the shapes a legend's line may grow over: in the legend band, down to a tall line's foot
  let band: Component[] | null = null;
  const inBand = (): Component[] =>
    (band ??= cc.comps.filter((c) => c.y0 <= plotH * TEXT.legendBand + 48));
  const used = new Set<Component>();
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (const first of glyphs) {
    if (used.has(first)) continue;
    const h = first.y1 - first.y0 + 1;
    const run = [first];
    for (const b of glyphs) {
      if (b.x0 <= run[run.length - 1]!.x1) continue;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y1 - first.y1) <= 1 && Math.abs(b.y1 - b.y0 + 1 - h) <= Math.max(2, h * 0.35))
        run.push(b);
    }
    if (run.length < 4) continue;
    // identical candles in a flat market would also line up: glyph rows are not all the same shape
    const areas = new Set(run.map((c) => c.area));
    if (areas.size < 2) continue;
    // nor are they all bodies on a wick: small candles with their lows on one row line up too
    // (the run's shapes start no other run then: each is looked at once)
    if (run.filter((c) => onStem(c, cc.ids, plotW)).length >= run.length * 0.75) {
      for (const c of run) used.add(c);
      continue;
    }
    // nor all solid strokes: thin volume bars on their baseline are not letters
    const solid = run.filter((c) => c.area >= (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) * 0.9);
    if (solid.length * 2 > run.length) continue;
    for (const c of run) used.add(c);
    // (a legend's line of letters and digits, not of slivers: candles standing in a row are not
    // extended)
    const wide = median(run.map((c) => (c.x1 - c.x0 + 1) / (c.y1 - c.y0 + 1)));
    const inLegend = Math.min(...run.map((c) => c.y0)) <= plotH * TEXT.legendBand;
    if (legend && (!inLegend || h > legend.tallest)) continue;
    if (inLegend && wide >= TEXT.glyphShape) run.push(...touchingGlyphs(run, inBand(), used));
    out.push({
      x0: Math.max(0, Math.min(...run.map((c) => c.x0)) - 1),
      y0: Math.max(0, Math.min(...run.map((c) => c.y0)) - 1),
      x1: Math.min(plotW - 1, Math.max(...run.map((c) => c.x1)) + 1),
      y1: Math.min(plotH - 1, Math.max(...run.map((c) => c.y1)) + 1),
    });
  }
  return out;
}

/**
 * Shapes at either end of a line of text that are glyphs run together (`00` of a small monospace
 * font, whose antialiased edges touch; on its baseline, within a glyph gap of its end) or signs
 * too small for a glyph (`+`; within a letter gap): within the line's rows, not solid. A
 * legend's values drawn over the plot in a candle colour end in such shapes (`O1.31400`,
 * `+0.00020`), and they were read as candles.
 */
function touchingGlyphs(
  run: readonly Component[],
  comps: readonly Component[],
  used: Set<Component>,
): Component[] {
  const top = Math.min(...run.map((c) => c.y0));
  const bottom = Math.max(...run.map((c) => c.y1));
  const h = bottom - top + 1;
  const base = median(run.map((c) => c.y1));
  // glyphs run together stand on the line's baseline and are wider than a glyph; a sign is
  // smaller than a glyph and stands a letter's gap from the line
  const kind = (c: Component): 'glyphs' | 'sign' | null => {
    const ch = c.y1 - c.y0 + 1;
    const w = c.x1 - c.x0 + 1;
    if (used.has(c) || c.y0 < top - 1 || c.y1 > bottom + 1 || c.area >= w * ch * 0.9) return null;
    if (Math.abs(c.y1 - base) <= 1 && ch >= h * TEXT.joinedHeight && w > ch * 1.3)
      return w <= h * TEXT.joinedWidth ? 'glyphs' : null;
    return ch >= TEXT.markMin && ch <= h * TEXT.signHeight && w <= h ? 'sign' : null;
  };
  // a sign stands between glyphs (`+` after a space, before its digits): a glyph within a glyph
  // gap on its other side too
  const glyphOn = (c: Component, side: -1 | 1): boolean =>
    comps.some((g) => {
      const d = side < 0 ? c.x0 - g.x1 : g.x0 - c.x1;
      const onBase =
        Math.abs(g.y1 - base) <= 1 && g.y0 >= top - 1 && g.y1 - g.y0 + 1 >= h * TEXT.joinedHeight;
      return g !== c && onBase && d > 0 && d <= h * 1.2;
    });
  const near = comps.filter((c) => kind(c) !== null);
  const out: Component[] = [];
  let x0 = Math.min(...run.map((c) => c.x0));
  let x1 = Math.max(...run.map((c) => c.x1));
  for (let grown = true; grown;) {
    grown = false;
    for (const c of near) {
      if (used.has(c)) continue;
      const gap = Math.max(c.x0 - x1, x0 - c.x1);
      if (kind(c) === 'glyphs' ? gap > h * 1.2 : gap > h * TEXT.signGap) continue;
      if (kind(c) === 'sign' && !glyphOn(c, c.x0 > x1 ? 1 : -1)) continue;
      used.add(c);
      out.push(c);
      x0 = Math.min(x0, c.x0);
      x1 = Math.max(x1, c.x1);
      grown = true;
    }
  }
  return out;
}

/**
 * Whether a shape stands like a candle, a body on its wick: one run of pixels on every row, each
 * centred on the shape's centre. Most glyphs have rows of two strokes (0, 4, 8), or strokes that
 * wander sideways (2, 5, 7); a line of text made only of I, T, + and plain 1s would pass.
 */
function onStem(c: Component, ids: Int32Array, plotW: number): boolean {
  const centre2 = c.x0 + c.x1;
  for (let y = c.y0; y <= c.y1; y++) {
    let a = -1;
    let b = -1;
    let runs = 0;
    for (let x = c.x0; x <= c.x1; x++) {
      if (ids[y * plotW + x] !== c.id + 1) continue;
      if (b !== x - 1) runs++;
      if (a < 0) a = x;
      b = x;
    }
    if (runs !== 1 || Math.abs(a + b - centre2) > 2) return false;
  }
  return true;
}

/** Drop rows of glyph-like blobs (legend text drawn in a candle colour): equal tops and bottoms, tightly spaced. */
export function removeTextRows(blobs: Blob[]): Blob[] {
  const sorted = [...blobs].sort((a, b) => a.x0 - b.x0);
  const drop = new Set<Blob>();
  for (let i = 0; i < sorted.length; i++) {
    const run = [sorted[i]!];
    const h = sorted[i]!.y1 - sorted[i]!.y0 + 1;
    if (h < 5 || h > 40) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y0 - run[0]!.y0) <= 1 && Math.abs(b.y1 - run[0]!.y1) <= 1) run.push(b);
    }
    if (run.length >= 4) for (const b of run) drop.add(b);
  }
  return blobs.filter((b) => !drop.has(b));
}

import { connectedComponents } from '../../shared/components.ts';
import { PRICE_AXIS } from './params.ts';
import { continuesLine, growLine } from './text-lines.ts';

const { lines: LINES } = PRICE_AXIS;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Share of a box's rows where its ink stands on both sides of a gap (a glyph's counter). */
function counters(ink: Uint8Array, W: number, b: Box): number {
  let rows = 0;
  for (let y = b.y0; y <= b.y1; y++) {
    const row = y * W;
    let x = b.x0;
    while (x <= b.x1 && !ink[row + x]) x++;
    let seenGap = false;
    let closed = false;
    for (; x <= b.x1; x++) {
      if (!ink[row + x]) seenGap = true;
      else if (seenGap) {
        closed = true;
        break;
      }
    }
    if (closed) rows++;
  }
  return rows / (b.y1 - b.y0 + 1);
}

/**
 * Boxes of text lines: ink blobs the size of glyphs (at most `maxH` rows tall: by default
 * judged from the height of the mask, pass the screenshot's for a strip of it), side by side on
 * one row.
 */
export function textLineBoxes(
  ink: Uint8Array,
  W: number,
  H: number,
  maxH = Math.max(12, Math.min(90, H * 0.08)),
): Box[] {
  const cc = connectedComponents(ink, W, H, true);
  const blobs: Box[] = [];
  // marks too small for glyphs: a decimal point may join the glyphs on its two sides
  const dots: Box[] = [];
  for (const c of cc.comps) {
    const cw = c.x1 - c.x0 + 1;
    const ch = c.y1 - c.y0 + 1;
    if (cw <= LINES.dotSize && ch <= LINES.dotSize) dots.push(c);
    const solid = ch <= 9 ? 0.95 : 0.8;
    if (ch < 5 || ch > maxH || cw > ch * 14 || c.area < ch * 0.6) continue;
    // a filled box is no glyph; glyphs run together (a bold, narrow font's zeros) are as solid
    // but keep their counters: rows with ink on both sides of a gap
    if (c.area <= cw * ch * solid || counters(ink, W, c) >= 0.3) blobs.push(c);
  }
  blobs.sort((a, b) => a.x0 - b.x0);
  dots.sort((a, b) => a.x0 - b.x0);
  // a point between a line's end and the glyph, in the line's lower half
  const pointBetween = (ln: Box, g: Box): boolean => {
    let lo = 0;
    let hi = dots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (dots[mid]!.x0 <= ln.x1) lo = mid + 1;
      else hi = mid;
    }
    const half = (ln.y0 + ln.y1) / 2;
    for (let i = lo; i < dots.length && dots[i]!.x0 < g.x0; i++) {
      const d = dots[i]!;
      if (d.x1 < g.x0 && d.y0 >= half && d.y1 <= ln.y1 + 1) return true;
    }
    return false;
  };
  // Glyphs stacked in a column, each a few pixels under the one before, are text written sideways
  // (an axis title beside the price labels: "Price" turned a quarter): such a glyph joins a line
  // only as the next character does, not across a word's gap (the holdout corpus' vega-002: the
  // middle label took a letter of the title 14 px after it, and was read as words; decision 195).
  const stackedBlobs = new Set<Box>();
  const widest = blobs.reduce((m, o) => Math.max(m, o.x1 - o.x0 + 1), 0);
  blobs.forEach((g, i) => {
    // blobs are sorted by their left edge: those overlapping g's columns start within `widest`
    for (let j = i - 1; j >= 0 && blobs[j]!.x0 >= g.x0 - widest; j--) stackPair(g, blobs[j]!);
    for (let j = i + 1; j < blobs.length && blobs[j]!.x0 <= g.x1; j++) stackPair(g, blobs[j]!);
  });
  function stackPair(g: Box, o: Box): void {
    const overlap = Math.min(o.x1, g.x1) - Math.max(o.x0, g.x0) + 1;
    const narrower = Math.min(o.x1 - o.x0 + 1, g.x1 - g.x0 + 1);
    const gap = Math.max(o.y0 - g.y1, g.y0 - o.y1) - 1;
    if (overlap >= LINES.stackOverlap * narrower && gap <= LINES.stackGap * (g.y1 - g.y0 + 1))
      stackedBlobs.add(g);
  }
  // ...and stands alone on its row: a digit over another label's digit, the first of a group
  // after a thousands space, has the next digit beside it
  const besideNext = (g: Box, i: number): boolean => {
    const gap = LINES.stackedMaxGap * (g.y1 - g.y0 + 1);
    for (let j = i + 1; j < blobs.length && blobs[j]!.x0 <= g.x1 + 1 + gap; j++) {
      const o = blobs[j]!;
      const rows = Math.min(o.y1, g.y1) - Math.max(o.y0, g.y0) + 1;
      if (o.x0 > g.x1 && rows >= 0.7 * Math.min(o.y1 - o.y0 + 1, g.y1 - g.y0 + 1)) return true;
    }
    return false;
  };
  blobs.forEach((g, i) => {
    if (stackedBlobs.has(g) && besideNext(g, i)) stackedBlobs.delete(g);
  });
  const joins = (ln: Box, g: Box): boolean =>
    continuesLine(ln, g, stackedBlobs.has(g) ? LINES.stackedMaxGap : LINES.maxGap) ||
    (continuesLine(ln, g, LINES.pointGap) && pointBetween(ln, g));
  // lines being built, found by the row bucket of their centre
  const lines: Box[] = [];
  const byRow = new Map<number, number[]>();
  const bucket = (y: number): number => Math.floor(y / 8);
  for (const g of blobs) {
    const yc = (g.y0 + g.y1) / 2;
    let placed = false;
    for (let b = bucket(yc) - 1; b <= bucket(yc) + 1 && !placed; b++) {
      for (const li of byRow.get(b) ?? []) {
        const ln = lines[li]!;
        if (joins(ln, g)) {
          growLine(ln, g);
          placed = true;
          break;
        }
      }
    }
    if (!placed) {
      lines.push({ x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1 });
      const b = bucket(yc);
      byRow.set(b, [...(byRow.get(b) ?? []), lines.length - 1]);
    }
  }
  // a comma or a descender hanging below a line is part of it, not a line of its own (a column
  // of a label's commas would read as a scale)
  return lines.filter(
    (l) =>
      !lines.some(
        (o) =>
          o !== l &&
          o.x1 - o.x0 > l.x1 - l.x0 &&
          l.x0 >= o.x0 &&
          l.x1 <= o.x1 &&
          l.y0 > o.y0 &&
          l.y0 <= o.y1,
      ),
  );
}

import { connectedComponents } from '../../shared/components.ts';
import type { Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';
import { segmentLine } from './glyph-segmentation.ts';
import type { TextLine } from './label-text.ts';

interface Span {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether a glyph continues a line of text: it starts at most `maxGap` line heights after the
 * line's end (or overlaps it by up to 2 px), shares most of its rows and is of a like height.
 */
export function continuesLine(ln: Span, g: Span, maxGap: number): boolean {
  const lh = ln.y1 - ln.y0 + 1;
  const gh = g.y1 - g.y0 + 1;
  const gap = g.x0 - ln.x1 - 1;
  const ov = Math.min(ln.y1, g.y1) - Math.max(ln.y0, g.y0) + 1;
  return (
    gap >= -2 &&
    gap <= maxGap * lh &&
    ov >= 0.7 * Math.min(lh, gh) &&
    gh <= lh * 1.5 &&
    lh <= gh * 1.5
  );
}

/** A line grown over a glyph that continues it. */
export function growLine(ln: Span, g: Span): void {
  ln.x1 = Math.max(ln.x1, g.x1);
  ln.y0 = Math.min(ln.y0, g.y0);
  ln.y1 = Math.max(ln.y1, g.y1);
}

/** Find text lines (label candidates) inside a box. */
export function findTextLines(
  img: RgbaImage,
  bg: Rgb,
  bx0: number,
  by0: number,
  bx1: number,
  by1: number,
): TextLine[] {
  const w = bx1 - bx0;
  const h = by1 - by0;
  if (w < 4 || h < 4) return [];
  const dmap = new Float32Array(w * h);
  const d = img.data;
  const hist = new Uint32Array(450);
  let nS = 0;
  for (let y = 0; y < h; y++) {
    let i = ((y + by0) * img.width + bx0) * 4;
    for (let x = 0; x < w; x++, i += 4) {
      const dr = d[i]! - bg[0];
      const dg = d[i + 1]! - bg[1];
      const db = d[i + 2]! - bg[2];
      const dv = Math.sqrt(dr * dr + dg * dg + db * db);
      dmap[y * w + x] = dv;
      if (dv > 25) {
        hist[Math.min(449, dv | 0)]!++;
        nS++;
      }
    }
  }
  let D = 100;
  if (nS > 0) {
    let acc = 0;
    for (let v = 0; v < 450; v++) {
      acc += hist[v]!;
      if (acc >= nS * 0.9) {
        D = v;
        break;
      }
    }
  }
  const thr = Math.max(25, Math.min(70, 0.25 * D));
  const lab = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) lab[i] = dmap[i]! > thr ? 1 : 0;
  const cc = connectedComponents(lab, w, h, true);
  const maxH = Math.max(12, Math.min(90, img.height * 0.08));
  const blobs: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (const c of cc.comps) {
    const cw = c.x1 - c.x0 + 1;
    const ch = c.y1 - c.y0 + 1;
    // glyphs are not solid boxes, but small blurred digits come close to filling theirs
    const solid = ch <= 9 ? 0.95 : 0.8;
    if (ch >= 5 && ch <= maxH && cw <= ch * 14 && c.area >= ch * 0.6 && c.area <= cw * ch * solid)
      blobs.push(c);
  }
  blobs.sort((a, b) => a.x0 - b.x0);
  const groups: { x0: number; x1: number; y0: number; y1: number }[] = [];
  for (const g of blobs) {
    let placed = false;
    for (const ln of groups) {
      if (continuesLine(ln, g, 1.5)) {
        growLine(ln, g);
        placed = true;
        break;
      }
    }
    if (!placed) groups.push({ x0: g.x0, x1: g.x1, y0: g.y0, y1: g.y1 });
  }
  const out: TextLine[] = [];
  for (const ln of groups) {
    const line = segmentLine(dmap, w, ln.x0, ln.y0, ln.x1, ln.y1, bx0, by0);
    if (line) out.push(line);
  }
  return out;
}

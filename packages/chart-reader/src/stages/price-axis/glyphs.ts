import { GLYPH_H, GLYPH_TEMPLATES, GLYPH_W } from './glyph-templates.generated.ts';

const CELLS = GLYPH_W * GLYPH_H;
const templates = GLYPH_TEMPLATES.map(([ch, aspect, cells]) => {
  const v = new Float32Array(CELLS);
  for (let i = 0; i < CELLS; i++) v[i] = (cells.charCodeAt(i) - 48) / 9;
  return { ch, aspect, logAspect: Math.log(aspect), v };
});

/** Area-resample a coverage patch (values 0..1, w x h) into the normalised glyph grid. */
export function resampleGlyph(
  cov: Float32Array,
  w: number,
  h: number,
  OW = GLYPH_W,
  OH = GLYPH_H,
): Float32Array {
  const out = new Float32Array(OW * OH);
  for (let gy = 0; gy < OH; gy++) {
    const ya = (gy * h) / OH;
    const yb = ((gy + 1) * h) / OH;
    for (let gx = 0; gx < OW; gx++) {
      const xa = (gx * w) / OW;
      const xb = ((gx + 1) * w) / OW;
      let sum = 0;
      let area = 0;
      for (let y = Math.floor(ya); y < Math.ceil(yb) && y < h; y++) {
        const wy = Math.min(yb, y + 1) - Math.max(ya, y);
        if (wy <= 0) continue;
        for (let x = Math.floor(xa); x < Math.ceil(xb) && x < w; x++) {
          const wx = Math.min(xb, x + 1) - Math.max(xa, x);
          if (wx <= 0) continue;
          sum += cov[y * w + x]! * wx * wy;
          area += wx * wy;
        }
      }
      out[gy * OW + gx] = area > 0 ? sum / area : 0;
    }
  }
  return out;
}

export interface GlyphGuess {
  ch: string;
  d: number;
}

const degraded = new Map<string, Float32Array[]>();

/** Templates as they look after rasterising at w x h pixels (small text is blurred by the pixel grid). */
function templatesAt(w: number, h: number): Float32Array[] {
  if (h >= 16) return templates.map((t) => t.v);
  const key = `${w}x${h}`;
  let list = degraded.get(key);
  if (!list) {
    list = templates.map((t) => {
      const small = resampleGlyph(t.v, GLYPH_W, GLYPH_H, w, h);
      return resampleGlyph(small, w, h);
    });
    degraded.set(key, list);
  }
  return list;
}

/** Best distance per character, sorted ascending. */
export function classifyGlyph(
  cells: Float32Array,
  aspect: number,
  pixW = 99,
  pixH = 99,
): GlyphGuess[] {
  const best = new Map<string, number>();
  const tv = templatesAt(pixW, pixH);
  const logAspect = Math.log(Math.max(0.05, aspect));
  for (let ti = 0; ti < templates.length; ti++) {
    const t = templates[ti]!;
    const v = tv[ti]!;
    const aspectGap = logAspect - t.logAspect;
    const shape = 0.15 * aspectGap * aspectGap;
    const prev = best.get(t.ch);
    // the sum only grows: stop once this template cannot beat the character's best
    const bound = prev === undefined ? Infinity : (prev - shape) * CELLS;
    let s = 0;
    for (let i = 0; i < CELLS && s < bound; i++) {
      const e = cells[i]! - v[i]!;
      s += e * e;
    }
    if (s >= bound) continue;
    const d = s / CELLS + shape;
    if (prev === undefined || d < prev) best.set(t.ch, d);
  }
  return [...best.entries()].map(([ch, d]) => ({ ch, d })).sort((a, b) => a.d - b.d);
}

export function glyphDistance(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < CELLS; i++) {
    const e = a[i]! - b[i]!;
    s += e * e;
  }
  return s / CELLS;
}

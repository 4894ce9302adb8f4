import { median } from '../../shared/stats.ts';

/** A glyph's box in the image. */
interface Glyph {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A price label that folds its leading zeros into a count, as charting libraries and exchange
 * apps write tiny prices: `0.0{4}5123` is 0.00005123 (four zeros after the point). The count
 * stands between braces, which are narrow marks that reach below the digits' baseline.
 */
export interface ZeroFold {
  /** Index of the first glyph of the count (inside the braces). */
  from: number;
  /** Glyphs of the count (one or two digits). */
  digits: number;
  /** Index of the first glyph after the closing brace. */
  rest: number;
}

/**
 * The folded zeros of a line of glyphs, or null. `baseline` and `digitH` are the row the
 * digits stand on and their height, in the glyphs' coordinates.
 */
export function findZeroFold(
  glyphs: readonly Glyph[],
  baseline: number,
  digitH: number,
): ZeroFold | null {
  if (glyphs.length < 5) return null;
  const width = (g: Glyph): number => g.x1 - g.x0 + 1;
  const below = Math.max(1, digitH * 0.1);
  const descends = (g: Glyph): boolean => g.y1 >= baseline + below;
  const typical = median(glyphs.filter((g) => !descends(g)).map(width));
  const brace = (g: Glyph): boolean => descends(g) && width(g) <= typical * 0.75;
  // something before the fold (the "0.0") and digits after it
  for (let i = 1; i < glyphs.length - 3; i++) {
    if (!brace(glyphs[i]!)) continue;
    for (const digits of [1, 2]) {
      const j = i + digits + 1;
      if (j >= glyphs.length - 1 || !brace(glyphs[j]!)) continue;
      const inside = glyphs.slice(i + 1, j);
      if (inside.some(descends)) continue;
      return { from: i + 1, digits, rest: j + 1 };
    }
  }
  return null;
}

/**
 * A folded price written out: the count of zeros after the point, then the digits (`3`, `58000`
 * -> `0.00058000`); null when the count is not one of 1-20 or the digits are not all digits.
 */
export function writtenOut(count: string, digits: string, point = '.'): string | null {
  const n = Number(count);
  if (!/^\d+$/.test(count) || !(n >= 1 && n <= 20) || !/^\d+$/.test(digits)) return null;
  return `0${point}${'0'.repeat(n)}${digits}`;
}

/**
 * A folded label's text as a number writes it: `0.0358000` read from `0.0{3}58000` by a reader
 * that drops the braces becomes `0.00058000`. Text that does not start `0.0` and a count of
 * `digits` digits comes back unchanged.
 */
export function unfoldZeros(text: string, digits: number): string {
  const t = text.trim();
  const m = /^0([.,])0(\d+)$/.exec(t);
  if (!m || m[2]!.length <= digits) return t;
  return writtenOut(m[2]!.slice(0, digits), m[2]!.slice(digits), m[1]) ?? t;
}

import { writtenOut, type ZeroFold } from './folded-zeros.ts';
import type { GlyphGuess } from './glyphs.ts';

export interface Glyph {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  cells: Float32Array;
  guesses: GlyphGuess[];
  ch: string;
}

export interface TextLine {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  glyphs: Glyph[];
  /** punctuation: '.', ',' or ' ' with the index of the glyph it follows */
  punct: { after: number; ch: string }[];
  text: string;
  value: number | null;
  /** Set when OCR read the label: its text stands, re-reading its glyphs changes nothing. */
  ocr?: boolean;
  /** Set when one misread digit was corrected to the value the scale's other labels give it
   * (`run-repair.ts`): its text stands too. */
  repaired?: boolean;
  /** Set when digits of the label were read as the zeros a tick label ends in
   * (`roundOffDigits`): a recogniser's reading that differs only there does not replace it. */
  roundedOff?: boolean;
  /** Leading zeros folded into a count between braces (`0.0{4}5123`): see `folded-zeros.ts`. */
  fold?: ZeroFold;
}

/** How far from its nearest reference shape a glyph may be to be read as that character. */
export const MAX_GLYPH_D = 0.3;

/** Zeros folded into a count between braces as a recogniser reads them (`0.0{3}71000`, its
 * braces read as braces, parentheses or brackets): the point, the count and the digits. */
const FOLDED_TEXT = /^0([.,])0[{([](\d{1,2})[})\]](\d+)$/;

/** Parse a label such as `1.08420`, `3,120.5`, `61 234.50`, `2.1K`, `0.0{3}71000` into a number. */
export function parseLabel(text: string): number | null {
  let t = text.trim();
  const folded = FOLDED_TEXT.exec(t.replace(/[\s\u00a0\u202f]/g, ''));
  if (folded) t = writtenOut(folded[2]!, folded[3]!, folded[1]) ?? t;
  let mult = 1;
  const suf = t.slice(-1).toUpperCase();
  if (suf === 'K' || suf === 'M' || suf === 'B') {
    mult = suf === 'K' ? 1e3 : suf === 'M' ? 1e6 : 1e9;
    t = t.slice(0, -1).trim();
  }
  t = t.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(t) || !/\d$/.test(t)) return null;
  const dots = (t.match(/\./g) ?? []).length;
  const commas = (t.match(/,/g) ?? []).length;
  let norm: string;
  if (dots && commas) {
    const lastDot = t.lastIndexOf('.');
    const lastComma = t.lastIndexOf(',');
    norm = lastDot > lastComma ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
    if ((norm.match(/\./g) ?? []).length > 1) return null;
  } else if (commas > 1 || dots > 1) {
    // one separator throughout, read at a size where a comma and a point look alike: groups of
    // three are thousands, and a last group of another length follows the decimal point
    const parts = t.split(commas ? ',' : '.');
    const last = parts[parts.length - 1]!;
    const middle = parts.slice(1, -1);
    if (parts[0]!.length > 3 || !middle.every((p) => p.length === 3)) return null;
    norm = last.length === 3 ? parts.join('') : `${parts.slice(0, -1).join('')}.${last}`;
  } else if (commas) {
    const parts = t.split(',');
    norm = parts[1]!.length === 3 ? parts.join('') : parts.join('.');
  } else norm = t;
  const v = Number(norm) * mult;
  return Number.isFinite(v) ? v : null;
}

/** A folded label's text written out (`0.0{3}58` as `0.00058`), from its count and its digits. */
function unfoldedText(line: TextLine, fold: ZeroFold): string {
  const chars = (gs: Glyph[]): string => gs.map((g) => g.ch).join('');
  const count = chars(line.glyphs.slice(fold.from, fold.from + fold.digits));
  return writtenOut(count, chars(line.glyphs.slice(fold.rest))) ?? '?';
}

export function composeText(line: TextLine): void {
  if (line.ocr || line.repaired) return;
  if (line.fold) {
    line.text = unfoldedText(line, line.fold);
    line.value = line.text.includes('?') ? null : parseLabel(line.text);
    return;
  }
  const compose = (): string => {
    let s = '';
    line.glyphs.forEach((g, k) => {
      s += g.ch;
      for (const p of line.punct) if (p.after === k) s += p.ch;
    });
    return s;
  };
  let s = compose();
  // A price label never starts with a zero before another digit ("027.80"): its first glyph is
  // another digit the font draws unlike the reference shapes (a serif 1). Its next best reading
  // that is a digit other than zero is taken instead.
  const first = line.glyphs[0];
  if (first && /^0[\s\u00a0\u202f']*\d/.test(s)) {
    const alt = first.guesses.find((g) => g.ch >= '1' && g.ch <= '9' && g.d <= MAX_GLYPH_D * 1.5);
    first.ch = alt ? alt.ch : '?';
    s = compose();
  }
  line.text = s;
  line.value = s.includes('?') ? null : parseLabel(s);
}

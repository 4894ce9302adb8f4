import { parseLabel, type TextLine } from './label-text.ts';

/** A label beside a scale's run: its text line and row. */
export interface LooseLabel {
  line: TextLine;
  y: number;
}

/**
 * The label with one digit changed so that its value is the one the scale gives its row, or
 * null when no single digit does it. Evenly spaced labels form one arithmetic (or geometric)
 * sequence: a label off the sequence by one digit is a misread glyph (a 1 read as a 3 in a font
 * the reader has not seen), not another scale's label.
 */
export function oneDigitFix(line: TextLine, expected: number, tolerance: number): TextLine | null {
  const s = line.text;
  let best: { text: string; value: number; err: number } | null = null;
  for (let i = 0; i < s.length; i++) {
    if (s[i]! < '0' || s[i]! > '9') continue;
    for (let d = 0; d <= 9; d++) {
      const ch = String(d);
      if (ch === s[i]) continue;
      const text = s.slice(0, i) + ch + s.slice(i + 1);
      const value = parseLabel(text);
      if (value === null) continue;
      const err = Math.abs(value - expected);
      if (err <= tolerance && (!best || err < best.err)) best = { text, value, err };
    }
  }
  return best ? { ...line, text: best.text, value: best.value, repaired: true } : null;
}

/**
 * The labels of the column off the run's fit that one changed digit puts on it, corrected.
 * `price` gives the run's price at a row; `tolerance` is how far off (in price) a label may be.
 */
export function repairedByRun<L extends LooseLabel>(
  rest: readonly L[],
  price: (y: number) => number,
  tolerance: number,
): Map<L, TextLine> {
  const out = new Map<L, TextLine>();
  for (const r of rest) {
    if (r.line.value === null || r.line.ocr) continue;
    const expected = price(r.y);
    if (Math.abs(r.line.value - expected) <= tolerance) continue;
    const fixed = oneDigitFix(r.line, expected, tolerance);
    if (fixed) out.set(r, fixed);
  }
  return out;
}

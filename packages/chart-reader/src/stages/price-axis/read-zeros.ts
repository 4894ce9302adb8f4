import { fitAxis, type Cand } from './axis-fit.ts';
import { onTickGrid } from './digit-repair.ts';
import { parseLabel } from './label-text.ts';

/**
 * `roundOffDigits` for labels the recogniser read (their glyphs no longer make their text): a
 * font whose zero carries a slash or a dot, a few pixels tall, is read with its zeros as eights
 * (`0.64000` as `0.64888`, on every label: the step is right and every price off by the same
 * amount, which the fit cannot see). From the last digit on, a place where every tick label
 * shows an eight is read as zeros, when that keeps every label the fit explained (decision 194).
 * Only eights, and only where no zero was read right after them: the recogniser gives no second
 * guesses to check a digit's shape against a zero's, and a scale whose labels all write an eight
 * before zeros (`43800.00`, `42800.00`: fifths of a range) is written as it reads. The labels
 * changed are marked as `roundOffDigits` marks them.
 */
export function roundOffReadZeros(cands: Cand[], tolPx: number, inliers: number): boolean {
  const ticks = onTickGrid(cands);
  if (ticks.length < 3 || !ticks.every((c) => c.line.ocr)) return false;
  const decimals = (t: string): number => /[.,](\d+)$/.exec(t.trim())?.[1]?.length ?? 0;
  if (new Set(ticks.map((c) => decimals(c.line.text))).size > 1) return false;
  // the index of the k-th digit from the right (1: the last), or -1
  const digitAt = (t: string, k: number): number => {
    for (let i = t.length - 1, n = 0; i >= 0; i--)
      if (t[i]! >= '0' && t[i]! <= '9' && ++n === k) return i;
    return -1;
  };
  let changed = false;
  for (let k = 1; ; k++) {
    const at = ticks.map((c) => digitAt(c.line.text, k));
    if (at.some((i) => i < 0) || !ticks.every((c, j) => c.line.text[at[j]!] === '8')) break;
    const before = ticks.map((c) => ({ text: c.line.text, value: c.line.value }));
    ticks.forEach((c, j) => {
      const i = at[j]!;
      c.line.text = `${c.line.text.slice(0, i)}0${c.line.text.slice(i + 1)}`;
      c.line.value = parseLabel(c.line.text);
    });
    const r = cands.every((c) => c.line.value !== null) ? fitAxis(cands, tolPx) : null;
    if (!r?.fit || r.fit.inliers.length < inliers) {
      ticks.forEach((c, j) => Object.assign(c.line, before[j]));
      break;
    }
    for (const c of ticks) c.line.roundedOff = true;
    changed = true;
  }
  return changed;
}

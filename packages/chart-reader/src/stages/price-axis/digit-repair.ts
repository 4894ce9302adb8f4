import { median } from '../../shared/stats.ts';
import { fitAxis, type Cand } from './axis-fit.ts';
import { glyphDistance } from './glyphs.ts';
import { composeText, MAX_GLYPH_D, type Glyph, type TextLine } from './label-text.ts';

/**
 * Glyphs of one font at one size look alike across labels. When some labels disagree with the
 * fit, try re-reading each glyph shape class as its second-best character and keep changes that
 * increase the number of labels consistent with one line.
 */
export function repairDigits(cands: Cand[], tolPx: number, baseInliers: number): boolean {
  const glyphs = cands.flatMap((c) => c.line.glyphs.filter((g) => g.guesses.length > 0));
  // Cluster glyphs by shape.
  const classes: Glyph[][] = [];
  for (const g of glyphs) {
    const cls = classes.find((k) => glyphDistance(k[0]!.cells, g.cells) < 0.02);
    if (cls) cls.push(g);
    else classes.push([g]);
  }
  let bestInl = baseInliers;
  let changed = false;
  const evalFit = (): number => {
    for (const c of cands) composeText(c.line);
    const ok = cands.filter((c) => c.line.value !== null);
    const r = ok.length >= 2 ? fitAxis(ok, tolPx) : null;
    return r?.fit ? r.fit.inliers.length - (cands.length - ok.length) : 0;
  };
  // Tick labels end in zeros: a re-reading that leaves the labels fewer trailing zeros must
  // win two more labels, not one (a last-price label a pixel off can be won by shifting every
  // tick label by the same small amount).
  const trailingZeros = (): number => {
    let z = 0;
    for (const c of cands) {
      const ds = c.line.glyphs.map((g) => g.ch);
      for (let k = ds.length - 1; k >= 0 && ds[k] === '0'; k--) z++;
    }
    return z;
  };
  for (const cls of [...classes, ...classes]) {
    const orig = cls.map((g) => g.ch);
    const alts = '0123456789'.split('').filter((ch) => ch !== cls[0]!.ch);
    const zeros = trailingZeros();
    let keep: string | null = null;
    for (const alt of alts) {
      for (const g of cls) g.ch = alt;
      const n = evalFit();
      if (n > bestInl + (trailingZeros() < zeros ? 1 : 0)) {
        bestInl = n;
        keep = alt;
      }
    }
    if (keep) {
      for (const g of cls) g.ch = keep;
      changed = true;
    } else cls.forEach((g, i) => (g.ch = orig[i]!));
  }
  for (const c of cands) composeText(c.line);
  return changed;
}

/**
 * The labels at the rows of the axis' ticks: evenly spaced (a whole number of the typical gap
 * from one another, within a sixth of it), the largest such set.
 */
export function onTickGrid(cands: Cand[]): Cand[] {
  const ys = cands.map((c) => c.y).sort((a, b) => a - b);
  const gaps = ys.slice(1).map((y, i) => y - ys[i]!);
  const gap = median(gaps);
  if (!(gap > 2)) return cands;
  let best: Cand[] = [];
  for (const ref of cands) {
    const on = cands.filter((c) => {
      const k = (c.y - ref.y) / gap;
      return Math.abs(k - Math.round(k)) <= 1 / 6;
    });
    if (on.length > best.length) best = on;
  }
  return best;
}

/** How much worse than its best reading a glyph's zero reading may be to be read as a zero. */
const ZERO_MARGIN = 0.05;

/**
 * Tick labels are round numbers: the labels of an axis end in zeros down to its step. A zero
 * that compression or a small face makes look like another digit, at the same place on every
 * label ("1.11000" read as "1.11900" on all of them), moves all the labels by the same amount,
 * so the fit cannot see it; a slashed or dotted zero reads as an eight on some labels and not
 * on others ("43880.00", "41800.00"). Reading the labels' digits from the right, a place where
 * the labels that do not show a zero all show the same other digit whose shape also reads as a
 * zero is read as zeros, when that keeps every label the fit explained. The labels changed are
 * marked, so that a recogniser that misreads the same face does not undo it.
 */
export function roundOffDigits(cands: Cand[], tolPx: number, inliers: number): boolean {
  // the same place from the right is the same decimal place only when every label has as many
  // digits after its decimal point
  const decimals = (l: TextLine): number => {
    const p = l.punct.filter((q) => q.ch === '.').pop();
    return p ? l.glyphs.length - 1 - p.after : 0;
  };
  // tick labels only: a last-price pill between two ticks is not a round number
  const ticks = onTickGrid(cands);
  if (ticks.length < 3) return false;
  // labels the recogniser read keep its text whatever their glyphs say (`roundOffReadZeros`)
  if (ticks.every((c) => c.line.ocr)) return false;
  if (new Set(ticks.map((c) => decimals(c.line))).size > 1) return false;
  let changed = false;
  for (let k = 1; ; k++) {
    const at = ticks.map((c) => c.line.glyphs[c.line.glyphs.length - k]);
    if (at.some((g) => !g || g.ch < '0' || g.ch > '9')) break;
    const other = at.filter((g) => g!.ch !== '0') as Glyph[];
    if (other.length === 0) continue;
    // one misread repeated on the labels that show it
    if (
      new Set(other.map((g) => g.ch)).size > 1 ||
      !other.every((g) =>
        g.guesses.some(
          (q) => q.ch === '0' && q.d <= Math.min(MAX_GLYPH_D, g.guesses[0]!.d + ZERO_MARGIN),
        ),
      )
    )
      break;
    const orig = other[0]!.ch;
    for (const g of other) g.ch = '0';
    for (const c of cands) composeText(c.line);
    const r = cands.every((c) => c.line.value !== null) ? fitAxis(cands, tolPx) : null;
    if (!r?.fit || r.fit.inliers.length < inliers) {
      for (const g of other) g.ch = orig;
      for (const c of cands) composeText(c.line);
      break;
    }
    for (const c of ticks)
      if (other.some((g) => c.line.glyphs.includes(g))) c.line.roundedOff = true;
    changed = true;
  }
  return changed;
}

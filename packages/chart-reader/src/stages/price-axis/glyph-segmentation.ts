import { median, quantile } from '../../shared/stats.ts';
import { classifyGlyph, resampleGlyph } from './glyphs.ts';
import { findZeroFold } from './folded-zeros.ts';
import { composeText, MAX_GLYPH_D, type Glyph, type TextLine } from './label-text.ts';

/** Split one text line into glyphs by its column ink profile and read them. */
export function segmentLine(
  dmap: Float32Array,
  w: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  ox: number,
  oy: number,
): TextLine | null {
  // Allow punctuation below the baseline.
  const lh = y1 - y0 + 1;
  const ya = y0;
  const yb = y1 + Math.max(1, Math.round(lh * 0.25));
  const H = Math.floor(dmap.length / w);
  const yEnd = Math.min(H - 1, yb);
  const lw = x1 - x0 + 1;
  const vals: number[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) vals.push(dmap[y * w + x]!);
  const peak = Math.max(
    1,
    quantile(
      vals.filter((v) => v > 20),
      0.95,
    ),
  );
  const cov = (x: number, y: number): number => Math.min(1, dmap[y * w + x]! / peak);
  const colMax = new Float32Array(lw);
  for (let x = x0; x <= x1; x++) {
    let m = 0;
    for (let y = y0; y <= y1; y++) m = Math.max(m, cov(x, y));
    colMax[x - x0] = m;
  }
  // segments of ink columns
  const segs: [number, number][] = [];
  let s = -1;
  for (let i = 0; i <= lw; i++) {
    const ink = i < lw && colMax[i]! >= 0.45;
    if (ink && s < 0) s = i;
    if (!ink && s >= 0) {
      segs.push([s, i - 1]);
      s = -1;
    }
  }
  // split over-wide segments (touching glyphs) into pieces of the typical digit width
  // the first and last rows (-1 when none) with ink in columns a..b (image-relative)
  const inkRows = (a: number, b: number): { t: number; bt: number } => {
    let t = -1;
    let bt = -1;
    for (let y = ya; y <= yEnd; y++) {
      let m = 0;
      for (let x = a; x <= b; x++) m = Math.max(m, cov(x, y));
      if (m >= 0.45) {
        if (t < 0) t = y;
        bt = y;
      }
    }
    return { t, bt };
  };
  // the glyph in columns a..b and rows t..bt, resampled, and its readings
  const readBox = (a: number, b: number, t: number, bt: number) => {
    const gw = b - a + 1;
    const bh = bt - t + 1;
    const patch = new Float32Array(gw * bh);
    for (let y = 0; y < bh; y++) for (let x = 0; x < gw; x++) patch[y * gw + x] = cov(a + x, t + y);
    const cells = resampleGlyph(patch, gw, bh);
    return { cells, guesses: classifyGlyph(cells, gw / bh, gw, bh) };
  };
  // how far the ink in columns a..b (image-relative) is from the nearest glyph template
  const pieceD = (a: number, b: number): number => {
    const { t, bt } = inkRows(a, b);
    if (t < 0 || b < a) return Infinity;
    return readBox(a, b, t, bt).guesses[0]?.d ?? Infinity;
  };
  const singles = segs.map(([a, b]) => b - a + 1).filter((sw) => sw >= lh * 0.35 && sw <= lh * 0.8);
  // a line whose only lone glyphs are narrow ones (a 1) must not cut its wider digits in three;
  // digits are seldom narrower than about half their height
  const digitW = singles.length ? Math.max(median(singles), lh * 0.55) : Math.max(2, lh * 0.6);
  for (let k = 0; k < segs.length; k++) {
    const [a, b] = segs[k]!;
    const sw = b - a + 1;
    if (sw <= Math.max(digitW * 1.35, digitW + 2)) continue;
    const n = Math.max(2, Math.round((sw + 1) / (digitW + 1)));
    const pieces: [number, number][] = [];
    let start = a;
    for (let j = 1; j < n; j++) {
      const ideal = Math.round(a + (j * sw) / n);
      // of the columns next to the even cut, the one that leaves the glyphs on both sides most
      // like digits (the faintest column can be the edge of a glyph, not the gap: a 3 touching
      // a serif 0)
      const w1 = Math.round(sw / n);
      let cut = ideal;
      let bestD = Infinity;
      for (const c of [ideal, ideal - 1, ideal + 1]) {
        if (c <= start || c >= b) continue;
        const d =
          pieceD(start + x0, c - 1 + x0) +
          pieceD(c + x0, (j === n - 1 ? b : Math.min(b, c + w1 - 1)) + x0);
        if (d < bestD - 1e-9) {
          bestD = d;
          cut = c;
        }
      }
      pieces.push([start, cut - 1]);
      start = cut;
    }
    pieces.push([start, b]);
    segs.splice(k, 1, ...pieces.filter(([p, q]) => q >= p));
    k += pieces.length - 1;
  }
  const glyphs: Glyph[] = [];
  const punct: { after: number; ch: string }[] = [];
  const boxes = segs.map(([a, b]) => ({ a: a + x0, b: b + x0, ...inkRows(a + x0, b + x0) }));
  const digitBoxes = boxes.filter((bx) => bx.t >= 0 && bx.bt - bx.t + 1 >= lh * 0.7);
  if (digitBoxes.length === 0) return null;
  const baseline = median(digitBoxes.map((bx) => bx.bt));
  const topline = median(digitBoxes.map((bx) => bx.t));
  const dh = baseline - topline + 1;
  const widths = digitBoxes.map((bx) => bx.b - bx.a + 1);
  const mw = median(widths);
  let prevRight = -Infinity;
  for (const bx of boxes) {
    if (bx.t < 0) continue;
    const bh = bx.bt - bx.t + 1;
    if (glyphs.length > 0 && bx.a - prevRight - 1 > Math.max(2, mw * 0.6))
      punct.push({ after: glyphs.length - 1, ch: ' ' });
    if (bh >= dh * 0.7) {
      const { cells, guesses } = readBox(bx.a, bx.b, bx.t, bx.bt);
      const best = guesses[0];
      glyphs.push({
        x0: bx.a + ox,
        y0: bx.t + oy,
        x1: bx.b + ox,
        y1: bx.bt + oy,
        cells,
        guesses,
        ch: best && best.d <= MAX_GLYPH_D ? best.ch : '?',
      });
    } else if (
      bh <= dh * 0.45 &&
      bx.b - bx.a + 1 <= Math.max(3, mw * 0.6) &&
      bx.t >= topline + dh * 0.5 &&
      glyphs.length > 0
    ) {
      punct.push({
        after: glyphs.length - 1,
        ch: bx.bt > baseline + Math.max(0.6, dh * 0.08) ? ',' : '.',
      });
    } else if (glyphs.length > 0 || bh > dh * 0.45) {
      // something else (a dash, a symbol): mark unknown
      glyphs.push({
        x0: bx.a + ox,
        y0: bx.t + oy,
        x1: bx.b + ox,
        y1: bx.bt + oy,
        cells: new Float32Array(0),
        guesses: [],
        ch: '?',
      });
    }
    prevRight = bx.b;
  }
  readNarrowOnes(glyphs);
  const line: TextLine = {
    x0: boxes[0]!.a + ox,
    y0: topline + oy,
    x1: boxes[boxes.length - 1]!.b + ox,
    y1: baseline + oy,
    glyphs,
    punct,
    text: '',
    value: null,
  };
  const fold = findZeroFold(glyphs, baseline + oy, dh);
  if (fold) line.fold = fold;
  composeText(line);
  return line;
}

/**
 * A digit much narrower than the other digits of its label is a one. Many interface fonts
 * (Helvetica, Roboto, SF, Segoe, Arial) draw the one as a bare stroke with a flag: stretched to the
 * reference grid it resembles no reference shape (those have a foot) and reads as a 3 or a 4.
 * The other nine digits are never that narrow.
 */
function readNarrowOnes(glyphs: Glyph[]): void {
  const digits = glyphs.filter((g) => g.guesses.length > 0);
  const wide = digits
    .map((g) => g.x1 - g.x0 + 1)
    .filter((w, i) => w >= 0.45 * (digits[i]!.y1 - digits[i]!.y0 + 1));
  if (wide.length < 2) return;
  const typical = median(wide);
  for (const g of digits) {
    const w = g.x1 - g.x0 + 1;
    const h = g.y1 - g.y0 + 1;
    if (g.ch !== '1' && w <= typical * 0.6 && w <= h * 0.45) {
      g.ch = '1';
      g.guesses = [{ ch: '1', d: 0 }, ...g.guesses.filter((q) => q.ch !== '1')];
    }
  }
}

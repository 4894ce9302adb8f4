import { connectedComponents } from './components.ts';
import { robustLineFit, type Point } from './fit.ts';
import { classifyGlyph, glyphDistance, resampleGlyph, type GlyphGuess } from './glyphs.ts';
import { median, quantile, type Rgb } from './pixels.ts';
import type { AxisLabel, PriceAxis, RgbaImage } from './types.ts';

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
}

const MAX_GLYPH_D = 0.3;

/** Parse a label such as `1.08420`, `3,120.5`, `61 234.50`, `2.1K` into a number. */
export function parseLabel(text: string): number | null {
  let t = text.trim();
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
    const gh = g.y1 - g.y0 + 1;
    let placed = false;
    for (const ln of groups) {
      const lh = ln.y1 - ln.y0 + 1;
      const gap = g.x0 - ln.x1 - 1;
      const ov = Math.min(ln.y1, g.y1) - Math.max(ln.y0, g.y0) + 1;
      if (
        gap >= -2 &&
        gap <= 1.5 * lh &&
        ov >= 0.7 * Math.min(lh, gh) &&
        gh <= lh * 1.5 &&
        lh <= gh * 1.5
      ) {
        ln.x1 = Math.max(ln.x1, g.x1);
        ln.y0 = Math.min(ln.y0, g.y0);
        ln.y1 = Math.max(ln.y1, g.y1);
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

/** Split one text line into glyphs by its column ink profile and read them. */
function segmentLine(
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

export function composeText(line: TextLine): void {
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

export interface AxisResult {
  axis: PriceAxis | null;
  /** x range of the label column */
  x0: number;
  x1: number;
  textHeight: number;
  confidence: number;
  warnings: string[];
}

interface Cand {
  line: TextLine;
  y: number;
}

function fitAxis(
  cands: Cand[],
  tolPx: number,
): { scale: 'linear' | 'log'; fit: ReturnType<typeof robustLineFit> } | null {
  const lin = robustLineFit(
    cands.map((c) => ({ y: c.y, v: c.line.value! })),
    tolPx,
  );
  const logPts: Point[] = cands
    .filter((c) => c.line.value! > 0)
    .map((c) => ({ y: c.y, v: Math.log(c.line.value!) }));
  const lg = logPts.length === cands.length ? robustLineFit(logPts, tolPx) : null;
  if (!lin && !lg) return null;
  // Log only when it explains clearly more labels, or the same labels clearly better, and the
  // labels span enough of a ratio for the curvature to be visible.
  const vals = lg ? lg.inliers.map((i) => Math.exp(logPts[i]!.v)) : [];
  const ratio = vals.length ? Math.max(...vals) / Math.min(...vals) : 1;
  // A narrow range hides the curvature from the ratio test: log still wins when it explains
  // every label to within a pixel (labels sit on their ticks that closely) and a straight line
  // has to leave one out.
  if (
    lg &&
    lin &&
    cands.length >= 4 &&
    lg.inliers.length === cands.length &&
    lin.inliers.length < cands.length &&
    lg.residualPx < 1
  )
    return { scale: 'log', fit: lg };
  if (
    lg &&
    ratio > 1.04 &&
    (!lin ||
      lg.inliers.length >= lin.inliers.length + 2 ||
      (lg.inliers.length >= lin.inliers.length &&
        lin.inliers.length >= 4 &&
        lg.residualPx < lin.residualPx * 0.5 &&
        lin.residualPx > 0.5))
  )
    return { scale: 'log', fit: lg };
  return { scale: 'linear', fit: lin };
}

/**
 * Labels drawn in a box of their own colour on the axis (the last price, the crosshair's price, a
 * moving average's value) stand at their price like the plain ones, but their text is ink only
 * against the box. Boxes are runs of one colour, far from the background, wider than tall, in
 * rows that follow one another; the text in each is read against the box's colour.
 */
function boxedLines(img: RgbaImage, bg: Rgb, x0: number, x1: number): TextLine[] {
  const { width: W, height: H, data: d } = img;
  const minRun = 24;
  const near = (i: number, c: Rgb, t: number): boolean => {
    const dr = d[i]! - c[0];
    const dg = d[i + 1]! - c[1];
    const db = d[i + 2]! - c[2];
    return dr * dr + dg * dg + db * db <= t * t;
  };
  const out: TextLine[] = [];
  // the box being followed: its columns and colour, and its first row
  let box: { a: number; b: number; c: Rgb; y0: number } | null = null;
  const close = (y: number): void => {
    if (!box) return;
    const h = y - box.y0;
    if (h >= 10 && h <= 120 && box.b - box.a + 1 >= h * 1.5)
      out.push(...findTextLines(img, box.c, box.a + 1, box.y0 + 1, box.b, y - 1));
    box = null;
  };
  for (let y = 0; y < H; y++) {
    const row = y * W;
    if (box) {
      // a row of the box: its colour at both margins (text stands inside them)
      const { a, b, c } = box;
      if (near((row + a + 1) * 4, c, 30) && near((row + b - 1) * 4, c, 30)) continue;
      close(y);
    }
    // a box holds a row of one colour, far from the background, at least minRun wide; boxes
    // are ten rows or more, so every fourth row is searched and a box found is followed up to
    // its first row
    if (y % 4 !== 0) continue;
    for (let x = x0; x < x1;) {
      const i = (row + x) * 4;
      const dr = d[i]! - bg[0];
      const dg = d[i + 1]! - bg[1];
      const db = d[i + 2]! - bg[2];
      if (dr * dr + dg * dg + db * db <= 3600) {
        x++;
        continue;
      }
      const c: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
      let e = x + 1;
      while (e < x1 && near((row + e) * 4, c, 30)) e++;
      if (e - x >= minRun) {
        let y0 = y;
        while (
          y0 > 0 &&
          y - y0 < 120 &&
          near(((y0 - 1) * W + x + 1) * 4, c, 30) &&
          near(((y0 - 1) * W + e - 2) * 4, c, 30)
        )
          y0--;
        box = { a: x, b: e - 1, c, y0 };
        break;
      }
      x = e;
    }
  }
  close(H);
  return out;
}

/**
 * Find the price-axis label column in the left or right part of the image, read the labels
 * and fit the mapping. `bg` is the background colour of the image.
 */
export function readPriceAxis(img: RgbaImage, bg: Rgb, side?: 'left' | 'right'): AxisResult {
  const W = img.width;
  const H = img.height;
  const stripW = Math.max(40, Math.round(W * 0.3));
  const none: AxisResult = { axis: null, x0: 0, x1: 0, textHeight: 0, confidence: 0, warnings: [] };
  let best: { cands: Cand[]; side: 'left' | 'right'; score: number } | null = null;
  const seen = new Set<string>();
  for (const s of ['right', 'left'] as const) {
    if (side && s !== side) continue;
    const x0 = s === 'right' ? W - Math.min(W, stripW) : 0;
    const x1 = s === 'right' ? W : Math.min(W, stripW);
    const lines = [...findTextLines(img, bg, x0, 0, x1, H), ...boxedLines(img, bg, x0, x1)];
    const numeric = lines.filter((l) => l.value !== null && l.glyphs.length >= 1);
    // Cluster by aligned left or right edges.
    for (const key of ['x0', 'x1'] as const) {
      const sorted = [...numeric].sort((a, b) => a[key] - b[key]);
      for (let i = 0; i < sorted.length; i++) {
        const ref = sorted[i]!;
        const th = ref.y1 - ref.y0 + 1;
        const group = sorted.filter(
          (l) =>
            Math.abs(l[key] - ref[key]) <= Math.max(2, th * 0.35) &&
            Math.abs(l.y1 - l.y0 + 1 - th) <= Math.max(1.5, th * 0.2),
        );
        // distinct rows only
        const rows = new Set(group.map((l) => Math.round((l.y0 + l.y1) / 2 / Math.max(1, th))));
        if (rows.size < 2) continue;
        const sig = group
          .map((l) => `${l.x0},${l.y0}`)
          .sort()
          .join(' ');
        if (seen.has(sig)) continue;
        seen.add(sig);
        const cands = group.map((line) => ({
          line,
          y: (median(line.glyphs.map((g) => g.y0)) + median(line.glyphs.map((g) => g.y1))) / 2,
        }));
        // A column counts by the labels one price scale explains (a column of equal numbers,
        // such as marks misread as digits, explains none), then by its distinct rows; columns
        // nearer the image edge win ties. A label of one or two glyphs counts for less: stray
        // marks (pieces of rotated time labels, icons) read as lone digits far more often than
        // as whole prices.
        const fitted = fitAxis(cands, Math.max(1.5, th * 0.3));
        const explained = fitted?.fit ? fitted.fit.inliers.length : 0;
        const weight = fitted?.fit
          ? fitted.fit.inliers.reduce(
              (s, i) => s + Math.min(3, cands[i]!.line.glyphs.length) / 3,
              0,
            )
          : 0;
        const edgeDist =
          s === 'right' ? W - median(group.map((l) => l.x1)) : median(group.map((l) => l.x0));
        const score = (explained >= 2 ? weight * 100 : 0) + rows.size - edgeDist / W;
        if (!best || score > best.score) best = { cands, side: s, score };
      }
    }
  }
  if (!best) return { ...none, warnings: ['price axis labels not found'] };
  const th = median(best.cands.map((c) => c.line.y1 - c.line.y0 + 1));
  // Canvas text drawn 'middle' is centred on its em box, which sits lower than the digits (they
  // stand on the baseline, cap-height tall): the price is ~0.1 digit height below their centre.
  for (const c of best.cands) c.y += th * 0.1;
  snapToTicks(img, bg, best.cands, best.side, th);
  const tolPx = Math.max(1.5, th * 0.3);
  let res = fitAxis(best.cands, tolPx);
  if (res?.fit && res.fit.inliers.length < best.cands.length) {
    const improved = repairDigits(best.cands, tolPx, res.fit.inliers.length);
    if (improved) {
      best.cands = best.cands.filter((c) => c.line.value !== null);
      res = fitAxis(best.cands, tolPx);
    }
  }
  if (
    res?.fit &&
    res.fit.inliers.length >= 3 &&
    roundOffDigits(best.cands, tolPx, res.fit.inliers.length)
  )
    res = fitAxis(best.cands, tolPx);
  if (!res || !res.fit) return { ...none, warnings: ['price axis labels could not be fitted'] };
  const fit = res.fit;
  if (fit.inliers.length < 2) return { ...none, warnings: ['too few consistent price labels'] };
  const inl = new Set(fit.inliers);
  const labels: AxisLabel[] = [];
  const rejected: AxisLabel[] = [];
  best.cands.forEach((c, i) =>
    (inl.has(i) ? labels : rejected).push({ y: c.y, value: c.line.value!, text: c.line.text }),
  );
  labels.sort((a, b) => a.y - b.y);
  const warnings: string[] = [];
  let confidence =
    Math.min(1, fit.inliers.length / 5) *
    (fit.inliers.length / best.cands.length) *
    Math.exp(-fit.residualPx / Math.max(1, th));
  if (fit.inliers.length < 3) {
    warnings.push('price axis fitted from only two labels');
    confidence *= 0.5;
  }
  // the label column: the labels the scale explains (a header or footer line read as a number
  // in the same strip can be far wider)
  const inCands = best.cands.filter((_, i) => inl.has(i));
  const x0 = Math.min(...inCands.map((c) => c.line.x0));
  const x1 = Math.max(...inCands.map((c) => c.line.x1));
  return {
    axis: {
      side: best.side,
      scale: res.scale,
      labels,
      rejected,
      fit: { slope: fit.slope, intercept: fit.intercept, residual: fit.residualPx },
    },
    x0,
    x1,
    textHeight: th,
    confidence,
    warnings,
  };
}

/**
 * Labels are drawn centred on their price; the tick mark or grid line beside them marks it to the
 * pixel. For each label look, in the strip just inside the label (towards the plot), for a thin
 * horizontal line within half a text height of the label's centre; when most labels have one,
 * use it as their y.
 */
function snapToTicks(
  img: RgbaImage,
  bg: Rgb,
  cands: Cand[],
  side: 'left' | 'right',
  th: number,
): void {
  const W = img.width;
  const H = img.height;
  const d = img.data;
  const ink = (x: number, y: number): boolean => {
    const i = (y * W + x) * 4;
    return (d[i]! - bg[0]) ** 2 + (d[i + 1]! - bg[1]) ** 2 + (d[i + 2]! - bg[2]) ** 2 > 400;
  };
  const reach = Math.max(4, Math.round(th * 3));
  const snaps: (number | null)[] = cands.map((c) => {
    const xa = side === 'right' ? Math.max(0, c.line.x0 - reach) : Math.min(W - 1, c.line.x1 + 2);
    const xb = side === 'right' ? Math.max(0, c.line.x0 - 2) : Math.min(W - 1, c.line.x1 + reach);
    if (xb - xa < 3) return null;
    const rowInk = (y: number): number => {
      if (y < 0 || y >= H) return 0;
      let n = 0;
      for (let x = xa; x <= xb; x++) if (ink(x, y)) n++;
      return n / (xb - xa + 1);
    };
    const span = Math.max(1, Math.round(th * 0.5));
    const yc = Math.round(c.y);
    // Ink every row shares (an axis border line, a candle crossing the strip) is the level a
    // line must stand out from; a dotted line inks about half its row.
    const inks = new Map<number, number>();
    for (let y = yc - span - 6; y <= yc + span + 6; y++) inks.set(y, rowInk(y));
    const level = median([...inks.values()]);
    const at = (y: number): number => (inks.get(y) ?? rowInk(y)) - level;
    let bestY = -1;
    let bestD = Infinity;
    for (let y = yc - span; y <= yc + span; y++) {
      if (at(y) < 0.4) continue;
      // a thin line: rows a little above and below are mostly empty
      let top = y;
      while (at(top - 1) >= 0.4 && y - top < 3) top--;
      let bot = y;
      while (at(bot + 1) >= 0.4 && bot - y < 3) bot++;
      if (bot - top > 2 || at(top - 2) > 0.15 || at(bot + 2) > 0.15) continue;
      const mid = (top + bot) / 2;
      if (Math.abs(mid - c.y) < bestD) {
        bestD = Math.abs(mid - c.y);
        bestY = mid;
      }
    }
    return bestY >= 0 ? bestY : null;
  });
  const found = snaps.filter((v) => v !== null).length;
  if (found < Math.max(2, cands.length * 0.6)) return;
  // the offset between text centre and line must be consistent: use the median offset for all
  const offs = cands
    .map((c, i) => (snaps[i] !== null ? snaps[i]! - c.y : NaN))
    .filter((v) => Number.isFinite(v));
  const off = median(offs);
  if (offs.filter((v) => Math.abs(v - off) <= 1).length < offs.length * 0.7) return;
  cands.forEach((c, i) => {
    c.y = snaps[i] !== null && Math.abs(snaps[i]! - c.y - off) <= 1 ? snaps[i]! : c.y + off;
  });
}

/**
 * Glyphs of one font at one size look alike across labels. When some labels disagree with the
 * fit, try re-reading each glyph shape class as its second-best character and keep changes that
 * increase the number of labels consistent with one line.
 */
function repairDigits(cands: Cand[], tolPx: number, baseInliers: number): boolean {
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

/** How much worse than its best reading a glyph's zero reading may be to be read as a zero. */
const ZERO_MARGIN = 0.05;

/**
 * Tick labels are round numbers: the labels of an axis end in zeros down to its step. A zero
 * that compression or a small face makes look like another digit, at the same place on every
 * label ("1.11000" read as "1.11900" on all of them), moves all the labels by the same amount,
 * so the fit cannot see it. Reading the labels' digits from the right, a place where every
 * label shows the same other digit whose shape also reads as a zero, or only one label does and
 * the others show zeros, is read as zeros, when that keeps every label the fit explained.
 */
export function roundOffDigits(cands: Cand[], tolPx: number, inliers: number): boolean {
  // the same place from the right is the same decimal place only when every label has as many
  // digits after its decimal point
  const decimals = (l: TextLine): number => {
    const p = l.punct.filter((q) => q.ch === '.').pop();
    return p ? l.glyphs.length - 1 - p.after : 0;
  };
  if (new Set(cands.map((c) => decimals(c.line))).size > 1) return false;
  let changed = false;
  for (let k = 1; ; k++) {
    const at = cands.map((c) => c.line.glyphs[c.line.glyphs.length - k]);
    if (at.some((g) => !g || g.ch < '0' || g.ch > '9')) break;
    const other = at.filter((g) => g!.ch !== '0') as Glyph[];
    if (other.length === 0) continue;
    // one misread repeated on every label, or one label's lone misread
    if (
      (other.length !== 1 && other.length !== at.length) ||
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
    changed = true;
  }
  return changed;
}

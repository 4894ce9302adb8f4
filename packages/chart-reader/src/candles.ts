import { connectedComponents, type Component } from './shared/components.ts';
import { chroma, dist, luminance, type Rgb } from './shared/colour.ts';
import { madRatio, median, medianStep, quantile } from './shared/stats.ts';
import { fillEmptySlots } from './slots.ts';
import { edgeLattice, type Lattice } from './lattice.ts';
import type { PlotBox, RgbaImage } from './types.ts';

export interface RawCandle {
  x: number;
  yHigh: number;
  yLow: number;
  yBodyTop: number;
  yBodyBottom: number;
  bodyWidth: number;
  /** width of the narrowest row (the wick's); the body's extent shows only where it is wider */
  wickWidth?: number;
  /** 0 = colour A, 1 = colour B */
  color: 0 | 1;
  hollow: boolean;
  /** read from a part of a wider shape cut at the estimated pitch */
  cut?: boolean;
}

export interface CandleScan {
  candles: RawCandle[];
  colors: Rgb[];
  /** Top of a detected volume histogram (its bars are excluded), or null. */
  volumeTop: number | null;
  volumeBottom: number | null;
  /** wicks are drawn in a colour of their own, which bounds the bodies however narrow */
  ownWickColour: boolean;
  contentTop: number;
  contentBottom: number;
  confidence: number;
  warnings: string[];
}

export interface Cluster {
  color: Rgb;
  count: number;
}

/**
 * Seeds taken, in order of their first bin's size: compression spreads a thin candle's colour
 * over several bins, each smaller than the one bin of a small mark in a colour of its own
 * (a legend swatch, an icon), but together larger once joined to their seed.
 */
const MAX_SEEDS = 16;

/** Colour clusters of the non-background pixels of the plot (4-bit bins, greedy peak picking). */
function colorClusters(img: RgbaImage, plot: PlotBox, bg: Rgb): Cluster[] {
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const d = img.data;
  let total = 0;
  for (let y = plot.top; y < plot.bottom; y++) {
    for (let x = plot.left; x < plot.right; x++) {
      const i = (y * img.width + x) * 4;
      const r = d[i]!;
      const g = d[i + 1]!;
      const b = d[i + 2]!;
      const dr = r - bg[0];
      const dg = g - bg[1];
      const db = b - bg[2];
      if (dr * dr + dg * dg + db * db < 40 * 40) continue;
      const k = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      counts[k]! += 1;
      sums[k * 3]! += r;
      sums[k * 3 + 1]! += g;
      sums[k * 3 + 2]! += b;
      total++;
    }
  }
  const order: number[] = [];
  const minCount = Math.max(8, total * 0.002);
  for (let k = 0; k < 4096; k++) if (counts[k]! >= minCount) order.push(k);
  order.sort((a, b) => counts[b]! - counts[a]!);
  const seeds: { k: number; color: Rgb; count: number }[] = [];
  for (const k of order) {
    const kr = k >> 8;
    const kg = (k >> 4) & 15;
    const kb = k & 15;
    const near = seeds.find(
      (s) =>
        Math.max(
          Math.abs((s.k >> 8) - kr),
          Math.abs(((s.k >> 4) & 15) - kg),
          Math.abs((s.k & 15) - kb),
        ) <= 1,
    );
    if (near) {
      near.count += counts[k]!;
      continue;
    }
    if (seeds.length >= MAX_SEEDS) continue;
    const n = counts[k]!;
    seeds.push({
      k,
      color: [sums[k * 3]! / n, sums[k * 3 + 1]! / n, sums[k * 3 + 2]! / n],
      count: n,
    });
  }
  // most populous first: the caller keeps the leading few
  return seeds.map((s) => ({ color: s.color, count: s.count })).sort((a, b) => b.count - a.count);
}

interface Blob {
  comps: Component[];
  label: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  area: number;
}

function blobOf(c: Component): Blob {
  return { comps: [c], label: c.label, x0: c.x0, x1: c.x1, y0: c.y0, y1: c.y1, area: c.area };
}

/** Takes blob `b` into blob `a`: its components, its box and its area. */
function absorb(a: Blob, b: Blob): void {
  a.comps.push(...b.comps);
  a.x0 = Math.min(a.x0, b.x0);
  a.x1 = Math.max(a.x1, b.x1);
  a.y0 = Math.min(a.y0, b.y0);
  a.y1 = Math.max(a.y1, b.y1);
  a.area += b.area;
}

export function scanCandles(img: RgbaImage, plot: PlotBox, bg: Rgb, scaleHint: number): CandleScan {
  const pw = plot.right - plot.left;
  const ph = plot.bottom - plot.top;
  const empty: CandleScan = {
    candles: [],
    colors: [],
    volumeTop: null,
    volumeBottom: null,
    ownWickColour: false,
    contentTop: plot.top,
    contentBottom: plot.bottom,
    confidence: 0,
    warnings: [],
  };
  if (pw < 8 || ph < 8) return empty;
  // The eight most populous colours; a slot that a near-background colour (always an
  // antialiasing fringe) would take goes to the next colour far from all those kept instead (a
  // thin candle colour that compression spreads over few pixels), not to another shade.
  const all = colorClusters(img, plot, bg);
  const clusters = all.slice(0, 8);
  for (let k = 0; k < clusters.length; k++) {
    if (dist(clusters[k]!.color, bg) >= 55) continue;
    const next = all
      .slice(8)
      .find((c) => dist(c.color, bg) >= 55 && clusters.every((o) => dist(o.color, c.color) > 75));
    if (next) clusters[k] = next;
  }
  clusters.sort((a, b) => b.count - a.count);
  if (clusters.length === 0) return empty;
  const K = clusters.length;
  const acc = clusters.map((c) => Math.min(70, Math.max(22, 0.45 * dist(c.color, bg))));
  // Label image: nearest cluster within its acceptance radius. Colours are looked up in a
  // 15-bit table (quantisation error <= 4 per channel) instead of measured per pixel.
  const lut = new Uint8Array(32768); // 0 = background, 255 = other ink, k = cluster k
  for (let key = 0; key < 32768; key++) {
    const p: Rgb = [((key >> 10) << 3) + 4, (((key >> 5) & 31) << 3) + 4, ((key & 31) << 3) + 4];
    const dbg = dist(p, bg);
    if (dbg < 22) continue;
    let bk = -1;
    let bd = Infinity;
    for (let k = 0; k < K; k++) {
      const dk = dist(p, clusters[k]!.color);
      if (dk < bd) {
        bd = dk;
        bk = k;
      }
    }
    lut[key] = bk >= 0 && bd < acc[bk]! && bd < dbg ? bk + 1 : 255;
  }
  const lab = new Uint8Array(pw * ph);
  const d = img.data;
  const cnt = new Uint32Array(K + 1);
  const nonBg = new Uint8Array(pw * ph);
  const keys = new Uint16Array(pw * ph);
  for (let y = 0; y < ph; y++) {
    let i = ((y + plot.top) * img.width + plot.left) * 4;
    const row = y * pw;
    for (let x = 0; x < pw; x++, i += 4) {
      const key = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
      keys[row + x] = key;
      const l = lut[key]!;
      if (l === 0) continue;
      nonBg[row + x] = 1;
      if (l !== 255) {
        lab[row + x] = l;
        cnt[l]!++;
      }
    }
  }
  // Antialiasing fringes: a cluster whose pixels mostly touch another cluster and whose colour
  // lies between that cluster and the background.
  const adj = new Uint32Array((K + 1) * (K + 1));
  for (let y = 0; y < ph - 1; y++) {
    for (let x = 0; x < pw - 1; x++) {
      const a = lab[y * pw + x]!;
      if (!a) continue;
      const r = lab[y * pw + x + 1]!;
      const b = lab[(y + 1) * pw + x]!;
      if (r && r !== a) {
        adj[a * (K + 1) + r]!++;
        adj[r * (K + 1) + a]!++;
      }
      if (b && b !== a) {
        adj[a * (K + 1) + b]!++;
        adj[b * (K + 1) + a]!++;
      }
    }
  }
  const fringe = new Array<boolean>(K + 1).fill(false);
  const fringeParent = new Array<number>(K + 1).fill(0);
  for (let k = 1; k <= K; k++) {
    if (dist(clusters[k - 1]!.color, bg) < 55) fringe[k] = true;
    for (let j = 1; j <= K; j++) {
      if (j === k || clusters[j - 1]!.count < clusters[k - 1]!.count) continue;
      const frac = adj[k * (K + 1) + j]! / Math.max(1, cnt[k]!);
      if (frac > 0.3 && onSegment(clusters[k - 1]!.color, bg, clusters[j - 1]!.color)) {
        fringe[k] = true;
        fringeParent[k] = j;
      }
    }
  }
  if (fringe.some(Boolean)) {
    const drop = Uint8Array.from(fringe, (f) => (f ? 1 : 0));
    for (let i = 0; i < lab.length; i++) if (drop[lab[i]!]) lab[i] = 0;
  }
  removeHorizontalLines(lab, pw, ph, Math.max(3, Math.round(scaleHint * 3)));
  removeVerticalLines(lab, pw, ph, Math.max(2, Math.round(scaleHint * 2)));
  // Text (legends, watermarks' letters, time labels inside the box) is masked out first.
  const textBoxes = findTextBoxes(nonBg, pw, ph);
  for (const t of textBoxes)
    for (let y = t.y0; y <= t.y1; y++)
      for (let x = t.x0; x <= t.x1; x++) {
        lab[y * pw + x] = 0;
        nonBg[y * pw + x] = 0;
      }
  const cc = connectedComponents(lab, pw, ph);
  const maxW = Math.max(4, pw * 0.06);
  // Score each colour by how candle-like its blobs are.
  const scores = new Float64Array(K + 1);
  const byLabel = new Map<number, Component[]>();
  for (const c of cc.comps) {
    const list = byLabel.get(c.label) ?? [];
    list.push(c);
    byLabel.set(c.label, list);
  }
  const baselineOf = (
    list: { y1: number; x0: number; x1: number; area: number; y0: number }[],
  ): number | null => {
    const hist = new Map<number, number>();
    for (const c of list) hist.set(c.y1, (hist.get(c.y1) ?? 0) + 1);
    let by = -1;
    let bc = 0;
    for (const [y, n] of hist) {
      const n3 = n + (hist.get(y - 1) ?? 0) + (hist.get(y + 1) ?? 0);
      if (n3 > bc) {
        bc = n3;
        by = y;
      }
    }
    return bc >= Math.max(4, list.length * 0.2) && by > ph * 0.4 ? by : null;
  };
  // Column profile (top and bottom row per column) of the candidate blobs, in one pass.
  const cand = new Map<number, { c: Component; top: Int32Array; bot: Int32Array }>();
  for (const c of cc.comps) {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (!fringe[c.label] && w <= maxW && h >= 2 && h < ph * 0.92)
      cand.set(c.id + 1, { c, top: new Int32Array(w).fill(-1), bot: new Int32Array(w).fill(-1) });
  }
  for (let y = 0; y < ph; y++) {
    const row = y * pw;
    for (let x = 0; x < pw; x++) {
      const id = cc.ids[row + x]!;
      if (!id) continue;
      const e = cand.get(id);
      if (!e) continue;
      const k = x - e.c.x0;
      if (e.top[k]! < 0) e.top[k] = y;
      e.bot[k] = y;
    }
  }
  // the columns each colour's candle-like shapes stand in
  const colsOf = new Map<number, Uint8Array>();
  // and the rows they span, with their weight
  const rowsOf = new Map<number, { y0: number; y1: number; w: number }[]>();
  // A line drawn over the chart (a moving average) falls apart, once antialiased and
  // compressed, into thin steps, each continued diagonally by the next one in the very next
  // column: strokes of a line, not candles.
  const strokes = new Set<Component>();
  const thin = (c: Component): boolean => c.y1 - c.y0 <= 2 || c.x1 - c.x0 <= 1;
  const at = (x: number, y: number): number => (y >= 0 && y < ph ? cc.ids[y * pw + x]! : 0);
  for (const [label, list] of byLabel) {
    if (fringe[label]) continue;
    const byEnd = new Map<number, Component[]>();
    for (const c of list) {
      if (!thin(c)) continue;
      const ends = byEnd.get(c.x1);
      if (ends) ends.push(c);
      else byEnd.set(c.x1, [c]);
    }
    for (const c of list) {
      if (!thin(c)) continue;
      for (const o of byEnd.get(c.x0 - 1) ?? []) {
        let touch = false;
        for (let y = Math.max(o.y0, c.y0 - 1); y <= Math.min(o.y1, c.y1 + 1) && !touch; y++)
          touch =
            at(o.x1, y) === o.id + 1 &&
            (at(c.x0, y - 1) === c.id + 1 || at(c.x0, y + 1) === c.id + 1);
        if (touch) {
          strokes.add(c);
          strokes.add(o);
        }
      }
    }
  }
  const inkFill = (c: Component): number => {
    let n = 0;
    for (let y = c.y0; y <= c.y1; y++) for (let x = c.x0; x <= c.x1; x++) n += nonBg[y * pw + x]!;
    return n / ((c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1));
  };
  for (const [label, list] of byLabel) {
    if (fringe[label]) continue;
    const narrow = list.filter((c) => cand.has(c.id + 1));
    // volume histograms (one per panel): bars sharing a bottom row
    const bases: number[] = [];
    let pool = narrow.filter((c) => c.y1 - c.y0 >= 2);
    for (let k = 0; k < 3; k++) {
      const b = baselineOf(pool);
      if (b === null) break;
      bases.push(b);
      pool = pool.filter((c) => Math.abs(c.y1 - b) > 1);
    }
    const textRows = new Set(textRowMembers(narrow));
    // One candle per column: blobs stacked in the same columns (a dashed vertical line, a
    // candle and its volume bar) count once, by the best of them.
    const perColumn = new Map<number, number>();
    for (const c of narrow) {
      const w = c.x1 - c.x0 + 1;
      const h = c.y1 - c.y0 + 1;
      const fill = c.area / (w * h);
      // a bar of the histogram: filled, or its box filled with ink (a bar whose edges compression
      // split into a colour of their own)
      if (bases.some((b) => Math.abs(c.y1 - b) <= 1) && (fill > 0.85 || inkFill(c) > 0.9)) continue;
      if (textRows.has(c) || strokes.has(c)) continue;
      // specks (noise, dotted lines) say nothing of a colour's candles
      if (c.area <= 3) continue;
      const v = candleLikeness(cand.get(c.id + 1)!) * Math.sqrt(c.area);
      if (v > 0) {
        let m = colsOf.get(label);
        if (!m) colsOf.set(label, (m = new Uint8Array(pw)));
        m.fill(1, c.x0, c.x1 + 1);
        let r = rowsOf.get(label);
        if (!r) rowsOf.set(label, (r = []));
        r.push({ y0: c.y0, y1: c.y1, w: v });
      }
      const key = Math.round((c.x0 + c.x1) / 4);
      perColumn.set(key, Math.max(perColumn.get(key) ?? 0, v));
    }
    let s = 0;
    for (const v of perColumn.values()) s += v;
    scores[label] = s;
  }
  // the share of each colour's pixels in shapes wider than any candle (lines across the plot)
  const wideShare = new Float64Array(K + 1);
  for (const c of cc.comps) if (c.x1 - c.x0 + 1 > maxW) wideShare[c.label]! += c.area;
  for (let k = 1; k <= K; k++) wideShare[k]! /= Math.max(1, cnt[k]!);
  const pick = chooseColours({
    clusters,
    scores,
    adj,
    cnt,
    fringe,
    colsOf,
    rowsOf,
    wideShare,
    width: pw,
    bg,
  });
  if (!pick) return { ...empty, warnings: ['no candle-like shapes found'] };
  const { la, lb } = pick;
  let wick = pick.wick;
  // Final labelling of the chosen colours by projection onto the background->colour segment:
  // a pixel at least half covered by the colour (antialiased edges, thin wicks) belongs to it.
  const chosen = [la, lb].filter((k) => k > 0);
  const cols = chosen.map((k) => clusters[k - 1]!.color);
  const lab2 = new Uint8Array(pw * ph);
  const dirs = cols.map((c) => [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]] as Rgb);
  const len2 = dirs.map((v) => v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  const tol = dirs.map((_, k) => Math.max(20, 0.18 * Math.sqrt(len2[k]!)));
  // Clusters that are strong blends (>= 70 %) of a chosen colour with the background count as it.
  const strongBlend = new Array<boolean>(K + 1).fill(false);
  for (let k = 1; k <= K; k++) {
    const c = clusters[k - 1]!.color;
    for (let j = 0; j < dirs.length; j++) {
      const v = dirs[j]!;
      const pr = c[0] - bg[0];
      const pg = c[1] - bg[1];
      const pb = c[2] - bg[2];
      const a = (pr * v[0] + pg * v[1] + pb * v[2]) / len2[j]!;
      const res = Math.hypot(pr - a * v[0], pg - a * v[1], pb - a * v[2]);
      // JPEG can split one colour into two populations, a thin outline's apart from the wicks':
      // a shade of a candle colour as strong as the colour itself (not a fringe, part way to
      // the background), drawn almost only (95%) in shapes no wider than a candle and far nearer
      // to that colour than to the other (when there is one), is that colour
      const own =
        a >= 0.9 &&
        wideShare[k]! < 0.05 &&
        cols.every((o, m) => m === j || dist(c, o) > 2 * dist(c, cols[j]!));
      const slack = own ? 0.12 : 0.08;
      if (a >= 0.7 && a <= 1.3 && res <= Math.max(12, slack * Math.sqrt(len2[j]!)))
        strongBlend[k] = true;
    }
  }
  // Clusters that are a faded candle colour (JPEG's thin features), by candle colour (1-based);
  // a colour drawn in shapes far wider than a candle (a line across the plot) is its own.
  const faded = clusters.map((c) => desaturatedOf(c.color, bg, cols));
  for (const c of cc.comps)
    if (c.x1 - c.x0 + 1 > Math.max(maxW * 2, pw * 0.1)) faded[c.label - 1] = 0;
  const lut2 = new Uint8Array(32768);
  const partK = new Uint8Array(32768);
  const partA = new Uint8Array(32768);
  for (let key = 0; key < 32768; key++) {
    const pr = ((key >> 10) << 3) + 4 - bg[0];
    const pg = (((key >> 5) & 31) << 3) + 4 - bg[1];
    const pb = ((key & 31) << 3) + 4 - bg[2];
    let best = 0;
    let bestA = 0;
    for (let k = 0; k < dirs.length; k++) {
      const v = dirs[k]!;
      const a = (pr * v[0] + pg * v[1] + pb * v[2]) / len2[k]!;
      if (a < 0.55 || a > 1.6) continue;
      const rr = pr - a * v[0];
      const rg = pg - a * v[1];
      const rb = pb - a * v[2];
      const res = Math.sqrt(rr * rr + rg * rg + rb * rb);
      if (res > tol[k]!) continue;
      const score = Math.min(a, 1) - res / (tol[k]! * 4);
      if (score > bestA) {
        bestA = score;
        best = k + 1;
      }
    }
    // a pixel of another colour population (a dimmed volume bar, a line) is not a candle pixel
    const own = lut[key]!;
    const ownOk =
      own === 0 ||
      own === 255 ||
      chosen.includes(own) ||
      (fringe[own] && (fringeParent[own] === 0 || chosen.includes(fringeParent[own]!))) ||
      strongBlend[own]!;
    if (best && !ownOk) best = 0;
    if (!best) {
      // a thin feature whose hue JPEG faded
      const d = desaturatedOf([pr + bg[0], pg + bg[1], pb + bg[2]], bg, cols);
      if (d && (ownOk || (own > 0 && own < 255 && faded[own - 1] === d))) best = d;
    }
    lut2[key] = best;
    if (best) continue;
    // partial coverage: a thin line antialiased over two columns (its pixels are blends of the
    // colour with the background, a population of their own)
    for (let k = 0; k < dirs.length; k++) {
      if (!ownOk && !(own > 0 && own < 255 && onSegment(clusters[own - 1]!.color, bg, cols[k]!)))
        continue;
      const v = dirs[k]!;
      const a = (pr * v[0] + pg * v[1] + pb * v[2]) / len2[k]!;
      if (a < 0.2 || a >= 0.8) continue;
      const res = Math.hypot(pr - a * v[0], pg - a * v[1], pb - a * v[2]);
      if (res <= tol[k]! * 0.75) {
        partK[key] = k + 1;
        partA[key] = Math.round(a * 100);
      }
    }
  }
  for (let i = 0; i < pw * ph; i++) if (nonBg[i]) lab2[i] = lut2[keys[i]!]!;
  joinSplitLines(lab2, keys, nonBg, partK, partA, pw, ph);
  removeHorizontalLines(lab2, pw, ph, Math.max(3, Math.round(scaleHint * 3)));
  removeVerticalLines(lab2, pw, ph, Math.max(2, Math.round(scaleHint * 2)));
  const cc2 = connectedComponents(lab2, pw, ph);
  // A body with a wick of the shared wick colour above or below it is a candle, however much a
  // row of flat ones standing on one row looks like a volume histogram.
  const wicked = (b: Blob): boolean => {
    if (wick <= 0) return false;
    const xm = Math.floor((b.x0 + b.x1) / 2);
    for (let x = Math.max(0, xm - 1); x <= Math.min(pw - 1, xm + 1); x++)
      if (
        (b.y0 > 0 && lab[(b.y0 - 1) * pw + x] === wick) ||
        (b.y1 + 1 < ph && lab[(b.y1 + 1) * pw + x] === wick)
      )
        return true;
    return false;
  };
  // ... and most bodies have one: a colour that only stands beside them (text, a crosshair) is not
  // their wicks
  if (wick > 0) {
    const bodies = cc2.comps.filter((c) => c.area >= 6 && c.y1 > c.y0).map(blobOf);
    if (bodies.filter(wicked).length < bodies.length * 0.5) wick = -1;
  }
  // Blobs of the chosen colours, merged across occlusions (lines drawn over a candle).
  let blobs: Blob[] = cc2.comps.map(blobOf);
  blobs = joinDiagonal(blobs, cc2.ids, pw, ph, maxW);
  blobs = mergeOccluded(blobs, nonBg, cc2.ids, pw, Math.max(6, Math.round(ph * 0.03)));
  // Volume histogram: many filled rectangles sharing one bottom row.
  const rects = blobs.filter(
    (b) => b.y1 - b.y0 >= 2 && b.area / ((b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1)) > 0.85,
  );
  let volumeTop: number | null = null;
  let volumeBottom: number | null = null;
  let restRects = rects;
  const baseTol = Math.max(2, Math.round(scaleHint));
  for (let round = 0; round < 3; round++) {
    const vb = baselineOf(restRects);
    if (vb === null) break;
    restRects = restRects.filter((b) => Math.abs(b.y1 - vb) > 1);
    // bars standing on the baseline: nearly every column of the blob reaches the baseline
    // (merged neighbouring bars too); a candle reaches its low only with its wick. The
    // tolerance covers a bar edge antialiased or blurred by compression over a pixel or two.
    const isVol = (b: Blob): boolean => {
      if (Math.abs(b.y1 - vb) > 1 || wicked(b)) return false;
      const want = new Set(b.comps.map((c) => c.id + 1));
      const ya = Math.max(b.y0, vb - baseTol);
      const yb = Math.min(b.y1, vb + baseTol);
      let n = 0;
      for (let x = b.x0; x <= b.x1; x++) {
        for (let y = ya; y <= yb; y++)
          if (want.has(cc2.ids[y * pw + x]!)) {
            n++;
            break;
          }
      }
      return n >= (b.x1 - b.x0 + 1) * 0.85;
    };
    let vols = blobs.filter(isVol);
    if (vols.length < Math.max(4, blobs.length * 0.15)) break;
    // Bars drawn as thin lines, much narrower than the candle bodies, cannot merge into a wide
    // solid block: a wide blob on their baseline is a candle whose body reaches the baseline.
    const barW = median(vols.map((b) => b.x1 - b.x0 + 1));
    const rest = blobs.filter((b) => !vols.includes(b));
    // the width of the larger blobs (specks and line pieces are many but small)
    const big = rest.filter((b) => b.area >= 12 && b.y1 - b.y0 >= 2);
    const bodyW = big.length >= 3 ? median(big.map((b) => b.x1 - b.x0 + 1)) : 0;
    if (barW <= 2 && bodyW >= barW * 2 + 2)
      vols = vols.filter((b) => b.x1 - b.x0 + 1 <= barW * 2 + 1);
    if (volumeTop === null) {
      volumeTop = Math.min(...vols.map((b) => b.y0)) + plot.top;
      volumeBottom = vb + plot.top;
    }
    blobs = blobs.filter((b) => !vols.includes(b));
  }
  blobs = blobs.filter((b) => b.y1 - b.y0 + 1 < ph * 0.97);
  blobs = removeTextRows(blobs);
  blobs = dropEnclosedFills(blobs, maxW);
  // Geometry of each candle.
  const pairs = blobs
    .map((b) => ({ b, c: geometry(b, cc2.ids, pw, plot, 1) }))
    .filter((p) => p.c !== null) as { b: Blob; c: RawCandle }[];
  pairs.sort((p, q) => p.c.x - q.c.x);
  // Same-colour neighbours drawn without a gap merge into one blob: split them into slots. The
  // grid comes from the shapes' edges when they show one, else from the widths of the shapes.
  const lattice = edgeLattice(
    pairs.map((p) => p.b).filter((b) => b.area >= 4 && b.y1 > b.y0 && b.x1 - b.x0 + 1 <= pw / 8),
    pw,
  );
  const piece = (b: Blob, x0: number, x1: number): RawCandle | null =>
    geometry({ ...b, x0, x1 }, cc2.ids, pw, plot, 1);
  // Where the lattice leaves bodies (nearly) touching, a shape two slots wide whose rows differ
  // by one is two candles; where it leaves a clear gap between bodies, neighbours cannot touch
  // and such a shape is more likely one wide candle softened by antialiasing.
  const touching = lattice !== null && lattice.pitch - lattice.bodyWidth <= 3;
  const isSingleShape = (b: Blob): boolean => singleShape(b, cc2.ids, pw, touching ? 0 : 1);
  const lineOf = (b: Blob, slotOf: (x: number) => number): Uint8Array | null =>
    lineColumns(b, cc2.ids, pw, slotOf);
  const candles = lattice
    ? splitAtSlots(pairs, lattice, piece, isSingleShape, lineOf)
    : splitByWidth(pairs, piece, isSingleShape, lineOf);
  candles.sort((a, b) => a.x - b.x);
  const cleaned = fillEmptySlots(
    splitAndFilter(dropMiniatureBand(candles, Math.max(8, Math.round(3 * scaleHint + 5))), maxW),
    { lab: lab2, width: pw, height: ph, ink: nonBg, lattice: lattice?.pitch ?? null },
    plot,
    volumeTop ?? plot.bottom,
  );
  if (wick > 0)
    extendNeutralWicks(
      cleaned,
      lab,
      nonBg,
      wick,
      plot,
      pw,
      ph,
      Math.max(3, Math.round(scaleHint * 3)),
    );
  extendFadedWicks(
    cleaned,
    img,
    plot,
    cols,
    bg,
    nonBg,
    Math.max(1, Math.round(scaleHint)),
    volumeTop === null ? ph : volumeTop - plot.top,
  );
  const warnings: string[] = [];
  if (lb < 0) warnings.push('only one candle colour found');
  if (volumeBottom !== null) {
    const n = estimateMergedLows(cleaned, volumeBottom);
    if (n > 0)
      warnings.push(
        `the lower wicks of ${n} candle${n === 1 ? '' : 's'} run into the volume bars: their lows are estimated`,
      );
  }
  const widths = cleaned.map((c) => c.bodyWidth);
  const conf =
    cleaned.length >= 5
      ? Math.min(1, cleaned.length / 20) *
        (widths.length ? Math.min(1, 3 / (1 + madRatio(widths))) : 0)
      : 0.2;
  return {
    candles: cleaned,
    colors: cols,
    volumeTop,
    volumeBottom,
    ownWickColour: wick > 0,
    contentTop: cleaned.length ? Math.min(...cleaned.map((c) => c.yHigh)) : plot.top,
    contentBottom: cleaned.length ? Math.max(...cleaned.map((c) => c.yLow)) : plot.bottom,
    confidence: Math.min(1, conf),
    warnings,
  };
}

/**
 * Wicks drawn in a colour of their own (grey for both directions) are not part of the body
 * shapes: each candle's high and low are where the wick colour, running on from the body in the
 * candle's centre columns, ends.
 */
function extendNeutralWicks(
  cs: RawCandle[],
  lab: Uint8Array,
  ink: Uint8Array,
  wick: number,
  plot: PlotBox,
  pw: number,
  ph: number,
  cross: number,
): void {
  for (const c of cs) {
    const xc = Math.round(c.x - plot.left);
    const reach = c.bodyWidth >= 3 ? 1 : 0;
    const inked = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(pw - 1, xc + reach); x++)
        if (lab[y * pw + x] === wick) return true;
      return false;
    };
    // a line drawn across the wick (a moving average) hides a few of its rows: the wick goes on
    // where its colour comes back after no more than `cross` rows of other ink
    const other = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(pw - 1, xc + reach); x++)
        if (ink[y * pw + x]) return true;
      return false;
    };
    const walk = { isWick: inked, covered: other, cross, bareGap: 0, confirm: 1 };
    const top = walkWick(Math.round(Math.min(c.yHigh, c.yBodyTop) - plot.top), -1, walk);
    const bot = walkWick(Math.round(Math.max(c.yLow, c.yBodyBottom) - plot.top), 1, walk);
    c.yHigh = Math.min(c.yHigh, top + plot.top);
    c.yLow = Math.max(c.yLow, bot + plot.top);
  }
}

/**
 * Where a wick running from row `from` in direction `dir` ends: row by row while `isWick`, and
 * across a line drawn over it of at most `cross` rows, when every row of the line is `covered`
 * (or it is no more than `bareGap` rows) and the wick shows again for `confirm` rows beyond it.
 */
function walkWick(
  from: number,
  dir: 1 | -1,
  w: {
    isWick: (y: number) => boolean;
    covered: (y: number) => boolean;
    cross: number;
    bareGap: number;
    confirm: number;
  },
): number {
  let end = from;
  for (;;) {
    if (w.isWick(end + dir)) {
      end += dir;
      continue;
    }
    let g = 1;
    let covered = w.covered(end + dir);
    while (g <= w.cross && !w.isWick(end + (g + 1) * dir)) {
      g++;
      covered &&= w.covered(end + g * dir);
    }
    if (g > w.cross || !(covered || g <= w.bareGap)) return end;
    for (let k = 2; k <= w.confirm; k++) if (!w.isWick(end + (g + k) * dir)) return end;
    end += (g + w.confirm) * dir;
  }
}

/**
 * A wick one pixel thin loses most of its hue to JPEG (and its antialiased column to the
 * background), and so the colour population it is counted in: it can end short of the real high
 * or low. Each candle's wick runs on, in its centre columns, while the pixels there are still at
 * least half its colour's way from the background, in colour or in brightness, and the line
 * stays thin (background two columns out on both sides); a few rows of a line crossing it are
 * stepped over.
 */
function extendFadedWicks(
  cs: RawCandle[],
  img: RgbaImage,
  plot: PlotBox,
  cols: Rgb[],
  bg: Rgb,
  ink: Uint8Array,
  reach: number,
  /** plot row the wicks stop above (a volume pane's top) */
  floor: number,
): void {
  const pw = plot.right - plot.left;
  const ph = plot.bottom - plot.top;
  const d = img.data;
  const tints = cols.map((c) => {
    const v = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
    const len2 = v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]!;
    const tol = Math.max(20, 0.18 * Math.sqrt(len2));
    // or by brightness, which compression keeps per pixel, with what hue is left pointing the
    // colour's way (a grey crosshair has none)
    const dy = luminance(c) - luminance(bg);
    const cc = chroma(c);
    const cb = chroma(bg);
    const hv = [cc[0] - cb[0], cc[1] - cb[1]] as const;
    const hv2 = hv[0] * hv[0] + hv[1] * hv[1];
    const byBrightness = Math.abs(dy) >= 30 && hv2 >= 25 * 25;
    const hueTol2 = (0.2 * Math.sqrt(hv2) + 6) ** 2;
    const tol2 = tol * tol;
    return (x: number, y: number): boolean => {
      const i = ((y + plot.top) * img.width + x + plot.left) * 4;
      const pr = d[i]! - bg[0];
      const pg = d[i + 1]! - bg[1];
      const pb = d[i + 2]! - bg[2];
      if (byBrightness) {
        const ay = (0.299 * pr + 0.587 * pg + 0.114 * pb) / dy;
        const q0 = -0.1687 * pr - 0.3313 * pg + 0.5 * pb;
        const q1 = 0.5 * pr - 0.4187 * pg - 0.0813 * pb;
        const t = (q0 * hv[0] + q1 * hv[1]) / hv2;
        if (
          ay >= 0.5 &&
          ay <= 1.6 &&
          t >= 0.1 &&
          t <= ay + 0.3 &&
          (q0 - t * hv[0]) ** 2 + (q1 - t * hv[1]) ** 2 <= hueTol2
        )
          return true;
      }
      const a = (pr * v[0]! + pg * v[1]! + pb * v[2]!) / len2;
      if (a < 0.5 || a > 1.6) return false;
      return (pr - a * v[0]!) ** 2 + (pg - a * v[1]!) ** 2 + (pb - a * v[2]!) ** 2 <= tol2;
    };
  });
  const cross = reach * 8;
  const pitch = medianStep(cs) ?? Infinity;
  for (const c of cs) {
    const tint = tints[c.color];
    if (!tint) continue;
    const xc = Math.round(c.x - plot.left);
    // the wick's columns (one more each side for a one-pixel wick's antialiasing, or at a high
    // pixel ratio), and background beyond them, short of the neighbours
    const own = Math.max(1, Math.ceil(((c.wickWidth ?? 1) - 1) / 2) + (reach > 1 ? 1 : 0));
    const side = own + 2;
    if (side >= pitch / 2 || xc - side < 0 || xc + side >= pw) continue;
    const wickRow = (y: number): boolean => {
      if (y < 0 || y >= Math.min(ph, floor)) return false;
      if (ink[y * pw + xc - side] || ink[y * pw + xc + side]) return false;
      for (let x = xc - own; x <= xc + own; x++) if (tint(x, y)) return true;
      return false;
    };
    const covered = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = xc - own; x <= xc + own; x++) if (ink[y * pw + x]) return true;
      return false;
    };
    // a line crossing the wick is stepped over when it has ink in every row, or is a gap of no
    // more than three rows (a line drawn with a halo of the background's colour), and the wick
    // shows again, two rows or more, beyond it
    const walk = { isWick: wickRow, covered, cross, bareGap: 3 * reach, confirm: 2 };
    const top = Math.round(c.yHigh - plot.top);
    const up = walkWick(top, -1, walk);
    if (up !== top) c.yHigh = Math.min(c.yHigh, up + plot.top);
    const bot = Math.round(c.yLow - plot.top);
    const dn = walkWick(bot, 1, walk);
    if (dn !== bot) c.yLow = Math.max(c.yLow, dn + plot.top);
  }
}

type Piece = (b: Blob, x0: number, x1: number) => RawCandle | null;

/**
 * A line drawn in a candle colour (a moving average) joins the candles it touches into one wide
 * shape. Most of its columns then hold only the line: a thin run, the same few pixels thick,
 * that shifts up or down, both edges together, within a slot as the line climbs or falls (flat
 * bodies side by side stay put across each slot, but for a wick pushing their edges out;
 * `slotOf` numbers the slots).
 * Returns those line columns, or null when the shape is not such a line.
 */
export function lineColumns(
  b: Blob,
  ids: Int32Array,
  pw: number,
  slotOf: (x: number) => number,
): Uint8Array | null {
  const w = b.x1 - b.x0 + 1;
  if (w < 8) return null;
  const want = new Set(b.comps.map((c) => c.id + 1));
  const count = new Int32Array(w);
  const top = new Int32Array(w).fill(-1);
  const bot = new Int32Array(w).fill(-1);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++)
      if (want.has(ids[y * pw + x]!)) {
        const k = x - b.x0;
        count[k]!++;
        if (top[k]! < 0) top[k] = y;
        bot[k] = y;
      }
  const inked = [...count].filter((n) => n > 0);
  const thick = quantile(inked, 0.25);
  const thinMax = Math.max(3, Math.ceil(thick * 1.5));
  const thin = new Uint8Array(w);
  let nThin = 0;
  for (let k = 0; k < w; k++)
    if (count[k]! > 0 && bot[k]! - top[k]! + 1 <= thinMax) {
      thin[k] = 1;
      nThin++;
    }
  if (nThin < w * 0.5) return null;
  let pairs = 0;
  let moved = 0;
  for (let k = 2; k < w; k++) {
    if (!thin[k] || !thin[k - 2] || slotOf(b.x0 + k) !== slotOf(b.x0 + k - 2)) continue;
    pairs++;
    // the whole run shifts over two columns (a wick between only pushes the edges out)
    if ((top[k]! - top[k - 2]!) * (bot[k]! - bot[k - 2]!) > 0) moved++;
  }
  return pairs >= 4 && moved >= pairs * 0.4 ? thin : null;
}

/** The shapes left when the line columns are taken out of a line drawn through candles. */
function offLine(b: Blob, line: Uint8Array, piece: Piece): RawCandle[] {
  const out: RawCandle[] = [];
  for (let k = 0; k < line.length;) {
    if (line[k]) {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < line.length && !line[e + 1]) e++;
    const part = piece(b, b.x0 + k, b.x0 + e);
    if (part) out.push({ ...part, cut: true });
    k = e + 1;
  }
  return out;
}

/**
 * Cuts each shape that spans two or more slot centres of the lattice at the slot boundaries.
 * Shapes drawn as one (a flat-topped bar) are kept whole, and so are shapes that hold one
 * centre or none (a candle, a speck, a short piece of a line).
 */
function splitAtSlots(
  pairs: { b: Blob; c: RawCandle }[],
  lattice: Lattice,
  piece: Piece,
  singleShape: (b: Blob) => boolean,
  lineOf: (b: Blob, slotOf: (x: number) => number) => Uint8Array | null,
): RawCandle[] {
  if (pairs.length < 6) return pairs.map((p) => p.c);
  const { pitch, phase } = lattice;
  const out: RawCandle[] = [];
  for (const { b, c } of pairs) {
    const m0 = Math.ceil((b.x0 - phase) / pitch);
    const m1 = Math.floor((b.x1 - phase) / pitch);
    if (m1 <= m0 || singleShape(b)) {
      out.push(c);
      continue;
    }
    // a line of a candle colour, however long, with the candles it runs through
    const line = lineOf(b, (x) => Math.round((x - phase) / pitch));
    if (line) {
      out.push(...offLine(b, line, piece));
      continue;
    }
    if (m1 - m0 >= 40) {
      out.push(c);
      continue;
    }
    let xa = b.x0;
    for (let m = m0; m <= m1; m++) {
      const xb = m === m1 ? b.x1 : Math.round(phase + (m + 0.5) * pitch) - 1;
      const part = piece(b, xa, xb);
      if (part) out.push({ ...part, cut: true });
      xa = xb + 1;
    }
  }
  return out;
}

/**
 * Without a lattice: the body width is a low quantile of the taller shapes' widths (merging only
 * widens), the pitch the median step between single candles, or for dense charts without gaps
 * the width unit shapes are whole multiples of; a shape of two or more pitches is cut evenly.
 */
function splitByWidth(
  pairs: { b: Blob; c: RawCandle }[],
  piece: Piece,
  isSingleShape: (b: Blob) => boolean,
  lineOf: (b: Blob, slotOf: (x: number) => number) => Uint8Array | null,
): RawCandle[] {
  const h90 = quantile(
    pairs.map((p) => p.c.yLow - p.c.yHigh + 1),
    0.9,
  );
  const tallHalf = pairs.filter((p) => p.c.yLow - p.c.yHigh + 1 >= Math.max(3, h90 * 0.3));
  const mw0 =
    tallHalf.length >= 3
      ? quantile(
          tallHalf.map((p) => p.c.bodyWidth),
          0.3,
        )
      : 1;
  const steps: number[] = [];
  for (let i = 1; i < pairs.length; i++) {
    const dx = pairs[i]!.c.x - pairs[i - 1]!.c.x;
    if (
      dx >= mw0 * 0.75 + 0.5 &&
      pairs[i]!.c.bodyWidth <= mw0 * 1.3 &&
      pairs[i - 1]!.c.bodyWidth <= mw0 * 1.3
    )
      steps.push(dx);
  }
  let pitch0 = steps.length >= 3 ? median(steps) : 0;
  if (pitch0 === 0 && pairs.length >= 6 && mw0 >= 2) {
    // Dense charts without gaps: blob widths are whole multiples of the pitch.
    const gaps: number[] = [];
    const units: number[] = [];
    const byX = [...pairs].sort((p, q) => p.b.x0 - q.b.x0);
    for (let i = 0; i < byX.length; i++) {
      const w = byX[i]!.b.x1 - byX[i]!.b.x0 + 1;
      units.push(w / Math.max(1, Math.round(w / mw0)));
      if (i > 0) gaps.push(byX[i]!.b.x0 - byX[i - 1]!.b.x1 - 1);
    }
    const g = median(gaps);
    if (g <= 1) pitch0 = median(units) + Math.max(0, g);
  }
  const candles: RawCandle[] = [];
  for (const { b, c } of pairs) {
    const bw = b.x1 - b.x0 + 1;
    const k = pitch0 > 0 ? Math.round(bw / pitch0) : 1;
    if (
      pitch0 > 0 &&
      pairs.length >= 6 &&
      k >= 2 &&
      bw > Math.max(mw0 * 1.6, pitch0 * 1.5) &&
      !isSingleShape(b)
    ) {
      // a line of a candle colour, however long, with the candles it runs through
      const line = lineOf(b, (x) => Math.floor(((x - b.x0) * k) / bw));
      if (line) {
        candles.push(...offLine(b, line, piece));
        continue;
      }
      if (bw > pitch0 * 40) {
        candles.push(c);
        continue;
      }
      // the shape is cut evenly into k slots
      for (let j = 0; j < k; j++) {
        const xa = Math.round(b.x0 + (j * bw) / k);
        const xb = Math.round(b.x0 + ((j + 1) * bw) / k) - 1;
        const part = piece(b, xa, xb);
        if (part) candles.push({ ...part, cut: true });
      }
    } else candles.push(c);
  }
  return candles;
}

/** What the colour choice is made from: the clusters and the evidence gathered on each (1-based). */
export interface ColourEvidence {
  clusters: Cluster[];
  /** how candle-like each cluster's shapes are */
  scores: Float64Array;
  /** pixel adjacency between clusters, (K + 1) x (K + 1) */
  adj: Uint32Array;
  /** pixels per cluster */
  cnt: Uint32Array;
  /** clusters that are only fringes (antialiased edges) of others */
  fringe: boolean[];
  /** the columns each cluster's candle-like shapes stand in */
  colsOf: Map<number, Uint8Array>;
  /** the rows each cluster's candle-like shapes span, with their weight */
  rowsOf: Map<number, { y0: number; y1: number; w: number }[]>;
  /** the share of each cluster's pixels in shapes wider than any candle */
  wideShare: Float64Array;
  width: number;
  bg: Rgb;
}

/**
 * The two candle colours (1-based cluster indices; `lb` is -1 when only one is found), and the
 * wick colour both directions share when it differs from the bodies' (-1 when not), or null when
 * no cluster draws candle-like shapes.
 */
export function chooseColours(ev: ColourEvidence): { la: number; lb: number; wick: number } | null {
  const { clusters, scores, adj, cnt, fringe, colsOf, rowsOf, wideShare, width, bg } = ev;
  const K = clusters.length;
  // Two clusters are one colour split by compression when close and touching each other a lot.
  const sibling = (j: number, k: number): boolean => {
    const dd = dist(clusters[j - 1]!.color, clusters[k - 1]!.color);
    if (dd <= 45) return true;
    if (dd > 75) return false;
    const touch =
      adj[j * (K + 1) + k]! / Math.max(1, cnt[j]!) + adj[k * (K + 1) + j]! / Math.max(1, cnt[k]!);
    return touch >= 0.25;
  };
  const ranked = [...Array(K).keys()]
    .map((k) => k + 1)
    .filter((k) => scores[k]! > 0)
    .sort((a, b) => scores[b]! - scores[a]!);
  if (ranked.length === 0 || scores[ranked[0]!]! < 6) return null;
  let la = ranked[0]!;
  let lb = -1;
  const shared = (k: number, j: number): number => {
    const a = colsOf.get(k);
    const b = colsOf.get(j);
    if (!a || !b) return 0;
    let n = 0;
    let both = 0;
    for (let x = 0; x < width; x++)
      if (a[x]) {
        n++;
        if (b[x]) both++;
      }
    return n ? both / n : 0;
  };
  const coverage = (k: number): number => {
    const a = colsOf.get(k);
    let n = 0;
    if (a) for (let x = 0; x < width; x++) n += a[x]!;
    return n / width;
  };
  // columns a colour's candle-like shapes cover, per shape (a rough mean width: shapes stacked
  // in the same columns count once)
  const columnsPerShape = (k: number): number =>
    (coverage(k) * width) / Math.max(1, rowsOf.get(k)?.length ?? 0);
  // A wick colour common to both directions (grey wicks on red and green bodies) stands in the
  // columns of both body colours, which stand apart from each other: the body colours are the
  // candle colours then. (Thin bodies stand in the wicks' columns; wide ones hold the wicks'
  // columns, in far narrower shapes.)
  const inside = ranked.filter(
    (k) =>
      k !== la &&
      scores[k]! >= scores[la]! * 0.02 &&
      (shared(k, la) >= 0.6 ||
        (shared(la, k) >= 0.2 && columnsPerShape(la) <= columnsPerShape(k) * 0.5)),
  );
  let bodies: [number, number] | null = null;
  for (let a = 0; a < inside.length && !bodies; a++)
    for (let b = a + 1; b < inside.length && !bodies; b++) {
      const [k, j] = [inside[a]!, inside[b]!];
      if (
        Math.max(shared(k, j), shared(j, k)) <= 0.3 &&
        shared(la, k) + shared(la, j) >= 0.6 &&
        !sibling(k, j)
      )
        bodies = [k, j];
    }
  // the wick colour both directions share, when the body colours take over
  let wick = bodies ? la : -1;
  if (bodies) [la, lb] = bodies;
  // Rising and falling candles stand in different slots; a shade of one colour (its
  // antialiased edges, a translucent fill, its volume bars) stands in that colour's own columns,
  // far more often than chance (the share of columns the colour covers) would have it. A colour
  // that covers most columns is a line, or a chart too dense for columns to tell anything.
  const laCover = coverage(la);
  // Rising and falling candles take turns along one price path, so the candles of the second
  // colour stand in the rows of the first; shapes wholly above or below them (a legend, time
  // labels) are not candles.
  const laRows = rowsOf.get(la) ?? [];
  const bandLo = laRows.reduce((m, r) => Math.min(m, r.y0), Infinity);
  const bandHi = laRows.reduce((m, r) => Math.max(m, r.y1), -Infinity);
  const inBand = (k: number): number => {
    const rs = rowsOf.get(k) ?? [];
    const total = rs.reduce((s, r) => s + r.w, 0);
    const inside = rs.reduce(
      (s, r) => s + ((r.y0 + r.y1) / 2 >= bandLo && (r.y0 + r.y1) / 2 <= bandHi ? r.w : 0),
      0,
    );
    return total > 0 ? inside / total : 0;
  };
  // A colour standing almost only in the first colour's columns, in shapes far narrower, is its
  // wicks (grey wicks on a one-colour chart), not the other direction's candles.
  const wickOfOne = (k: number): boolean =>
    shared(k, la) >= Math.max(0.7, coverage(la) + 0.2) &&
    columnsPerShape(k) <= columnsPerShape(la) * 0.4;
  const sameCandles = (k: number): boolean =>
    laCover <= 0.6 && shared(k, la) >= Math.max(0.5, laCover + 0.3) && shared(la, k) >= 0.25;
  for (const k of bodies ? [] : ranked.slice(1)) {
    if (
      scores[k]! >= Math.max(1, scores[la]! * 0.02) &&
      inBand(k) >= 0.5 &&
      !sameCandles(k) &&
      !wickOfOne(k) &&
      !sibling(k, la) &&
      !(
        onSegment(clusters[k - 1]!.color, bg, clusters[la - 1]!.color) &&
        adj[k * (K + 1) + la]! / Math.max(1, cnt[k]!) >= 0.15
      ) &&
      !weakerShade(
        clusters[k - 1]!.color,
        clusters[la - 1]!.color,
        bg,
        // a faint shade with few candle-like shapes (grid dashes, antialiased wicks) is one
        // even when it does not touch the colour
        scores[k]! < scores[la]! * 0.1 ? 1 : adj[k * (K + 1) + la]! / Math.max(1, cnt[k]!),
      )
    ) {
      lb = k;
      break;
    }
  }
  // A chosen colour that is a blend towards the background of a stronger cluster (antialiased
  // edges, light fringes) is replaced by the colour at the end of that ray, when that colour
  // draws candles too (a dark panel or text further along the ray does not).
  const purify = (k: number): number => {
    for (let guard = 0; guard < 3 && k > 0; guard++) {
      const ck = clusters[k - 1]!;
      let next = -1;
      for (let j = 1; j <= K; j++) {
        if (j === k || j === la || j === lb) continue;
        const cj = clusters[j - 1]!;
        if (
          cj.count >= ck.count * 0.1 &&
          scores[j]! >= scores[k]! * 0.1 &&
          // (compression darkens and saturates a colour's blends with the background beyond the
          // straight mix, the farther the colour the more: allowed for when the colour at the
          // end of the ray is the more common and stands in the blend's columns)
          onSegment(
            ck.color,
            bg,
            cj.color,
            cj.count >= ck.count && shared(k, j) >= 0.5 ? 0.15 : 0,
          ) &&
          dist(cj.color, bg) > dist(ck.color, bg) * 1.15
        )
          next = j;
      }
      if (next < 0) break;
      k = next;
    }
    return k;
  };
  // Compression splits one colour into several clusters: represent it by the most populous one.
  // Compression takes colour away, never adds it: a sibling far greyer than the colour (text,
  // grey wicks beside a green body) is another population, and so is a sibling drawn mostly in
  // shapes wider than any candle (a moving average in a near-candle colour).
  // (how colourful: the spread of the channels)
  const spread = (j: number): number => {
    const c = clusters[j - 1]!.color;
    return Math.max(...c) - Math.min(...c);
  };
  const populous = (k: number): number => {
    let best = k;
    const other = k === la ? lb : la;
    for (let j = 1; j <= K; j++) {
      if (j === la || j === lb || fringe[j] || !sibling(j, k)) continue;
      if (spread(k) >= 30 && spread(j) < spread(k) * 0.6) continue;
      if (wideShare[j]! >= 0.3) continue;
      if (other > 0 && onSegment(clusters[j - 1]!.color, bg, clusters[other - 1]!.color)) continue;
      if (clusters[j - 1]!.count > clusters[best - 1]!.count) best = j;
    }
    return best;
  };
  la = purify(populous(la));
  if (lb > 0) lb = purify(populous(lb));
  // A wick colour both directions share that ranks below the body colours: it stands in the
  // columns of both, and hardly anywhere else; or in the first body colour's alone (a
  // one-colour chart, where the second colour found may well be a line's).
  const wickOf = (k: number): boolean =>
    lb > 0 &&
    shared(k, la) >= 0.2 &&
    shared(k, lb) >= 0.2 &&
    shared(k, la) + shared(k, lb) >= 0.7 &&
    !sibling(k, lb);
  if (wick < 0)
    wick =
      ranked.find(
        (k) =>
          k !== la &&
          k !== lb &&
          scores[k]! >= scores[la]! * 0.02 &&
          !sibling(k, la) &&
          (wickOf(k) || wickOfOne(k)),
      ) ?? -1;
  return { la, lb, wick };
}

/**
 * JPEG keeps brightness per pixel but colour only per block of pixels: a feature one or two
 * pixels thin (a wick, a flat candle's dash) keeps the brightness of its colour and loses much
 * of its hue to the background around it. Such a pixel is the candle colour `k` (1-based; 0 for
 * none) when its brightness is that colour's and its hue, however faint, points that colour's
 * way from the background's and no other colour's.
 */
export function desaturatedOf(p: Rgb, bg: Rgb, cols: Rgb[]): number {
  const yBg = luminance(bg);
  const cBg = chroma(bg);
  const cp = chroma(p);
  const q = [cp[0] - cBg[0], cp[1] - cBg[1]];
  let best = 0;
  let bestT = 0;
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    const dy = luminance(c) - yBg;
    if (Math.abs(dy) < 30) continue;
    const aY = (luminance(p) - yBg) / dy;
    if (aY < 0.6 || aY > 1.4) continue;
    const cc = chroma(c);
    const v = [cc[0] - cBg[0], cc[1] - cBg[1]];
    const v2 = v[0]! * v[0]! + v[1]! * v[1]!;
    // a colour without hue (grey, black) is read by brightness alone, elsewhere
    if (v2 < 25 * 25) continue;
    const t = (q[0]! * v[0]! + q[1]! * v[1]!) / v2;
    if (t < 0.2 || t > aY + 0.3) continue;
    const res = Math.hypot(q[0]! - t * v[0]!, q[1]! - t * v[1]!);
    if (res > 0.2 * Math.sqrt(v2) + 6) continue;
    if (t > bestT) {
      bestT = t;
      best = k + 1;
    }
  }
  return best;
}

/**
 * A one-pixel line at a fractional x is antialiased over two columns, each only partly covered
 * (less than the half that labels a pixel). Two such neighbours of the same colour whose
 * coverages add up to a whole pixel, with no ink on either side, are one line: the more covered
 * of the two gets the colour. Wicks drawn this way would otherwise vanish.
 */
function joinSplitLines(
  lab: Uint8Array,
  keys: Uint16Array,
  nonBg: Uint8Array,
  partK: Uint8Array,
  partA: Uint8Array,
  pw: number,
  ph: number,
): void {
  for (let y = 0; y < ph; y++) {
    const row = y * pw;
    for (let x = 1; x + 2 < pw; x++) {
      const i = row + x;
      if (lab[i] || lab[i + 1] || !nonBg[i] || !nonBg[i + 1]) continue;
      const k = partK[keys[i]!]!;
      if (!k || partK[keys[i + 1]!] !== k) continue;
      const a0 = partA[keys[i]!]!;
      const a1 = partA[keys[i + 1]!]!;
      if (a0 + a1 < 75 || a0 + a1 > 135) continue;
      // nothing on either side: not the edge of a body or a piece of a wider stroke
      if (lab[i - 1] || lab[i + 2] || partK[keys[i - 1]!] || partK[keys[i + 2]!]) continue;
      lab[a0 >= a1 ? i : i + 1] = k;
    }
  }
}

/**
 * Is colour p a weaker shade of colour c over the background: about the same direction from the
 * background, less far from it, and its pixels mostly touching c's (the blurred or antialiased
 * edge of c's shapes, which compression also shifts off the exact blend)?
 */
function weakerShade(p: Rgb, c: Rgb, bg: Rgb, touching: number): boolean {
  if (touching < 0.3) return false;
  const u: Rgb = [p[0] - bg[0], p[1] - bg[1], p[2] - bg[2]];
  const v: Rgb = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
  const lu = Math.hypot(...u);
  const lv = Math.hypot(...v);
  if (lu === 0 || lv === 0 || lu >= lv) return false;
  return (u[0] * v[0] + u[1] * v[1] + u[2] * v[2]) / (lu * lv) >= 0.88;
}

/**
 * Is colour p close to the segment from a to b (an antialiasing blend of the two)? Within 18
 * levels, or `slack` times the segment's length when that is more.
 */
function onSegment(p: Rgb, a: Rgb, b: Rgb, slack = 0): boolean {
  const ab: Rgb = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const ap: Rgb = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
  const L = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
  if (L === 0) return false;
  const t = (ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2]) / L;
  if (t < 0.05 || t > 0.95) return false;
  const q: Rgb = [a[0] + t * ab[0], a[1] + t * ab[1], a[2] + t * ab[2]];
  return dist(p, q) < Math.max(18, slack * Math.sqrt(L));
}

/** Clear thin horizontal lines (price lines, dashed or solid) drawn in a candle colour. */
function removeHorizontalLines(lab: Uint8Array, pw: number, ph: number, reach: number): void {
  for (let y = 0; y < ph; y++) {
    let n = 0;
    let unsupported = 0;
    for (let x = 0; x < pw; x++) {
      const l = lab[y * pw + x]!;
      if (!l) continue;
      n++;
      const up = y - reach >= 0 ? lab[(y - reach) * pw + x] : 0;
      const dn = y + reach < ph ? lab[(y + reach) * pw + x] : 0;
      if (up !== l && dn !== l) unsupported++;
    }
    if (n >= pw * 0.2 && unsupported >= n * 0.6) {
      for (let x = 0; x < pw; x++) {
        const l = lab[y * pw + x]!;
        if (!l) continue;
        const up = y - reach >= 0 ? lab[(y - reach) * pw + x] : 0;
        const dn = y + reach < ph ? lab[(y + reach) * pw + x] : 0;
        if (up !== l && dn !== l) lab[y * pw + x] = 0;
      }
    }
  }
}

/** Clear long vertical lines (grid, crosshair) that are not part of a wider shape. */
function removeVerticalLines(lab: Uint8Array, pw: number, ph: number, reach: number): void {
  // pixels per column and label, counted row by row (labels are cluster numbers, at most 8)
  const counts = new Uint32Array(pw * 16);
  for (let y = 0, i = 0; y < ph; y++)
    for (let x = 0; x < pw; x++, i++) {
      const l = lab[i]!;
      if (l && l < 16) counts[x * 16 + l]!++;
    }
  for (let x = 0; x < pw; x++) {
    for (let l = 1; l < 16; l++) {
      if (counts[x * 16 + l]! < ph * 0.5) continue;
      for (let y = 0; y < ph; y++) {
        const i = y * pw + x;
        if (lab[i] !== l) continue;
        const lft = x - reach >= 0 ? lab[i - reach] : 0;
        const rgt = x + reach < pw ? lab[i + reach] : 0;
        if (lft !== l && rgt !== l) lab[i] = 0;
      }
    }
  }
}

/**
 * An outline one pixel thin at a fractional position is antialiased into steps that touch only
 * at their corners (a hollow body's side starts a row below and a column beside its top edge; a
 * wick meets its body so): a thin upright piece meeting another of its colour corner to corner
 * is one shape with it when it stands within a column of the other's edge (not beside it: a
 * neighbour, or a line in a candle colour running on to the next candle).
 */
function joinDiagonal(
  blobs: Blob[],
  ids: Int32Array,
  pw: number,
  ph: number,
  maxW: number,
): Blob[] {
  const blobOfId = new Map<number, number>();
  blobs.forEach((b, k) => {
    for (const c of b.comps) blobOfId.set(c.id + 1, k);
  });
  const parent = blobs.map((_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) k = parent[k] = parent[parent[k]!]!;
    return k;
  };
  const box = blobs.map((b) => ({ x0: b.x0, x1: b.x1 }));
  for (let y = 0; y + 1 < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const a = ids[y * pw + x]!;
      if (!a) continue;
      for (let dx = -1; dx <= 1; dx += 2) {
        const nx = x + dx;
        if (nx < 0 || nx >= pw) continue;
        const b = ids[(y + 1) * pw + nx]!;
        // corner to corner only: a shared side joins them already
        if (!b || b === a || ids[y * pw + nx] || ids[(y + 1) * pw + x]) continue;
        const ka = blobOfId.get(a);
        const kb = blobOfId.get(b);
        if (ka === undefined || kb === undefined) continue;
        const ra = find(ka);
        const rb = find(kb);
        if (ra === rb || blobs[ra]!.label !== blobs[rb]!.label) continue;
        // one of them a side or a wick: a thin upright stroke (a thin line's steps that chain
        // up this way are dropped later as a slanted shape)
        const upright = (k: number): boolean => {
          const o = blobs[k]!;
          return o.x1 - o.x0 <= 1 && o.y1 - o.y0 >= 2;
        };
        if (!upright(ka) && !upright(kb)) continue;
        // the stroke stands within a column of the other shape's edge, not beside it
        const x0 = Math.min(box[ra]!.x0, box[rb]!.x0);
        const x1 = Math.max(box[ra]!.x1, box[rb]!.x1);
        const wider = Math.max(box[ra]!.x1 - box[ra]!.x0, box[rb]!.x1 - box[rb]!.x0) + 1;
        if (x1 - x0 + 1 > Math.min(maxW, wider + 1)) continue;
        parent[rb] = ra;
        box[ra] = { x0, x1 };
      }
    }
  }
  const out = new Map<number, Blob>();
  blobs.forEach((b, k) => {
    const r = find(k);
    const o = out.get(r);
    if (!o) out.set(r, { ...b, comps: [...b.comps] });
    else absorb(o, b);
  });
  return [...out.values()];
}

/**
 * Merge blobs of one colour that share columns when, in every shared column, the rows between
 * them are covered by other ink (a line drawn across a candle cuts it into pieces).
 */
function mergeOccluded(
  blobs: Blob[],
  nonBg: Uint8Array,
  ids: Int32Array,
  pw: number,
  maxGap: number,
): Blob[] {
  blobs.sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const alive = blobs.map(() => true);
  const idSets = blobs.map((b) => new Set(b.comps.map((c) => c.id + 1)));
  const colExtent = (k: number, x: number): [number, number] | null => {
    const b = blobs[k]!;
    const want = idSets[k]!;
    let t = -1;
    let bt = -1;
    for (let y = b.y0; y <= b.y1; y++)
      if (want.has(ids[y * pw + x]!)) {
        if (t < 0) t = y;
        bt = y;
      }
    return t < 0 ? null : [t, bt];
  };
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < blobs.length; i++) {
      if (!alive[i]) continue;
      const a = blobs[i]!;
      for (let j = i + 1; j < blobs.length; j++) {
        if (!alive[j]) continue;
        const b = blobs[j]!;
        if (b.x0 > a.x1) break;
        if (a.label !== b.label) continue;
        const ox0 = Math.max(a.x0, b.x0);
        const ox1 = Math.min(a.x1, b.x1);
        if (ox1 < ox0) continue;
        if (b.y0 - a.y1 - 1 > maxGap || a.y0 - b.y1 - 1 > maxGap) continue;
        // per shared column: the two touch (or interleave), ink bridges the gap between them,
        // or the gap stays open
        const bridged: boolean[] = [];
        let open = 0;
        for (let x = ox0; x <= ox1; x++) {
          const ea = colExtent(i, x);
          const eb = colExtent(j, x);
          if (!ea || !eb) continue;
          const [u, l] = ea[1] < eb[0] ? [ea, eb] : eb[1] < ea[0] ? [eb, ea] : [null, null];
          if (!u || !l) {
            bridged.push(true);
            continue;
          }
          const gap = l[0] - u[1] - 1;
          let cov = 0;
          for (let y = u[1] + 1; y < l[0]; y++) cov += nonBg[y * pw + x]!;
          const ok = gap <= maxGap && (gap === 0 || cov >= gap * 0.8);
          bridged.push(ok);
          if (!ok) open++;
        }
        // an outline (a hollow body) cut by a line is bridged at its sides; inside it, the
        // gap runs down to the other half of the outline
        const outline = bridged.length >= 3 && bridged[0]! && bridged[bridged.length - 1]!;
        if (bridged.length === 0 || (open > 0 && !outline)) continue;
        absorb(a, b);
        for (const id of idSets[j]!) idSets[i]!.add(id);
        alive[j] = false;
        merged = true;
      }
    }
  }
  return blobs.filter((_, i) => alive[i]);
}

/**
 * A body drawn as an outline of one colour filled with another (a black candle with a white
 * border on a dark background) gives a blob of the fill colour inside the outline's blob. The
 * fill is part of that candle, not a candle of its own: drop it, so the candle reads by its
 * outline and its direction by the fill.
 */
export function dropEnclosedFills<
  T extends { label: number; x0: number; x1: number; y0: number; y1: number },
>(blobs: T[], maxW: number): T[] {
  const byX = [...blobs].sort((a, b) => a.x0 - b.x0);
  const drop = new Set<T>();
  for (let i = 0; i < byX.length; i++) {
    const b = byX[i]!;
    for (let j = i - 1; j >= 0; j--) {
      const a = byX[j]!;
      if (b.x0 - a.x0 > maxW) break;
      if (a.label === b.label || a.x1 - a.x0 + 1 > maxW) continue;
      if (a.x0 < b.x0 && a.x1 > b.x1 && a.y0 < b.y0 && a.y1 > b.y1) {
        drop.add(b);
        break;
      }
    }
  }
  return drop.size ? blobs.filter((b) => !drop.has(b)) : blobs;
}

/**
 * One candle's outline: most columns share the body's top row and its bottom row, within
 * `slack` rows (antialiasing can soften an edge by a row).
 */
function singleShape(b: Blob, ids: Int32Array, pw: number, slack: 0 | 1): boolean {
  const want = new Set(b.comps.map((c) => c.id + 1));
  const tops = new Map<number, number>();
  const bots = new Map<number, number>();
  let n = 0;
  for (let x = b.x0; x <= b.x1; x++) {
    let t = -1;
    let bt = -1;
    for (let y = b.y0; y <= b.y1; y++)
      if (want.has(ids[y * pw + x]!)) {
        if (t < 0) t = y;
        bt = y;
      }
    if (t < 0) continue;
    n++;
    tops.set(t, (tops.get(t) ?? 0) + 1);
    bots.set(bt, (bots.get(bt) ?? 0) + 1);
  }
  const modal = (m: Map<number, number>): number => {
    let best = 0;
    for (const [y, c] of m)
      best = Math.max(best, c + (slack ? (m.get(y - 1) ?? 0) + (m.get(y + 1) ?? 0) : 0));
    return best;
  };
  return n > 0 && modal(tops) >= n * 0.6 && modal(bots) >= n * 0.6;
}

/**
 * How much a blob looks like a candle (0..1): a flat body top and bottom shared by most of its
 * columns (wicks only stick out in the middle). Slanted line pieces and glyphs score low.
 */
function candleLikeness(e: { c: Component; top: Int32Array; bot: Int32Array }): number {
  const w = e.top.length;
  const h = e.c.y1 - e.c.y0 + 1;
  if (w <= 2) return 0.35;
  let maxTop = -1;
  let minBot = Infinity;
  for (let k = 0; k < w; k++) {
    if (e.top[k]! < 0) continue;
    if (e.top[k]! > maxTop) maxTop = e.top[k]!;
    if (e.bot[k]! < minBot) minBot = e.bot[k]!;
  }
  let ft = 0;
  let fb = 0;
  let n = 0;
  for (let k = 0; k < w; k++) {
    if (e.top[k]! < 0) continue;
    n++;
    if (e.top[k]! >= maxTop - 1) ft++;
    if (e.bot[k]! <= minBot + 1) fb++;
  }
  if (n === 0) return 0;
  const flatTop = ft >= n * 0.6;
  const flatBot = fb >= n * 0.6;
  let s = flatTop && flatBot ? 1 : flatTop || flatBot ? 0.25 : 0;
  if (h <= 3 && w >= 3 * h) s *= 0.2; // a flat line piece rather than a candle
  return s;
}

/** Members of rows of glyph-like blobs (text): similar tops/bottoms, tightly spaced, four or more. */
function textRowMembers<T extends { x0: number; x1: number; y0: number; y1: number }>(
  items: T[],
): T[] {
  const sorted = [...items].sort((a, b) => a.x0 - b.x0);
  const out: T[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    const h = first.y1 - first.y0 + 1;
    if (h < 5 || h > 40) continue;
    const run = [first];
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y1 - first.y1) <= 1 && Math.abs(b.y1 - b.y0 + 1 - h) <= Math.max(2, h * 0.3))
        run.push(b);
    }
    if (run.length >= 4) out.push(...run);
  }
  return out;
}

/**
 * Boxes of text lines in an ink mask: four or more glyph-sized blobs in a row sharing a baseline,
 * with similar heights and tight spacing. Returned boxes are padded by one pixel.
 */
function findTextBoxes(
  ink: Uint8Array,
  pw: number,
  ph: number,
): { x0: number; y0: number; x1: number; y1: number }[] {
  const cc = connectedComponents(ink, pw, ph);
  const glyphs = cc.comps.filter((c) => {
    const h = c.y1 - c.y0 + 1;
    const w = c.x1 - c.x0 + 1;
    // glyphs are not solid rectangles (those are bars: volume, bodies without wicks)
    return h >= 5 && h <= 48 && w <= h * 1.3 && (w <= 2 || c.area < w * h * 0.9);
  });
  glyphs.sort((a, b) => a.x0 - b.x0);
  const used = new Set<Component>();
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (const first of glyphs) {
    if (used.has(first)) continue;
    const h = first.y1 - first.y0 + 1;
    const run = [first];
    for (const b of glyphs) {
      if (b.x0 <= run[run.length - 1]!.x1) continue;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y1 - first.y1) <= 1 && Math.abs(b.y1 - b.y0 + 1 - h) <= Math.max(2, h * 0.35))
        run.push(b);
    }
    if (run.length < 4) continue;
    // identical candles in a flat market would also line up: glyph rows are not all the same shape
    const areas = new Set(run.map((c) => c.area));
    if (areas.size < 2) continue;
    // nor are they all bodies on a wick: small candles with their lows on one row line up too
    // (the run's shapes start no other run then: each is looked at once)
    if (run.filter((c) => onStem(c, cc.ids, pw)).length >= run.length * 0.75) {
      for (const c of run) used.add(c);
      continue;
    }
    // nor all solid strokes: thin volume bars on their baseline are not letters
    const solid = run.filter((c) => c.area >= (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) * 0.9);
    if (solid.length * 2 > run.length) continue;
    for (const c of run) used.add(c);
    out.push({
      x0: Math.max(0, Math.min(...run.map((c) => c.x0)) - 1),
      y0: Math.max(0, Math.min(...run.map((c) => c.y0)) - 1),
      x1: Math.min(pw - 1, Math.max(...run.map((c) => c.x1)) + 1),
      y1: Math.min(ph - 1, Math.max(...run.map((c) => c.y1)) + 1),
    });
  }
  return out;
}

/**
 * Whether a shape stands like a candle, a body on its wick: one run of pixels on every row, each
 * centred on the shape's centre. Most glyphs have rows of two strokes (0, 4, 8), or strokes that
 * wander sideways (2, 5, 7); a line of text made only of I, T, + and plain 1s would pass.
 */
function onStem(c: Component, ids: Int32Array, pw: number): boolean {
  const centre2 = c.x0 + c.x1;
  for (let y = c.y0; y <= c.y1; y++) {
    let a = -1;
    let b = -1;
    let runs = 0;
    for (let x = c.x0; x <= c.x1; x++) {
      if (ids[y * pw + x] !== c.id + 1) continue;
      if (b !== x - 1) runs++;
      if (a < 0) a = x;
      b = x;
    }
    if (runs !== 1 || Math.abs(a + b - centre2) > 2) return false;
  }
  return true;
}

/** Drop rows of glyph-like blobs (legend text drawn in a candle colour): equal tops and bottoms, tightly spaced. */
function removeTextRows(blobs: Blob[]): Blob[] {
  const sorted = [...blobs].sort((a, b) => a.x0 - b.x0);
  const drop = new Set<Blob>();
  for (let i = 0; i < sorted.length; i++) {
    const run = [sorted[i]!];
    const h = sorted[i]!.y1 - sorted[i]!.y0 + 1;
    if (h < 5 || h > 40) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const last = run[run.length - 1]!;
      if (b.x0 - last.x1 > h * 1.2) break;
      if (Math.abs(b.y0 - run[0]!.y0) <= 1 && Math.abs(b.y1 - run[0]!.y1) <= 1) run.push(b);
    }
    if (run.length >= 4) for (const b of run) drop.add(b);
  }
  return blobs.filter((b) => !drop.has(b));
}

/**
 * A piece of a sloping line, not a candle: the centres of its rows drift sideways, where a
 * candle's wick and body stand on one centre, and its rows are all about as wide.
 */
function slanted(rowMin: Int32Array, rowMax: Int32Array, widths: number[], bodyW: number): boolean {
  let n = 0;
  let sr = 0;
  let sc = 0;
  let srr = 0;
  let src = 0;
  let first = -1;
  let last = -1;
  for (let r = 0; r < rowMin.length; r++) {
    if (rowMin[r]! < 0) continue;
    const c = (rowMin[r]! + rowMax[r]!) / 2;
    if (first < 0) first = r;
    last = r;
    n++;
    sr += r;
    sc += c;
    srr += r * r;
    src += r * c;
  }
  if (n < 4) return false;
  const den = n * srr - sr * sr;
  if (den <= 0) return false;
  const slope = (n * src - sr * sc) / den;
  if (Math.abs(slope) * (last - first) <= Math.max(2.5, 0.6 * bodyW)) return false;
  // and a band of even width, its widest rows its typical ones (a stroke): a candle's body is
  // wider than its wick, and candles that touch, one above the next, are wider where they meet
  return bodyW <= median(widths);
}

function geometry(
  b: Blob,
  ids: Int32Array,
  pw: number,
  plot: PlotBox,
  labelA: number,
): RawCandle | null {
  const h = b.y1 - b.y0 + 1;
  const rowMin = new Int32Array(h).fill(-1);
  const rowMax = new Int32Array(h).fill(-1);
  const want = new Set(b.comps.map((c) => c.id + 1));
  for (let y = b.y0; y <= b.y1; y++) {
    for (let x = b.x0; x <= b.x1; x++) {
      if (!want.has(ids[y * pw + x]!)) continue;
      const r = y - b.y0;
      if (rowMin[r]! < 0 || x < rowMin[r]!) rowMin[r] = x;
      if (x > rowMax[r]!) rowMax[r] = x;
    }
  }
  const ext: number[] = [];
  let firstRow = -1;
  let lastRow = -1;
  for (let r = 0; r < h; r++)
    if (rowMin[r]! >= 0) {
      ext.push(rowMax[r]! - rowMin[r]! + 1);
      if (firstRow < 0) firstRow = r;
      lastRow = r;
    }
  if (ext.length === 0) return null;
  const bodyW = Math.max(...ext);
  if (slanted(rowMin, rowMax, ext, bodyW)) return null;
  const wickW = Math.min(...ext);
  let top = -1;
  let bot = -1;
  const thr = bodyW > wickW ? (bodyW + wickW) / 2 : 0;
  let cx = 0;
  let cn = 0;
  for (let r = 0; r < h; r++) {
    if (rowMin[r]! < 0) continue;
    const e = rowMax[r]! - rowMin[r]! + 1;
    if (e >= thr) {
      if (top < 0) top = r;
      bot = r;
      cx += (rowMin[r]! + rowMax[r]!) / 2;
      cn++;
    }
  }
  if (top < 0) return null;
  // Hollow: the interior of the body (inside a one-pixel border) is mostly not ink.
  let hollow = false;
  if (bot - top >= 2 && bodyW >= 3) {
    let inner = 0;
    let all = 0;
    for (let r = top + 1; r < bot; r++) {
      if (rowMin[r]! < 0) continue;
      const y = b.y0 + r;
      for (let x = rowMin[r]! + 1; x <= rowMax[r]! - 1; x++) {
        all++;
        if (want.has(ids[y * pw + x]!)) inner++;
      }
    }
    hollow = all > 0 && inner <= all * 0.7;
  }
  // A one-row body still has a direction (its colour): keep open and close apart by half a pixel.
  const flat = top === bot ? 0.25 : 0;
  return {
    x: cx / cn + plot.left,
    yHigh: b.y0 + firstRow + plot.top,
    yLow: b.y0 + lastRow + plot.top,
    yBodyTop: b.y0 + top + plot.top - flat,
    yBodyBottom: b.y0 + bot + plot.top + flat,
    bodyWidth: bodyW,
    wickWidth: wickW,
    color: b.label === labelA ? 0 : 1,
    hollow,
  };
}

/**
 * Candles sit on a regular grid of slots, one per slot, all with about the same body width.
 * Drop narrow specks, then keep the most typical blob in each slot.
 */
/**
 * A price pane holds one candle per column. When the candles fall into two horizontal bands
 * separated by empty rows and the candles of one band stand in the same columns as those of the
 * other, the lower-resolution band is a miniature of the same series (a range slider or
 * navigator, a leftover volume panel): only the taller band is the chart.
 */
export function dropMiniatureBand(cs: RawCandle[], minGap = 8): RawCandle[] {
  if (cs.length < 10) return cs;
  const y0 = Math.min(...cs.map((c) => c.yHigh));
  const y1 = Math.max(...cs.map((c) => c.yLow));
  const cover = new Int32Array(y1 - y0 + 2);
  for (const c of cs) {
    cover[c.yHigh - y0]!++;
    cover[c.yLow - y0 + 1]!--;
  }
  let run = 0;
  let best: { a: RawCandle[]; b: RawCandle[] } | null = null;
  for (let y = y0; y <= y1; y++) {
    const before = run;
    run += cover[y - y0]!;
    // the first empty row of each gap; a gap of a few rows is where a line drawn across the
    // candles cut them (their pieces end on both sides of it), not the space between two panes
    if (run !== 0 || before === 0 || y === y0) continue;
    let gap = 1;
    while (y + gap <= y1 && cover[y + gap - y0] === 0) gap++;
    if (gap < minGap) continue;
    // an empty row: candles above it and below it
    const a = cs.filter((c) => c.yLow < y);
    const b = cs.filter((c) => c.yHigh > y);
    if (a.length + b.length !== cs.length) continue;
    const minSide = Math.min(a.length, b.length);
    // a miniature repeats a good part of the series, not a few stray pieces
    if (
      minSide >= Math.max(5, cs.length * 0.25) &&
      (!best || minSide > Math.min(best.a.length, best.b.length))
    )
      best = { a, b };
  }
  if (!best) return cs;
  const span = (g: RawCandle[]): number =>
    Math.max(...g.map((c) => c.yLow)) - Math.min(...g.map((c) => c.yHigh)) + 1;
  const xs = (g: RawCandle[]): number[] => g.map((c) => c.x).sort((p, q) => p - q);
  // share of `g`'s candles with a candle of `other` in the same column
  const paired = (g: RawCandle[], other: RawCandle[]): number => {
    const ox = xs(other);
    let n = 0;
    for (const c of g) {
      let lo = 0;
      let hi = ox.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (ox[mid]! < c.x) lo = mid + 1;
        else hi = mid;
      }
      const near = Math.min(
        Math.abs((ox[lo] ?? Infinity) - c.x),
        Math.abs((ox[lo - 1] ?? Infinity) - c.x),
      );
      if (near <= Math.max(1.5, c.bodyWidth)) n++;
    }
    return n / g.length;
  };
  const { a, b } = best;
  const sa = span(a);
  const sb = span(b);
  if (sa >= sb * 1.5 && paired(b, a) >= 0.5) return a;
  if (sb >= sa * 1.5 && paired(a, b) >= 0.5) return b;
  return cs;
}

/**
 * A volume bar drawn as thin as a wick, in the candle's colour, right under the candle joins its
 * lower wick: the pixels show one line from the body down to the volume baseline, with no step
 * where the wick ends. A candle low on that baseline is therefore not read; the price scale
 * keeps real lows off the bottom edge of the pane. Such a low is set to the body bottom plus the
 * lower wick typical of the candles whose lows are seen (never past the baseline). Changes `cs`
 * in place and returns how many lows were estimated.
 */
export function estimateMergedLows(cs: RawCandle[], volumeBottom: number): number {
  const merged = (c: RawCandle): boolean =>
    c.yLow >= volumeBottom - 1 && c.yBodyBottom < volumeBottom - 2;
  const seen = cs.filter((c) => !merged(c) && c.yLow < volumeBottom - 2);
  if (seen.length < 3) return 0;
  const wick = median(seen.map((c) => c.yLow - c.yBodyBottom));
  let n = 0;
  for (const c of cs) {
    if (!merged(c)) continue;
    c.yLow = Math.min(volumeBottom, c.yBodyBottom + Math.round(wick));
    n++;
  }
  return n;
}

export function splitAndFilter(cs: RawCandle[], maxW: number): RawCandle[] {
  if (cs.length < 3) return cs;
  // typical body width: the area-weighted median (a flood of small specks cannot move it)
  const byW = cs
    .filter((c) => c.bodyWidth <= maxW)
    .map((c) => ({ w: c.bodyWidth, a: c.bodyWidth * (c.yLow - c.yHigh + 1) }))
    .sort((p, q) => p.w - q.w);
  if (byW.length === 0) return [];
  const total = byW.reduce((s, e) => s + e.a, 0);
  let acc = 0;
  let mw = byW[byW.length - 1]!.w;
  for (const e of byW) {
    acc += e.a;
    if (acc >= total / 2) {
      mw = e.w;
      break;
    }
  }
  const wide = cs.filter(
    (c) => c.bodyWidth >= Math.max(1, mw * 0.5) && c.bodyWidth <= mw * 2.5 + 1,
  );
  if (wide.length < 3) return wide;
  const diffs: number[] = [];
  for (let i = 1; i < wide.length; i++) {
    const d = wide[i]!.x - wide[i - 1]!.x;
    if (d >= mw * 0.75 + 1) diffs.push(d);
  }
  const pitch = diffs.length ? Math.max(median(diffs) * 0.999, mw + 1) : mw + 2;
  const out: RawCandle[] = [];
  const score = (c: RawCandle): number =>
    -Math.abs(c.bodyWidth - mw) * 4 +
    Math.min(mw * 3, c.yLow - c.yHigh + 1) +
    (c.yBodyBottom - c.yBodyTop + 1) * 0.01;
  // Two detections in one slot are one candle read twice, unless both are bodies of the typical
  // width side by side: candles drawn on whole pixels at a fractional pitch stand some pairs
  // closer than the pitch, touching but not sharing a column. Bodies of one or two pixels are
  // too narrow to tell from pieces of a line, and so are shapes no taller than twice their
  // width; two parts cut from one wider shape may be pieces of a line or of one candle: none of
  // these is kept this way. Neighbours also stand near each other in price (a candle opens near
  // the previous close), which a stray mark beside a candle seldom does.
  const typical = (c: RawCandle): boolean =>
    Math.abs(c.bodyWidth - mw) <= Math.max(1, mw * 0.25) && c.yLow - c.yHigh + 1 >= 2 * c.bodyWidth;
  const sideBySide = (a: RawCandle, b: RawCandle): boolean =>
    mw >= 3 &&
    !(a.cut && b.cut) &&
    typical(a) &&
    typical(b) &&
    b.x - a.x >= (a.bodyWidth + b.bodyWidth) / 2 - 0.01 &&
    Math.max(a.yHigh, b.yHigh) - Math.min(a.yLow, b.yLow) <=
      Math.max(a.yLow - a.yHigh, b.yLow - b.yHigh) &&
    (Math.abs(a.yHigh - b.yHigh) > 1 || Math.abs(a.yLow - b.yLow) > 1);
  // A dash, one or two rows tall and wider than tall (a step of a shallow line in a candle
  // colour, or a doji), gives way to a candle in the same slot that stands upright, at least as
  // tall as wide, about as wide as the others and whole (not a piece of a line, nor one cut from
  // a wider shape such as text).
  const dash = (c: RawCandle): boolean =>
    c.yLow - c.yHigh + 1 <= 2 && c.bodyWidth > c.yLow - c.yHigh + 1;
  const standing = (c: RawCandle): boolean =>
    !c.cut &&
    c.yLow - c.yHigh + 1 >= Math.max(3, c.bodyWidth) &&
    c.bodyWidth >= Math.max(2, mw * 0.6);
  const better = (c: RawCandle, than: RawCandle): boolean =>
    dash(than) && standing(c) ? true : dash(c) && standing(than) ? false : score(c) > score(than);
  for (const c of wide) {
    const last = out[out.length - 1];
    if (last && c.x - last.x < pitch * 0.6 && !sideBySide(last, c)) {
      if (better(c, last)) out[out.length - 1] = c;
      continue;
    }
    out.push(c);
  }
  return onGrid(out, mw);
}

/**
 * Candles sit on a regular grid x = phase + k * pitch. Estimate it from the typical candles and
 * drop detections that are off the grid and not typical themselves.
 */
function onGrid(cs: RawCandle[], mw: number): RawCandle[] {
  // typical width per colour (antialiasing and compression can widen one colour's bodies)
  const mwOf = [0, 1].map((k) => {
    const ws = cs.filter((c) => c.color === k && c.yLow - c.yHigh >= 2).map((c) => c.bodyWidth);
    return ws.length >= 3 ? median(ws) : mw;
  });
  const typical = (c: RawCandle): boolean => {
    const m = mwOf[c.color]!;
    return c.bodyWidth >= m * 0.75 && c.bodyWidth <= m * 1.3;
  };
  const strong = cs.filter((c) => typical(c) && c.yLow - c.yHigh >= 2);
  if (strong.length < 5 || mw < 3) return cs;
  const d: number[] = [];
  for (let i = 1; i < strong.length; i++) d.push(strong[i]!.x - strong[i - 1]!.x);
  const p0 = quantile(d, 0.15);
  if (!(p0 > mw * 0.9)) return cs;
  const units = d
    .map((v) => v / Math.max(1, Math.round(v / p0)))
    .filter((u) => Math.abs(u - p0) < p0 * 0.25);
  const p = units.length ? median(units) : p0;
  // phase: circular mean of x mod p
  let sx = 0;
  let sy = 0;
  for (const c of strong) {
    const t = (2 * Math.PI * c.x) / p;
    sx += Math.cos(t);
    sy += Math.sin(t);
  }
  if (Math.hypot(sx, sy) < strong.length * 0.5) return cs; // no clear grid
  const phase = (Math.atan2(sy, sx) / (2 * Math.PI)) * p;
  const tol = Math.max(1.5, p * 0.22);
  return cs.filter((c) => {
    const k = Math.round((c.x - phase) / p);
    const off = Math.abs(c.x - phase - k * p);
    return off <= tol || typical(c);
  });
}

import type { ComponentMap } from '../../shared/components.ts';
import { dist, type Rgb } from '../../shared/colour.ts';
import type { ClusterLabels } from './cluster-labels.ts';
import { desaturatedOf, onSegment } from './colour-shades.ts';
import { removeLongLines } from './line-removal.ts';
import { isNoChangeGrey } from './no-change-grey.ts';
import type { ScanContext } from './scan-context.ts';

/** The chosen candle colours as rays from the background: direction, squared length, tolerance. */
interface Rays {
  cols: Rgb[];
  dirs: Rgb[];
  len2: number[];
  tol: number[];
}

/** Clusters that are strong blends (>= 70 %) of a chosen colour with the background count as it. */
function strongBlends(
  clusters: ClusterLabels['clusters'],
  bg: Rgb,
  { cols, dirs, len2 }: Rays,
  wideShare: Float64Array,
): boolean[] {
  const K = clusters.length;
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
  return strongBlend;
}

/**
 * 15-bit colour -> candle colour (1-based, 0 for none), and for pixels only partly covered by
 * a candle colour, which colour (`partK`) and how much of it (`partA`, in %).
 */
function candleLuts(
  labels: ClusterLabels,
  bg: Rgb,
  { cols, dirs, len2, tol }: Rays,
  chosen: number[],
  strongBlend: boolean[],
  faded: number[],
  twins: ReadonlyMap<number, 1 | 2>,
): { lut2: Uint8Array; partK: Uint8Array; partA: Uint8Array } {
  const { clusters, lut, fringe, fringeParent } = labels;
  const lut2 = new Uint8Array(32768);
  const partK = new Uint8Array(32768);
  const partA = new Uint8Array(32768);
  for (let key = 0; key < 32768; key++) {
    const pr = ((key >> 10) << 3) + 4 - bg[0];
    const pg = (((key >> 5) & 31) << 3) + 4 - bg[1];
    const pb = ((key & 31) << 3) + 4 - bg[2];
    // the candle colour drawn faded (or at full strength, when the faded candles were chosen)
    const twin = twins.get(lut[key]!);
    if (twin) {
      lut2[key] = twin;
      continue;
    }
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
  return { lut2, partK, partA };
}

/**
 * Final labelling of the chosen colours by projection onto the background->colour segment:
 * a pixel at least half covered by the colour (antialiased edges, thin wicks) belongs to it.
 * `chosen` are the candle colours' clusters (1-based); the result labels them 1 and 2, with the
 * long lines taken out (`lined`: before; `lineColumns`: the columns a vertical line was taken
 * from, by label bit), and gives their colours.
 */
export function labelCandleColours(
  ctx: ScanContext,
  labels: ClusterLabels,
  wideShare: Float64Array,
  cc: ComponentMap,
  chosen: number[],
  /** faded shades of the colours (a cluster and the index of its colour in `chosen`) */
  shades: readonly [number, 0 | 1][] = [],
  /** clusters that are a candle colour faded (`fadedTwins`), with that colour's label */
  twins: ReadonlyMap<number, 1 | 2> = new Map(),
): { lab: Uint8Array; cols: Rgb[]; lined: Uint8Array; lineColumns: Uint16Array } {
  const { plotW, plotH, bg, maxW } = ctx;
  const { clusters, nonBg, keys } = labels;
  const cols = chosen.map((k) => clusters[k - 1]!.color);
  const lab2 = new Uint8Array(plotW * plotH);
  const dirs = cols.map((c) => [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]] as Rgb);
  const len2 = dirs.map((v) => v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  const tol = dirs.map((_, k) => Math.max(20, 0.18 * Math.sqrt(len2[k]!)));
  const rays: Rays = { cols, dirs, len2, tol };
  const strongBlend = strongBlends(clusters, bg, rays, wideShare);
  // Clusters that are a faded candle colour (JPEG's thin features), by candle colour (1-based);
  // a colour drawn in shapes far wider than a candle (a line across the plot) is its own.
  const faded = clusters.map((c) => desaturatedOf(c.color, bg, cols));
  for (const c of cc.comps)
    if (c.x1 - c.x0 + 1 > Math.max(maxW * 2, plotW * 0.1)) faded[c.label - 1] = 0;
  const { lut2, partK, partA } = candleLuts(labels, bg, rays, chosen, strongBlend, faded, twins);
  for (let i = 0; i < plotW * plotH; i++) if (nonBg[i]) lab2[i] = lut2[keys[i]!]!;
  if (shades.length) labelShades(lab2, labels, shades);
  joinSplitLines(lab2, keys, nonBg, partK, partA, plotW, plotH);
  const lined = lab2.slice();
  const lineColumns = removeLongLines(lab2, plotW, plotH, ctx.scaleHint);
  return { lab: lab2, cols, lined, lineColumns };
}

/** Pixels of a faded shade of a candle colour (and of its fringes) get that colour's label. */
function labelShades(
  lab2: Uint8Array,
  labels: ClusterLabels,
  shades: readonly [number, 0 | 1][],
): void {
  const { lab, fringeParent } = labels;
  const to = new Uint8Array(256);
  for (const [k, j] of shades) to[k] = j + 1;
  for (let i = 0; i < lab2.length; i++) {
    if (lab2[i]) continue;
    const l = lab[i]!;
    if (l === 0 || l === 255) continue;
    const t = to[l] || to[fringeParent[l] ?? 0];
    if (t) lab2[i] = t;
  }
}

/** A ring of a candle colour this many times as far from the background as the colour is a
 * blend of the colour with a bright outline, not an antialiased edge (breadth `outlined` family:
 * light grey borders on teal and red bodies blend to colours 1.16-1.38 times as far). */
const OUTLINE_BLEND = { farther: 1.1 } as const;

/**
 * Colours a candle colour takes where its body is drawn with an outline of another colour
 * (decision 168): the label pass took them for rings of the candle colour, yet they stand
 * farther from the background than the colour itself, towards the outline's. A doji drawn so
 * shows only such a blend, a row or two of it.
 */
export function outlineBlends(labels: ClusterLabels, bg: Rgb, chosen: readonly number[]): number[] {
  const { clusters, fringe, fringeParent } = labels;
  const out: number[] = [];
  for (let k = 1; k <= clusters.length; k++) {
    const parent = fringeParent[k] ?? 0;
    if (!fringe[k] || !chosen.includes(parent)) continue;
    const far = dist(clusters[k - 1]!.color, bg);
    if (far > dist(clusters[parent - 1]!.color, bg) * OUTLINE_BLEND.farther) out.push(k);
  }
  return out;
}

/**
 * The pixels of the colours of candles that did not move (a neutral colour of their own; a
 * candle colour's blends with its outline), as label 1.
 */
export function unmovedMap(
  labels: ClusterLabels,
  clusters: readonly number[],
  blends: readonly number[] = [],
): Uint8Array {
  // (the blends are fringes, taken out of the labels: their pixels are found by colour)
  const { lab, lut, keys, nonBg } = labels;
  const own = new Uint8Array(256);
  for (const k of clusters) own[k] = 1;
  const blend = new Uint8Array(256);
  for (const k of blends) blend[k] = 1;
  const out = new Uint8Array(lab.length);
  for (let i = 0; i < lab.length; i++)
    if (own[lab[i]!] || (nonBg[i] && blend[lut[keys[i]!]!])) out[i] = 1;
  return out;
}

/**
 * The no-change greys (`isNoChangeGrey`) other than the candle colours and antialiasing fringes:
 * where the colour choice found no no-change colour of its own among candle-like shapes, a bar
 * that did not move, drawn in such a grey (a stem with one tick each side at one row), is still
 * one (decision 201), and so is a flat candle's dash on its neighbours' rows (decision 204).
 */
export function neutralClusters(labels: ClusterLabels, chosen: readonly number[]): number[] {
  const out: number[] = [];
  labels.clusters.forEach((c, i) => {
    const k = i + 1;
    if (!chosen.includes(k) && !labels.fringe[k] && isNoChangeGrey(c.color)) out.push(k);
  });
  return out;
}

/**
 * A one-pixel line at a fractional x is antialiased over two columns, each only partly covered
 * (less than the half that labels a pixel). Two such neighbours of the same colour whose
 * coverages add up to a whole pixel, with no ink on either side, are one line: the more covered
 * of the two gets the colour. Wicks drawn this way would otherwise vanish.
 */
export function joinSplitLines(
  lab: Uint8Array,
  keys: Uint16Array,
  nonBg: Uint8Array,
  partK: Uint8Array,
  partA: Uint8Array,
  plotW: number,
  plotH: number,
): void {
  for (let y = 0; y < plotH; y++) {
    const row = y * plotW;
    for (let x = 1; x + 2 < plotW; x++) {
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

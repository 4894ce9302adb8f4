import { dist, type Rgb } from '../../shared/colour.ts';
import { onSegment, ringOf } from './colour-shades.ts';
import { removeLongLines } from './line-removal.ts';
import type { ScanContext } from './scan-context.ts';
import { findTextBoxes, LEGEND_BAND } from './text-mask.ts';
import type { Cluster } from './types.ts';

/** The plot's pixels labelled by colour cluster, before the candle colours are chosen. */
export interface ClusterLabels {
  clusters: Cluster[];
  /** 15-bit colour -> 0 = background, 255 = other ink, k = cluster k (1-based) */
  lut: Uint8Array;
  /** cluster label per plot pixel: fringes, long lines and text taken out */
  lab: Uint8Array;
  /** pixels per cluster, as first labelled */
  cnt: Uint32Array;
  /** plot pixels that are not background, whatever their colour (text taken out) */
  nonBg: Uint8Array;
  /** each plot pixel's 15-bit colour */
  keys: Uint16Array;
  /** pixel adjacency between clusters, (K + 1) x (K + 1) */
  adj: Uint32Array;
  /** clusters that are only fringes (antialiased edges) of others */
  fringe: boolean[];
  /** the cluster each fringe belongs to (0 when none) */
  fringeParent: number[];
  /** lines of text found in the ink's cores (compression's rings left out) in a file whose
   * colour was halved: no evidence of a candle colour; those of a legend in a candle colour are
   * masked too (decision 205) */
  coreText: { x0: number; y0: number; x1: number; y1: number }[];
}

/** The colour at the middle of a 15-bit colour's cell. */
function keyColour(key: number): Rgb {
  return [((key >> 10) << 3) + 4, (((key >> 5) & 31) << 3) + 4, ((key & 31) << 3) + 4];
}

/**
 * Label image: nearest cluster within its acceptance radius. Colours are looked up in a
 * 15-bit table (quantisation error <= 4 per channel) instead of measured per pixel; `strong`
 * marks the colours at least `TEXT_INK.strong` from the background; `level`, each colour's
 * distance from it.
 */
function clusterLut(
  clusters: Cluster[],
  bg: Rgb,
): { lut: Uint8Array; strong: Uint8Array; level: Float32Array } {
  const K = clusters.length;
  const acc = clusters.map((c) => Math.min(70, Math.max(22, 0.45 * dist(c.color, bg))));
  const lut = new Uint8Array(32768); // 0 = background, 255 = other ink, k = cluster k
  const strong = new Uint8Array(32768);
  const level = new Float32Array(32768);
  for (let key = 0; key < 32768; key++) {
    const p = keyColour(key);
    const dbg = dist(p, bg);
    level[key] = dbg;
    if (dbg < TEXT_INK.ink) continue;
    if (dbg >= TEXT_INK.strong) strong[key] = 1;
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
  return { lut, strong, level };
}

/**
 * Text is looked for twice: in every pixel off the background (`ink`, the lookup's own floor) and
 * in the pixels at least `strong` from it. Compression rings around small glyphs (JPEG, colour
 * at half resolution) reach past the floor and join a legend's digits into shapes too wide for
 * glyphs; the rings are fainter than the strokes, so the stronger ink holds the glyphs apart
 * (measured on the real screenshots re-encoded as JPEG, decision 179). Only legends are looked for
 * so (the top of the plot), and only small type (glyphs at most `tallest` rows), whose gaps of a
 * pixel or two the rings bridge; larger type keeps its gaps. And only lines with a `coloured`
 * share of their strong pixels in a colour (channels more than `spread` apart): a legend whose
 * values are written in the candle colours, which are what is read as candles; a line all grey or
 * black (a table's header) stays as the first look left it, or a table's rows read as a chart
 * once its header is gone. `pad`: pixels added round a line found in the stronger ink, where its
 * rings stand.
 */
const TEXT_INK = { ink: 22, strong: 50, tallest: 16, pad: 2, spread: 40, coloured: 0.2 } as const;

/** Whether a `coloured` share of a line's strong pixels are in a colour (channels more than
 * `spread` apart), as a legend's values in the candle colours are; a table's text is grey. */
function colouredLine(
  box: { x0: number; y0: number; x1: number; y1: number },
  isStrong: (i: number) => boolean,
  keys: Uint16Array,
  plotW: number,
): boolean {
  let n = 0;
  let coloured = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * plotW + x;
      if (!isStrong(i)) continue;
      const c = keyColour(keys[i]!);
      n++;
      if (Math.max(...c) - Math.min(...c) > TEXT_INK.spread) coloured++;
    }
  return n > 0 && coloured >= n * TEXT_INK.coloured;
}

/**
 * Antialiasing fringes: a cluster whose pixels mostly touch another cluster and whose colour
 * lies between that cluster and the background.
 */
function findFringes(
  lab: Uint8Array,
  cnt: Uint32Array,
  clusters: Cluster[],
  ctx: ScanContext,
): Pick<ClusterLabels, 'adj' | 'fringe' | 'fringeParent'> {
  const { plotW, plotH, bg } = ctx;
  const K = clusters.length;
  const adj = new Uint32Array((K + 1) * (K + 1));
  for (let y = 0; y < plotH - 1; y++) {
    for (let x = 0; x < plotW - 1; x++) {
      const a = lab[y * plotW + x]!;
      if (!a) continue;
      const r = lab[y * plotW + x + 1]!;
      const b = lab[(y + 1) * plotW + x]!;
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
    if (fringe[k]) continue;
    // a compression ring touches the shapes of its colour, whose edges compression may have
    // split into clusters of their own (of the same hue, more colourful than the ring): its
    // touches with all of them count together
    let ring = 0;
    let parent = 0;
    for (let j = 1; j <= K; j++) {
      const cj = clusters[j - 1]!.color;
      if (j === k || !ringOf(clusters[k - 1]!.color, bg, cj, 1)) continue;
      ring += adj[k * (K + 1) + j]!;
      if (
        ringOf(clusters[k - 1]!.color, bg, cj) &&
        (!parent || clusters[j - 1]!.count > clusters[parent - 1]!.count)
      )
        parent = j;
    }
    if (parent && ring / Math.max(1, cnt[k]!) > 0.3) {
      fringe[k] = true;
      fringeParent[k] = parent;
    }
  }
  return { adj, fringe, fringeParent };
}

/**
 * Labels each plot pixel with its colour cluster, then takes out what cannot be a candle
 * colour's: antialiasing fringes, long lines (grid, price lines, crosshair) and rows of text.
 */
export function labelClusters(ctx: ScanContext, clusters: Cluster[]): ClusterLabels {
  const { img, plot, plotW, plotH } = ctx;
  const K = clusters.length;
  const { lut, strong: strongLut, level } = clusterLut(clusters, ctx.bg);
  const lab = new Uint8Array(plotW * plotH);
  const d = img.data;
  const cnt = new Uint32Array(K + 1);
  const nonBg = new Uint8Array(plotW * plotH);
  const keys = new Uint16Array(plotW * plotH);
  for (let y = 0; y < plotH; y++) {
    let i = ((y + plot.top) * img.width + plot.left) * 4;
    const row = y * plotW;
    for (let x = 0; x < plotW; x++, i += 4) {
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
  const fringes = findFringes(lab, cnt, clusters, ctx);
  const { fringe } = fringes;
  if (fringe.some(Boolean)) {
    const drop = Uint8Array.from(fringe, (f) => (f ? 1 : 0));
    for (let i = 0; i < lab.length; i++) if (drop[lab[i]!]) lab[i] = 0;
  }
  removeLongLines(lab, plotW, plotH, ctx.scaleHint);
  // Text (legends, watermarks' letters, time labels inside the box) is masked out first.
  // (only the rows a legend's line of small type can reach are looked at)
  const rows = Math.min(plotH, Math.ceil(plotH * LEGEND_BAND) + 2 * TEXT_INK.tallest);
  const strong = new Uint8Array(plotW * plotH);
  for (let i = 0; i < rows * plotW; i++) strong[i] = strongLut[keys[i]!]!;
  const textBoxes = [
    ...findTextBoxes(nonBg, plotW, plotH),
    ...findTextBoxes(strong, plotW, plotH, { tallest: TEXT_INK.tallest })
      .filter((t) => colouredLine(t, (i) => strong[i] === 1, keys, plotW))
      .map((t) => ({
        x0: Math.max(0, t.x0 - TEXT_INK.pad),
        y0: Math.max(0, t.y0 - TEXT_INK.pad),
        x1: Math.min(plotW - 1, t.x1 + TEXT_INK.pad),
        y1: Math.min(plotH - 1, t.y1 + TEXT_INK.pad),
      })),
  ];
  // (the rings that join small type's glyphs are compression's: looked for in a file saved with
  // its colour at half resolution, where the first look misses lines of text; decision 205)
  const cores = img.colourHalved ? coreInk(keys, level, plotW, plotH) : null;
  const coreText = cores
    ? [...findTextBoxes(cores.strokes, plotW, plotH), ...findTextBoxes(cores.glyphs, plotW, plotH)]
    : [];
  // a legend's line in a candle colour found so is masked as the strong ink's are (decision 205)
  const strongColour = (i: number): boolean => strongLut[keys[i]!] === 1;
  for (const t of coreText)
    if (t.y0 <= plotH * LEGEND_BAND && colouredLine(t, strongColour, keys, plotW))
      textBoxes.push({
        x0: Math.max(0, t.x0 - TEXT_INK.pad),
        y0: Math.max(0, t.y0 - TEXT_INK.pad),
        x1: Math.min(plotW - 1, t.x1 + TEXT_INK.pad),
        y1: Math.min(plotH - 1, t.y1 + TEXT_INK.pad),
      });
  for (const t of textBoxes)
    for (let y = t.y0; y <= t.y1; y++)
      for (let x = t.x0; x <= t.x1; x++) {
        lab[y * plotW + x] = 0;
        nonBg[y * plotW + x] = 0;
      }
  return { clusters, lut, lab, cnt, nonBg, keys, ...fringes, coreText };
}

/** The cores of the ink, two ways, each at least `floor` off the background: `strokes`, the
 * pixels at least `share` of the strongest within `reach` pixels on their row (a glyph's strokes
 * without its blurred edges and what compression's rings bridge its gaps with: bold type whose
 * gaps the rings fill nearly as strong as the strokes); `glyphs`, the pixels that are no valley,
 * with ink `1 / share` times as strong on both sides within `reach` (whole glyphs, their soft
 * edges kept, apart where a gap between two is fainter than both). Small type's glyphs stand apart
 * in one or the other. */
const CORE_INK = { share: 0.6, reach: 2, floor: 50 } as const;

function coreInk(
  keys: Uint16Array,
  level: Float32Array,
  plotW: number,
  plotH: number,
): { strokes: Uint8Array; glyphs: Uint8Array } {
  const strokes = new Uint8Array(plotW * plotH);
  const glyphs = new Uint8Array(plotW * plotH);
  const row = new Float32Array(plotW);
  for (let y = 0; y < plotH; y++) {
    for (let x = 0; x < plotW; x++) row[x] = level[keys[y * plotW + x]!]!;
    for (let x = 0; x < plotW; x++) {
      const v = row[x]!;
      if (v < CORE_INK.floor) continue;
      let left = 0;
      let right = 0;
      for (let d = 1; d <= CORE_INK.reach; d++) {
        if (x - d >= 0) left = Math.max(left, row[x - d]!);
        if (x + d < plotW) right = Math.max(right, row[x + d]!);
      }
      if (v >= Math.max(left, right) * CORE_INK.share) strokes[y * plotW + x] = 1;
      if (v >= Math.min(left, right) * CORE_INK.share) glyphs[y * plotW + x] = 1;
    }
  }
  return { strokes, glyphs };
}

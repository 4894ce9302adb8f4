import type { Component, ComponentMap } from '../../shared/components.ts';
import { barCount, columnRunsOfPixels } from './bar-stems.ts';
import type { ClusterLabels } from './cluster-labels.ts';
import type { ColourEvidence } from './colour-choice.ts';
import type { ScanContext } from './scan-context.ts';
import { textRowMembers } from './text-mask.ts';

/**
 * The bottom row that many shapes share (a histogram's baseline, within a row either way), in
 * the lower 60 % of the plot; null when none.
 */
export function baselineOf(
  list: { y1: number; x0: number; x1: number; area: number; y0: number }[],
  plotH: number,
): number | null {
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
  return bc >= Math.max(4, list.length * 0.2) && by > plotH * 0.4 ? by : null;
}

/**
 * A line drawn over the chart (a moving average) falls apart, once antialiased and
 * compressed, into thin steps, each continued diagonally by the next one in the very next
 * column: strokes of a line, not candles.
 */
function lineStrokes(
  byLabel: Map<number, Component[]>,
  fringe: boolean[],
  cc: ComponentMap,
  plotW: number,
  plotH: number,
): Set<Component> {
  const strokes = new Set<Component>();
  const thin = (c: Component): boolean => c.y1 - c.y0 <= 2 || c.x1 - c.x0 <= 1;
  const at = (x: number, y: number): number => (y >= 0 && y < plotH ? cc.ids[y * plotW + x]! : 0);
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
  return strokes;
}

/** A colour with at least `share` of its candle-like shapes (by score) in lines of text found in
 * the ink's cores, and as much there as `least` of the best colour's score elsewhere, is the
 * text's colour, whatever its other shapes (decision 205: a charting site's grey trade labels over
 * small candles saved as JPEG, whose glyphs compression breaks into pieces of two greys: 0.62, 1.6
 * times the best; the candle colours of both real batches re-encoded at JPEG 85: 0.10 at most; an
 * outline's grey that draws dojis in a row, 0.54 but 0.04 of the best, is no candle colour's rival
 * and stays). */
const TEXT_COLOUR = { share: 0.5, least: 0.25 } as const;

/**
 * Scores each colour cluster by how candle-like its shapes are, and gathers where those shapes
 * stand (columns, rows) and how much of each colour lies in shapes wider than any candle: what
 * the choice of the candle colours is made from.
 */
export function gatherColourEvidence(
  ctx: ScanContext,
  labels: ClusterLabels,
  cc: ComponentMap,
): ColourEvidence {
  const { plotW, plotH, maxW, bg } = ctx;
  const { clusters, fringe, nonBg, adj, cnt } = labels;
  const K = clusters.length;
  // Score each colour by how candle-like its blobs are.
  const scores = new Float64Array(K + 1);
  const byLabel = new Map<number, Component[]>();
  for (const c of cc.comps) {
    const list = byLabel.get(c.label) ?? [];
    list.push(c);
    byLabel.set(c.label, list);
  }
  // Column profile (top and bottom row per column) of the candidate blobs, in one pass.
  const cand = new Map<number, { c: Component; top: Int32Array; bot: Int32Array }>();
  for (const c of cc.comps) {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (!fringe[c.label] && w <= maxW && h >= 2 && h < plotH * 0.92)
      cand.set(c.id + 1, { c, top: new Int32Array(w).fill(-1), bot: new Int32Array(w).fill(-1) });
  }
  for (let y = 0; y < plotH; y++) {
    const row = y * plotW;
    for (let x = 0; x < plotW; x++) {
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
  const strokes = lineStrokes(byLabel, fringe, cc, plotW, plotH);
  const inkFill = (c: Component): number => {
    let n = 0;
    for (let y = c.y0; y <= c.y1; y++)
      for (let x = c.x0; x <= c.x1; x++) n += nonBg[y * plotW + x]!;
    return n / ((c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1));
  };
  // (a shape whose centre stands in a line of text found in the ink's cores, decision 205)
  const inCoreText = (c: Component): boolean => {
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return labels.coreText.some((t) => cx >= t.x0 && cx <= t.x1 && cy >= t.y0 && cy <= t.y1);
  };
  // how candle-like each colour's shapes in lines of text are
  const inTextOf = new Float64Array(K + 1);
  for (const [label, list] of byLabel) {
    if (fringe[label]) continue;
    const narrow = list.filter((c) => cand.has(c.id + 1));
    // volume histograms (one per panel): bars sharing a bottom row
    const bases: number[] = [];
    let pool = narrow.filter((c) => c.y1 - c.y0 >= 2);
    for (let k = 0; k < 3; k++) {
      const b = baselineOf(pool, plotH);
      if (b === null) break;
      bases.push(b);
      pool = pool.filter((c) => Math.abs(c.y1 - b) > 1);
    }
    const textRows = new Set(textRowMembers(narrow));
    // OHLC bars drawn with a thick pen are candle-like too, where a colour draws many of them
    // (a few glyph pieces of a legend can look like one)
    const barLike = new Map<Component, number>();
    for (const c of narrow)
      if (!textRows.has(c) && !strokes.has(c)) {
        const b = barLikeness(cand.get(c.id + 1)!);
        if (b > 0) barLike.set(c, b);
      }
    if (barLike.size < THICK_BARS.least) barLike.clear();
    // One candle per column: blobs stacked in the same columns (a dashed vertical line, a
    // candle and its volume bar) count once, by the best of them.
    const perColumn = new Map<number, number>();
    let inText = 0;
    for (const c of narrow) {
      const w = c.x1 - c.x0 + 1;
      const h = c.y1 - c.y0 + 1;
      const fill = c.area / (w * h);
      // a bar of the histogram: filled, or its box filled with ink (a bar whose edges compression
      // split into a colour of their own)
      if (bases.some((b) => Math.abs(c.y1 - b) <= 1) && (fill > 0.85 || inkFill(c) > 0.9)) continue;
      if (textRows.has(c) || strokes.has(c)) continue;
      if (inCoreText(c)) {
        if (c.area > 3) inText += candleLikeness(cand.get(c.id + 1)!) * Math.sqrt(c.area);
        continue;
      }
      // specks (noise, dotted lines) say nothing of a colour's candles
      if (c.area <= 3) continue;
      const v =
        Math.max(candleLikeness(cand.get(c.id + 1)!), barLike.get(c) ?? 0) * Math.sqrt(c.area);
      if (v > 0) {
        let m = colsOf.get(label);
        if (!m) colsOf.set(label, (m = new Uint8Array(plotW)));
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
    inTextOf[label] = inText;
  }
  // a colour that draws lines of text as much as anything else, and as much as a candle colour
  // draws candles, is the text's
  const best = Math.max(...scores);
  for (let k = 1; k <= K; k++) {
    const t = inTextOf[k]!;
    if (t >= (scores[k]! + t) * TEXT_COLOUR.share && t >= best * TEXT_COLOUR.least) scores[k] = 0;
  }
  // the share of each colour's pixels in shapes wider than any candle (lines across the plot)
  const wideShare = new Float64Array(K + 1);
  for (const c of cc.comps) if (c.x1 - c.x0 + 1 > maxW) wideShare[c.label]! += c.area;
  for (let k = 1; k <= K; k++) wideShare[k]! /= Math.max(1, cnt[k]!);
  return {
    clusters,
    scores,
    adj,
    cnt,
    fringe,
    colsOf,
    rowsOf,
    wideShare,
    width: plotW,
    bg,
    bars: barsByColour(labels, plotW, plotH),
  };
}

/** Ascending lists merged into one ascending list without repeats. */
function union(lists: number[][]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/** The most common colours looked at for OHLC bars (each a pass over the plot). */
const BAR_COLOURS = 6;

/**
 * For each colour (with its antialiased fringes), how many of its stems show a bar's two ticks
 * when that decides that it draws OHLC bars; 0 otherwise. Thin bars score nothing as candles
 * (no flat body top and bottom), and dense ones merge into shapes wider than any candle.
 */
function barsByColour(labels: ClusterLabels, plotW: number, plotH: number): Float64Array {
  const { clusters, fringe, fringeParent, lab, cnt } = labels;
  const K = clusters.length;
  const out = new Float64Array(K + 1);
  const order = [...Array(K).keys()]
    .map((k) => k + 1)
    .filter((k) => !fringe[k] && cnt[k]! >= 100)
    .sort((a, b) => cnt[b]! - cnt[a]!)
    .slice(0, BAR_COLOURS);
  // each colour's pixels with its fringes', column by column (x * plotH + y, ascending), from one
  // pass over the plot: a colour's map is marked, read and cleared at its own pixels only
  const ownersOf: number[][] = [];
  for (let l = 1; l < 255; l++) {
    const owners = order.filter((k) => l === k || fringeParent[l] === k);
    if (owners.length) ownersOf[l] = owners;
  }
  const pixelsOf = new Map<number, number[]>(order.map((k) => [k, []]));
  if (order.length)
    for (let x = 0; x < plotW; x++)
      for (let y = 0; y < plotH; y++) {
        const owners = ownersOf[lab[y * plotW + x]!];
        if (owners) for (const k of owners) pixelsOf.get(k)!.push(x * plotH + y);
      }
  const mask = new Uint8Array(plotW * plotH);
  const read = (ks: number[]): { bars: number; decided: boolean } => {
    const keys = ks.length === 1 ? pixelsOf.get(ks[0]!)! : union(ks.map((k) => pixelsOf.get(k)!));
    const at = (k: number): number => (k % plotH) * plotW + Math.floor(k / plotH);
    for (const k of keys) mask[at(k)] = 1;
    try {
      return barCount(mask, plotW, plotH, columnRunsOfPixels(keys, plotW, plotH));
    } finally {
      for (const k of keys) mask[at(k)] = 0;
    }
  };
  const raw = new Float64Array(K + 1);
  for (const k of order) {
    const r = read([k]);
    raw[k] = r.bars;
    out[k] = r.decided ? r.bars : 0;
  }
  // bars of two colours side by side: where one's tick touches the other's stem it may cover
  // the other's tick, so each colour alone can show too few; together they decide
  const [a, b] = [...order].sort((p, q) => raw[q]! - raw[p]!);
  if (a !== undefined && b !== undefined && raw[b]! > 0) {
    const both = read([a, b]);
    if (both.decided)
      for (const k of [a, b])
        out[k] = Math.max(out[k]!, (both.bars * raw[k]!) / (raw[a]! + raw[b]!));
  }
  return out;
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

/** A colour's shapes that look like OHLC bars drawn with a thick pen count as candles when it
 * draws at least `least` of them (a legend's glyph pieces drew four on the breadth corpus; a
 * chart of thick bars draws dozens). */
const THICK_BARS = { least: 8 } as const;

/**
 * Whether a blob is an OHLC bar drawn with a thick pen: a block of columns spanning its rows
 * (the stem, its top and bottom flat), and beside it on each side columns of one short run on
 * one row each (the open's tick left, the close's right, on different rows), as thick as the
 * stem is wide and at most twice as long and four columns more. 1 when it is, else 0.
 */
function barLikeness(e: { c: Component; top: Int32Array; bot: Int32Array }): number {
  const w = e.top.length;
  const h = e.c.y1 - e.c.y0 + 1;
  if (w < 3 || h < 4) return 0;
  let s0 = -1;
  let s1 = -1;
  for (let k = 0; k < w; k++) {
    if (e.top[k]! < 0 || e.bot[k]! - e.top[k]! + 1 < h - 1) continue;
    if (s0 < 0) s0 = k;
    else if (k !== s1 + 1) return 0;
    s1 = k;
  }
  const stem = s1 - s0 + 1;
  // ticks a few pens long each side (a spike among flat candles merged into one shape has
  // long flat runs either side)
  const longest = 2 * stem + 4;
  if (s0 <= 0 || s1 >= w - 1 || 2 * stem > w || s0 > longest || w - 1 - s1 > longest) return 0;
  /** The row of a tick in columns from..to: one run each, on one row, the pen's thickness. */
  const tickRow = (from: number, to: number): number => {
    let row = -1;
    for (let k = from; k <= to; k++) {
      const t = e.top[k]!;
      if (t < 0 || e.bot[k]! - t + 1 > stem + 2) return -1;
      if (row < 0) row = t;
      else if (Math.abs(t - row) > 1) return -1;
    }
    return row;
  };
  const open = tickRow(0, s0 - 1);
  const close = tickRow(s1 + 1, w - 1);
  // an open and a close on one row make a cross, as a glyph does ("+", "t")
  return open >= 0 && close >= 0 && Math.abs(open - close) > 1 ? 1 : 0;
}

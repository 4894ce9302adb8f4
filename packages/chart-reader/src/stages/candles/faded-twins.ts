import { chroma, type Rgb } from '../../shared/colour.ts';
import type { Component, ComponentMap } from '../../shared/components.ts';
import type { ColourEvidence } from './colour-choice.ts';
import { baselineOf } from './colour-evidence.ts';

/**
 * What makes a colour cluster the faded twin of a candle colour: it lies on the line from the
 * background to that colour (within `residual` of the colour's distance from the background, at
 * least `minResidual` levels: a cluster's colour is the mean of its pixels, edges and wicks
 * included) at `min` to `max` of the way (a box selection leaves the candles
 * outside it at 0.2-0.4 of their strength; antialiased edges are fringes, found apart); both
 * candle colours fade alike (their strengths within `sameFade` of each other: one opacity drew
 * them); and its shapes are candle-like, scoring at least `minScore` of the weaker candle
 * colour's (volume bars on a baseline and lines score nothing); the full colour shows a hue
 * (`minHue`, Cb/Cr levels from grey); and the faded shapes stand in other columns than the full
 * ones of both colours (at most `sharedColumns` of theirs: a translucent shade in the candles'
 * own columns is their volume bars), not `histogram` of them on one bottom row; and the two
 * candle colours' hues `hueApart` degrees apart at least.
 */
const TWIN = {
  min: 0.12,
  max: 0.65,
  residual: 0.1,
  minResidual: 16,
  sameFade: 0.12,
  minScore: 0.2,
  minHue: 25,
  hueApart: 30,
  sharedColumns: 0.35,
  histogram: 0.3,
} as const;

/** Per cluster (1-based), the share of its shapes standing on one bottom row (a histogram's). */
function histogramShare(cc: ComponentMap, K: number, plotH: number): Float64Array {
  const byLabel: Component[][] = Array.from({ length: K + 1 }, () => []);
  for (const c of cc.comps) if (c.area >= 4 && c.y1 > c.y0) byLabel[c.label]?.push(c);
  const out = new Float64Array(K + 1);
  byLabel.forEach((list, k) => {
    const base = list.length ? baselineOf(list, plotH) : null;
    if (base !== null) out[k] = list.filter((c) => Math.abs(c.y1 - base) <= 1).length / list.length;
  });
  return out;
}

/** Whether two colours' hues, seen from the background's, differ by at least `hueApart`
 * degrees (a palette of one hue, light green rising and dark green falling, makes shades of one
 * direction's colour that lie on the other's line from the background: no twins there). */
function hueApart(a: Rgb, b: Rgb, bg: Rgb): boolean {
  const cb = chroma(bg);
  const [u, v] = [chroma(a), chroma(b)].map((c) => [c[0] - cb[0], c[1] - cb[1]] as const);
  const cos = (u![0] * v![0] + u![1] * v![1]) / (Math.hypot(...u!) * Math.hypot(...v!) || 1);
  return cos <= Math.cos((TWIN.hueApart * Math.PI) / 180);
}

/** The share of the columns cluster k's candle-like shapes cover that cluster j's cover too. */
function sharedColumns(ev: ColourEvidence, k: number, j: number): number {
  const a = ev.colsOf.get(k);
  const b = ev.colsOf.get(j);
  if (!a || !b) return 0;
  let n = 0;
  let both = 0;
  for (let x = 0; x < ev.width; x++)
    if (a[x]) {
      n++;
      if (b[x]) both++;
    }
  return n ? both / n : 0;
}

/** How far along the line from `bg` to `c` colour `p` lies, or null when it lies off it. */
function along(p: Rgb, c: Rgb, bg: Rgb): number | null {
  const v = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
  const u = [p[0] - bg[0], p[1] - bg[1], p[2] - bg[2]];
  const len2 = v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]!;
  if (len2 === 0) return null;
  const a = (u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) / len2;
  const res = Math.hypot(u[0]! - a * v[0]!, u[1]! - a * v[1]!, u[2]! - a * v[2]!);
  return res <= Math.max(TWIN.minResidual, TWIN.residual * Math.sqrt(len2)) ? a : null;
}

/** A strong cluster and a faded one on its line from the background, and how faded. */
interface Twin {
  strong: number;
  faded: number;
  fade: number;
}

/**
 * Candles drawn in both candle colours at full strength and, elsewhere on the plot, faded (a box
 * selection leaves the candles outside it translucent; a chart drawn half under a translucent
 * layer): each candle colour then shows as two clusters, the faded one on the line from the
 * background to the full one, both colours faded alike. Returns the candle colours
 * (`firstColour`, `secondColour` as chosen, or `secondColour` replaced by the other colour of the
 * twins when the choice took a colour of neither) and every cluster of the twins with the candle
 * colour it is (1 for `firstColour`'s, 2 for `secondColour`'s); no twins when the chart shows none
 * or the chosen colour is not one of them.
 */
export function fadedTwins(
  ev: ColourEvidence,
  cc: ComponentMap,
  plotH: number,
  firstColour: number,
  secondColour: number,
): { firstColour: number; secondColour: number; twins: Map<number, 1 | 2> } {
  const none = { firstColour, secondColour, twins: new Map<number, 1 | 2>() };
  if (firstColour <= 0) return none;
  const { clusters, scores, fringe, bg } = ev;
  const K = clusters.length;
  const onBaseline = histogramShare(cc, K, plotH);
  const floor = scores[firstColour]! * TWIN.minScore;
  const usable = (k: number): boolean => !fringe[k] && scores[k]! > 0;
  const pairs: Twin[] = [];
  // (the two candle colours chosen are never one colour and its faded twin: a same-hue palette,
  // light blue rising and dark blue falling, is two colours)
  const both = (s: number, f: number): boolean =>
    (s === firstColour && f === secondColour) || (s === secondColour && f === firstColour);
  for (let s = 1; s <= K; s++)
    for (let f = 1; f <= K; f++) {
      if (s === f || !usable(s) || !usable(f) || both(s, f)) continue;
      if (Math.max(scores[s]!, scores[f]!) < floor) continue;
      // a grey's line from the background passes near every pale colour: a candle colour that
      // fades shows its hue
      if (Math.hypot(...chroma(clusters[s - 1]!.color)) < TWIN.minHue) continue;
      const fade = along(clusters[f - 1]!.color, clusters[s - 1]!.color, bg);
      if (fade === null || fade < TWIN.min || fade > TWIN.max) continue;
      // the faded candles stand where the full ones do not (outside the selection); a colour's
      // translucent shade in its own columns is its volume bars or its fills
      if (onBaseline[f]! > TWIN.histogram || sharedColumns(ev, f, s) > TWIN.sharedColumns) continue;
      pairs.push({ strong: s, faded: f, fade });
    }
  const has = (t: Twin, k: number): boolean => t.strong === k || t.faded === k;
  const best = (t: Twin): number => (scores[t.strong]! >= scores[t.faded]! ? t.strong : t.faded);
  // the twins of one chosen colour, then of the other colour: the other chosen colour's twins
  // when it has any, else the strongest pair that fades alike (the choice took another colour)
  for (const [anchor, other] of [
    [firstColour, secondColour],
    [secondColour, firstColour],
  ] as const) {
    if (anchor <= 0) continue;
    for (const p of pairs.filter((t) => has(t, anchor))) {
      const others = pairs.filter(
        (q) =>
          !has(q, p.strong) &&
          !has(q, p.faded) &&
          Math.abs(q.fade - p.fade) <= TWIN.sameFade &&
          sharedColumns(ev, p.faded, q.strong) <= TWIN.sharedColumns &&
          sharedColumns(ev, q.faded, p.strong) <= TWIN.sharedColumns &&
          hueApart(clusters[p.strong - 1]!.color, clusters[q.strong - 1]!.color, bg) &&
          (other <= 0 || has(q, other) || !pairs.some((r) => has(r, other))),
      );
      if (others.length === 0) continue;
      const q =
        others.find((t) => has(t, other)) ??
        others.sort((x, y) => scores[best(y)]! - scores[best(x)]!)[0]!;
      const partner = has(q, other) ? other : best(q);
      const [a, b] = anchor === firstColour ? [anchor, partner] : [partner, anchor];
      const twins = new Map<number, 1 | 2>();
      for (const k of [p.strong, p.faded]) twins.set(k, anchor === firstColour ? 1 : 2);
      for (const k of [q.strong, q.faded]) twins.set(k, anchor === firstColour ? 2 : 1);
      twins.delete(a);
      twins.delete(b);
      return { firstColour: a, secondColour: b, twins };
    }
  }
  return none;
}

import { dist, type Rgb } from '../../shared/colour.ts';
import { onSegment, weakerShade } from './colour-shades.ts';
import { isNoChangeGrey, NO_CHANGE_GREY } from './no-change-grey.ts';
import type { Cluster } from './types.ts';

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
  /** how many stems of each cluster's shapes show an OHLC bar's two ticks (0: no bars) */
  bars?: Float64Array;
}

/** The candle colours chosen (1-based clusters), and faded shades that draw bars of them. */
export interface ColourPick {
  firstColour: number;
  secondColour: number;
  wick: number;
  /** OHLC bars faded outside a selection: each shade's cluster and the colour it is a shade of
   * (0 for `firstColour`, 1 for `secondColour`) */
  shades?: [number, 0 | 1][];
  /** The colour of candles that did not move: read in the series' empty slots only. */
  unmoved?: { cluster: number };
}

/** A colour whose candle-like shapes score at least `strong` times the first colour's is a
 * candle colour, not a line or text (the first colour's own shades aside); standing in less than
 * `apart` of the first colour's columns, it is candles the first colour is no wick of
 * (decision 158). */
const ONE_SIDED_WICK = { strong: 0.5, apart: 0.2 } as const;

/** A chosen colour's purer twin towards which it lies from the background: allowed `tolerance`
 * off the straight mix where it stands in the chosen colour's columns, or is `populous` times as
 * common (a JPEG-darkened translucent volume colour beside the bright bodies, decision 178). */
const PURER = { tolerance: 0.15, populous: 3 } as const;

/** A neutral colour (`isNoChangeGrey`) drawing candles of its own in the series' rows, `least`
 * at least and no more than either candle colour (counted with the shades compression split
 * from it, decision 182; its shapes above or below the series, a legend or time labels in the
 * same grey, do not count: decision 196), scoring `score` of the first colour's and within
 * `apart` of either candle colour's columns, is the colour of candles that did not move
 * (measured on the breadth corpus' KLineChart renders and outlined dojis, decision 167). */
const NO_CHANGE = { apart: 0.3, least: 3, score: 0.02 } as const;

/**
 * The two candle colours (1-based cluster indices; `secondColour` is -1 when only one is found),
 * and the wick colour both directions share when it differs from the bodies' (-1 when not), or
 * null when no cluster draws candle-like shapes.
 */
export function chooseColours(ev: ColourEvidence): ColourPick | null {
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
  const barColours = barChoice(ev, sibling);
  if (barColours) return barColours;
  if (ranked.length === 0 || scores[ranked[0]!]! < 6) return null;
  let firstColour = ranked[0]!;
  let secondColour = -1;
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
      k !== firstColour &&
      scores[k]! >= scores[firstColour]! * 0.02 &&
      (shared(k, firstColour) >= 0.6 ||
        (shared(firstColour, k) >= 0.2 &&
          columnsPerShape(firstColour) <= columnsPerShape(k) * 0.5)),
  );
  let bodies: [number, number] | null = null;
  for (let a = 0; a < inside.length && !bodies; a++)
    for (let b = a + 1; b < inside.length && !bodies; b++) {
      const [k, j] = [inside[a]!, inside[b]!];
      if (
        Math.max(shared(k, j), shared(j, k)) <= 0.3 &&
        shared(firstColour, k) + shared(firstColour, j) >= 0.6 &&
        !sibling(k, j)
      )
        bodies = [k, j];
    }
  // A wick colour both directions share stands in the columns of every strong colour: a colour
  // drawing as many candle-like shapes as the wicks, in other columns and of neither body
  // colour, is the other direction's candles (hollow candles with wicks of their own beside a
  // moving average that crosses the first colour's wicks), and the first colour is one
  // direction's wicks.
  const unexplained = (pair: [number, number]): boolean =>
    ranked.some(
      (k) =>
        k !== firstColour &&
        !pair.includes(k) &&
        scores[k]! >= scores[firstColour]! * ONE_SIDED_WICK.strong &&
        shared(k, firstColour) < ONE_SIDED_WICK.apart &&
        !pair.some((j) => sibling(k, j)),
    );
  if (bodies && unexplained(bodies)) bodies = null;
  // the wick colour both directions share, when the body colours take over
  let wick = bodies ? firstColour : -1;
  if (bodies) [firstColour, secondColour] = bodies;
  // Rising and falling candles stand in different slots; a shade of one colour (its
  // antialiased edges, a translucent fill, its volume bars) stands in that colour's own columns,
  // far more often than chance (the share of columns the colour covers) would have it. A colour
  // that covers most columns is a line, or a chart too dense for columns to tell anything.
  const firstCover = coverage(firstColour);
  // Rising and falling candles take turns along one price path, so the candles of the second
  // colour stand in the rows of the first; shapes wholly above or below them (a legend, time
  // labels) are not candles.
  const firstRows = rowsOf.get(firstColour) ?? [];
  const bandLo = firstRows.reduce((m, r) => Math.min(m, r.y0), Infinity);
  const bandHi = firstRows.reduce((m, r) => Math.max(m, r.y1), -Infinity);
  const inRows = (r: { y0: number; y1: number }): boolean =>
    (r.y0 + r.y1) / 2 >= bandLo && (r.y0 + r.y1) / 2 <= bandHi;
  const inBand = (k: number): number => {
    const rs = rowsOf.get(k) ?? [];
    const total = rs.reduce((s, r) => s + r.w, 0);
    const inside = rs.reduce((s, r) => s + (inRows(r) ? r.w : 0), 0);
    return total > 0 ? inside / total : 0;
  };
  // A colour standing almost only in the first colour's columns, in shapes far narrower, is its
  // wicks (grey wicks on a one-colour chart), not the other direction's candles.
  const wickOfOne = (k: number): boolean =>
    shared(k, firstColour) >= Math.max(0.7, coverage(firstColour) + 0.2) &&
    columnsPerShape(k) <= columnsPerShape(firstColour) * 0.4;
  const sameCandles = (k: number): boolean =>
    firstCover <= 0.6 &&
    shared(k, firstColour) >= Math.max(0.5, firstCover + 0.3) &&
    shared(firstColour, k) >= 0.25;
  for (const k of bodies ? [] : ranked.slice(1)) {
    if (
      scores[k]! >= Math.max(1, scores[firstColour]! * 0.02) &&
      inBand(k) >= 0.5 &&
      !sameCandles(k) &&
      !wickOfOne(k) &&
      !sibling(k, firstColour) &&
      !(
        onSegment(clusters[k - 1]!.color, bg, clusters[firstColour - 1]!.color) &&
        adj[k * (K + 1) + firstColour]! / Math.max(1, cnt[k]!) >= 0.15
      ) &&
      !weakerShade(
        clusters[k - 1]!.color,
        clusters[firstColour - 1]!.color,
        bg,
        // a faint shade with few candle-like shapes (grid dashes, antialiased wicks) is one
        // even when it does not touch the colour
        scores[k]! < scores[firstColour]! * 0.1
          ? 1
          : adj[k * (K + 1) + firstColour]! / Math.max(1, cnt[k]!),
      )
    ) {
      secondColour = k;
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
        if (j === k || j === firstColour || j === secondColour) continue;
        const cj = clusters[j - 1]!;
        if (
          cj.count >= ck.count * 0.1 &&
          scores[j]! >= scores[k]! * 0.1 &&
          // (compression darkens and saturates a colour's blends with the background beyond the
          // straight mix, the farther the colour the more: allowed for when the colour at the
          // end of the ray is the more common and stands in the blend's columns, or is far more
          // common: translucent volume bars stand under every candle, decision 178)
          onSegment(
            ck.color,
            bg,
            cj.color,
            (cj.count >= ck.count && shared(k, j) >= 0.5) || cj.count >= ck.count * PURER.populous
              ? PURER.tolerance
              : 0,
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
    const other = k === firstColour ? secondColour : firstColour;
    for (let j = 1; j <= K; j++) {
      if (j === firstColour || j === secondColour || fringe[j] || !sibling(j, k)) continue;
      if (spread(k) >= 30 && spread(j) < spread(k) * 0.6) continue;
      if (wideShare[j]! >= 0.3) continue;
      if (other > 0 && onSegment(clusters[j - 1]!.color, bg, clusters[other - 1]!.color)) continue;
      if (clusters[j - 1]!.count > clusters[best - 1]!.count) best = j;
    }
    return best;
  };
  firstColour = purify(populous(firstColour));
  if (secondColour > 0) secondColour = purify(populous(secondColour));
  // A wick colour both directions share that ranks below the body colours: it stands in the
  // columns of both, and hardly anywhere else; or in the first body colour's alone (a
  // one-colour chart, where the second colour found may well be a line's).
  const wickOf = (k: number): boolean =>
    secondColour > 0 &&
    shared(k, firstColour) >= 0.2 &&
    shared(k, secondColour) >= 0.2 &&
    shared(k, firstColour) + shared(k, secondColour) >= 0.7 &&
    !sibling(k, secondColour);
  if (wick < 0)
    wick =
      ranked.find(
        (k) =>
          k !== firstColour &&
          k !== secondColour &&
          scores[k]! >= scores[firstColour]! * 0.02 &&
          !sibling(k, firstColour) &&
          (wickOf(k) || wickOfOne(k)),
      ) ?? -1;
  // Candles faded outside a box selection: a weaker shade of a candle colour (not a grey)
  // drawing candles of its own in other columns (a shade in the colour's own columns is its
  // edges, fill or volume) and in the rows of the series.
  const shades: [number, 0 | 1][] = [];
  for (const k of ranked) {
    if (
      k === firstColour ||
      k === secondColour ||
      k === wick ||
      scores[k]! < scores[firstColour]! * 0.1 ||
      inBand(k) < 0.5
    )
      continue;
    const c = clusters[k - 1]!.color;
    for (const [j, to] of [
      [firstColour, 0],
      [secondColour, 1],
    ] as const)
      if (
        j > 0 &&
        // (a grey's lighter shade is a page's text and boxes as often as a faded series)
        spread(j) >= 30 &&
        onSegment(c, bg, clusters[j - 1]!.color) &&
        shared(k, j) <= 0.25 &&
        shared(k, firstColour) + (secondColour > 0 ? shared(k, secondColour) : 0) <= 0.4
      ) {
        shades.push([k, to]);
        break;
      }
  }
  // Candles that did not move (open equal to close) drawn in a neutral colour of their own
  // (KLineChart's no-change colour; a doji showing only its outline): a grey whose candle-like
  // shapes stand in the series' rows, in columns of neither candle colour, fewer than either
  // colour's. They are read only in the series' empty slots (`fillEmptySlots`), as the first
  // colour: a flat candle's direction decides nothing.
  const count = (k: number): number => rowsOf.get(k)?.length ?? 0;
  const countInBand = (k: number): number => (rowsOf.get(k) ?? []).filter(inRows).length;
  const neutral = (k: number): boolean => isNoChangeGrey(clusters[k - 1]!.color);
  // (a candle colour's shapes with those of the colourful clusters compression split from it: a
  // JPEG splits a teal into a pure and a darker one, each with part of the candles)
  const colourCount = (c: number): number => {
    let n = count(c);
    for (let j = 1; j <= K; j++)
      if (j !== firstColour && j !== secondColour && !fringe[j])
        if (sibling(j, c) && spread(j) > NO_CHANGE_GREY.spread) n += count(j);
    return n;
  };
  const fewest =
    secondColour > 0 ? Math.min(colourCount(firstColour), colourCount(secondColour)) : 0;
  let unmoved: ColourPick['unmoved'];
  if (secondColour > 0)
    for (const k of ranked) {
      if (k === firstColour || k === secondColour || k === wick || shades.some(([j]) => j === k))
        continue;
      if (
        neutral(k) &&
        shared(k, firstColour) <= NO_CHANGE.apart &&
        shared(k, secondColour) <= NO_CHANGE.apart &&
        countInBand(k) >= NO_CHANGE.least &&
        countInBand(k) <= fewest &&
        scores[k]! >= scores[firstColour]! * NO_CHANGE.score
      ) {
        unmoved = { cluster: k };
        break;
      }
    }
  return unmoved
    ? { firstColour, secondColour, wick, shades, unmoved }
    : { firstColour, secondColour, wick, shades };
}

/**
 * The colours of OHLC bars, when a colour's shapes decide that the chart draws bars: the colour
 * with the most bars, and a second one with bars of its own (a fifth as many at least) that is
 * not a shade of the first. Null when no colour draws bars.
 */
function barChoice(
  ev: ColourEvidence,
  sibling: (j: number, k: number) => boolean,
): ColourPick | null {
  const { bars, clusters, bg, adj, cnt } = ev;
  if (!bars) return null;
  const K = clusters.length;
  const colour = (k: number): Rgb => clusters[k - 1]!.color;
  const drawing = [...Array(K).keys()].map((k) => k + 1).filter((k) => bars[k]! > 0);
  // a colour between the background and another bar colour is that colour's faded shade
  const shadeOf = (k: number): number =>
    drawing.find((j) => j !== k && onSegment(colour(k), bg, colour(j))) ?? -1;
  const own = drawing.filter((k) => shadeOf(k) < 0);
  const weight = (k: number): number =>
    bars[k]! + drawing.reduce((s, j) => s + (shadeOf(j) === k ? bars[j]! : 0), 0);
  own.sort((a, b) => weight(b) - weight(a));
  const firstColour = own[0];
  if (firstColour === undefined) return null;
  const secondColour =
    own.find(
      (k) =>
        k !== firstColour &&
        weight(k) >= weight(firstColour) * 0.2 &&
        !sibling(k, firstColour) &&
        !weakerShade(
          colour(k),
          colour(firstColour),
          bg,
          adj[k * (K + 1) + firstColour]! / Math.max(1, cnt[k]!),
        ),
    ) ?? -1;
  // the bars drawn faded (outside a box selection): a shade between the background and a bar
  // colour that draws bars of its own
  const shades: [number, 0 | 1][] = [];
  for (const k of drawing) {
    if (k === firstColour || k === secondColour) continue;
    if (onSegment(colour(k), bg, colour(firstColour))) shades.push([k, 0]);
    else if (secondColour > 0 && onSegment(colour(k), bg, colour(secondColour)))
      shades.push([k, 1]);
  }
  return { firstColour, secondColour, wick: -1, shades };
}

// OHLC bars drawn thin and close together: a stem one or two pixels wide with ticks a pixel or
// two long that touch the next bar's stem, so that a whole stretch of bars is one shape and no
// shape is one bar. In the candle colours' label map the stems are narrow columns of ink many
// rows tall; the ticks are marks a few rows thin standing next to a stem. When most stems show a
// mark on each side on different rows (an open left, a close right) and no bodies stand among
// them, the chart draws bars: the marks are taken out of the label map (so that each stem is a
// shape of its own, found as a thin candle) and read back later as each bar's open and close.
import { neighbourOverlap, touchingTicks } from './bar-neighbours.ts';
import type { Stem } from './types.ts';
import { findTextBoxes } from './text-mask.ts';

export const BAR_STEMS = {
  /** A stem is a run of ink at least this many rows tall in each of its columns. */
  minRun: 4,
  /** ...and at most this many columns wide (a stroke of one to two CSS pixels at DPR 2,
   * antialiased). */
  maxWidth: 5,
  /** A tick is a mark at most this many rows thick (a stroke of one or two pixels, blurred),
   * or the stem's width and one more (ticks are drawn with the stem's pen). */
  tickRows: 3,
  /** Bars are decided with at least this many stems that show a tick on each side on
   * different rows... */
  minBars: 12,
  /** ...that are at least this share of the stems (bar charts: 0.66-0.99 of a colour's
   * stems on the breadth corpus' thin bars; glyphs of text in a panel, about 0.3: a "1" is a
   * stem with a flag and a foot)... */
  stemShare: 0.5,
  /** ...and this share of the stems and wider shapes that show either ticks or a body (on
   * candle charts, tiny bodies show marks on both sides on the same rows, and bodies are
   * wider than a stem). */
  share: 0.7,
  /** ...and neighbouring stems overlap by at least this share of the shorter's rows (median;
   * thin bars 0.45-0.91, a moving average's staircase 0.00 on the corpora). */
  overlap: 0.25,
  /** Ticks are set aside (so that each stem is a shape) only when at least this share of the
   * bars touch the next one (merged into one shape); apart, each bar is a shape of its own. */
  touching: 0.3,
} as const;

/** How many rows thick a tick of this stem can be: ticks are drawn with the stem's pen. */
export const tickThickness = (s: Stem): number => Math.max(BAR_STEMS.tickRows, s.x1 - s.x0 + 2);

/** Runs of marked rows next to a stem: [first row, last row]. */
export type Marks = [number, number][];

/** Each column's runs of ink at least `minRun` tall (top to bottom), found row by row: the map
 * is read in memory order. */
function columnRuns(lab: Uint8Array, plotW: number, plotH: number): [number, number][][] {
  const runsOf: [number, number][][] = Array.from({ length: plotW }, () => []);
  const start = new Int32Array(plotW).fill(-1);
  const close = (x: number, e: number): void => {
    const y = start[x]!;
    if (e - y + 1 >= BAR_STEMS.minRun) runsOf[x]!.push([y, e]);
    start[x] = -1;
  };
  for (let y = 0; y < plotH; y++) {
    const row = y * plotW;
    for (let x = 0; x < plotW; x++) {
      if (lab[row + x]) {
        if (start[x]! < 0) start[x] = y;
      } else if (start[x]! >= 0) close(x, y - 1);
    }
  }
  for (let x = 0; x < plotW; x++) if (start[x]! >= 0) close(x, plotH - 1);
  return runsOf;
}

/**
 * The same runs from the marked pixels listed column by column (`keys`: x * plotH + y, ascending):
 * what `columnRuns` finds in a map marked there, without reading the rest of the map.
 */
export function columnRunsOfPixels(
  keys: ArrayLike<number>,
  plotW: number,
  plotH: number,
): [number, number][][] {
  const runsOf: [number, number][][] = Array.from({ length: plotW }, () => []);
  let x = -1;
  let y0 = 0;
  let y1 = -2;
  const close = (): void => {
    if (x >= 0 && y1 - y0 + 1 >= BAR_STEMS.minRun) runsOf[x]!.push([y0, y1]);
  };
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const kx = Math.floor(k / plotH);
    const ky = k - kx * plotH;
    if (kx === x && ky === y1 + 1) y1 = ky;
    else {
      close();
      x = kx;
      y0 = ky;
      y1 = ky;
    }
  }
  close();
  return runsOf;
}

/** The columns' runs of ink at least `minRun` tall, grouped into shapes of adjacent columns
 * (`runsOf`: the map's column runs, when the caller has them). */
function tallGroups(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  runsOf = columnRuns(lab, plotW, plotH),
): Stem[] {
  const open: Stem[] = [];
  const done: Stem[] = [];
  for (let x = 0; x < plotW; x++) {
    const runs = runsOf[x]!;
    const next: Stem[] = [];
    for (const [t, b] of runs) {
      const g = open.find((s) => s.x1 === x - 1 && t <= s.bottom && b >= s.top);
      if (g) {
        g.x1 = x;
        g.top = Math.min(g.top, t);
        g.bottom = Math.max(g.bottom, b);
        if (!next.includes(g)) next.push(g);
      } else next.push({ x0: x, x1: x, top: t, bottom: b });
    }
    for (const s of open) if (!next.includes(s)) done.push(s);
    open.length = 0;
    open.push(...next);
  }
  done.push(...open);
  return done.sort((a, b) => a.x0 - b.x0 || a.top - b.top);
}

/** Rows of column x marked next to a stem, within its rows (a tick can stand on its end). */
export function marksAt(lab: Uint8Array, plotW: number, plotH: number, x: number, s: Stem): Marks {
  const out: Marks = [];
  if (x < 0 || x >= plotW) return out;
  for (let y = Math.max(0, s.top - 1); y <= Math.min(plotH - 1, s.bottom + 1); y++) {
    if (!lab[y * plotW + x]) continue;
    const last = out[out.length - 1];
    if (last && last[1] === y - 1) last[1] = y;
    else out.push([y, y]);
  }
  return out;
}

function sharedRows(a: Marks, b: Marks): number {
  let n = 0;
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) n += Math.max(0, Math.min(a1, b1) - Math.max(a0, b0) + 1);
  return n;
}

type StemKind = 'bar' | 'body' | 'flat' | 'unclear';

/**
 * A bar shows a thin mark on each side of its stem, not on the same rows (one a side; two where
 * the column is shared with the next stem, which holds its mark too). Marks on the same rows on both sides
 * are a flat body (a tiny candle body, a hollow body's edges around its wick); thick marks on
 * both sides, a body.
 */
function stemKind(left: Marks, right: Marks, thick: number, shared: [boolean, boolean]): StemKind {
  if (sharedRows(left, right) > thick) return 'body';
  const thin = (m: Marks, sharedColumn: boolean): boolean =>
    m.length > 0 && m.length <= (sharedColumn ? 2 : 1) && m.every(([a, b]) => b - a + 1 <= thick);
  if (!thin(left, shared[0]) || !thin(right, shared[1])) return 'unclear';
  const alone = (m: [number, number], other: Marks): boolean =>
    other.every(([a, b]) => Math.min(m[1], b) < Math.max(m[0], a));
  return left.some((m) => alone(m, right)) || right.some((m) => alone(m, left)) ? 'bar' : 'flat';
}

/** Wide shapes standing on one baseline (a volume histogram in the bars' colours). */
function onBaseline(wide: Stem[]): Set<Stem> {
  const count = new Map<number, number>();
  for (const s of wide) count.set(s.bottom, (count.get(s.bottom) ?? 0) + 1);
  let base = -1;
  let most = 0;
  for (const [y, n] of count)
    if (n > most) {
      most = n;
      base = y;
    }
  if (most < 5) return new Set();
  return new Set(wide.filter((s) => Math.abs(s.bottom - base) <= 1));
}

/** The bars' stems when the chart draws OHLC bars with ticks, else null. */
export function barStems(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
): { stems: Stem[]; merged: boolean } | null {
  const read = readStems(lab, plotW, plotH);
  if (!read.decided) return null;
  // glyphs of a legend or label in a bar colour have stems too: they are no bars, and their
  // strokes are not ticks to take away (the text stage finds them whole)
  const text = findTextBoxes(lab, plotW, plotH);
  const stems = read.stems.filter(
    (s) => !text.some((t) => s.x0 >= t.x0 && s.x1 <= t.x1 && s.top >= t.y0 && s.bottom <= t.y1),
  );
  // bars whose ticks stop short of their neighbours are shapes of their own: their ticks stay
  return {
    stems: withShortStems(lab, plotW, plotH, stems),
    merged: read.touching >= BAR_STEMS.touching * read.bars,
  };
}

/**
 * A bar whose high and low are a few pixels apart (or equal) has a stem too short to stand out
 * from the ticks: where the regular pitch leaves a slot between two stems, the ink in the
 * slot's column is that bar's stem.
 */
function withShortStems(lab: Uint8Array, plotW: number, plotH: number, stems: Stem[]): Stem[] {
  const centre = (s: Stem): number => (s.x0 + s.x1) / 2;
  const d = stems.slice(1).map((s, k) => centre(s) - centre(stems[k]!));
  const pitch = [...d].sort((a, b) => a - b)[d.length >> 1] ?? 0;
  if (pitch < 2) return stems;
  const out: Stem[] = [];
  stems.forEach((a, k) => {
    out.push(a);
    const b = stems[k + 1];
    if (!b) return;
    const gap = centre(b) - centre(a);
    const m = Math.round(gap / pitch);
    if (m < 2 || m > 8 || Math.abs(gap - m * pitch) > pitch * 0.3) return;
    const y0 = Math.max(0, Math.min(a.top, b.top) - 2 * (a.bottom - a.top + b.bottom - b.top));
    const y1 = Math.min(
      plotH - 1,
      Math.max(a.bottom, b.bottom) + 2 * (a.bottom - a.top + b.bottom - b.top),
    );
    for (let j = 1; j < m; j++) {
      const x = Math.round(a.x0 + (j * (b.x0 - a.x0)) / m);
      // the column's one run of ink there, no taller than a stem that would have stood out
      let top = -1;
      let bottom = -1;
      let runs = 0;
      for (let y = y0; y <= y1; y++) {
        if (!lab[y * plotW + x]) continue;
        if (bottom !== y - 1) runs++;
        if (top < 0) top = y;
        bottom = y;
      }
      if (runs === 1 && bottom - top + 1 < BAR_STEMS.minRun)
        out.push({ x0: x, x1: x, top, bottom });
    }
  });
  return out;
}

/** How many stems of a colour's shapes show a bar's two ticks, and whether they decide bars. */
export function barCount(
  mask: Uint8Array,
  plotW: number,
  plotH: number,
  runsOf?: [number, number][][],
): { bars: number; decided: boolean } {
  const { bars, decided } = readStems(mask, plotW, plotH, runsOf);
  return { bars, decided };
}

/** The stems of the label map and how many of them are bars, and whether that decides bars. */
function readStems(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  runsOf?: [number, number][][],
): { stems: Stem[]; bars: number; decided: boolean; touching: number } {
  const groups = tallGroups(lab, plotW, plotH, runsOf);
  const stems = oneStemPerColumn(groups.filter((g) => g.x1 - g.x0 + 1 <= BAR_STEMS.maxWidth));
  if (stems.length < BAR_STEMS.minBars) return { stems, bars: 0, decided: false, touching: 0 };
  const wide = groups.filter((g) => g.x1 - g.x0 + 1 > BAR_STEMS.maxWidth);
  const volume = onBaseline(wide);
  let bars = 0;
  let bodies = wide.length - volume.size;
  let lined = 0;
  // (a tick that reaches the next bar ends at its stem)
  const inStem = new Uint8Array(plotW * plotH);
  for (const t of stems)
    for (let y = t.top; y <= t.bottom; y++) inStem.fill(1, y * plotW + t.x0, y * plotW + t.x1 + 1);
  for (const [k, s] of stems.entries()) {
    // a column between two stems holds a mark of each: two marks a side only there (the top
    // and bottom edges of a hollow body beside its outline are two marks in an open column)
    const kind = stemKind(
      marksAt(lab, plotW, plotH, s.x0 - 1, s),
      marksAt(lab, plotW, plotH, s.x1 + 1, s),
      tickThickness(s),
      [s.x0 - (stems[k - 1]?.x1 ?? -9) <= 2, (stems[k + 1]?.x0 ?? plotW + 9) - s.x1 <= 2],
    );
    // a line drawn through narrow candles (bodies three pixels wide and more) marks both sides
    // of each body at different rows, but runs on far from it: a tick is a few pixels long
    const far = Math.max(10, 3 * tickThickness(s));
    const long = (m: Marks, x: number, dx: number): boolean =>
      m.some(
        ([a, b]) => traced(lab, inStem, plotW, plotH, x, Math.round((a + b) / 2), dx, far) >= far,
      );
    if (
      kind === 'bar' &&
      s.x1 - s.x0 >= 2 &&
      (long(marksAt(lab, plotW, plotH, s.x0 - 1, s), s.x0 - 1, -1) ||
        long(marksAt(lab, plotW, plotH, s.x1 + 1, s), s.x1 + 1, 1))
    )
      lined++;
    else if (kind === 'bar') bars++;
    else if (kind !== 'unclear') bodies++;
  }
  const overlap = neighbourOverlap(stems);
  // (a few bars touching a line drawn across them, a selection's edge, are still bars)
  const decided =
    2 * lined < bars &&
    overlap >= BAR_STEMS.overlap &&
    bars >= BAR_STEMS.minBars &&
    bars >= BAR_STEMS.stemShare * stems.length &&
    bars >= BAR_STEMS.share * (bars + bodies);
  return { stems, bars, decided, touching: touchingTicks(lab, plotW, stems) };
}

/**
 * How far (columns, up to `limit`) ink runs from (x, y) in direction dx, a row up or down at
 * each step as a sloping line does, until it meets a stem (`stop`).
 */
function traced(
  lab: Uint8Array,
  stop: Uint8Array,
  plotW: number,
  plotH: number,
  x: number,
  y: number,
  dx: number,
  limit: number,
): number {
  let n = 0;
  while (n < limit && x >= 0 && x < plotW) {
    const row = [y, y - 1, y + 1].find((r) => r >= 0 && r < plotH && lab[r * plotW + x]);
    if (row === undefined || stop[row * plotW + x]) break;
    y = row;
    x += dx;
    n++;
  }
  return n;
}

/** Where shapes stand one above the other in the same columns, the tallest is the stem. */
function oneStemPerColumn(stems: Stem[]): Stem[] {
  const out: Stem[] = [];
  for (const s of stems) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1 && s.x1 >= last.x0) {
      if (s.bottom - s.top > last.bottom - last.top) out[out.length - 1] = s;
    } else out.push(s);
  }
  return out;
}

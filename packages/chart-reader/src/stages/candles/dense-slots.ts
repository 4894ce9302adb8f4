import FFT from 'fft.js';
import type { PlotBox } from '../../types.ts';
import { longestRun } from './column-candles.ts';
import { longestStrongPeak } from './lattice.ts';
import type { RawCandle } from './types.ts';

/**
 * Dense charts: hundreds of candles 1.5-5 pixels apart, bodies touching their neighbours, so
 * that runs of one colour merge into one shape and the shapes' edges no longer show the grid.
 * The colour still changes only where one candle ends and the next begins: the columns where
 * it changes stand on the candle grid. Measured on the breadth corpus' dense family (matplotlib,
 * lightweight-charts, ECharts, Plotly and terminal renders at 1.2-4 px) and checked on every
 * other corpus, where it must not fire.
 *
 * `maxPitch`: the longest pitch (pixels) this reading is for (above, the shapes' own edges
 * show the grid; below 2 px whole columns cannot show a pitch, see `aliasFree`), `minChanges`: colour changes needed to trust a period, `agreement`: the least
 * mean phase agreement of the changes at the pitch (0..1; a random subset of a grid drawn with
 * antialiasing gives 0.5-0.9, changes with no grid under 0.2), `peakShare`: a longer period
 * whose agreement is at least this share of the best is the pitch (the best can be a whole
 * fraction of it), `missing`: the reading replaces the shapes' when they hold fewer than this
 * share of the grid's inked slots, `lineGap`: rows of other ink (a line drawn across) a
 * column's run is followed over, `minRun`: a column's run of a candle colour shorter than this
 * many rows is a line's stroke or a fringe, not a candle's (when the grid is sought; a slot's
 * candle may be one row tall); `refineShare`, `refineStep`: the
 * pitch is refined on the shapes' centres within this share of it, in steps of this share;
 * `centreAgreement`: the least mean phase agreement of those centres with the refined pitch,
 * `multiple`: centres that agree with twice or three times the pitch at least this share as
 * well stand on every second or third slot (a random share of a dense grid's candles agrees
 * with a multiple by chance only, under 0.1 of its agreement with the pitch), `touching`: the
 * reading is not for candles whose colour runs `crowding` measures this many columns wide or
 * more (outlined or hollow candles change colour inside each candle, not between them).
 * `evenColumns`: the changes' agreement with a 2-pixel period from which they stand on every
 * other column (a renderer drawing on CSS pixels on a screen of twice the density: ECharts at
 * DPR 2 on the breadth corpus' trading pages, 0.98), `aboveLattice`: the shortest pitch sought
 * on such a lattice, `runsPerSlot`: there a pitch whose inked slots are fewer than this share of
 * the runs of one colour is too long (each run holds a candle at least).
 */
export const DENSE_SLOTS = {
  maxPitch: 5,
  minChanges: 60,
  agreement: 0.2,
  aliasFree: 2.5,
  peakShare: 0.7,
  missing: 0.97,
  lineGap: 2,
  refineShare: 0.03,
  refineStep: 0.0002,
  centreAgreement: 0.5,
  multiple: 0.5,
  touching: 3.5,
  minRun: 2,
  evenColumns: 0.5,
  aboveLattice: 2.25,
  runsPerSlot: 0.95,
} as const;

/**
 * Where slots begin on a high-density screen's lattice, where edges and centres are snapped to
 * every other column: the phase (in steps of an eighth of a pixel) whose slots hold ink most
 * often in one colour only (at a slot edge off the candles' own, a candle's columns fall into
 * two slots, leaving slots bare and others holding two colours).
 */
function latticePhase(colours: Uint8Array, x0: number, x1: number, pitch: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let at = 0; at < pitch; at += 0.125) {
    const seen = new Map<number, number>();
    for (let x = Math.max(0, x0); x <= Math.min(colours.length - 1, x1); x++) {
      const c = colours[x]!;
      if (!c) continue;
      const k = Math.floor((x + 0.5 - at) / pitch);
      seen.set(k, (seen.get(k) ?? 0) | c);
    }
    let score = 0;
    for (const v of seen.values()) score += v === 3 ? -1 : 1;
    if (score > bestScore) {
      bestScore = score;
      best = at;
    }
  }
  return best;
}

/** Slots of a grid (period `pitch`, a slot beginning at `at`) with a candle colour in a column. */
function inkedSlots(
  colours: Uint8Array,
  x0: number,
  x1: number,
  pitch: number,
  at: number,
): number {
  const seen = new Set<number>();
  for (let x = Math.max(0, x0); x <= Math.min(colours.length - 1, x1); x++)
    if (colours[x]) seen.add(Math.floor((x - at) / pitch));
  return seen.size;
}

/** Runs of one candle colour between plot columns x0 and x1 (a change or a bare column ends one). */
function colourRuns(colours: Uint8Array, x0: number, x1: number): number {
  let n = 0;
  let prev = 0;
  for (let x = Math.max(0, x0); x <= Math.min(colours.length - 1, x1); x++) {
    const c = colours[x]!;
    if (c && c !== prev) n++;
    prev = c;
  }
  return n;
}

/** The candle grid of a dense chart: slot k spans [start + k * pitch, start + (k+1) * pitch). */
export interface DenseGrid {
  pitch: number;
  /** plot x (continuous: column x spans [x, x + 1)) where some slot begins */
  start: number;
  /** the changes' mean phase agreement at the pitch, 0..1 */
  agreement: number;
  /** whether the changes stand on every other column (edges snapped to CSS pixels at DPR 2) */
  lattice?: boolean;
}

/** A run of a candle label in a column: its first row, its last and its rows of the label. */
type Run = { top: number; bottom: number; n: number };

/** The longest run of a candle label in column x, across `DENSE_SLOTS.lineGap` rows of other
 * ink, of `minRun` rows at least. */
function runOf(
  lab: Uint8Array,
  plotW: number,
  x: number,
  floor: number,
  label: number,
  minRun: number,
): Run | null {
  const run = longestRun(lab, plotW, x, floor, label, DENSE_SLOTS.lineGap, minRun);
  return run ? { top: run[0], bottom: run[1], n: run[2] } : null;
}

/** Each plot column's longest run of each candle label (1: `first`, 2: `second`), read once. */
interface ColumnRuns {
  first: (Run | null)[];
  second: (Run | null)[];
}

function columnRuns(lab: Uint8Array, plotW: number, floor: number): ColumnRuns {
  const first: (Run | null)[] = [];
  const second: (Run | null)[] = [];
  for (let x = 0; x < plotW; x++) {
    first.push(runOf(lab, plotW, x, floor, 1, 1));
    second.push(runOf(lab, plotW, x, floor, 2, 1));
  }
  return { first, second };
}

/** Each column's candle colour (1, 2; 0 for none): the label of its longest run, of
 * `DENSE_SLOTS.minRun` rows at least. */
function columnLabels(runs: ColumnRuns): Uint8Array {
  const out = new Uint8Array(runs.first.length);
  const long = (r: Run | null): Run | null => (r && r.n >= DENSE_SLOTS.minRun ? r : null);
  for (let x = 0; x < out.length; x++) {
    const a = long(runs.first[x]!);
    const b = long(runs.second[x]!);
    if (a || b) out[x] = a && (!b || a.n >= b.n) ? 1 : 2;
  }
  return out;
}

/**
 * The grid the colour changes stand on, between plot columns x0 and x1: the agreement of the
 * change positions with each period is the magnitude of their Fourier sum there (one transform
 * for every period); whole fractions of the pitch agree as well as the pitch, so the pitch is
 * the longest period whose agreement is close to the best.
 */
export function colourChangeGrid(colours: Uint8Array, x0: number, x1: number): DenseGrid | null {
  const changes: number[] = [];
  let prev = 0;
  for (let x = Math.max(0, x0); x <= Math.min(colours.length - 1, x1); x++) {
    const c = colours[x]!;
    if (!c) continue;
    // a change across a column of background counts too: the grid holds there as well
    if (prev && c !== prev) changes.push(x);
    prev = c;
  }
  const n = changes.length;
  const span = x1 - x0 + 1;
  if (n < DENSE_SLOTS.minChanges || span < 32) return null;
  let size = 4096;
  while (size < span * 16 && size < 1 << 17) size *= 2;
  const data = new Float64Array(2 * size);
  for (const x of changes) data[2 * (x - x0)] = data[2 * (x - x0)]! + 1;
  const fft = new FFT(size);
  const out = fft.createComplexArray() as number[];
  fft.transform(out, data);
  const score = (k: number): number => Math.hypot(out[2 * k]!, out[2 * k + 1]!) / n;
  // periods from span / 8 (eight candles at least) down to 2 pixels (whole columns show none
  // shorter): the pitch is sought over them all, and kept only when it is a dense one
  const kLo = Math.max(2, Math.ceil((size * 8) / span));
  let peak = longestStrongPeak(
    score,
    kLo,
    size / 2 - 2,
    DENSE_SLOTS.agreement,
    DENSE_SLOTS.peakShare,
  );
  // every change on an even column: the candles' edges snapped to whole CSS pixels of a screen
  // of twice the density. On such a lattice a period p and 1 / (1/2 - 1/p) agree alike; each
  // run of one colour holds a candle at least, so the longer one is kept only when it leaves a
  // slot for every run
  let lattice = false;
  if (!peak && score(size / 2) >= DENSE_SLOTS.evenColumns) {
    peak = longestStrongPeak(
      score,
      kLo,
      Math.floor(size / DENSE_SLOTS.aboveLattice),
      DENSE_SLOTS.agreement,
      DENSE_SLOTS.peakShare,
    );
    lattice = peak !== null;
  }
  if (!peak) return null;
  let pitch = size / peak.bin;
  if (lattice && 1 / pitch < 0.5) {
    const alias = 1 / (0.5 - 1 / pitch);
    const runs = colourRuns(colours, x0, x1);
    const at = phaseAgreement(changes, pitch).at;
    const slots = inkedSlots(colours, x0, x1, pitch, at);
    if (
      alias >= DENSE_SLOTS.aboveLattice &&
      alias < pitch &&
      slots < runs * DENSE_SLOTS.runsPerSlot
    )
      pitch = alias;
  }
  if (pitch > DENSE_SLOTS.maxPitch) return null;
  // where the changes stand in the slot at the exact pitch: a slot begins there
  const { agreement, at: start } = phaseAgreement(changes, pitch);
  if (agreement < DENSE_SLOTS.agreement) return null;
  return { pitch, start, agreement, lattice };
}

/** How well positions `xs` agree with a period: the magnitude of their mean phase (0..1), and
 * the phase (pixels, in [0, period)). */
function phaseAgreement(xs: readonly number[], period: number): { agreement: number; at: number } {
  let c = 0;
  let d = 0;
  for (const x of xs) {
    const t = (2 * Math.PI * x) / period;
    c += Math.cos(t);
    d += Math.sin(t);
  }
  const at = ((((Math.atan2(d, c) / (2 * Math.PI)) * period) % period) + period) % period;
  return { agreement: Math.hypot(c, d) / xs.length, at };
}

/** The period near `p` (within `share`) the positions agree with best. */
function refine(
  xs: readonly number[],
  p: number,
  share: number,
): { pitch: number; agreement: number; at: number } {
  let best = { pitch: p, ...phaseAgreement(xs, p) };
  const step = p * DENSE_SLOTS.refineStep;
  for (let q = p * (1 - share); q <= p * (1 + share); q += step) {
    const a = phaseAgreement(xs, q);
    if (a.agreement > best.agreement) best = { pitch: q, ...a };
  }
  return best;
}

/**
 * The grid checked and refined on the centres of the candles the shapes gave (`xs`, plot x):
 * those stand on the true grid to a fraction of a pixel, where the colour changes stand on
 * whole columns. Whole columns cannot tell a pitch p under 2 from p / (p - 1) (the same
 * columns change colour), the centres can: when they agree better with that pitch, the
 * candles are closer than this reading is for. Null then, or when the centres show no grid.
 */
function onCentres(found: DenseGrid, xs: readonly number[]): DenseGrid | null {
  const own = refine(xs, found.pitch, DENSE_SLOTS.refineShare);
  const aliasPitch = found.pitch / (found.pitch - 1);
  const alias = refine(xs, aliasPitch, DENSE_SLOTS.refineShare);
  // (on a high-density screen's lattice the centres are snapped as the edges are: they agree
  // less, and p / (p - 1), under one CSS pixel, is no candle pitch)
  if (found.lattice) {
    if (own.agreement < DENSE_SLOTS.agreement) return null;
  } else if (alias.agreement > own.agreement || own.agreement < DENSE_SLOTS.centreAgreement)
    return null;
  // centres on every second or third slot alike: the grid is a fraction of the candles' pitch
  for (const m of [2, 3])
    if (phaseAgreement(xs, own.pitch * m).agreement >= own.agreement * DENSE_SLOTS.multiple)
      return null;
  // a centre at pixel c stands at c + 0.5 on the continuous axis: its slot begins half a pitch before
  const start = (((own.at + 0.5 - own.pitch / 2) % own.pitch) + own.pitch) % own.pitch;
  return { pitch: own.pitch, start, agreement: found.agreement, lattice: found.lattice };
}

/** The candle read from plot columns c0..c1 of one slot, or null where the slot holds none. */
function slotCandle(columns: ColumnRuns, c0: number, c1: number): Omit<RawCandle, 'x'> | null {
  const runs: (Run | null)[][] = [[], []];
  let total1 = 0;
  let total2 = 0;
  for (let x = c0; x <= c1; x++) {
    const a = columns.first[x]!;
    const b = columns.second[x]!;
    runs[0]!.push(a);
    runs[1]!.push(b);
    total1 += a?.n ?? 0;
    total2 += b?.n ?? 0;
  }
  if (total1 + total2 === 0) return null;
  const colour: 0 | 1 = total1 >= total2 ? 0 : 1;
  const own = runs[colour]!.filter((r): r is Run => !!r);
  const yHigh = Math.min(...own.map((r) => r.top));
  const yLow = Math.max(...own.map((r) => r.bottom));
  // the body: rows two or more of the slot's columns share (the wick is one column)
  let bodyTop = -1;
  let bodyBottom = -1;
  if (own.length >= 2) {
    for (let y = yHigh; y <= yLow; y++) {
      let k = 0;
      for (const r of own) if (y >= r.top && y <= r.bottom) k++;
      if (k >= 2) {
        if (bodyTop < 0) bodyTop = y;
        bodyBottom = y;
      }
    }
  }
  const wide = bodyTop >= 0;
  return {
    yHigh,
    yLow,
    yBodyTop: wide ? bodyTop : yHigh,
    yBodyBottom: wide ? bodyBottom : yLow,
    bodyWidth: wide ? own.length : 1,
    wickWidth: 1,
    color: colour,
    hollow: false,
  };
}

/**
 * The candles of a dense chart read slot by slot on the grid the colour changes show, when the
 * shapes' reading `cs` (image coordinates) holds too few of the grid's inked slots; else null.
 * `lab` is the plot's candle label map, `floor` the row candles stand above, `crowd` how wide
 * the colour changes say the candles are (`crowding`).
 */
export function denseSlotCandles(
  lab: Uint8Array,
  plot: PlotBox,
  floor: number,
  cs: readonly RawCandle[],
  crowd: { columns: number; tooDense: boolean },
): { candles: RawCandle[]; grid: DenseGrid } | null {
  // (crowding measures no width where too few neighbouring columns hold ink: Infinity)
  if (cs.length < 2) return null;
  const plotW = plot.right - plot.left;
  const xs = cs.map((c) => c.x - plot.left);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - 3);
  const x1 = Math.min(plotW - 1, Math.ceil(Math.max(...xs)) + 3);
  const columns = columnRuns(lab, plotW, floor);
  const colours = columnLabels(columns);
  const found = colourChangeGrid(colours, x0, x1);
  if (!found) return null;
  // (on the lattice of a high-density screen, candles apart by a bare column or two look wider
  // to `crowding`, which counts only columns that touch)
  if (!found.lattice && Number.isFinite(crowd.columns) && crowd.columns >= DENSE_SLOTS.touching)
    return null;
  const grid = onCentres(found, xs);
  // under `aliasFree` pixels a pitch p and p / (p - 1) (under 2) change colour on the same
  // columns, and neither the colour changes nor the shapes' centres tell them apart: when the
  // colour changes say the candles are under two columns wide, the candles are too close
  if (!grid || (crowd.tooDense && grid.pitch < DENSE_SLOTS.aliasFree)) return null;
  const { pitch } = grid;
  const start = grid.lattice ? latticePhase(colours, x0, x1, pitch) : grid.start;
  // from the slot of the shapes' first candle to that of their last (a line or a drawing after
  // the last candle is no candle)
  const slotOf = (x: number): number => Math.floor((x + 0.5 - start) / pitch);
  const kFirst = slotOf(Math.min(...xs));
  const kLast = slotOf(Math.max(...xs));
  const out: RawCandle[] = [];
  for (let k = kFirst; k <= kLast; k++) {
    const left = start + k * pitch;
    const c0 = Math.max(0, Math.ceil(left - 0.5));
    const c1 = Math.min(plotW - 1, Math.ceil(left + pitch - 0.5) - 1);
    if (c1 < c0) continue;
    const c = slotCandle(columns, c0, c1);
    if (!c) continue;
    out.push({
      ...c,
      x: left + pitch / 2 - 0.5 + plot.left,
      yHigh: c.yHigh + plot.top,
      yLow: c.yLow + plot.top,
      yBodyTop: c.yBodyTop + plot.top,
      yBodyBottom: c.yBodyBottom + plot.top,
    });
  }
  if (cs.length >= out.length * DENSE_SLOTS.missing) return null;
  return { candles: out, grid };
}

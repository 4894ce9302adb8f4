// The grid a dense chart's candles stand on, from the columns where the candle colour changes
// (decision 160; under two columns wide: decision 181).
import FFT from 'fft.js';
import { longestStrongPeak } from './lattice.ts';

/**
 * Dense charts: hundreds of candles 1.5-5 pixels apart, bodies touching their neighbours, so
 * that runs of one colour merge into one shape and the shapes' edges no longer show the grid.
 * The colour still changes only where one candle ends and the next begins: the columns where
 * it changes stand on the candle grid. Measured on the breadth corpus' dense family (matplotlib,
 * lightweight-charts, ECharts, Plotly and terminal renders at 1.2-4 px) and checked on every
 * other corpus, where it must not fire.
 *
 * `maxPitch`: the longest pitch (pixels) this reading is for (above, the shapes' own edges
 * show the grid; below 2 px whole columns show a pitch q as q / (q - 1), see `underTwoColumns`),
 * `aliasFree`: a grid found under this pitch is not read where the candles measure under two
 * columns wide and their pitch under two is not taken (the two cannot be told apart),
 * `minChanges`: colour changes needed to trust a period, `agreement`: the least
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
 * more (outlined or hollow candles change colour inside each candle, not between them), unless
 * they measure `runs` pitches or more and no candle read is hollow but for parts cut from a
 * merged shape (decision 188; no candle is wider than its
 * pitch: runs of touching candles of one colour, as a trending series draws; plotly-003 of the
 * synthetic corpus, 2.63 px apart, measures 3.95 columns), `window`: a column is read only over
 * the rows its nearest candles of the shapes' reading span and this share of the plot's height
 * beyond (a legend in the candle colours over the plot's top, a price pill or line away from the
 * candles, is no candle's; set on real2's TradingView legends, 15-20 rows above the highest
 * candle on a 343-row plot), `single`: a slot where the shapes' reading holds one candle whose
 * body is at most this many pitches wide, not cut from a wider shape, keeps it there (a body
 * wider spans two slots: merged).
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
  runs: 1.25,
  single: 1.5,
  window: 0.02,
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
export function latticePhase(colours: Uint8Array, x0: number, x1: number, pitch: number): number {
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

/**
 * The grid the colour changes stand on, between plot columns x0 and x1: the agreement of the
 * change positions with each period is the magnitude of their Fourier sum there (one transform
 * for every period); whole fractions of the pitch agree as well as the pitch, so the pitch is
 * the longest period whose agreement is close to the best.
 */
export function colourChangeGrid(colours: Uint8Array, x0: number, x1: number): DenseGrid | null {
  const changes = colourChanges(colours, x0, x1);
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

/** The columns between x0 and x1 where the candle colour changes (across a column of background
 * too: the grid holds there as well). */
function colourChanges(colours: Uint8Array, x0: number, x1: number): number[] {
  const changes: number[] = [];
  let prev = 0;
  for (let x = Math.max(0, x0); x <= Math.min(colours.length - 1, x1); x++) {
    const c = colours[x]!;
    if (!c) continue;
    if (prev && c !== prev) changes.push(x);
    prev = c;
  }
  return changes;
}

/**
 * The grid of candles under two columns wide, from the grid `found` whose pitch p (over 2 px)
 * whole columns cannot tell from q = p / (p - 1) (under 2): taken when the colour changes say
 * the candles are under two columns wide (`columns`, from `crowding`) and nearer q than p, and
 * the runs of one colour fit q's slots. The phase is the changes' own at q (on whole columns the
 * changes agree with q exactly as well as with p, their phase mirrored). Null otherwise: a p of
 * `maxPitch` or more (q under 1.25 px) is never found, and such candles stay too close to read.
 * Measured on the breadth corpus' dense family (1.25-1.86 px: dense-004, -008, -011, -014, the
 * pitch found within 3% of the truth's; dense-003 and -017 at 2.06-2.29 px measure 2.02-2.13
 * columns and keep p).
 */
export function underTwoColumns(
  found: DenseGrid,
  columns: number,
  colours: Uint8Array,
  x0: number,
  x1: number,
): DenseGrid | null {
  const p = found.pitch;
  if (found.lattice || p <= 2) return null;
  const q = p / (p - 1);
  if (Math.abs(Math.log(columns / q)) >= Math.abs(Math.log(columns / p))) return null;
  if (colourRuns(colours, x0, x1) > (x1 - x0 + 1) / q) return null;
  const { agreement, at } = phaseAgreement(colourChanges(colours, x0, x1), q);
  return { pitch: q, start: at, agreement };
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
export function onCentres(found: DenseGrid, xs: readonly number[]): DenseGrid | null {
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

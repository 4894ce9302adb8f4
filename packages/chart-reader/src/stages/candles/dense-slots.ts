import type { PlotBox } from '../../types.ts';
import { longestRun } from './column-candles.ts';
import {
  DENSE_SLOTS,
  colourChangeGrid,
  latticePhase,
  onCentres,
  underTwoColumns,
  type DenseGrid,
} from './dense-grid.ts';
import type { RawCandle } from './types.ts';

/** A run of a candle label in a column: its first row, its last and its rows of the label. */
type Run = { top: number; bottom: number; n: number };

/** The longest run of a candle label in column x between rows `rows.top` and `rows.bottom`
 * (exclusive), across `DENSE_SLOTS.lineGap` rows of other ink, of `minRun` rows at least. */
function runOf(
  lab: Uint8Array,
  plotW: number,
  x: number,
  rows: { top: number; bottom: number },
  label: number,
  minRun: number,
): Run | null {
  if (rows.bottom <= rows.top) return null;
  const run = longestRun(lab, plotW, x, rows.bottom, label, DENSE_SLOTS.lineGap, minRun, rows.top);
  return run ? { top: run[0], bottom: run[1], n: run[2] } : null;
}

/**
 * The rows each plot column is read in: those its nearest candles of the shapes' reading `cs`
 * (image coordinates) on either side span, `DENSE_SLOTS.window` of the plot's height beyond
 * them, above row `floor`. A legend written in the candle colours over the plot's top, a
 * price pill or a line far from the candles is no part of any column's run.
 */
function rowWindows(
  cs: readonly RawCandle[],
  plot: PlotBox,
  floor: number,
): { top: number; bottom: number }[] {
  const plotW = plot.right - plot.left;
  const margin = Math.round(DENSE_SLOTS.window * (plot.bottom - plot.top));
  const sorted = [...cs].sort((a, b) => a.x - b.x);
  const out: { top: number; bottom: number }[] = [];
  let k = 0;
  for (let x = 0; x < plotW; x++) {
    while (k + 1 < sorted.length && sorted[k + 1]!.x - plot.left <= x) k++;
    const left = sorted[k]!;
    const right = sorted[Math.min(sorted.length - 1, left.x - plot.left <= x ? k + 1 : k)]!;
    const top = Math.min(left.yHigh, right.yHigh) - plot.top - margin;
    const bottom = Math.max(left.yLow, right.yLow) - plot.top + margin + 1;
    out.push({ top: Math.max(0, top), bottom: Math.min(floor, bottom) });
  }
  return out;
}

/** Each plot column's longest run of each candle label (1: `first`, 2: `second`), read once. */
interface ColumnRuns {
  first: (Run | null)[];
  second: (Run | null)[];
}

function columnRuns(
  lab: Uint8Array,
  plotW: number,
  windows: readonly { top: number; bottom: number }[],
): ColumnRuns {
  const first: (Run | null)[] = [];
  const second: (Run | null)[] = [];
  for (let x = 0; x < plotW; x++) {
    first.push(runOf(lab, plotW, x, windows[x]!, 1, 1));
    second.push(runOf(lab, plotW, x, windows[x]!, 2, 1));
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
  const whole = Array.from({ length: plotW }, () => ({ top: 0, bottom: floor }));
  const wholeColumns = columnRuns(lab, plotW, whole);
  const colours = columnLabels(wholeColumns);
  const found = colourChangeGrid(colours, x0, x1);
  if (!found) return null;
  // (on the lattice of a high-density screen, candles apart by a bare column or two look wider
  // to `crowding`, which counts only columns that touch)
  const touching =
    found.lattice || !Number.isFinite(crowd.columns) || crowd.columns < DENSE_SLOTS.touching;
  // candles measured wider than the pitch, which no candle is unless its body is an outline:
  // runs of touching candles of one colour, as a trending series draws. The shapes read the
  // candles that stand alone; the grid reads the runs they merged.
  const runs =
    !touching &&
    crowd.columns >= DENSE_SLOTS.runs * found.pitch &&
    !cs.some((c) => c.hollow && !c.cut);
  if (!touching && !runs) return null;
  // there a column is read only near the candles the shapes found
  const columns = runs ? columnRuns(lab, plotW, rowWindows(cs, plot, floor)) : wholeColumns;
  // under `aliasFree` pixels a pitch p and p / (p - 1) (under 2) change colour on the same
  // columns, and neither the colour changes nor the shapes' centres tell them apart: when the
  // colour changes say the candles are under two columns wide, the pitch is the one under two
  // where the changes' count puts it, else the candles are too close
  const fine = crowd.tooDense ? underTwoColumns(found, crowd.columns, colours, x0, x1) : null;
  const grid = fine ?? onCentres(found, xs);
  if (!grid || (crowd.tooDense && !fine && grid.pitch < DENSE_SLOTS.aliasFree)) return null;
  const { pitch } = grid;
  const start = grid.lattice ? latticePhase(colours, x0, x1, pitch) : grid.start;
  const slotOf = (x: number): number => Math.floor((x + 0.5 - start) / pitch);
  // in runs of touching candles, a slot the shapes' reading holds one candle in, no wider than a
  // slot, keeps that candle (its own shape, followed across what was drawn over it): the grid
  // reads the slots between such candles that the shapes missed or merged. Before the first and
  // after the last, what the shapes read stays as it is: a line, a tag or a box drawn past the
  // series is no candle, and the margin's reading tells it from one. Where every candle touches
  // its neighbours, the grid reads every slot from the shapes' first candle to their last.
  const perSlot = new Map<number, RawCandle[]>();
  for (const c of cs) {
    const k = slotOf(c.x - plot.left);
    const own = perSlot.get(k);
    if (own) own.push(c);
    else perSlot.set(k, [c]);
  }
  const kept = (k: number): RawCandle | null => {
    const own = perSlot.get(k);
    return runs &&
      own?.length === 1 &&
      !own[0]!.cut &&
      own[0]!.bodyWidth <= DENSE_SLOTS.single * pitch
      ? own[0]!
      : null;
  };
  const keptSlots = [...perSlot.keys()].filter((k) => kept(k)).sort((a, b) => a - b);
  if (runs && keptSlots.length < 2) return null;
  const kFirst = runs ? keptSlots[0]! : slotOf(Math.min(...xs));
  const kLast = runs ? keptSlots[keptSlots.length - 1]! : slotOf(Math.max(...xs));
  const out: RawCandle[] = cs.filter((c) => slotOf(c.x - plot.left) < kFirst);
  let gridRead = 0;
  for (let k = kFirst; k <= kLast; k++) {
    const own = kept(k);
    if (own) {
      out.push(own);
      continue;
    }
    const left = start + k * pitch;
    const c0 = Math.max(0, Math.ceil(left - 0.5));
    const c1 = Math.min(plotW - 1, Math.ceil(left + pitch - 0.5) - 1);
    if (c1 < c0) continue;
    const c = slotCandle(columns, c0, c1);
    if (!c) continue;
    gridRead++;
    out.push({
      ...c,
      x: left + pitch / 2 - 0.5 + plot.left,
      yHigh: c.yHigh + plot.top,
      yLow: c.yLow + plot.top,
      yBodyTop: c.yBodyTop + plot.top,
      yBodyBottom: c.yBodyBottom + plot.top,
    });
  }
  out.push(...cs.filter((c) => slotOf(c.x - plot.left) > kLast));
  if (runs ? gridRead === 0 : cs.length >= out.length * DENSE_SLOTS.missing) return null;
  return { candles: out, grid };
}

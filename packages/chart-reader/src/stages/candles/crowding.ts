import { median } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from './types.ts';

/**
 * When candles stand closer together than the pixels can separate. `pairs`: neighbouring inked
 * columns needed to judge, `balance`: the least chance 2q(1-q) that a boundary between two
 * candles changes colour (a series rising or falling almost throughout says little),
 * `columns`: candles narrower than this many columns cannot be told apart from their
 * neighbours, `oneColumn`: up to this many they are one column each (a renderer that draws each
 * candle as a single column of pixels, crisp), `oneColumnStep`: when the candles read stand at
 * most this far apart (pixels) and at least `gaps` of the columns between the first and the last
 * are single columns of background (crisp candles a pitch of 1-2 columns apart leave one such
 * column every 1/(pitch-1) candles; candles antialiased across two columns leave none), `outline`:
 * a reading whose candles stand more than this many
 * times the colour changes' width apart holds the changes inside its candles (an outline in one
 * colour around a fill in the other), not between them. Measured on the dense breadth family
 * (1-4 px pitch: renders at 1.2-1.9 px give 0.97-1.96 columns; at 2.1 px and more, 2.1 and more)
 * and the synthetic corpus (outlined terminal candles 0.75 at 10 px apart).
 */
const CROWDING = {
  pairs: 100,
  balance: 0.3,
  columns: 2,
  oneColumn: 1.35,
  oneColumnStep: 4,
  gaps: 0.1,
  outline: 5,
} as const;

/** How candles crowd the plot: their width in columns from the colour changes, and the verdict. */
export interface Crowding {
  /** columns per candle from how often neighbouring columns change colour (Infinity: no changes) */
  columns: number;
  /** every candle is one column of pixels: read them column by column */
  oneColumn: boolean;
  /** candles too close together to tell apart at this size */
  tooDense: boolean;
}

/**
 * The colour of each column between x0 and x1 (plot columns): the candle label (1, 2) with the
 * longest run there, at least `minRun` rows tall above row `floor`; 0 for none.
 */
function columnColours(
  lab: Uint8Array,
  plotW: number,
  floor: number,
  x0: number,
  x1: number,
  minRun: number,
): Uint8Array {
  const out = new Uint8Array(plotW);
  for (let x = Math.max(0, x0); x <= Math.min(plotW - 1, x1); x++) {
    const best = [0, 0, 0];
    let run = 0;
    let cur = 0;
    for (let y = 0; y <= floor; y++) {
      const l = y < floor ? lab[y * plotW + x]! : 0;
      const k = l === 1 || l === 2 ? l : 0;
      if (k && k === cur) {
        run++;
        continue;
      }
      if (cur) best[cur] = Math.max(best[cur]!, run);
      cur = k;
      run = k ? 1 : 0;
    }
    if (Math.max(best[1]!, best[2]!) >= minRun) out[x] = best[1]! >= best[2]! ? 1 : 2;
  }
  return out;
}

/** Whether plot column x holds a candle colour anywhere above row `floor`. */
function anyInk(lab: Uint8Array, plotW: number, floor: number, x: number): boolean {
  for (let y = 0; y < floor; y++) {
    const l = lab[y * plotW + x];
    if (l === 1 || l === 2) return true;
  }
  return false;
}

/**
 * How crowded the candles are. A candle's columns share its colour; where two candles touch, the
 * colour changes as often as directions alternate (2q(1-q) for a share q of one colour): the
 * share of neighbouring inked columns that change colour, over that chance, is the share of
 * column boundaries that are candle boundaries, and its inverse the candles' width in columns.
 * Candles under two columns wide hold no body beside their wick and blend into their neighbours:
 * read column by column when each is one crisp column and the candles read already stand a few
 * pixels apart at most; otherwise too dense to read, unless the candles read stand so far apart
 * that the colour changes lie inside them (outlined bodies).
 *
 * `lab` is the plot's candle label map, `floor` the row candles stand above (a volume
 * histogram's top), `cs` the candles read (image coordinates).
 */
export function crowding(
  lab: Uint8Array,
  plot: PlotBox,
  floor: number,
  cs: readonly RawCandle[],
): Crowding {
  const none = { columns: Infinity, oneColumn: false, tooDense: false };
  if (cs.length < 2) return none;
  const plotW = plot.right - plot.left;
  const xs = cs.map((c) => c.x - plot.left).sort((a, b) => a - b);
  const heights = cs.map((c) => c.yLow - c.yHigh + 1);
  const minRun = Math.max(3, Math.round(median(heights) / 2));
  const colour = columnColours(
    lab,
    plotW,
    floor,
    Math.floor(xs[0]!),
    Math.ceil(xs[xs.length - 1]!),
    minRun,
  );
  let pairs = 0;
  let changes = 0;
  let ones = 0;
  let inked = 0;
  for (let x = 0; x < plotW; x++) {
    if (!colour[x]) continue;
    inked++;
    if (colour[x] === 1) ones++;
    if (x + 1 < plotW && colour[x + 1]) {
      pairs++;
      if (colour[x + 1] !== colour[x]) changes++;
    }
  }
  const q = ones / Math.max(1, inked);
  const chance = 2 * q * (1 - q);
  if (pairs < CROWDING.pairs || chance < CROWDING.balance) return none;
  const columns = changes > 0 ? (pairs * chance) / changes : Infinity;
  const steps: number[] = [];
  for (let i = 1; i < xs.length; i++) steps.push(xs[i]! - xs[i - 1]!);
  const step = median(steps);
  // single columns of background between inked ones (any candle colour at all)
  let gaps = 0;
  const span = Math.ceil(xs[xs.length - 1]!) - Math.floor(xs[0]!) + 1;
  for (
    let x = Math.max(1, Math.floor(xs[0]!));
    x < Math.min(plotW - 1, Math.ceil(xs[xs.length - 1]!));
    x++
  )
    if (
      !anyInk(lab, plotW, floor, x) &&
      anyInk(lab, plotW, floor, x - 1) &&
      anyInk(lab, plotW, floor, x + 1)
    )
      gaps++;
  const crowded = columns < CROWDING.columns && step <= columns * CROWDING.outline;
  const oneColumn =
    crowded &&
    columns <= CROWDING.oneColumn &&
    step <= CROWDING.oneColumnStep &&
    gaps >= span * CROWDING.gaps;
  return { columns, oneColumn, tooDense: crowded && !oneColumn };
}

import type { PlotBox } from '../../types.ts';
import type { RawCandle } from './types.ts';

/** Rows of other ink (a line drawn across) a column's candle run is followed over. */
const LINE_GAP = 3;

/** The longest run of `label` in column x (rows top..floor-1), across gaps of `gap` rows, of
 * `minRun` rows at least: its first row, its last and the rows of the label in it. */
export function longestRun(
  lab: Uint8Array,
  plotW: number,
  x: number,
  floor: number,
  label: number,
  gap: number,
  minRun = 1,
  top = 0,
): [number, number, number] | null {
  let best: [number, number, number] | null = null;
  let start = -1;
  let end = -1;
  let n = 0;
  let miss = 0;
  for (let y = Math.max(0, top); y <= floor; y++) {
    const hit = y < floor && lab[y * plotW + x] === label;
    if (hit) {
      if (start < 0) start = y;
      end = y;
      n++;
      miss = 0;
      continue;
    }
    if (start < 0) continue;
    miss++;
    if (miss <= gap && y < floor) continue;
    if (n >= minRun && (!best || n > best[2])) best = [start, end, n];
    start = -1;
    n = 0;
    miss = 0;
  }
  return best;
}

/**
 * Candles one column wide each (a chart so dense that every candle is a single column of pixels,
 * its neighbours in the next columns): one candle per column holding a candle colour, its high
 * and low the ends of that colour's longest run there (across a few rows of a line drawn over
 * it), its colour the one with the longer run. Its body is as wide as its wick: open and close
 * do not show. Columns x0..x1 of the plot; image coordinates out.
 */
export function columnCandles(
  lab: Uint8Array,
  plot: PlotBox,
  floor: number,
  [x0, x1]: [number, number],
): RawCandle[] {
  const plotW = plot.right - plot.left;
  const out: RawCandle[] = [];
  for (let x = Math.max(0, x0); x <= Math.min(plotW - 1, x1); x++) {
    const a = longestRun(lab, plotW, x, floor, 1, LINE_GAP);
    const b = longestRun(lab, plotW, x, floor, 2, LINE_GAP);
    const run = a && (!b || a[2] >= b[2]) ? a : b;
    if (!run) continue;
    const label = run === a ? 0 : 1;
    out.push({
      x: x + plot.left,
      yHigh: run[0] + plot.top,
      yLow: run[1] + plot.top,
      yBodyTop: run[0] + plot.top,
      yBodyBottom: run[1] + plot.top,
      bodyWidth: 1,
      wickWidth: 1,
      color: label,
      hollow: false,
    });
  }
  return out;
}

import type { PlotBox } from '../../types.ts';
import type { RawCandle, Stem } from './types.ts';

/**
 * A bar taller than half the plot (a flash crash, a news candle) is a long line in its column:
 * the vertical-line rule takes its wick or its OHLC stem out with the grid lines and crosshairs,
 * and the chart's extreme is read at the body or the ticks (breadth spike family: the high or the
 * low 5-13% of the range off; holdout chartjs-019 25%). `span`: a run that crosses this share of
 * the plot's height from one end to the other is a line drawn across it, not a bar (a crosshair
 * through a candle). The wick is looked for in the candle's own columns, nearest its centre
 * first (an OHLC bar whose stem was taken is read from its two ticks, its centre off the stem), in
 * a column drawn in the candle's colour over `own` of the rows it was read on at least (a dashed
 * box's edge beside the last candles is not its wick: real2 vectorbt-dash, the low 10% off).
 * Runs that two candles would take with both ends within `sameEnds` rows are one line through
 * them (a grid line beside bars 2 px apart: breadth bars-thin-011), not two spikes.
 */
export const TALL_WICKS = {
  span: 0.8,
  own: 0.9,
  sameEnds: 1,
  /** A line drawn across the wick or stem (a moving average's vertex on a spike) is stepped
   * over where it stands at most this many rows per pixel of reach, ink in every one of them,
   * and the candle's colour goes on for `confirm` rows beyond it (decision 216; the reach of the
   * wick walk's own crossings, `followWicks`). */
  crossPerReach: 8,
  confirm: 2,
} as const;

/**
 * Gives back to each candle the wick or stem the vertical-line rule took from its column: the
 * run of its colour in the map before lines were taken out (`lined`), from its high up and its
 * low down, in a column where a line of that colour was taken (`lineColumns`, a bit per label),
 * above `floor` (plot rows; a volume histogram's top), unless that run crosses the plot.
 * Candles are in image coordinates and are changed in place. Returns the stems of the candles
 * that stand on such a line (plot coordinates), where an OHLC bar's ticks are then read.
 */
export function restoreTallWicks(
  cs: RawCandle[],
  lined: Uint8Array,
  lineColumns: Uint16Array,
  plot: PlotBox,
  plotW: number,
  plotH: number,
  floor: number,
  /** plot pixels drawn on at all (a line across the wick is ink of another colour) */
  ink: Uint8Array,
  /** the text scale's pixels (a line's thickness) */
  reach: number,
): Stem[] {
  const bottom = Math.min(plotH, floor) - 1;
  const cross = TALL_WICKS.crossPerReach * reach;
  const found: { c: RawCandle; x: number; r0: number; r1: number }[] = [];
  for (const c of cs) {
    const label = c.color === 0 ? 1 : 2;
    const top = Math.round(c.yHigh - plot.top);
    const low = Math.round(c.yLow - plot.top);
    const xc = Math.round(c.x - plot.left);
    // (a candle read wholly below the floor has nothing here to take back)
    if (Math.min(bottom, low) < Math.max(0, top)) continue;
    const reach = Math.max(1, Math.ceil(c.bodyWidth / 2));
    for (let dx = 0; dx <= reach; dx = dx > 0 ? -dx : 1 - dx) {
      const x = xc + dx;
      if (x < 0 || x >= plotW || !(lineColumns[x]! & (1 << label))) continue;
      const at = (y: number): boolean => lined[y * plotW + x] === label;
      // the candle's own column: its colour from its high to its low (a stem through its ticks,
      // a wick through its body), not a line that passes beside it
      let own = 0;
      for (let y = Math.max(0, top); y <= Math.min(bottom, low); y++) if (at(y)) own++;
      if (own < (Math.min(bottom, low) - Math.max(0, top) + 1) * TALL_WICKS.own) continue;
      // the run from row r in direction dir, over lines drawn across it
      const inside = (y: number): boolean => y >= 0 && y <= bottom;
      const runTo = (r: number, dir: 1 | -1): number => {
        for (;;) {
          if (inside(r + dir) && at(r + dir)) {
            r += dir;
            continue;
          }
          let g = 1;
          while (
            g <= cross &&
            inside(r + g * dir) &&
            !at(r + g * dir) &&
            ink[(r + g * dir) * plotW + x]
          )
            g++;
          if (g > cross) return r;
          for (let k = 0; k < TALL_WICKS.confirm; k++)
            if (!inside(r + (g + k) * dir) || !at(r + (g + k) * dir)) return r;
          r += g * dir;
        }
      };
      const r0 = runTo(Math.max(0, top), -1);
      const r1 = runTo(Math.min(bottom, low), 1);
      if (r1 - r0 + 1 < plotH * TALL_WICKS.span) found.push({ c, x, r0, r1 });
      break;
    }
  }
  // a grid line through several candles gives each the same two ends; a spike is one bar's
  const shared = (a: { r0: number; r1: number }): boolean =>
    found.filter(
      (b) =>
        Math.abs(b.r0 - a.r0) <= TALL_WICKS.sameEnds &&
        Math.abs(b.r1 - a.r1) <= TALL_WICKS.sameEnds,
    ).length > 1;
  const restored: Stem[] = [];
  for (const f of found) {
    if (shared(f)) continue;
    // (a candle whose wick walk already ran the whole stem keeps it, and its stem is given back)
    f.c.yHigh = Math.min(f.c.yHigh, f.r0 + plot.top);
    f.c.yLow = Math.max(f.c.yLow, f.r1 + plot.top);
    // the stem's columns: its own and those beside it drawn over most of its rows (a stroke of
    // two pixels), so that an OHLC bar's ticks are read beside it
    const label = f.c.color === 0 ? 1 : 2;
    const drawnOver = (x: number): boolean => {
      if (x < 0 || x >= plotW) return false;
      let n = 0;
      for (let y = f.r0; y <= f.r1; y++) if (lined[y * plotW + x] === label) n++;
      return n >= (f.r1 - f.r0 + 1) * TALL_WICKS.own;
    };
    let x0 = f.x;
    let x1 = f.x;
    while (x0 > f.x - 2 && drawnOver(x0 - 1)) x0--;
    while (x1 < f.x + 2 && drawnOver(x1 + 1)) x1++;
    restored.push({ x0, x1, top: f.r0, bottom: f.r1 });
  }
  return restored;
}

import { medianStep } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from './types.ts';

/**
 * A dashed line along the wick (a crosshair on the candle, drawn as bright as the candles): dashes
 * of one length at one period. Measured on the synthetic corpus' ECharts cross pointer (dashes of
 * 8 px and gaps of 4 at 2x, over a white candle on a dark plot: the wick was read along it to the
 * plot's edges); a dash that touches the wick's end still lengthens it. The 20 px bound on the
 * period is chosen, not measured: a grid whose lines stood as close and as even would be taken
 * for dashes (the wick then ends at the first line).
 */
export const DASHES = {
  /** The dashes' lengths agree within this many rows, and so do the periods. */
  sameWithin: 1,
  /** The longest period (dash and gap) of a dashed line. */
  maxPeriod: 20,
} as const;

/**
 * The wick walk's steps (`followWicks`). `bareGapPerReach` was set for lines drawn with a halo of
 * the background's colour across a wick; `bareConfirmPerReach` on the breadth corpus' KLineChart
 * renders, whose marks of the highest and lowest prices put an arrow's tip, thin for a row or two
 * at a pixel ratio of one, two rows off the wick's end (ohlc-bars-009, heikin-ashi-008: decision
 * 185).
 */
export const WALK = {
  /** Rows the wick must show again beyond a line drawn over it. */
  confirm: 2,
  /** Rows of bare background stepped over, per pixel of reach. */
  bareGapPerReach: 3,
  /** Rows the wick must show beyond bare background: this many per pixel of reach, and one. */
  bareConfirmPerReach: 2,
  /** Rows past a candle's ends in which a one-pixel wick is looked for in the columns beside
   * the body's centre, when the centre shows none (JPEG's ringing past a body's end: decision
   * 203). */
  offCentreRows: 3,
} as const;

/** Whether three crossings in a row (the end before each, and the run after it) are dashes. */
function dashed(cs: readonly { before: number; run: number }[]): boolean {
  const runs = cs.map((c) => c.run);
  const periods = cs.slice(1).map((c, i) => Math.abs(c.before - cs[i]!.before));
  const spread = (v: number[]): number => Math.max(...v) - Math.min(...v);
  return (
    spread(runs) <= DASHES.sameWithin &&
    spread(periods) <= DASHES.sameWithin &&
    Math.max(...periods) <= DASHES.maxPeriod
  );
}

/**
 * Where a wick running from row `from` in direction `dir` ends: row by row while `isWick`, and
 * across a line drawn over it of at most `cross` rows, when every row of the line is `covered`
 * (or it is no more than `bareGap` rows) and the wick shows again for `confirm` rows beyond it.
 */
export function walkWick(
  from: number,
  dir: 1 | -1,
  w: {
    isWick: (y: number) => boolean;
    covered: (y: number) => boolean;
    cross: number;
    bareGap: number;
    confirm: number;
    /** the rows the wick must show beyond a gap of bare background (default `confirm`) */
    bareConfirm?: number;
    /** how strongly row y shows the wick's colour (0 where it does not) */
    strength?: (y: number) => number;
  },
): number {
  let end = from;
  // the strength of the wick's last rows: across a gap of bare background, the wick goes on
  // only as strong as it was (a fainter mark beyond a gap, an arrow under the low, is not it)
  const recent: number[] = [];
  const note = (y: number): void => {
    if (!w.strength) return;
    recent.push(w.strength(y));
    if (recent.length > 6) recent.shift();
  };
  // seeded with the rows the wick was found to reach already
  for (let k = 3; k >= 0; k--) {
    const v = w.strength ? w.strength(from - k * dir) : 0;
    if (v > 0) recent.push(v);
  }
  const asStrong = (y: number): boolean => {
    if (!w.strength || recent.length === 0) return true;
    const ref = [...recent].sort((a, b) => a - b)[recent.length >> 1]!;
    return w.strength(y) >= ref * 0.8;
  };
  // each crossing: the end before it, and how long the wick then ran: a wick crosses a few lines
  // drawn over it; a run of short pieces between short gaps, again and again, is a dotted line
  // (a crosshair on the candle) and the wick ended before it
  const crossings: { before: number; run: number }[] = [];
  for (;;) {
    if (w.isWick(end + dir)) {
      end += dir;
      note(end);
      const last = crossings[crossings.length - 1];
      if (last) last.run++;
      continue;
    }
    const dotted = crossings.slice(-3);
    if (dotted.length === 3 && (dotted.every((c) => c.run <= 4) || dashed(dotted)))
      return dotted[0]!.before;
    let g = 1;
    let covered = w.covered(end + dir);
    while (g <= w.cross && !w.isWick(end + (g + 1) * dir)) {
      g++;
      covered &&= w.covered(end + g * dir);
    }
    if (g > w.cross || !(covered || g <= w.bareGap)) return end;
    // beyond bare background the wick must show for longer: the tip of an arrow pointing at the
    // candle's end (a chart's mark of its highest or lowest price) is thin for a row or two
    const confirm = covered ? w.confirm : (w.bareConfirm ?? w.confirm);
    for (let k = 2; k <= confirm; k++) if (!w.isWick(end + (g + k) * dir)) return end;
    if (!covered) for (let k = 1; k <= confirm; k++) if (!asStrong(end + (g + k) * dir)) return end;
    crossings.push({ before: end, run: confirm });
    end += (g + confirm) * dir;
  }
}

/**
 * Each candle's wicks run on from its high and low, in its centre columns, while `tintOf(c)`
 * holds there and the line stays thin (no ink two columns out on both sides); a few rows of a
 * line crossing the wick are stepped over.
 */
export function followWicks(
  cs: RawCandle[],
  plot: PlotBox,
  ink: Uint8Array,
  reach: number,
  /** plot row the wicks stop above (a volume pane's top) */
  floor: number,
  /** how strongly plot pixel (x, y) shows candle c's wick colour (0 where it does not) */
  tintOf: (c: RawCandle) => ((x: number, y: number) => number) | undefined,
  /** whether plot pixel (x, y) beside the wick is drawn on (the line is not thin there) */
  drawn: (x: number, y: number) => boolean = (x, y) => ink[y * (plot.right - plot.left) + x] === 1,
  /** among crowded candles, whether plot pixel (x, y) can be the wick's at all (a grey wick's
   * pixel shows no hue: a neighbour's coloured body as dark as the wick is not it) */
  crowdedOk: (x: number, y: number) => boolean = () => true,
): void {
  const plotW = plot.right - plot.left;
  const plotH = plot.bottom - plot.top;
  const cross = reach * 8;
  const pitch = medianStep(cs) ?? Infinity;
  for (const c of cs) {
    const own0 = tintOf(c);
    if (!own0) continue;
    let tint = own0;
    const xc = Math.round(c.x - plot.left);
    // the wick's columns (one more each side for a one-pixel wick's antialiasing, or at a high
    // pixel ratio), and background beyond them, short of the neighbours; a shape whose narrowest
    // row is its body's (no wick came with it) has its wick looked for as a thin line
    const seen = c.wickWidth ?? 1;
    const wickW = seen >= c.bodyWidth && c.bodyWidth > 3 ? 1 : seen;
    const own = Math.max(1, Math.ceil((wickW - 1) / 2) + (reach > 1 ? 1 : 0));
    let lo = xc - own;
    let hi = xc + own;
    // the columns looked at beside the wick's: two out from them
    let side = 2;
    // candles a few pixels apart: the columns two out are the neighbours'. The wick is the
    // column of the slot's middle three that shows its colour most just past the candle's ends
    // (with the next one when that shows half as much: a line antialiased across two), and is
    // thin where the columns just beside it do not show the colour (a neighbour's body in
    // another colour may stand there; a line across shows it on both)
    const crowded = own + side >= pitch / 2;
    if (crowded) tint = (x, y) => (crowdedOk(x, y) ? own0(x, y) : 0);
    // how much column x shows the wick colour within `rows` rows past the candle's ends
    const shows = (x: number, rows = 1): number => {
      if (x < 0 || x >= plotW) return 0;
      let best = 0;
      for (let k = 1; k <= rows; k++)
        for (const y of [Math.round(c.yHigh - plot.top) - k, Math.round(c.yLow - plot.top) + k])
          if (y >= 0 && y < Math.min(plotH, floor)) best = Math.max(best, tint(x, y));
      return best;
    };
    if (crowded) {
      if (pitch < 3) continue;
      let w = xc;
      for (const x of [xc - 1, xc + 1]) if (shows(x) > shows(w)) w = x;
      if (shows(w) === 0) continue;
      lo = hi = w;
      if (shows(w - 1) >= shows(w) / 2) lo = w - 1;
      else if (shows(w + 1) >= shows(w) / 2) hi = w + 1;
      side = 1;
    } else if (own === 1 && shows(xc, WALK.offCentreRows) === 0) {
      // a one-pixel wick a column off the body's centre (JPEG's colour at half resolution
      // spreads a body's hue a column to one side, and rings past its ends): its columns and
      // the background beside them are taken round the column that shows the wick
      const w = [xc - 1, xc + 1].find((x) => shows(x, WALK.offCentreRows) > 0);
      if (w !== undefined) {
        lo = w - own;
        hi = w + own;
      }
    }
    if (lo - side < 0 || hi + side >= plotW) continue;
    const beside = crowded ? (x: number, y: number): boolean => tint(x, y) > 0 : drawn;
    const strength = (y: number): number => {
      if (y < 0 || y >= Math.min(plotH, floor)) return 0;
      if (beside(lo - side, y) || beside(hi + side, y)) return 0;
      let best = 0;
      for (let x = lo; x <= hi; x++) best = Math.max(best, tint(x, y));
      return best;
    };
    const wickRow = (y: number): boolean => strength(y) > 0;
    const covered = (y: number): boolean => {
      if (y < 0 || y >= plotH) return false;
      for (let x = lo; x <= hi; x++) if (ink[y * plotW + x]) return true;
      return false;
    };
    // a line crossing the wick is stepped over when it has ink in every row, or is a gap of no
    // more than three rows (a line drawn with a halo of the background's colour), and the wick
    // shows again, two rows or more, beyond it
    const walk = {
      isWick: wickRow,
      covered,
      cross,
      bareGap: WALK.bareGapPerReach * reach,
      confirm: WALK.confirm,
      bareConfirm: WALK.bareConfirmPerReach * reach + 1,
      strength,
    };
    const top = Math.round(c.yHigh - plot.top);
    const up = walkWick(top, -1, walk);
    if (up !== top) c.yHigh = Math.min(c.yHigh, up + plot.top);
    const bot = Math.round(c.yLow - plot.top);
    const dn = walkWick(bot, 1, walk);
    if (dn !== bot) c.yLow = Math.max(c.yLow, dn + plot.top);
  }
}

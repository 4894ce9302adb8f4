import { median } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';
import { ASSEMBLE } from './params.ts';

const OUTLIERS = ASSEMBLE.priceOutliers;

/** Rows between two candles' ranges (0 when they overlap). */
function apart(a: RawCandle, b: RawCandle): number {
  return Math.max(0, a.yHigh - b.yLow, b.yHigh - a.yLow);
}

/**
 * Prices move on from one candle to the next: a candle opens near the previous close, so its
 * range meets or nears its neighbours'. Marks along the plot's top or bottom, one to three side
 * by side, that stand far above or below the candles on both sides while those meet each other
 * (a letter of a legend drawn over the plot in a candle colour, the strokes of a library's logo,
 * a marker icon, a magnifier's rim) are not candles; nor are such marks before the first candle
 * standing off the next two. The last candle is always kept: a price can jump on the latest
 * news, and the last candle is the one a trader reads first. A flat dash is kept too (a series of
 * flat candles jumps from level to level), unless a taller mark of the same run stands beside it.
 * Marks of a run may stand a slot apart (a legend's letters over a quiet market, where the
 * candle of the slot between is lost under them). Returns the candles kept and how many were
 * left out (at most one in twenty; none from fewer than ten).
 */
export function dropPriceOutliers(
  candles: RawCandle[],
  plot: PlotBox,
): {
  candles: RawCandle[];
  dropped: number;
} {
  if (candles.length < OUTLIERS.minCandles) return { candles, dropped: 0 };
  // where legends, tags and icons stand: along the plot's top and bottom
  const band = (plot.bottom - plot.top) * OUTLIERS.edgeBand;
  const atEdge = (c: RawCandle): boolean =>
    c.yLow <= plot.top + band || c.yHigh >= plot.bottom - band;
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const pitch = median(sorted.slice(1).map((c, i) => c.x - sorted[i]!.x));
  const range = median(sorted.map((c) => c.yLow - c.yHigh + 1));
  if (!(pitch > 0) || !(range > 0)) return { candles, dropped: 0 };
  const gone = new Set<RawCandle>();
  // looked at again without the marks left out: a mark beside a run can hide it the first time
  for (let round = 0; round < OUTLIERS.rounds; round++) {
    const before = gone.size;
    outliersOnce(
      sorted.filter((c) => !gone.has(c)),
      { pitch, range, atEdge },
      gone,
    );
    if (gone.size === before) break;
  }
  if (gone.size === 0 || gone.size > candles.length / OUTLIERS.maxOneIn)
    return { candles, dropped: 0 };
  return { candles: candles.filter((c) => !gone.has(c)), dropped: gone.size };
}

/** One look along the series: the runs of marks standing off it go into `gone`. */
function outliersOnce(
  sorted: RawCandle[],
  { pitch, range, atEdge }: { pitch: number; range: number; atEdge: (c: RawCandle) => boolean },
  gone: Set<RawCandle>,
): void {
  const off = OUTLIERS.off * range + OUTLIERS.offPx;
  const next = (a: RawCandle, b: RawCandle): boolean =>
    b.x - a.x <= pitch * ASSEMBLE.direction.neighbourPitches;
  const linkedTo = (a: RawCandle, b: RawCandle): boolean =>
    b.x - a.x <= pitch * OUTLIERS.linkPitches;
  // two candles side by side meet (or one of them is missing, or a gap parts them)
  const meet = (a: RawCandle | undefined, b: RawCandle | undefined): boolean =>
    !a || !b || !next(a, b) || apart(a, b) <= range;
  for (let i = 0; i < sorted.length - 1; i++) {
    for (let len = 1; len <= OUTLIERS.maxRun && i + len < sorted.length; len++) {
      const run = sorted.slice(i, i + len);
      const p = sorted[i - 1];
      const n = sorted[i + len]!;
      const nn = sorted[i + len + 1];
      const linked =
        run.every((c, k) => k === 0 || linkedTo(run[k - 1]!, c)) && linkedTo(run.at(-1)!, n);
      // (a flat dash counts only beside a taller mark of the run: alone it may be a flat candle)
      if (!linked || !run.every(atEdge) || !run.some((c) => c.yLow - c.yHigh >= OUTLIERS.minHeight))
        continue;
      const far = (o: RawCandle): boolean => run.every((c) => apart(c, o) > off);
      let out: boolean;
      if (p && linkedTo(p, run[0]!))
        out =
          far(p) && far(n) && apart(p, n) <= range * len && meet(sorted[i - 2], p) && meet(n, nn);
      else out = !p && nn !== undefined && next(n, nn) && far(n) && apart(n, nn) <= range;
      if (out) {
        run.forEach((c) => gone.add(c));
        i += len - 1;
        break;
      }
    }
  }
}

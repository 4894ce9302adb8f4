import { median } from '../../shared/stats.ts';
import type { PlotBox } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';

/** How far (in typical candle ranges) a mark stands off the series to be left out. */
const OFF = 2;
/** Share of the plot's height along its top and bottom where such marks are looked for. */
const EDGE_BAND = 0.12;

/** Rows between two candles' ranges (0 when they overlap). */
function apart(a: RawCandle, b: RawCandle): number {
  return Math.max(0, a.yHigh - b.yLow, b.yHigh - a.yLow);
}

/**
 * Prices move on from one candle to the next: a candle opens near the previous close, so its
 * range meets or nears its neighbours'. A mark along the plot's top or bottom that stands far
 * above or below both its neighbours while they meet each other (a letter of a legend drawn
 * over the plot in a candle colour, a marker icon, a magnifier's rim) is not a candle; nor is
 * one before the first standing off the next two. The last candle is always kept: a price can
 * jump on the latest news, and the last candle is the one a trader reads first. Returns the
 * candles kept and how many were left out (at most one in twenty; none from fewer than ten).
 */
export function dropPriceOutliers(
  candles: RawCandle[],
  plot: PlotBox,
): {
  candles: RawCandle[];
  dropped: number;
} {
  if (candles.length < 10) return { candles, dropped: 0 };
  // where legends, tags and icons stand: along the plot's top and bottom
  const band = (plot.bottom - plot.top) * EDGE_BAND;
  const atEdge = (c: RawCandle): boolean =>
    c.yLow <= plot.top + band || c.yHigh >= plot.bottom - band;
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const pitch = median(sorted.slice(1).map((c, i) => c.x - sorted[i]!.x));
  const range = median(sorted.map((c) => c.yLow - c.yHigh + 1));
  if (!(pitch > 0) || !(range > 0)) return { candles, dropped: 0 };
  const off = OFF * range + 2;
  const next = (a: RawCandle, b: RawCandle): boolean => b.x - a.x <= pitch * 1.5;
  const gone = new Set<RawCandle>();
  for (let i = 0; i < sorted.length; i++) {
    const c = sorted[i]!;
    const p = sorted[i - 1];
    const n = sorted[i + 1];
    let out = false;
    // the series meets itself around the mark: its neighbours meet each other, and the ones
    // beyond them (a row of marks far off, such as a legend line, is not the series)
    const pp = sorted[i - 2];
    const nn = sorted[i + 2];
    const continuous =
      (!pp || !next(pp, p ?? c) || apart(pp, p!) <= range) &&
      (!nn || !next(n ?? c, nn) || apart(n!, nn) <= range);
    if (p && n && next(p, c) && next(c, n))
      out = continuous && apart(c, p) > off && apart(c, n) > off && apart(p, n) <= range;
    else if (!p && n && sorted[i + 2] && next(c, n) && next(n, sorted[i + 2]!))
      out = apart(c, n) > off && apart(n, sorted[i + 2]!) <= range;
    // a flat dash is a flat candle as likely: a series of flat candles jumps from level to level
    if (out && atEdge(c) && c.yLow - c.yHigh >= 2) gone.add(c);
  }
  if (gone.size === 0 || gone.size > candles.length / 20) return { candles, dropped: 0 };
  return { candles: candles.filter((c) => !gone.has(c)), dropped: gone.size };
}

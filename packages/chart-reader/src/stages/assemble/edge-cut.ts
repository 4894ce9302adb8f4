import type { PlotBox } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';
import { ASSEMBLE } from './params.ts';

/**
 * The first candles of a chart scrolled so that they run out of the plot: a body that reaches
 * the plot's top or bottom row with no wick beyond it on that side is cut there, and its high
 * or low (and maybe its open or close) lies outside the picture. Such candles at the left end
 * of the series are left out rather than given the edge's price: at most three, and only where
 * at least twenty remain. Returns the candles kept and how many were left out.
 */
export function dropLeadingCut(
  candles: RawCandle[],
  plot: PlotBox,
): { candles: RawCandle[]; dropped: number } {
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const cut = (c: RawCandle): boolean =>
    (c.yBodyBottom >= plot.bottom - 1 && c.yLow <= c.yBodyBottom) ||
    (c.yBodyTop <= plot.top && c.yHigh >= c.yBodyTop);
  let n = 0;
  const { maxDropped, minRemaining } = ASSEMBLE.edgeCut;
  while (n < Math.min(maxDropped, sorted.length) && cut(sorted[n]!)) n++;
  if (n === 0 || sorted.length - n < minRemaining) return { candles, dropped: 0 };
  const gone = new Set(sorted.slice(0, n));
  return { candles: candles.filter((c) => !gone.has(c)), dropped: n };
}

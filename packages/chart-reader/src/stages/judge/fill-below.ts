import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, ReadCandle, RgbaImage } from '../../types.ts';

/** How far from the plot's background a pixel must be to count as a fill. */
const FILL_DIST = 25;
/** Share of a window's pixels that must be fill for the candle to stand on a fill. */
const FILLED = 0.85;

/**
 * Share of the candles standing on a solid fill, or hanging from one: the column under each
 * candle's low (or over its high), for an eighth of the plot's height, drawn in colours other
 * than the background. An area chart's series runs along the top of its fill; an inverted area
 * (a drawdown) along the bottom of its fill, and a baseline series along its fills on both sides
 * of the base; the other side shows the background (a heatmap's cells fill both sides). A candle
 * has background under its low and over its high (other candles stand in other columns), save
 * where a line, a volume bar or a cloud passes. 0 when too few candles leave room beside them.
 */
export function fillBelow(
  img: RgbaImage,
  plot: PlotBox,
  bg: Rgb,
  candles: readonly Pick<ReadCandle, 'x' | 'yLow' | 'yHigh'>[],
): number {
  const { data: d, width: W } = img;
  const top = Math.max(0, Math.ceil(plot.top));
  const bottom = Math.min(img.height - 1, Math.floor(plot.bottom) - 1);
  const reach = Math.max(8, Math.round((plot.bottom - plot.top) / 8));
  /** Whether rows y0..y1 of column x are fill; null when the window is too short to tell. */
  const filled = (x: number, y0: number, y1: number): boolean | null => {
    if (y1 - y0 < 5) return null;
    let fill = 0;
    for (let y = y0; y <= y1; y++) {
      const i = (y * W + x) * 4;
      const dr = d[i]! - bg[0];
      const dg = d[i + 1]! - bg[1];
      const db = d[i + 2]! - bg[2];
      if (dr * dr + dg * dg + db * db > FILL_DIST * FILL_DIST) fill++;
    }
    return fill >= (y1 - y0 + 1) * FILLED;
  };
  let looked = 0;
  let onFill = 0;
  for (const c of candles) {
    const x = Math.round(c.x);
    if (x < 0 || x >= W) continue;
    const below = Math.ceil(c.yLow) + 3;
    const above = Math.floor(c.yHigh) - 3;
    const under = filled(x, below, Math.min(bottom, below + reach));
    const over = filled(x, Math.max(top, above - reach), above);
    if (under === null && over === null) continue;
    looked++;
    // on one side only: cells of a heatmap or a table's shading fill both
    if ((under === true && over !== true) || (over === true && under !== true)) onFill++;
  }
  return looked >= 10 ? onFill / looked : 0;
}

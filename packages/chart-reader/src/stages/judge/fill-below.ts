import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, ReadCandle, RgbaImage } from '../../types.ts';

/** How far from the plot's background a pixel must be to count as a fill. */
const FILL_DIST = 25;
/** Share of a window's pixels that must be fill for the candle to stand on a fill. */
const FILLED = 0.85;

/**
 * Share of the candles standing on a solid fill: the column under each candle's low, for an
 * eighth of the plot's height, drawn in colours other than the background. An area chart's
 * series runs along the top of its fill; a candle has background under its low (other candles
 * stand in other columns), save where a line, a volume bar or a cloud passes. 0 when too few
 * candles leave room under them.
 */
export function fillBelow(
  img: RgbaImage,
  plot: PlotBox,
  bg: Rgb,
  candles: readonly Pick<ReadCandle, 'x' | 'yLow'>[],
): number {
  const { data: d, width: W } = img;
  const bottom = Math.min(img.height - 1, Math.floor(plot.bottom) - 1);
  const reach = Math.max(8, Math.round((plot.bottom - plot.top) / 8));
  let looked = 0;
  let filled = 0;
  for (const c of candles) {
    const x = Math.round(c.x);
    if (x < 0 || x >= W) continue;
    const y0 = Math.ceil(c.yLow) + 3;
    const y1 = Math.min(bottom, y0 + reach);
    if (y1 - y0 < 5) continue;
    looked++;
    let fill = 0;
    for (let y = y0; y <= y1; y++) {
      const i = (y * W + x) * 4;
      const dr = d[i]! - bg[0];
      const dg = d[i + 1]! - bg[1];
      const db = d[i + 2]! - bg[2];
      if (dr * dr + dg * dg + db * db > FILL_DIST * FILL_DIST) fill++;
    }
    if (fill >= (y1 - y0 + 1) * FILLED) filled++;
  }
  return looked >= 10 ? filled / looked : 0;
}

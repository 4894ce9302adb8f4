import { localBackground } from '../../shared/backgrounds.ts';
import { colourBins, dist, type Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';

/** When the labels' surface replaces the image's middle colour as the plot's background: colours
 * within `same` are one; the labels' surface must be a major colour of the middle (`major` of
 * the commonest's count) and run along the plot's side of the labels (`along` of the rows) where
 * the middle colour is rare (`rare`). Measured on a MetaTrader 5 screenshot with a position
 * sizer over the middle of its plot and the breadth corpus' panel family. */
const PANEL_SURFACE = { same: 30, major: 0.25, along: 0.5, rare: 0.2 } as const;

/**
 * The plot's background. The image's commonest colour in its middle is taken first, but an
 * opaque panel over the middle of the plot (a position sizer, an order window) can outnumber
 * the plot there: the price labels then stand on the plot's own colour, which also runs along
 * the plot beside them, where the panel's does not.
 */
export function plotSurface(
  img: RgbaImage,
  bg: Rgb,
  column: { side: 'left' | 'right'; x0: number; x1: number; textHeight: number; labelYs: number[] },
): Rgb {
  const { width: W, height: H, data: d } = img;
  const { same, major, along, rare } = PANEL_SURFACE;
  if (column.labelYs.length < 2) return bg;
  const th = Math.max(1, Math.round(column.textHeight));
  const ys = [...column.labelYs].sort((a, b) => a - b);
  const surface = localBackground(img, {
    x0: Math.round(column.x0),
    x1: Math.round(column.x1),
    y0: Math.max(0, Math.round(ys[0]! - th)),
    y1: Math.min(H - 1, Math.round(ys[ys.length - 1]! + th)),
  });
  if (dist(surface, bg) < same) return bg;
  const step = Math.max(1, Math.floor(Math.sqrt((W * H) / 250000)));
  const bins = colourBins(
    img,
    Math.floor(W * 0.2),
    Math.floor(H * 0.2),
    Math.ceil(W * 0.8),
    Math.ceil(H * 0.8),
    step,
  );
  const top = bins[0]?.count ?? 0;
  const mine = bins.find((b) => b.count >= top * major && dist(b.colour, surface) < same);
  if (!mine) return bg;
  const x =
    column.side === 'right' ? Math.round(column.x0) - 2 * th : Math.round(column.x1) + 2 * th;
  if (x < 0 || x >= W) return bg;
  let onSurface = 0;
  let onBg = 0;
  for (let y = 0; y < H; y++) {
    const i = (y * W + x) * 4;
    const c: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
    if (dist(c, mine.colour) < same) onSurface++;
    else if (dist(c, bg) < same) onBg++;
  }
  return onSurface >= H * along && onBg <= H * rare ? mine.colour : bg;
}

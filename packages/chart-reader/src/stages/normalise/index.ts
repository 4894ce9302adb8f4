// Stage: decode and normalise. Checks the pixels, and finds the colours and the scale the
// other stages measure against: the background (of the image, then of the plot) and the text
// scale.
import { dominantColor, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { NORMALISE } from './params.ts';

export { findVeil, restoreUnderOverlays, type Veil } from './overlays.ts';
export { restoreUnderInlays } from './inlays.ts';
export { findFade, restoreFaded, type Fade } from './fade.ts';
export { NORMALISE, type NormaliseParams } from './params.ts';

/** The image's background colour, or why the image cannot be read at all. */
export function normaliseImage(
  img: RgbaImage,
): { ok: true; background: Rgb } | { ok: false; warning: string } {
  const { width: W, height: H } = img;
  if (!(W > 0 && H > 0) || img.data.length < W * H * 4)
    return { ok: false, warning: 'image data is malformed' };
  const { minSide, edgeShare, samples } = NORMALISE.image;
  if (W < minSide || H < minSide) return { ok: false, warning: 'image too small' };
  // The plot background: the commonest colour of the central part of the image (frames, toolbars
  // and panels around a chart can outnumber it over the whole image).
  const background = dominantColor(
    img,
    Math.floor(W * edgeShare),
    Math.floor(H * edgeShare),
    Math.ceil(W * (1 - edgeShare)),
    Math.ceil(H * (1 - edgeShare)),
    Math.max(1, Math.floor(Math.sqrt((W * H) / samples))),
  );
  return { ok: true, background };
}

/** The commonest colour inside the plot box. */
export function plotBackground(img: RgbaImage, plot: PlotBox): Rgb {
  return dominantColor(
    img,
    plot.left,
    plot.top,
    plot.right,
    plot.bottom,
    Math.max(
      NORMALISE.plot.minStep,
      Math.floor(
        Math.sqrt(((plot.right - plot.left) * (plot.bottom - plot.top)) / NORMALISE.plot.samples),
      ),
    ),
  );
}

/**
 * The size of the chart's drawing relative to a plain screen (about 1 at a pixel ratio of 1):
 * the price labels' height over 8, else a guess from the image width.
 */
export function scaleHint(textHeight: number, width: number): number {
  const { labelHeight, screenWidth, minScale, maxScale } = NORMALISE.textScale;
  return textHeight > 0
    ? textHeight / labelHeight
    : Math.max(minScale, Math.min(maxScale, width / screenWidth));
}

import { chroma, luminance, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import type { RawCandle } from './types.ts';
import { followWicks } from './wick-walk.ts';

/**
 * The brightness of wicks drawn in neither candle colour nor a colour the clusters found (black
 * wicks and outlines on green and red bodies, a style MetaTrader users set): when most candles
 * show no wick beyond their bodies, the pixels just beyond the bodies' ends, in their centre
 * columns, agree on a brightness that stands out from the background. Null when they do not,
 * or when the wicks are read already.
 */
export function unseenWickBrightness(
  cs: RawCandle[],
  img: RgbaImage,
  plot: PlotBox,
  cols: Rgb[],
  bg: Rgb,
): UnseenWick | null {
  const wide = cs.filter((c) => c.bodyWidth >= 3);
  if (wide.length < 10) return null;
  const rows = UNSEEN_WICK.wickRows;
  const wicked = wide.filter((c) => c.yHigh <= c.yBodyTop - rows || c.yLow >= c.yBodyBottom + rows);
  if (wicked.length >= wide.length * 0.5) return null;
  const d = img.data;
  const bgLuma = luminance(bg);
  const seen: number[] = [];
  const seenChroma: number[] = [];
  const beyond: number[] = [];
  for (const c of wide) {
    const x = Math.round(c.x);
    // the pixel standing out most in the four rows beyond each end of the body (its outline,
    // then the wick), and the first row past that pixel's run (a wick fainter than an outline)
    for (const [y0, dir] of [
      [Math.round(c.yBodyTop), -1],
      [Math.round(c.yBodyBottom), 1],
    ] as const) {
      const row = (k: number): number | null => {
        const y = y0 + k * dir;
        if (y < plot.top || y >= plot.bottom) return null;
        const i = (y * img.width + x) * 4;
        return luminance([d[i]!, d[i + 1]!, d[i + 2]!]) - bgLuma;
      };
      let best = 0;
      let at = 0;
      for (let k = 1; k <= 4; k++) {
        const dy = row(k);
        if (dy === null) break;
        if (Math.abs(dy) > Math.abs(best)) {
          best = dy;
          at = k;
        }
      }
      if (Math.abs(best) < UNSEEN_WICK.contrast) continue;
      seen.push(best);
      const i = ((y0 + at * dir) * img.width + x) * 4;
      const [cb, cr] = chroma([d[i]!, d[i + 1]!, d[i + 2]!]);
      seenChroma.push(Math.hypot(cb, cr));
      // an outline is a row or two; a wick of the outline's brightness runs on further
      let k = at + 1;
      while (k <= at + 2 && Math.abs((row(k) ?? 0) - best) <= Math.abs(best) * 0.3) k++;
      const first = row(k);
      const second = row(k + 1);
      const past =
        first !== null && second !== null && Math.abs(second) < Math.abs(first) ? second : first;
      if (k <= at + 2 && past !== null && Math.abs(past) >= UNSEEN_WICK.faintContrast)
        beyond.push(past);
    }
  }
  const agreed = (values: number[]): number | null => {
    if (values.length < Math.max(5, wide.length * 0.3)) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const dy = sorted[sorted.length >> 1]!;
    const near = sorted.filter((v) => Math.abs(v - dy) <= Math.abs(dy) * 0.3).length;
    return near >= sorted.length * 0.6 ? dy : null;
  };
  const edge = agreed(seen);
  if (edge === null) return null;
  // outlined bodies: the outline stands out most, and a fainter wick runs on past it on most
  // candles (a renderer that draws light outlines and dim grey wicks)
  const faint = agreed(beyond);
  const dy =
    faint !== null && Math.abs(faint) < Math.abs(edge) * UNSEEN_WICK.faintShare ? faint : edge;
  const y = bgLuma + dy;
  const hue = [...seenChroma].sort((a, b) => a - b)[seenChroma.length >> 1] ?? Infinity;
  const neutral = hue <= UNSEEN_WICK.neutralChroma;
  // a body colour's own wicks are followed already (grey wicks are no coloured body's, however
  // bright: black wicks as dark as a red body)
  const hueOf = (c: Rgb): number => Math.hypot(...chroma(c));
  if (
    cols.some(
      (c) =>
        Math.abs(luminance(c) - y) < Math.abs(dy) * 0.2 &&
        !(neutral && hueOf(c) > UNSEEN_WICK.pixelChroma),
    )
  )
    return null;
  return { brightness: y, neutral };
}

/** Wicks no cluster stood for: their brightness, and whether they are grey (black, white). */
export interface UnseenWick {
  brightness: number;
  /** the wicks show no hue: a pixel with hue is something else (a body beside the wick) */
  neutral: boolean;
}

/** Contrast with the background (luminance levels) of a wick no cluster stood for: the pixel
 * beyond a body's end (25: dim grey wicks on a dark plot, as node-canvas renderers draw them, stand
 * about 30 levels off it; the pixels must also agree from candle to candle), and a fainter wick
 * past an outline; such a wick is at most this share of the outline's contrast (a one-pixel wick
 * of the outline's colour blurred by JPEG keeps about half of it: that wick is followed at the
 * outline's brightness; 0.35 until decision 168: an outline blended with the fill at twice the
 * density, as the breadth `outlined` family draws light grey borders, stands less far off the
 * background, and dim grey wicks stand 0.37-0.39 of its contrast). */
const UNSEEN_WICK = {
  contrast: 25,
  faintContrast: 20,
  faintShare: 0.42,
  /** hue (Cb, Cr distance from grey) of the typical wick pixel up to which wicks are grey, and
   * of a pixel up to which it can be such a wick's (black wicks beside red and green bodies:
   * their pixels show none; an antialiased edge of a body shows half its hue, 40 or more) */
  neutralChroma: 12,
  pixelChroma: 24,
  /** Rows past a body's end from which a candle shows a wick already (JPEG's halved colour runs
   * a body's hue two rows on: real2 chart-to-image re-encoded at 85, decision 203). */
  wickRows: 3,
  /** Beside a wick, a pixel is drawn on when it stands this share of the wick's contrast off
   * the background on the wick's side and these many levels at least (JPEG's ringing beside a
   * bright outline reaches about 10 by a wick 30 levels off the plot), or as far the other way as
   * the wick (`besideOpposite`), on two rows in a row (ringing comes in single rows; decision
   * 203, measured on the JPEG scenes of `dark-wicks-jpeg.test.ts`). */
  besideShare: 0.25,
  besideLevels: 12,
  besideOpposite: 1,
} as const;

/**
 * Wicks of brightness `y` (from `unseenWickBrightness`), followed from each candle's high and
 * low while its centre columns are at least half that brightness's way from the background's.
 */
export function extendDarkWicks(
  cs: RawCandle[],
  img: RgbaImage,
  plot: PlotBox,
  wick: UnseenWick,
  bg: Rgb,
  ink: Uint8Array,
  reach: number,
  floor: number,
): void {
  const d = img.data;
  const bgLuma = luminance(bg);
  const dy = wick.brightness - bgLuma;
  const share = (x: number, yy: number): number => {
    const i = ((yy + plot.top) * img.width + x + plot.left) * 4;
    return (luminance([d[i]!, d[i + 1]!, d[i + 2]!]) - bgLuma) / dy;
  };
  const grey = (x: number, yy: number): boolean => {
    if (!wick.neutral) return true;
    const i = ((yy + plot.top) * img.width + x + plot.left) * 4;
    const [cb, cr] = chroma([d[i]!, d[i + 1]!, d[i + 2]!]);
    return Math.hypot(cb, cr) <= UNSEEN_WICK.pixelChroma;
  };
  const tint = (x: number, yy: number): number => {
    const a = share(x, yy);
    return a >= 0.5 && a <= 1.6 ? a : 0;
  };
  // beside the wick, a quarter of its way from the background is drawn on (a compressed
  // image's ringing around a dark line is not)
  const least = Math.max(UNSEEN_WICK.besideShare, UNSEEN_WICK.besideLevels / Math.abs(dy));
  const plotH = plot.bottom - plot.top;
  const on = (x: number, y: number): boolean => {
    if (y < 0 || y >= plotH) return false;
    const a = share(x, y);
    return a >= least || a <= -UNSEEN_WICK.besideOpposite;
  };
  followWicks(
    cs,
    plot,
    ink,
    reach,
    floor,
    () => tint,
    (x, y) => on(x, y) && (on(x, y - 1) || on(x, y + 1)),
    grey,
  );
}

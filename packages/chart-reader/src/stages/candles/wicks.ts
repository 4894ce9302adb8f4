import { chroma, dist, luminance, type Rgb } from '../../shared/colour.ts';
import type { ComponentMap } from '../../shared/components.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { blobOf, type Blob } from './blobs.ts';
import type { RawCandle } from './types.ts';
import { followWicks, walkWick } from './wick-walk.ts';

/**
 * A body with a wick of the shared wick colour (cluster `wick` of the cluster labels `lab`; none
 * when not positive) above or below it is a candle, however much a row of flat ones standing on
 * one row looks like a volume histogram.
 */
export function hasSharedWick(
  b: Blob,
  wick: number,
  lab: Uint8Array,
  plotW: number,
  plotH: number,
): boolean {
  if (wick <= 0) return false;
  const xm = Math.floor((b.x0 + b.x1) / 2);
  for (let x = Math.max(0, xm - 1); x <= Math.min(plotW - 1, xm + 1); x++)
    if (
      (b.y0 > 0 && lab[(b.y0 - 1) * plotW + x] === wick) ||
      (b.y1 + 1 < plotH && lab[(b.y1 + 1) * plotW + x] === wick)
    )
      return true;
  return false;
}

/**
 * The shared wick colour stands, when it is one, on most bodies (the shapes `cc` of the candle
 * colours): a colour that only stands beside them (text, a crosshair) is not their wicks, and
 * -1 is returned for it.
 */
export function confirmSharedWick(
  wick: number,
  cc: ComponentMap,
  lab: Uint8Array,
  plotW: number,
  plotH: number,
): number {
  if (wick <= 0) return wick;
  const bodies = cc.comps.filter((c) => c.area >= 6 && c.y1 > c.y0).map(blobOf);
  const wicked = (b: Blob): boolean => hasSharedWick(b, wick, lab, plotW, plotH);
  return bodies.filter(wicked).length < bodies.length * 0.5 ? -1 : wick;
}

/**
 * Wicks drawn in a colour of their own (grey for both directions) are not part of the body
 * shapes: each candle's high and low are where the wick colour, running on from the body in the
 * candle's centre columns, ends.
 */
export function extendNeutralWicks(
  cs: RawCandle[],
  lab: Uint8Array,
  ink: Uint8Array,
  wick: number,
  plot: PlotBox,
  plotW: number,
  plotH: number,
  cross: number,
): void {
  for (const c of cs) {
    const xc = Math.round(c.x - plot.left);
    const reach = c.bodyWidth >= 3 ? 1 : 0;
    const inked = (y: number): boolean => {
      if (y < 0 || y >= plotH) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(plotW - 1, xc + reach); x++)
        if (lab[y * plotW + x] === wick) return true;
      return false;
    };
    // a line drawn across the wick (a moving average) hides a few of its rows: the wick goes on
    // where its colour comes back after no more than `cross` rows of other ink
    const other = (y: number): boolean => {
      if (y < 0 || y >= plotH) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(plotW - 1, xc + reach); x++)
        if (ink[y * plotW + x]) return true;
      return false;
    };
    const walk = { isWick: inked, covered: other, cross, bareGap: 0, confirm: 1 };
    const top = walkWick(Math.round(Math.min(c.yHigh, c.yBodyTop) - plot.top), -1, walk);
    const bot = walkWick(Math.round(Math.max(c.yLow, c.yBodyBottom) - plot.top), 1, walk);
    c.yHigh = Math.min(c.yHigh, top + plot.top);
    c.yLow = Math.max(c.yLow, bot + plot.top);
  }
}

/**
 * A wick one pixel thin loses most of its hue to JPEG (and its antialiased column to the
 * background), and so the colour population it is counted in: it can end short of the real high
 * or low. Each candle's wick runs on, in its centre columns, while the pixels there are still at
 * least half its colour's way from the background, in colour or in brightness, and the line
 * stays thin (background two columns out on both sides); a few rows of a line crossing it are
 * stepped over.
 */
export function extendFadedWicks(
  cs: RawCandle[],
  img: RgbaImage,
  plot: PlotBox,
  cols: Rgb[],
  bg: Rgb,
  ink: Uint8Array,
  reach: number,
  /** plot row the wicks stop above (a volume pane's top) */
  floor: number,
): void {
  const d = img.data;
  const tints = cols.map((c) => {
    const v = [c[0] - bg[0], c[1] - bg[1], c[2] - bg[2]];
    const len2 = v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]!;
    const tol = Math.max(20, 0.18 * Math.sqrt(len2));
    // or by brightness, which compression keeps per pixel, with what hue is left pointing the
    // colour's way (a grey crosshair has none)
    const dy = luminance(c) - luminance(bg);
    const cc = chroma(c);
    const cb = chroma(bg);
    const hv = [cc[0] - cb[0], cc[1] - cb[1]] as const;
    const hv2 = hv[0] * hv[0] + hv[1] * hv[1];
    const byBrightness = Math.abs(dy) >= 30 && hv2 >= 25 * 25;
    const hueTol2 = (0.2 * Math.sqrt(hv2) + 6) ** 2;
    const tol2 = tol * tol;
    return (x: number, y: number): number => {
      const i = ((y + plot.top) * img.width + x + plot.left) * 4;
      const pr = d[i]! - bg[0];
      const pg = d[i + 1]! - bg[1];
      const pb = d[i + 2]! - bg[2];
      if (byBrightness) {
        const ay = (0.299 * pr + 0.587 * pg + 0.114 * pb) / dy;
        const q0 = -0.1687 * pr - 0.3313 * pg + 0.5 * pb;
        const q1 = 0.5 * pr - 0.4187 * pg - 0.0813 * pb;
        const t = (q0 * hv[0] + q1 * hv[1]) / hv2;
        if (
          ay >= 0.5 &&
          ay <= 1.6 &&
          t >= 0.1 &&
          t <= ay + 0.3 &&
          (q0 - t * hv[0]) ** 2 + (q1 - t * hv[1]) ** 2 <= hueTol2
        )
          return ay;
      }
      const a = (pr * v[0]! + pg * v[1]! + pb * v[2]!) / len2;
      if (a < 0.5 || a > 1.6) return 0;
      return (pr - a * v[0]!) ** 2 + (pg - a * v[1]!) ** 2 + (pb - a * v[2]!) ** 2 <= tol2 ? a : 0;
    };
  });
  // a candle drawn with an outline of a colour of its own (grey borders on coloured bodies) is
  // found as its outline, and its wicks take the body's colour: where the outline's colour does
  // not go on past either end of the candle (in its centre columns, on the row just past it) and
  // another candle colour does, the wicks are that colour's (decision 186)
  const shows = (tint: (x: number, y: number) => number, c: RawCandle): boolean => {
    const xc = Math.round(c.x - plot.left);
    const ends = [Math.round(c.yHigh - plot.top) - 1, Math.round(c.yLow - plot.top) + 1];
    const centre = [xc - 1, xc, xc + 1];
    return ends.some(
      (y) =>
        y >= 0 &&
        y < plot.bottom - plot.top &&
        centre.some((x) => x >= 0 && x < plot.right - plot.left && tint(x, y) > 0),
    );
  };
  // in a file whose colour was halved, the faint ringing compression leaves beside a thin wick
  // is no drawing that makes the line wide: beside it, only ink at least a share of the way from
  // the background to the nearest candle colour counts (decision 215)
  const plotW = plot.right - plot.left;
  const nearest = Math.min(...cols.map((c) => dist(c, bg)));
  const strong2 = (FADED_WICK.besideShare * nearest) ** 2;
  const drawnBeside = img.colourHalved
    ? (x: number, y: number): boolean => {
        if (ink[y * plotW + x] !== 1) return false;
        const i = ((y + plot.top) * img.width + x + plot.left) * 4;
        return (
          (d[i]! - bg[0]) ** 2 + (d[i + 1]! - bg[1]) ** 2 + (d[i + 2]! - bg[2]) ** 2 >= strong2
        );
      }
    : undefined;
  followWicks(
    cs,
    plot,
    ink,
    reach,
    floor,
    (c) => {
      const own = tints[c.color];
      if (!own || shows(own, c)) return own;
      return tints.find((t, i) => i !== c.color && shows(t, c)) ?? own;
    },
    drawnBeside,
  );
}

/**
 * `besideShare`: in a file whose colour was halved, ink beside a wick makes the line wide only
 * when it is at least this share of the way from the background to the nearest candle colour
 * (RGB distance). Measured on the synthetic corpus' JPEG renders (lwc-048: ringing 15-35 from a
 * dark background two columns beside a 1 px yellow wick cut its top off 7 px short) and the real
 * screenshots re-encoded at JPEG 85 (decision 215).
 */
export const FADED_WICK = { besideShare: 0.3 } as const;

export { extendDarkWicks, unseenWickBrightness, type UnseenWick } from './dark-wicks.ts';

import { chroma, luminance, type Rgb } from '../../shared/colour.ts';
import { medianStep } from '../../shared/stats.ts';
import type { ComponentMap } from '../../shared/components.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { blobOf, type Blob } from './blobs.ts';
import type { RawCandle } from './types.ts';

/**
 * A body with a wick of the shared wick colour (cluster `wick` of the cluster labels `lab`; none
 * when not positive) above or below it is a candle, however much a row of flat ones standing on
 * one row looks like a volume histogram.
 */
export function hasSharedWick(
  b: Blob,
  wick: number,
  lab: Uint8Array,
  pw: number,
  ph: number,
): boolean {
  if (wick <= 0) return false;
  const xm = Math.floor((b.x0 + b.x1) / 2);
  for (let x = Math.max(0, xm - 1); x <= Math.min(pw - 1, xm + 1); x++)
    if (
      (b.y0 > 0 && lab[(b.y0 - 1) * pw + x] === wick) ||
      (b.y1 + 1 < ph && lab[(b.y1 + 1) * pw + x] === wick)
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
  pw: number,
  ph: number,
): number {
  if (wick <= 0) return wick;
  const bodies = cc.comps.filter((c) => c.area >= 6 && c.y1 > c.y0).map(blobOf);
  const wicked = (b: Blob): boolean => hasSharedWick(b, wick, lab, pw, ph);
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
  pw: number,
  ph: number,
  cross: number,
): void {
  for (const c of cs) {
    const xc = Math.round(c.x - plot.left);
    const reach = c.bodyWidth >= 3 ? 1 : 0;
    const inked = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(pw - 1, xc + reach); x++)
        if (lab[y * pw + x] === wick) return true;
      return false;
    };
    // a line drawn across the wick (a moving average) hides a few of its rows: the wick goes on
    // where its colour comes back after no more than `cross` rows of other ink
    const other = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = Math.max(0, xc - reach); x <= Math.min(pw - 1, xc + reach); x++)
        if (ink[y * pw + x]) return true;
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
 * Where a wick running from row `from` in direction `dir` ends: row by row while `isWick`, and
 * across a line drawn over it of at most `cross` rows, when every row of the line is `covered`
 * (or it is no more than `bareGap` rows) and the wick shows again for `confirm` rows beyond it.
 */
function walkWick(
  from: number,
  dir: 1 | -1,
  w: {
    isWick: (y: number) => boolean;
    covered: (y: number) => boolean;
    cross: number;
    bareGap: number;
    confirm: number;
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
    if (dotted.length === 3 && dotted.every((c) => c.run <= 4)) return dotted[0]!.before;
    let g = 1;
    let covered = w.covered(end + dir);
    while (g <= w.cross && !w.isWick(end + (g + 1) * dir)) {
      g++;
      covered &&= w.covered(end + g * dir);
    }
    if (g > w.cross || !(covered || g <= w.bareGap)) return end;
    for (let k = 2; k <= w.confirm; k++) if (!w.isWick(end + (g + k) * dir)) return end;
    if (!covered)
      for (let k = 1; k <= w.confirm; k++) if (!asStrong(end + (g + k) * dir)) return end;
    crossings.push({ before: end, run: w.confirm });
    end += (g + w.confirm) * dir;
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
  followWicks(cs, plot, ink, reach, floor, (c) => tints[c.color]);
}

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
): number | null {
  const wide = cs.filter((c) => c.bodyWidth >= 3);
  if (wide.length < 10) return null;
  const wicked = wide.filter((c) => c.yHigh <= c.yBodyTop - 2 || c.yLow >= c.yBodyBottom + 2);
  if (wicked.length >= wide.length * 0.5) return null;
  const d = img.data;
  const lb = luminance(bg);
  const seen: number[] = [];
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
        return luminance([d[i]!, d[i + 1]!, d[i + 2]!]) - lb;
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
      // an outline is a row or two; a wick of the outline's brightness runs on further
      let k = at + 1;
      while (k <= at + 2 && Math.abs((row(k) ?? 0) - best) <= Math.abs(best) * 0.3) k++;
      const past = row(k);
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
  const y = lb + dy;
  // a body colour's own wicks are followed already
  if (cols.some((c) => Math.abs(luminance(c) - y) < Math.abs(dy) * 0.2)) return null;
  return y;
}

/** Contrast with the background (luminance levels) of a wick no cluster stood for: the pixel
 * beyond a body's end (25: dim grey wicks on a dark plot, as node-canvas renderers draw them, stand
 * about 30 levels off it; the pixels must also agree from candle to candle), and a fainter wick
 * past an outline; such a wick is at most this share of the outline's contrast (a one-pixel wick
 * of the outline's colour blurred by JPEG keeps about half of it: that wick is followed at the
 * outline's brightness). */
const UNSEEN_WICK = { contrast: 25, faintContrast: 20, faintShare: 0.35 } as const;

/**
 * Wicks of brightness `y` (from `unseenWickBrightness`), followed from each candle's high and
 * low while its centre columns are at least half that brightness's way from the background's.
 */
export function extendDarkWicks(
  cs: RawCandle[],
  img: RgbaImage,
  plot: PlotBox,
  y: number,
  bg: Rgb,
  ink: Uint8Array,
  reach: number,
  floor: number,
): void {
  const d = img.data;
  const lb = luminance(bg);
  const dy = y - lb;
  const share = (x: number, yy: number): number => {
    const i = ((yy + plot.top) * img.width + x + plot.left) * 4;
    return (luminance([d[i]!, d[i + 1]!, d[i + 2]!]) - lb) / dy;
  };
  const tint = (x: number, yy: number): number => {
    const a = share(x, yy);
    return a >= 0.5 && a <= 1.6 ? a : 0;
  };
  // beside the wick, a quarter of its way from the background is drawn on (a compressed
  // image's ringing around a dark line is not)
  followWicks(
    cs,
    plot,
    ink,
    reach,
    floor,
    () => tint,
    (x, yy) => Math.abs(share(x, yy)) >= 0.25,
  );
}

/**
 * Each candle's wicks run on from its high and low, in its centre columns, while `tintOf(c)`
 * holds there and the line stays thin (no ink two columns out on both sides); a few rows of a
 * line crossing the wick are stepped over.
 */
function followWicks(
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
): void {
  const pw = plot.right - plot.left;
  const ph = plot.bottom - plot.top;
  const cross = reach * 8;
  const pitch = medianStep(cs) ?? Infinity;
  for (const c of cs) {
    const tint = tintOf(c);
    if (!tint) continue;
    const xc = Math.round(c.x - plot.left);
    // the wick's columns (one more each side for a one-pixel wick's antialiasing, or at a high
    // pixel ratio), and background beyond them, short of the neighbours; a shape whose narrowest
    // row is its body's (no wick came with it) has its wick looked for as a thin line
    const seen = c.wickWidth ?? 1;
    const wickW = seen >= c.bodyWidth && c.bodyWidth > 3 ? 1 : seen;
    const own = Math.max(1, Math.ceil((wickW - 1) / 2) + (reach > 1 ? 1 : 0));
    const side = own + 2;
    if (side >= pitch / 2 || xc - side < 0 || xc + side >= pw) continue;
    const strength = (y: number): number => {
      if (y < 0 || y >= Math.min(ph, floor)) return 0;
      if (drawn(xc - side, y) || drawn(xc + side, y)) return 0;
      let best = 0;
      for (let x = xc - own; x <= xc + own; x++) best = Math.max(best, tint(x, y));
      return best;
    };
    const wickRow = (y: number): boolean => strength(y) > 0;
    const covered = (y: number): boolean => {
      if (y < 0 || y >= ph) return false;
      for (let x = xc - own; x <= xc + own; x++) if (ink[y * pw + x]) return true;
      return false;
    };
    // a line crossing the wick is stepped over when it has ink in every row, or is a gap of no
    // more than three rows (a line drawn with a halo of the background's colour), and the wick
    // shows again, two rows or more, beyond it
    const walk = { isWick: wickRow, covered, cross, bareGap: 3 * reach, confirm: 2, strength };
    const top = Math.round(c.yHigh - plot.top);
    const up = walkWick(top, -1, walk);
    if (up !== top) c.yHigh = Math.min(c.yHigh, up + plot.top);
    const bot = Math.round(c.yLow - plot.top);
    const dn = walkWick(bot, 1, walk);
    if (dn !== bot) c.yLow = Math.max(c.yLow, dn + plot.top);
  }
}

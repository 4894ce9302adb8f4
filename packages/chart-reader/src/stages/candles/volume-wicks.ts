import type { Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { RgbaImage } from '../../types.ts';
import type { RawCandle } from './types.ts';

/**
 * How far a shape that stands on the volume baseline may end above it and still be taken to
 * reach it. Exact pixels end on the baseline's row (a row off for antialiasing); a file whose
 * colour was kept at half resolution (JPEG 4:2:0) fades a thin bar's colour towards its ends: the
 * shapes of wicks run into half-transparent volume bars ended up to 3 rows short of the baseline
 * (breadth volume-jpeg family, lightweight-charts volume in the price pane at JPEG 70-95:
 * decision 213).
 */
export const VOLUME_BASELINE = { exactSlack: 1, halvedSlack: 3 } as const;

/** Rows a shape standing on the volume baseline may end above it (see VOLUME_BASELINE). */
export function baselineSlack(img: RgbaImage): number {
  return img.colourHalved ? VOLUME_BASELINE.halvedSlack : VOLUME_BASELINE.exactSlack;
}

/**
 * Volume bars are often drawn half transparent over the price pane: where a candle's lower wick
 * runs on into the bar under it, the line dims where the wick ends. For each candle whose low
 * the scan found on the volume baseline, the wick's column is followed down from the body; the
 * first row from which the line stays clearly fainter than the candle's own colour down to the
 * baseline is past the low. Candles whose line does not dim keep their low (to be estimated).
 * In a file whose colour was kept at half resolution a bar's colour can fall out of its cluster
 * part of the way down, so the shape ends above the baseline: there a candle whose low is in the
 * volume band (below `volumeTop`) is asked too, when its column stays drawn on every row down to
 * the baseline.
 * Changes `cs` in place; returns how many lows were found this way.
 */
export function lowsAtVolumeStep(
  cs: RawCandle[],
  img: RgbaImage,
  bg: Rgb,
  volumeBottom: number,
  volumeTop: number,
): number {
  const { width: W, data: d } = img;
  const strength = (x: number, y: number): number => {
    const i = (y * W + x) * 4;
    return Math.hypot(d[i]! - bg[0], d[i + 1]! - bg[1], d[i + 2]! - bg[2]);
  };
  const slack = baselineSlack(img);
  // the wick's column: the strongest near the centre just below the body
  const columnOf = (c: RawCandle, y: number): number => {
    let x = Math.round(c.x);
    for (const dx of [-1, 1]) if (strength(x + dx, y) > strength(x, y) + 10) x += dx;
    return x;
  };
  const onBaseline = (c: RawCandle): boolean => {
    if (c.yLow >= volumeBottom - slack) return true;
    if (!img.colourHalved || c.yLow <= volumeTop) return false;
    // the shape stopped in the volume band: does its line go on, unbroken, to the baseline?
    const x = columnOf(c, Math.round(c.yLow));
    const own = strength(x, Math.round(c.yLow));
    for (let y = Math.round(c.yLow) + 1; y < volumeBottom - 1; y++)
      if (strength(x, y) < own * 0.5) return false;
    return true;
  };
  let n = 0;
  for (const c of cs) {
    if (!(c.yBodyBottom < volumeBottom - 3 && onBaseline(c))) continue;
    const yStart = Math.round(c.yBodyBottom) + 1;
    const x = columnOf(c, yStart);
    const own = strength(x, Math.max(0, Math.round(c.yBodyBottom) - 1));
    if (own < 40) continue;
    const s: number[] = [];
    for (let y = yStart; y < volumeBottom; y++) s.push(strength(x, y));
    if (s.length < 3) continue;
    let found = -1;
    for (let k = 0; k < s.length - 2; k++) {
      if (s[k]! >= own * 0.8) continue;
      // dim from here to the baseline, and clearly so
      const tail = s.slice(k);
      if (
        median(tail) < own * 0.8 &&
        tail.filter((v) => v >= own * 0.85).length <= tail.length * 0.1
      )
        found = k;
      break;
    }
    if (found < 0) continue;
    c.yLow = yStart + found - 1;
    n++;
  }
  return n;
}

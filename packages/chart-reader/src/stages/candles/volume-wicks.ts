import type { Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { RgbaImage } from '../../types.ts';
import type { RawCandle } from './types.ts';

/**
 * Volume bars are often drawn half transparent over the price pane: where a candle's lower wick
 * runs on into the bar under it, the line dims where the wick ends. For each candle whose low
 * the scan found on the volume baseline, the wick's column is followed down from the body; the
 * first row from which the line stays clearly fainter than the candle's own colour down to the
 * baseline is past the low. Candles whose line does not dim keep their low (to be estimated).
 * Changes `cs` in place; returns how many lows were found this way.
 */
export function lowsAtVolumeStep(
  cs: RawCandle[],
  img: RgbaImage,
  bg: Rgb,
  volumeBottom: number,
): number {
  const { width: W, data: d } = img;
  const strength = (x: number, y: number): number => {
    const i = (y * W + x) * 4;
    return Math.hypot(d[i]! - bg[0], d[i + 1]! - bg[1], d[i + 2]! - bg[2]);
  };
  let n = 0;
  for (const c of cs) {
    if (!(c.yLow >= volumeBottom - 1 && c.yBodyBottom < volumeBottom - 3)) continue;
    const yStart = Math.round(c.yBodyBottom) + 1;
    // the wick's column: the strongest near the centre just below the body
    let x = Math.round(c.x);
    for (const dx of [-1, 1]) if (strength(x + dx, yStart) > strength(x, yStart) + 10) x += dx;
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

// Candle scenes drawn with the tiny rasteriser, shared by the stage tests.
import type { RgbaImage } from '../src/types.ts';
import { bar, blank, candle, rect, rng, walk, type Color } from './raster.ts';

export const bg: Color = [255, 255, 255];
export const up: Color = [8, 153, 129];
export const down: Color = [242, 54, 69];

export function scene(opts: {
  hollow?: boolean;
  volume?: boolean;
  /** volume bars whose bottom row is only partly drawn (a blurred or compressed edge) */
  raggedVolume?: boolean;
  priceLine?: boolean;
  overlay?: boolean;
  n?: number;
  width?: number;
}) {
  const n = opts.n ?? 30;
  const img = blank(opts.width ?? 420, 260, bg);
  const r = rng(7);
  const truth: {
    x: number;
    high: number;
    low: number;
    top: number;
    bottom: number;
    up: boolean;
  }[] = [];
  for (const { i, open, close } of walk(r, n, 120, 40, 170, 30)) {
    const isUp = close < open;
    const c = {
      x: 8 + i * 13,
      ...bar(open, close, 2 + Math.round(r() * 8), 2 + Math.round(r() * 8)),
      up: isUp,
    };
    candle(
      img,
      { ...c, width: 7, color: isUp ? up : down, hollow: isUp && opts.hollow === true },
      bg,
    );
    truth.push(c);
    if (opts.volume || opts.raggedVolume)
      rect(img, c.x - 3, 250 - 5 - Math.round(r() * 35), c.x + 4, 250, isUp ? up : down);
    if (opts.raggedVolume) rect(img, c.x - 3, 250, c.x - 1 + (i % 3), 251, isUp ? up : down);
  }
  if (opts.priceLine) for (let x = 0; x < img.width; x += 6) rect(img, x, 100, x + 3, 101, down);
  if (opts.overlay) wave(img, 110, 30, 40, [41, 98, 255]);
  return { img, truth };
}

/** A two-pixel line across the image, a sine wave about row `mid` (a moving average). */
export function wave(img: RgbaImage, mid: number, amp: number, period: number, color: Color): void {
  for (let x = 0; x < img.width; x++) {
    const y = mid + Math.round(Math.sin(x / period) * amp);
    rect(img, x, y, x + 1, y + 2, color);
  }
}

export function plotOf(img: { width: number; height: number }) {
  return { left: 0, top: 0, right: img.width, bottom: img.height };
}

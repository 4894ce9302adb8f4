import type { ChartTruth } from './truth.ts';

export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

function rgbOf(hex: string): [number, number, number] | null {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = [...h].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return null;
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/**
 * Whether each candle's body shows in the image, by candle index of `truth.candles`. A body
 * drawn no wider than its wick (dense charts whose bodies shrink to the wick's width, bars of
 * one colour) leaves its open and close nowhere in the pixels: no reader can recover them. The
 * span of ink about the candle's centre is measured at the middle row of its body and at the
 * middle row of its longer wick; the body shows when it is at least a pixel wider, or drawn in
 * a colour of its own. A
 * candle whose wicks are both shorter than three pixels shows its body by its ends (open and
 * close at the high and low). Measured from the pixels only, not from any reading.
 */
export function bodiesShown(image: Pixels, truth: ChartTruth): boolean[] {
  const bg = rgbOf(truth.colors.background);
  const { data, width, height } = image;
  const ink = (x: number, y: number): boolean => {
    if (!bg || x < 0 || y < 0 || x >= width || y >= height) return false;
    const i = (y * width + x) * 4;
    const d = Math.hypot(
      (data[i] as number) - bg[0],
      (data[i + 1] as number) - bg[1],
      (data[i + 2] as number) - bg[2],
    );
    return d > 48;
  };
  const reach = Math.max(1, Math.floor(truth.candleSpacing * 0.45));
  // the span of ink about the candle's centre on one row (hollow bodies are ink at their sides)
  const span = (xc: number, y: number): number => {
    let a = Infinity;
    let b = -Infinity;
    for (let x = xc - reach; x <= xc + reach; x++)
      if (ink(x, y)) {
        a = Math.min(a, x);
        b = Math.max(b, x);
      }
    return b >= a ? b - a + 1 : 0;
  };
  // the colour of the ink nearest the candle's centre on one row
  const colourAt = (xc: number, y: number): [number, number, number] | null => {
    for (const dx of [0, -1, 1, -2, 2])
      if (ink(xc + dx, y)) {
        const i = (y * width + xc + dx) * 4;
        return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      }
    return null;
  };
  return truth.candles.map((c) => {
    if (!bg) return true;
    const top = Math.min(c.yOpen, c.yClose);
    const bottom = Math.max(c.yOpen, c.yClose);
    const upper = top - c.yHigh;
    const lower = c.yLow - bottom;
    if (Math.max(upper, lower) < 3) return true;
    const wickRow = Math.round(upper >= lower ? (c.yHigh + top) / 2 : (bottom + c.yLow) / 2);
    const xc = Math.round(c.x);
    const bodyRow = Math.round((top + bottom) / 2);
    if (span(xc, bodyRow) >= span(xc, wickRow) + 1) return true;
    // a body as wide as its wick still shows in a colour of its own (grey wicks)
    const a = colourAt(xc, bodyRow);
    const b = colourAt(xc, wickRow);
    return a !== null && b !== null && Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) > 60;
  });
}

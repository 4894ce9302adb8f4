import type { ChartTruth } from './truth.ts';

export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

type Rgb = [number, number, number];

/** The colour a `#rgb` or `#rrggbb` string writes, or null for anything else. */
export function rgbOf(hex: string): Rgb | null {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = [...h].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return null;
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Colours further apart than this (RGB distance) are told apart: ink from the background. */
const APART = 48;

const distance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Ink (anything off the background) and its span about a candle's centre on one row. */
function inkSpans(image: Pixels, truth: ChartTruth) {
  const bg = rgbOf(truth.colors.background);
  const { data, width, height } = image;
  const ink = (x: number, y: number): boolean => {
    if (!bg || x < 0 || y < 0 || x >= width || y >= height) return false;
    const i = (y * width + x) * 4;
    return distance([data[i] as number, data[i + 1] as number, data[i + 2] as number], bg) > APART;
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
  return { bg, ink, span };
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
  const { data, width } = image;
  const { bg, ink, span } = inkSpans(image, truth);
  // the colour of the ink nearest the candle's centre on one row
  const colourAt = (xc: number, y: number): Rgb | null => {
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
    return a !== null && b !== null && distance(a, b) > 60;
  });
}

/** How far (RGB distance) a pixel may lie off the line from background to a candle colour. */
const CANDLE_COLOUR_TOLERANCE = APART;
/** How much of the way from the background to the candle colour a pixel must be. */
const CANDLE_COLOUR_SHARE = 0.3;

/**
 * Whether each candle shows in the image at all, by candle index of `truth.candles`: some pixel
 * in the candle's own column (its centre, a third of the spacing either side) from a row above
 * its high to a row below its low is drawn in one of its colours (body, border or wick of its direction), or in a
 * blend of it with the background (antialiased and JPEG-faded thin wicks). A candle drawn under
 * a moving average or another line leaves nothing for a reader to find. Generous on purpose:
 * one such pixel is enough. Measured from the pixels only, not from any reading.
 */
export function candlesShown(image: Pixels, truth: ChartTruth): boolean[] {
  const bg = rgbOf(truth.colors.background);
  const { data, width, height } = image;
  const colours = (up: boolean): Rgb[] => {
    const k = truth.colors;
    return (up ? [k.up, k.upBorder, k.upWick] : [k.down, k.downBorder, k.downWick])
      .map(rgbOf)
      .filter((c): c is Rgb => c !== null && (!bg || distance(c, bg) > APART));
  };
  // a pixel is in colour k when it lies near the segment from the background to k, far enough along
  const inColour = (r: number, g: number, b: number, k: Rgb): boolean => {
    if (!bg) return distance([r, g, b], k) <= CANDLE_COLOUR_TOLERANCE;
    const [d0, d1, d2] = [k[0] - bg[0], k[1] - bg[1], k[2] - bg[2]];
    const [p0, p1, p2] = [r - bg[0], g - bg[1], b - bg[2]];
    const t = Math.min(1, (p0 * d0 + p1 * d1 + p2 * d2) / (d0 * d0 + d1 * d1 + d2 * d2));
    if (t < CANDLE_COLOUR_SHARE) return false;
    return Math.hypot(p0 - t * d0, p1 - t * d1, p2 - t * d2) <= CANDLE_COLOUR_TOLERANCE;
  };
  // the colours as they came out in this image (JPEG and antialiasing move thin wicks most):
  // the median pixel at the middle of tall bodies and long wicks, by direction
  const pixel = (x: number, y: number): Rgb => {
    const i = (Math.round(y) * width + Math.round(x)) * 4;
    return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
  };
  const medianColour = (samples: Rgb[]): Rgb[] => {
    const inked = samples.filter((p) => !bg || distance(p, bg) > APART);
    if (inked.length < 3) return [];
    const mid = (k: number): number => {
      const v = inked.map((p) => p[k] as number).sort((a, b) => a - b);
      return v[v.length >> 1] as number;
    };
    return [[mid(0), mid(1), mid(2)]];
  };
  const seen = (up: boolean): Rgb[] => {
    const mine = truth.candles.filter((c) => !c.partial && c.close >= c.open === up);
    const bodies = mine
      .filter((c) => Math.abs(c.yClose - c.yOpen) >= 4)
      .map((c) => pixel(c.x, (c.yOpen + c.yClose) / 2));
    const wicks = mine
      .filter((c) => Math.min(c.yOpen, c.yClose) - c.yHigh >= 4)
      .map((c) => pixel(c.x, (c.yHigh + Math.min(c.yOpen, c.yClose)) / 2));
    return [...medianColour(bodies), ...medianColour(wicks)];
  };
  const upColours = [...colours(true), ...seen(true)];
  const downColours = [...colours(false), ...seen(false)];
  const reach = Math.max(1, Math.floor(truth.candleSpacing / 3));
  return truth.candles.map((c) => {
    // libraries differ on the colour of a candle that closes where it opened
    const flat = Math.abs(c.yClose - c.yOpen) < 1;
    const own = flat ? [...upColours, ...downColours] : c.close >= c.open ? upColours : downColours;
    if (own.length === 0) return true;
    const x0 = Math.max(0, Math.round(c.x) - reach);
    const x1 = Math.min(width - 1, Math.round(c.x) + reach);
    // a row either side: libraries round the ends of flat candles either way
    const y0 = Math.max(0, Math.floor(c.yHigh) - 1);
    const y1 = Math.min(height - 1, Math.ceil(c.yLow));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = (y * width + x) * 4;
        const r = data[i] as number;
        const g = data[i + 1] as number;
        const b = data[i + 2] as number;
        if (own.some((k) => inColour(r, g, b, k))) return true;
      }
    return false;
  });
}

/**
 * Whether each candle's direction shows in the image, by candle index of `truth.candles`: the
 * two directions are drawn in outlines or wicks of different colours, or their bodies are filled
 * differently (hollow against filled, two fills) and the body is large enough to have an
 * interior inside its outline (more than twice the outline's width, a CSS pixel, both ways). A
 * style of one colour and one fill, or a falling fill of the background's colour, leaves the
 * direction out of the pixels: only the chain of opens and closes can tell it.
 */
export function directionsShown(image: Pixels, truth: ChartTruth): boolean[] {
  const { bg, span } = inkSpans(image, truth);
  const k = truth.colors;
  // a colour that is not hex (the transparent fill, 'rgba(0,0,0,0)') shows the background
  const rgb = (c: string): Rgb | null => rgbOf(c) ?? bg;
  const differ = (a: string, b: string): boolean => {
    const p = rgb(a);
    const q = rgb(b);
    return p !== null && q !== null && distance(p, q) > APART;
  };
  if (differ(k.upBorder, k.downBorder) || differ(k.upWick, k.downWick))
    return truth.candles.map(() => true);
  if (!differ(k.up, k.down)) return truth.candles.map(() => false);
  const interior = 2 * truth.dpr + 1;
  return truth.candles.map((c) => {
    const top = Math.min(c.yOpen, c.yClose);
    const bottom = Math.max(c.yOpen, c.yClose);
    if (bottom - top < interior) return false;
    return span(Math.round(c.x), Math.round((top + bottom) / 2)) >= interior;
  });
}

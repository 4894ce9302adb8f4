// A tiny pure rasteriser for tests: rectangles, candles and digit labels drawn with the glyph
// reference shapes (DejaVu Sans cells scaled up).
import {
  GLYPH_H,
  GLYPH_TEMPLATES,
  GLYPH_W,
} from '../src/stages/price-axis/glyph-templates.generated.ts';
import type { RgbaImage } from '../src/types.ts';

export type Color = [number, number, number];

export function blank(width: number, height: number, bg: Color): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = bg[0];
    data[i * 4 + 1] = bg[1];
    data[i * 4 + 2] = bg[2];
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

export function blend(img: RgbaImage, x: number, y: number, c: Color, a = 1): void {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
  const i = (y * img.width + x) * 4;
  for (let k = 0; k < 3; k++) img.data[i + k] = Math.round(img.data[i + k]! * (1 - a) + c[k]! * a);
}

/** Fill [x0, x1) x [y0, y1). */
export function rect(
  img: RgbaImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  c: Color,
): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) blend(img, x, y, c);
}

export interface CandleSpec {
  x: number; // centre column
  high: number;
  low: number;
  top: number; // body top row
  bottom: number; // body bottom row (inclusive)
  width: number; // odd body width
  color: Color;
  hollow?: boolean;
}

/** The rows of a candle that opens at row `open` and closes at `close`, with wicks `above` and `below` pixels long. */
export function bar(
  open: number,
  close: number,
  above: number,
  below: number,
): Pick<CandleSpec, 'high' | 'low' | 'top' | 'bottom'> {
  const top = Math.min(open, close);
  const bottom = Math.max(open, close);
  return { high: top - above, low: bottom + below, top, bottom };
}

/**
 * One candle of a random walk: it opens at row `y`, closes up to `amp / 2` rows away (biased
 * upwards on screen by `drift` above one half), kept between rows `lo` and `hi`; a close on its
 * open moves up one row. `next` is where the walk goes on from.
 */
export function walkStep(
  r: () => number,
  y: number,
  lo: number,
  hi: number,
  amp: number,
  drift = 0.5,
): { open: number; close: number; next: number } {
  const next = Math.max(lo, Math.min(hi, y + Math.round((r() - drift) * amp)));
  return { open: y, close: next === y ? y - 1 : next, next };
}

/**
 * `n` candles of a random walk from row `y`, one `walkStep` each (kept between rows `lo` and
 * `hi`); each step draws from `r` before the caller's loop body runs, so the body may draw more.
 */
export function* walk(
  r: () => number,
  n: number,
  y: number,
  lo: number,
  hi: number,
  amp: number,
  drift = 0.5,
): Generator<{ i: number; open: number; close: number }> {
  for (let i = 0; i < n; i++) {
    const { open, close, next } = walkStep(r, y, lo, hi, amp, drift);
    y = next;
    yield { i, open, close };
  }
}

export function candle(img: RgbaImage, s: CandleSpec, bg: Color): void {
  rect(img, s.x, s.high, s.x + 1, s.low + 1, s.color);
  const h = (s.width - 1) / 2;
  rect(img, s.x - h, s.top, s.x + h + 1, s.bottom + 1, s.color);
  if (s.hollow && s.bottom - s.top >= 2 && s.width >= 3)
    rect(img, s.x - h + 1, s.top + 1, s.x + h, s.bottom, bg);
}

const font = new Map<string, { aspect: number; cells: string }>();
for (const [ch, aspect, cells] of GLYPH_TEMPLATES)
  if (!font.has(ch)) font.set(ch, { aspect, cells });

/** Draw a label such as `1.0850` with digits `height` pixels tall; returns its right edge. */
export function text(
  img: RgbaImage,
  s: string,
  x: number,
  yTop: number,
  height: number,
  c: Color,
): number {
  let cx = x;
  for (const ch of s) {
    if (ch === '.' || ch === ',') {
      const d = Math.max(1, Math.round(height * 0.15));
      rect(img, cx + 1, yTop + height - d, cx + 1 + d, yTop + height, c);
      if (ch === ',')
        rect(img, cx + 1, yTop + height, cx + 1 + Math.max(1, d - 1), yTop + height + d, c);
      cx += d + 2;
      continue;
    }
    if (ch === ':') {
      const d = Math.max(1, Math.round(height * 0.15));
      rect(
        img,
        cx + 1,
        yTop + Math.round(height * 0.25),
        cx + 1 + d,
        yTop + Math.round(height * 0.25) + d,
        c,
      );
      rect(img, cx + 1, yTop + height - d, cx + 1 + d, yTop + height, c);
      cx += d + 2;
      continue;
    }
    if (ch === ' ') {
      cx += Math.round(height * 0.4);
      continue;
    }
    if (ch === '{' || ch === '}') {
      // a brace: a narrow stroke from the digits' top to below their baseline, a nub halfway
      const stem = ch === '{' ? cx + 1 : cx;
      rect(img, stem, yTop - 1, stem + 1, yTop + height + Math.max(2, Math.round(height * 0.2)), c);
      const mid = yTop + Math.round(height / 2);
      rect(img, ch === '{' ? cx : cx + 1, mid, ch === '{' ? cx + 1 : cx + 2, mid + 1, c);
      cx += 2 + Math.max(1, Math.round(height * 0.15));
      continue;
    }
    const g = font.get(ch);
    if (!g) continue;
    const w = Math.max(2, Math.round(g.aspect * height));
    for (let y = 0; y < height; y++)
      for (let xx = 0; xx < w; xx++) {
        const gx = Math.min(GLYPH_W - 1, Math.floor(((xx + 0.5) / w) * GLYPH_W));
        const gy = Math.min(GLYPH_H - 1, Math.floor(((y + 0.5) / height) * GLYPH_H));
        const a = (g.cells.charCodeAt(gy * GLYPH_W + gx) - 48) / 9;
        if (a > 0.05) blend(img, cx + xx, yTop + y, c, a);
      }
    cx += w + Math.max(1, Math.round(height * 0.15));
  }
  return cx;
}

/**
 * Draw a label the way canvas draws `textBaseline = 'middle'` text: the em box is centred on
 * `yAnchor`, so the digits' own centre sits about a tenth of their height above it.
 */
export function textAt(
  img: RgbaImage,
  s: string,
  x: number,
  yAnchor: number,
  height: number,
  c: Color,
): number {
  return text(img, s, x, Math.round(yAnchor - height * 0.6), height, c);
}

/** A deterministic random generator for tests. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export interface SyntheticChart {
  image: RgbaImage;
  candles: { x: number; open: number; high: number; low: number; close: number }[];
  priceOf: (y: number) => number;
}

/**
 * A whole synthetic chart: plot on the left, price labels on the right, optional volume bars,
 * a dashed last-price line and a diagonal moving-average-like line in another colour.
 */
export function syntheticChart(opts: {
  width?: number;
  height?: number;
  n?: number;
  bg?: Color;
  up?: Color;
  down?: Color;
  textColor?: Color;
  volume?: boolean;
  line?: boolean;
  hollowUp?: boolean;
  /** OHLC bars in the rising and falling colours (or `up` alone with `oneColour`) instead of
   * candles: a 1 px stem, the open's tick left and the close's tick right. */
  ohlcBars?: boolean;
  /** With `ohlcBars`: the pen's width in pixels (stem as wide, ticks as thick); 1 by default. */
  barPen?: number;
  oneColour?: boolean;
  seed?: number;
  base?: number;
  step?: number;
  decimals?: number;
}): SyntheticChart {
  const W = opts.width ?? 600;
  const H = opts.height ?? 360;
  const bg = opts.bg ?? [19, 23, 34];
  const up = opts.up ?? [38, 166, 154];
  const down = opts.down ?? [239, 83, 80];
  const tc = opts.textColor ?? [200, 200, 200];
  const n = opts.n ?? 40;
  const r = rng(opts.seed ?? 1);
  const img = blank(W, H, bg);
  const plotRight = W - 70;
  // price scale: label every 40 px
  const base = opts.base ?? 100;
  const step = opts.step ?? 1;
  const decimals = opts.decimals ?? 2;
  const pxPerUnit = 40 / step;
  const y0 = 20; // row of the top label
  const priceOf = (y: number): number => base - ((y - y0) / pxPerUnit) * 1;
  const yOf = (p: number): number => y0 + (base - p) * pxPerUnit;
  for (let k = 0; k * 40 + y0 < H - 20; k++) {
    const y = y0 + k * 40;
    const label = (base - k * step).toFixed(decimals);
    textAt(img, label, plotRight + 10, y, 9, tc);
  }
  const pitch = (plotRight - 20) / n;
  const bw = Math.max(1, Math.floor(pitch * 0.6) | 1);
  let close = base - 3.5 * step;
  const candles: SyntheticChart['candles'] = [];
  for (let i = 0; i < n; i++) {
    const x = Math.round(10 + pitch * (i + 0.5));
    const open = close;
    close = open + (r() - 0.5) * step * 0.8;
    const hi = Math.max(open, close) + r() * step * 0.3;
    const lo = Math.min(open, close) - r() * step * 0.3;
    const isUp = close >= open;
    const spec: CandleSpec = {
      x,
      high: Math.round(yOf(hi)),
      low: Math.round(yOf(lo)),
      top: Math.round(yOf(Math.max(open, close))),
      bottom: Math.round(yOf(Math.min(open, close))),
      width: bw,
      color: isUp ? up : down,
      hollow: isUp && opts.hollowUp === true,
    };
    if (opts.ohlcBars) {
      const color = opts.oneColour || isUp ? up : down;
      const pen = opts.barPen ?? 1;
      const half = Math.floor(pen / 2);
      const tick = Math.max(1, (bw - 1) / 2);
      const yo = isUp ? spec.bottom : spec.top;
      const yc = isUp ? spec.top : spec.bottom;
      rect(img, x - half, spec.high - half, x - half + pen, spec.low + pen - half, color);
      rect(img, x - half - tick, yo - half, x - half, yo - half + pen, color);
      rect(img, x - half + pen, yc - half, x - half + pen + tick, yc - half + pen, color);
    } else candle(img, spec, bg);
    candles.push({
      x,
      open: priceOf(isUp ? spec.bottom : spec.top),
      high: priceOf(spec.high),
      low: priceOf(spec.low),
      close: priceOf(isUp ? spec.top : spec.bottom),
    });
    if (opts.volume) {
      const vh = 5 + Math.round(r() * 30);
      rect(img, x - (bw - 1) / 2, H - 10 - vh, x + (bw - 1) / 2 + 1, H - 10, isUp ? up : down);
    }
  }
  if (opts.line) {
    for (let x = 10; x < plotRight; x++) {
      const y = Math.round(yOf(base - 3.5 * step) + Math.sin(x / 60) * 20);
      rect(img, x, y, x + 1, y + 2, [240, 185, 11]);
    }
  }
  return { image: img, candles, priceOf };
}

// OHLC bars: a stem from high to low with a tick to the left at the open and a tick to the right
// at the close. Read as candles, a bar's body is the span between its ticks with a guessed
// direction; read as a bar, the open and close are the ticks' rows and the direction follows.
import type { Rgb } from '../../shared/colour.ts';
import type { RgbaImage } from '../../types.ts';
import type { RawCandle } from './types.ts';

export const BAR_TICKS = {
  /** A pixel is ink when its colour is this far (RGB distance) from the plot's background. */
  ink: 60,
  /** A tick reaches at least this many pixels past the stem (renderers draw ticks 1 px long on
   * a thin stem; a body spans many rows, which the thickness bound tells apart). */
  reach: 1,
  /** A tick is at most this many rows thick (more is a body: both sides inked over its rows). */
  thickness: 3,
  /** Bars decided when at least this share of the shapes show two ticks on different rows (a
   * candle chart's shapes show them by chance on up to 15%: dense bodies, outlines)... */
  minShare: 0.2,
  /** ...and they are this share of the shapes that show either ticks or a body. */
  share: 0.7,
} as const;

/** The open's and close's rows of one bar. */
export interface BarTicks {
  yOpen: number;
  yClose: number;
}

type Shape = 'bar' | 'body' | 'unclear';

/**
 * How a shape stands out of its stem, row by row: the rows where it reaches left of the stem and
 * those where it reaches right. A candle's body reaches both ways over the same rows; a bar, left
 * at one row (the open) and right at another (the close).
 */
function ticksOf(img: RgbaImage, bg: Rgb, c: RawCandle): { shape: Shape; ticks: BarTicks | null } {
  const W = img.width;
  const x0 = Math.round(c.x);
  const y0 = Math.max(0, Math.round(c.yHigh));
  const y1 = Math.min(img.height - 1, Math.round(c.yLow));
  if (y1 - y0 < 2 || x0 < 0 || x0 >= W) return { shape: 'unclear', ticks: null };
  const isInk = (x: number, y: number): boolean => {
    if (x < 0 || x >= W) return false;
    const i = (y * W + x) * 4;
    const dr = img.data[i]! - bg[0];
    const dg = img.data[i + 1]! - bg[1];
    const db = img.data[i + 2]! - bg[2];
    return dr * dr + dg * dg + db * db > BAR_TICKS.ink * BAR_TICKS.ink;
  };
  const limit = Math.max(3, Math.ceil(c.bodyWidth));
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = y0; y <= y1; y++) {
    let l = x0;
    let r = x0;
    if (!isInk(x0, y)) {
      lefts.push(NaN);
      rights.push(NaN);
      continue;
    }
    while (x0 - l < limit && isInk(l - 1, y)) l--;
    while (r - x0 < limit && isInk(r + 1, y)) r++;
    lefts.push(l);
    rights.push(r);
  }
  if (lefts.filter((l) => !Number.isNaN(l)).length < 3) return { shape: 'unclear', ticks: null };
  // the stem: the narrowest extent (a bar's stem, a candle's wick), where most such rows put it
  const widths = lefts.map((l, k) => rights[k]! - l).filter((w) => !Number.isNaN(w));
  const narrowest = Math.min(...widths);
  const stemRows = lefts.flatMap((l, k) => (rights[k]! - l === narrowest ? [l] : []));
  const stemL = stemRows.sort((a, b) => a - b)[stemRows.length >> 1]!;
  const stemR = stemL + narrowest;
  const leftRows: number[] = [];
  const rightRows: number[] = [];
  lefts.forEach((l, k) => {
    if (l <= stemL - BAR_TICKS.reach) leftRows.push(y0 + k);
  });
  rights.forEach((r, k) => {
    if (r >= stemR + BAR_TICKS.reach) rightRows.push(y0 + k);
  });
  const span = (rows: number[]): number =>
    rows.length ? rows[rows.length - 1]! - rows[0]! + 1 : 0;
  const both = leftRows.filter((y) => rightRows.includes(y)).length;
  if (both > BAR_TICKS.thickness) return { shape: 'body', ticks: null };
  if (
    leftRows.length === 0 ||
    rightRows.length === 0 ||
    span(leftRows) > BAR_TICKS.thickness ||
    span(rightRows) > BAR_TICKS.thickness
  )
    return { shape: 'unclear', ticks: null };
  const mid = (rows: number[]): number => (rows[0]! + rows[rows.length - 1]!) / 2;
  const ticks = { yOpen: mid(leftRows), yClose: mid(rightRows) };
  // ticks on one row (a bar that closed where it opened) look like a flat body: no vote
  return { shape: both > 0 ? 'unclear' : 'bar', ticks };
}

/**
 * The ticks of every shape when the chart draws OHLC bars, else null: most shapes that show
 * either reach left at one row and right at another, none over the rows of a body.
 */
export function readBarTicks(
  img: RgbaImage,
  bg: Rgb,
  candles: readonly RawCandle[],
): (BarTicks | null)[] | null {
  if (candles.some((c) => c.ticks !== undefined)) return ticksOfThinBars(candles);
  const read = candles.map((c) => ticksOf(img, bg, c));
  const bars = read.filter((r) => r.shape === 'bar').length;
  const bodies = read.filter((r) => r.shape === 'body').length;
  if (bars < 3 || bars < BAR_TICKS.minShare * candles.length) return null;
  if (bars < BAR_TICKS.share * (bars + bodies)) return null;
  return read.map((r) => r.ticks);
}

/**
 * The ticks of thin bars read beside their stems by the candle scan. A tick not seen (hidden by
 * the neighbour's, or faded) is taken from the neighbour: a bar opens about where the one before
 * it closed.
 */
function ticksOfThinBars(candles: readonly RawCandle[]): (BarTicks | null)[] {
  const gaps = candles.slice(1).map((c, k) => c.x - candles[k]!.x);
  const pitch = gaps.length ? [...gaps].sort((a, b) => a - b)[gaps.length >> 1]! : 0;
  const adjacent = (k: number): boolean =>
    k > 0 && k < candles.length && candles[k]!.x - candles[k - 1]!.x <= pitch * 1.5;
  return candles.map((c, k) => {
    const t = c.ticks;
    if (!t) return null;
    const yOpen = t.yOpen ?? (adjacent(k) ? (candles[k - 1]!.ticks?.yClose ?? null) : null);
    const yClose = t.yClose ?? (adjacent(k + 1) ? (candles[k + 1]!.ticks?.yOpen ?? null) : null);
    if (yOpen === null || yClose === null) return null;
    // a tick stands within its bar's rows
    const clamp = (y: number): number => Math.min(c.yLow, Math.max(c.yHigh, y));
    return { yOpen: clamp(yOpen), yClose: clamp(yClose) };
  });
}

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import type { RawCandle } from '../../../src/stages/candles/types.ts';
import { extendDarkWicks, unseenWickBrightness } from '../../../src/stages/candles/wicks.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blank, blend, rng, walk, type Color } from '../../raster.ts';
import { bg, down, plotOf, up } from '../../scenes.ts';

const BLACK: Color = [0, 0, 0];

/** Fills rows y0..y1 (inclusive) between fractional columns x0 and x1, edges antialiased. */
function span(img: RgbaImage, x0: number, x1: number, y0: number, y1: number, c: Color, a = 1) {
  for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
    const cover = Math.min(x + 1, x1) - Math.max(x, x0);
    if (cover <= 0) continue;
    for (let y = y0; y <= y1; y++) blend(img, x, y, c, a * cover);
  }
}

interface DenseTruth {
  x: number;
  high: number;
  low: number;
  top: number;
  bottom: number;
  up: boolean;
}

/** A scene's candle: its body's rows, and wicks up to `reach` rows beyond them (drawn from `r`). */
function withWicks(
  r: () => number,
  x: number,
  top: number,
  bottom: number,
  up: boolean,
  reach: number,
): DenseTruth {
  const high = top - 1 - Math.round(r() * reach);
  const low = bottom + 1 + Math.round(r() * reach);
  return { x, high, low, top, bottom, up };
}

/**
 * A dense chart as matplotlib draws one: `n` candles `pitch` pixels apart (a fraction), bodies
 * `ratio` of the slot wide with antialiased edges, black one-pixel wicks drawn first and the
 * bodies over them; candles from `fadeFrom` on drawn at `fade` of their strength (a box
 * selection), and volume bars at half strength along the bottom when asked.
 */
function denseScene(o: {
  n: number;
  pitch: number;
  ratio: number;
  fadeFrom?: number;
  fade?: number;
  volume?: boolean;
  seed?: number;
}): { img: RgbaImage; truth: DenseTruth[] } {
  const width = Math.ceil(o.n * o.pitch) + 20;
  const img = blank(width, 300, bg);
  const r = rng(o.seed ?? 5);
  const truth: DenseTruth[] = [];
  const rows: { x: number; high: number; low: number; top: number; bottom: number; up: boolean }[] =
    [];
  for (const { i, open, close } of walk(r, o.n, 120, 40, 200, 12)) {
    const x = 10 + (i + 0.5) * o.pitch;
    const top = Math.min(open, close);
    const bottom = Math.max(open, close);
    rows.push({
      x,
      high: top - 1 - Math.round(r() * 9),
      low: bottom + 1 + Math.round(r() * 9),
      top,
      bottom,
      up: close < open,
    });
  }
  const strength = (i: number): number =>
    o.fadeFrom !== undefined && i >= o.fadeFrom ? (o.fade ?? 0.3) : 1;
  rows.forEach((c, i) => {
    const col = Math.floor(c.x);
    span(img, col, col + 1, c.high, c.low, BLACK, strength(i));
  });
  rows.forEach((c, i) => {
    const h = (o.ratio * o.pitch) / 2;
    span(img, c.x - h, c.x + h, c.top, c.bottom, c.up ? up : down, strength(i));
    truth.push(c);
  });
  if (o.volume)
    rows.forEach((c, i) => {
      const h = (o.ratio * o.pitch) / 2;
      span(img, c.x - h, c.x + h, 290 - ((i * 7) % 60), 298, c.up ? up : down, 0.5);
    });
  return { img, truth };
}

/** One candle per column, crisp (a renderer drawing each candle as one column of pixels). */
function columnScene(n: number, pitch: number, antialiased: boolean): RgbaImage {
  const img = blank(Math.ceil(n * pitch) + 20, 260, bg);
  const r = rng(3);
  for (const { i, open, close } of walk(r, n, 130, 20, 240, 10)) {
    const x = 10 + i * pitch;
    const high = Math.min(open, close) - 1 - Math.round(r() * 6);
    const low = Math.max(open, close) + 1 + Math.round(r() * 6);
    const c = close < open ? up : down;
    if (antialiased) span(img, x, x + 1, high, low, c);
    else span(img, Math.round(x), Math.round(x) + 1, high, low, c);
  }
  return img;
}

/**
 * Touching candles as ECharts and lightweight-charts draw hundreds of them: bodies that fill
 * their slot (`pitch` pixels, a fraction), a wick of the body's colour one column wide in the
 * middle, no gap: runs of one colour merge into one shape. With `evenColumns`, as a renderer
 * drawing on CSS pixels draws them on a screen of twice the density (ECharts at DPR 2): each body
 * two columns wide, its left edge snapped to an even column, its wick on the body's first
 * column, so that neighbours stand a bare column apart or touch; `amp`: the walk's step.
 */
function touchingScene(
  n: number,
  pitch: number,
  seed: number,
  { evenColumns = false, amp = 10 } = {},
): { img: RgbaImage; truth: DenseTruth[] } {
  const img = blank(Math.ceil(n * pitch) + 20, 300, bg);
  const r = rng(seed);
  const truth: DenseTruth[] = [];
  for (const { i, open, close } of walk(r, n, 150, 30, 270, amp)) {
    const x = 10 + (i + 0.5) * pitch;
    const top = Math.min(open, close);
    const bottom = Math.max(open, close);
    const c = withWicks(r, x, top, bottom, close < open, 8);
    const colour = c.up ? up : down;
    const left = 2 * Math.round((x - 1) / 2);
    const [w0, b0, b1] = evenColumns
      ? [left, left, left + 2]
      : [Math.floor(x), x - pitch / 2, x + pitch / 2];
    span(img, w0, w0 + 1, c.high, c.low, colour);
    span(img, b0, b1, c.top, c.bottom, colour);
    truth.push(c);
  }
  return { img, truth };
}

/**
 * Touching candles in runs of one direction, as a trending series draws them (each candle keeps
 * the last one's direction seven times in ten): bodies that fill their slot, so that a run merges
 * into one shape several candles wide, a one-column wick in the body's colour; after the last
 * candle a tag in the rising colour high above the series, as trading pages draw one.
 */
function runsScene(
  n: number,
  pitch: number,
  seed: number,
): { img: RgbaImage; truth: DenseTruth[] } {
  const img = blank(Math.ceil(n * pitch) + 60, 300, bg);
  const r = rng(seed);
  const truth: DenseTruth[] = [];
  let y = 150;
  let dir = 1;
  for (let i = 0; i < n; i++) {
    if (r() < 0.3 || y < 60 || y > 240) dir = y < 60 ? 1 : y > 240 ? -1 : -dir;
    const close = y + dir * (2 + Math.round(r() * 5));
    const top = Math.min(y, close);
    const bottom = Math.max(y, close);
    const x = 10 + (i + 0.5) * pitch;
    const c = withWicks(r, x, top, bottom, close < y, 4);
    span(img, Math.floor(x), Math.floor(x) + 1, c.high, c.low, c.up ? up : down);
    span(img, x - pitch / 2, x + pitch / 2, c.top, c.bottom, c.up ? up : down);
    truth.push(c);
    y = close;
  }
  // a tag after the last candle, high above the series
  const end = 10 + n * pitch + 6;
  span(img, end, end + 30, 20, 30, up);
  return { img, truth };
}

describe('scanCandles: dense charts (candles a few pixels apart)', () => {
  it('reads touching candles slot by slot on the grid their colour changes stand on', () => {
    for (const [pitch, seed] of [
      [2.06, 4],
      [2.7, 8],
      [3.3, 2],
    ] as const) {
      const { img, truth } = touchingScene(500, pitch, seed);
      const s = scanCandles(img, plotOf(img), bg, 1);
      expect(s.tooDense ?? false).toBe(false);
      expect(Math.abs(s.candles.length - truth.length)).toBeLessThanOrEqual(truth.length * 0.02);
      // each candle's high and low where the truth's are, within a row, for nearly all
      let near = 0;
      for (const t of truth) {
        const c = s.candles.find((k) => Math.abs(k.x - t.x) < pitch / 2);
        if (c && Math.abs(c.yHigh - t.high) <= 1 && Math.abs(c.yLow - t.low) <= 1) near++;
      }
      expect(near).toBeGreaterThanOrEqual(truth.length * 0.9);
    }
  });

  it('reads candles whose edges stand on every other column (CSS pixels on a screen of twice the density)', () => {
    // a pitch p and 1 / (1/2 - 1/p) change colour on the same even columns: 3.25 and 5.2
    const { img, truth } = touchingScene(300, 3.25, 9, { evenColumns: true, amp: 24 });
    const s = scanCandles(img, plotOf(img), bg, 1);
    let near = 0;
    for (const t of truth) {
      const c = s.candles.find((k) => Math.abs(k.x - t.x) < 3.25 / 2);
      if (c && Math.abs(c.yHigh - t.high) <= 1 && Math.abs(c.yLow - t.low) <= 1) near++;
    }
    expect(s.candles.length).toBeLessThanOrEqual(truth.length);
    expect(near).toBeGreaterThanOrEqual(truth.length * 0.85);
  });

  it('reads touching candles under two columns wide at the pitch their colour changes count (not p / (p - 1))', () => {
    // whole columns change colour alike for p and p / (p - 1): 1.72 and 2.39, 1.3 and 4.33
    for (const [pitch, seed] of [
      [1.72, 6],
      [1.53, 3],
      [1.3, 5],
    ] as const) {
      const { img, truth } = touchingScene(600, pitch, seed);
      const s = scanCandles(img, plotOf(img), bg, 1);
      expect(s.tooDense ?? false).toBe(false);
      expect(Math.abs(s.candles.length - truth.length)).toBeLessThanOrEqual(truth.length * 0.03);
      // the series' highest high and lowest low where the truth's are, within a row
      const highest = Math.min(...s.candles.map((c) => c.yHigh));
      const lowest = Math.max(...s.candles.map((c) => c.yLow));
      expect(Math.abs(highest - Math.min(...truth.map((t) => t.high)))).toBeLessThanOrEqual(1);
      expect(Math.abs(lowest - Math.max(...truth.map((t) => t.low)))).toBeLessThanOrEqual(1);
    }
  });

  it('reads one candle per slot where antialiased bodies fill their slots', () => {
    // matplotlib's look at 3.24 px: every body as wide as its slot once its edge is stroked
    // round it (wider still: its antialiased edge columns overlap the neighbours')
    for (const ratio of [1.06, 1.15]) {
      const { img, truth } = denseScene({ n: 300, pitch: 3.24, ratio });
      const s = scanCandles(img, plotOf(img), bg, 1);
      expect(Math.abs(s.candles.length - truth.length)).toBeLessThanOrEqual(truth.length * 0.03);
      expect(s.tooDense ?? false).toBe(false);
    }
  });

  it('follows black wicks out of bodies that stand a pixel apart', () => {
    // the wicks' brightness is no colour cluster's: bodies are found without them, and the
    // wicks are followed in each candle's own slot (two columns out are the neighbours')
    const { img, truth } = denseScene({ n: 200, pitch: 3.24, ratio: 0.6, seed: 9 });
    const cs: RawCandle[] = truth.map((t) => ({
      x: t.x,
      yHigh: t.top,
      yBodyTop: t.top,
      yBodyBottom: t.bottom,
      yLow: t.bottom,
      bodyWidth: 3,
      wickWidth: 3,
      color: t.up ? 0 : 1,
      hollow: false,
    }));
    const plot = plotOf(img);
    const wick = unseenWickBrightness(cs, img, plot, [up, down], bg);
    expect(wick?.neutral).toBe(true);
    const ink = new Uint8Array(img.width * img.height);
    for (let i = 0; i < ink.length; i++)
      ink[i] = [0, 1, 2].some((k) => Math.abs(img.data[i * 4 + k]! - bg[k]!) > 24) ? 1 : 0;
    extendDarkWicks(cs, img, plot, wick!, bg, ink, 1, img.height);
    const off = cs.map((c, i) =>
      Math.max(Math.abs(c.yHigh - truth[i]!.high), Math.abs(c.yLow - truth[i]!.low)),
    );
    expect(off.filter((d) => d > 1).length).toBeLessThanOrEqual(truth.length * 0.05);
  });

  it('reads candles drawn one crisp column each, column by column', () => {
    // at 1.43 px, a blob reading takes every other candle for a second reading of its neighbour
    // (162 of 400); reading the columns finds them, all but a few that rows of same-height
    // neighbours make look like a line of text
    const n = 400;
    const img = columnScene(n, 1.43, false);
    const read = scanCandles(img, plotOf(img), bg, 1);
    expect(read.tooDense ?? false).toBe(false);
    expect(read.candles.length).toBeLessThanOrEqual(n);
    expect(read.candles.length).toBeGreaterThanOrEqual(n * 0.9);
    expect(read.candles.every((c) => c.bodyWidth === 1)).toBe(true);
  });

  it('reads candles antialiased across two columns 1.43 px apart, and says when closer ones blend into each other', () => {
    const apart = columnScene(400, 1.43, true);
    const read = scanCandles(apart, plotOf(apart), bg, 1);
    expect(read.tooDense ?? false).toBe(false);
    expect(Math.abs(read.candles.length - 400)).toBeLessThanOrEqual(12);
    const img = columnScene(400, 1.15, true);
    const blended = scanCandles(img, plotOf(img), bg, 1);
    expect(blended.tooDense).toBe(true);
  });

  it('reads the candles a box selection left faded with the others', () => {
    const { img, truth } = denseScene({ n: 90, pitch: 9, ratio: 0.6, fadeFrom: 30, fade: 0.3 });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(Math.abs(s.candles.length - truth.length)).toBeLessThanOrEqual(2);
    // directions by colour on both sides of the selection's edge
    const colour = (i: number): number =>
      s.candles.find((c) => Math.abs(c.x - truth[i]!.x) < 2)!.color;
    const upColour = colour(truth.findIndex((t) => t.up));
    for (const i of [5, 50, 80]) expect(colour(i) === upColour).toBe(truth[i]!.up);
  });

  it('does not take half-strength volume bars under the candles for faded candles', () => {
    const { img, truth } = denseScene({ n: 90, pitch: 9, ratio: 0.6, volume: true });
    const s = scanCandles(img, plotOf(img), bg, 1);
    expect(s.candles).toHaveLength(truth.length);
    expect(Math.max(...s.candles.map((c) => c.yLow))).toBeLessThan(230);
  });

  it('reads runs of touching candles of one colour candle by candle, and a tag after them as it stands', () => {
    // a trending series 2.63 px apart: its colour runs measure three candles and more, wider than
    // any candle, so the runs are read on the grid and the candles standing alone as they are
    // (cut from the runs at the pitch instead, 331 of 400 candles' ends within a row)
    for (const seed of [3, 7]) {
      const { img, truth } = runsScene(400, 2.63, seed);
      const s = scanCandles(img, plotOf(img), bg, 1);
      const last = truth[truth.length - 1]!.x;
      const series = s.candles.filter((c) => c.x < last + 2.63 / 2);
      expect(Math.abs(series.length - truth.length)).toBeLessThanOrEqual(truth.length * 0.03);
      // the tag stays one shape, left to the margin's reading (no slot candles read in it)
      expect(s.candles.length - series.length).toBeLessThanOrEqual(1);
      const highest = Math.min(...series.map((c) => c.yHigh));
      expect(Math.abs(highest - Math.min(...truth.map((t) => t.high)))).toBeLessThanOrEqual(1);
      let near = 0;
      for (const t of truth) {
        const c = s.candles.find((k) => Math.abs(k.x - t.x) < 2.63 / 2);
        if (c && Math.abs(c.yHigh - t.high) <= 1 && Math.abs(c.yLow - t.low) <= 1) near++;
      }
      expect(near).toBeGreaterThanOrEqual(truth.length * 0.85);
    }
  });
});

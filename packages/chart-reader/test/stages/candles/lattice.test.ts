import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { edgeLattice } from '../../../src/stages/candles/lattice.ts';
import { bar, blank, candle, rect, rng, walk, type Color } from '../../raster.ts';

/** Shapes (runs of touching bodies) along a grid: each run spans slots first..last. */
function runs(pitch: number, body: number, slots: number, seed: number, holes = 0.1) {
  const r = rng(seed);
  const edges: { x0: number; x1: number }[] = [];
  let k = 0;
  while (k < slots) {
    if (r() < holes) {
      k++;
      continue;
    }
    const len = 1 + Math.floor(r() * 4);
    const last = Math.min(slots - 1, k + len - 1);
    const left = (i: number) => Math.round(20 + i * pitch - body / 2);
    edges.push({ x0: left(k), x1: left(last) + body - 1 });
    k = last + 1;
  }
  return edges;
}

describe('edgeLattice', () => {
  it('finds a fractional pitch and the body width from shapes that are mostly touching runs', () => {
    const edges = runs(5.25, 5, 200, 1);
    const l = edgeLattice(edges, 1100);
    expect(l).not.toBeNull();
    expect(l!.pitch).toBeCloseTo(5.25, 2);
    expect(Math.abs(l!.bodyWidth - 5)).toBeLessThan(0.6);
    // slot centres: 20 + i * 5.25 (up to the half pixel of rounding)
    const off = (((l!.phase - 20) % 5.25) + 5.25) % 5.25;
    expect(Math.min(off, 5.25 - off)).toBeLessThan(0.6);
  });

  it('takes the pitch, not a fraction or a multiple of it', () => {
    const edges = runs(12, 7, 80, 2, 0.3);
    expect(edgeLattice(edges, 1000)!.pitch).toBeCloseTo(12, 1);
  });

  it('finds no lattice in scattered shapes, nor in shapes that only share the pixel grid', () => {
    const r = rng(3);
    let x = 0;
    const scattered = Array.from({ length: 60 }, () => {
      x += 3 + Math.floor(r() * 25);
      return { x0: x, x1: x + 1 + Math.floor(r() * 6) };
    });
    expect(edgeLattice(scattered, x + 10)).toBeNull();
    // a 3.42 px pitch drawn on whole multiples of 3 px (a screen at three device pixels per CSS
    // pixel): the edges agree on 3, which is the grid, not the candles
    const snapped = Array.from({ length: 150 }, (_, i) => {
      const x0 = 3 * Math.round((10 + i * 3.42) / 3);
      return { x0, x1: x0 + 2 };
    });
    expect(edgeLattice(snapped, 600)).toBeNull();
  });
});

/**
 * Shapes of candles one CSS pixel wide drawn on whole CSS pixels of a screen of `grid` device
 * pixels per CSS pixel, `pitch` device pixels apart: neighbours of one colour that the snapping
 * puts side by side merge into one shape.
 */
function snappedShapes(pitch: number, grid: number, n: number, seed: number) {
  const r = rng(seed);
  const edges: { x0: number; x1: number }[] = [];
  let last: { x1: number; up: boolean } | null = null;
  for (let i = 0; i < n; i++) {
    const x0 = grid * Math.round((20 + i * pitch) / grid);
    const up = r() < 0.5;
    if (last && last.up === up && x0 === last.x1 + 1) edges[edges.length - 1]!.x1 = x0 + grid - 1;
    else edges.push({ x0, x1: x0 + grid - 1 });
    last = { x1: x0 + grid - 1, up };
  }
  return edges;
}

/**
 * The scan of the whole image finds 97% of the candles drawn at `xs` (within `reach` pixels) but
 * the first and the last, and no more than two candles beyond them.
 */
function expectEachInnerCandle(
  img: ReturnType<typeof blank>,
  bg: Color,
  xs: number[],
  reach: number,
): void {
  const s = scanCandles(img, { left: 0, top: 0, right: img.width, bottom: img.height }, bg, 1);
  const inner = xs.slice(1, -1);
  const found = inner.filter((x) => s.candles.some((c) => Math.abs(c.x - x) <= reach));
  expect(found.length).toBeGreaterThanOrEqual(inner.length * 0.97);
  expect(s.candles.length).toBeLessThanOrEqual(xs.length + 2);
}

describe('edgeLattice on a dense screen (decision 211)', () => {
  it("finds the candles' pitch above the pixel grid the edges agree on", () => {
    // 1.9 CSS pixels apart at two device pixels per CSS pixel: neighbours touch every tenth
    // candle; its alias across the grid, 4.22 px, agrees with the edges as well
    const close = edgeLattice(snappedShapes(3.8, 2, 150, 5), 600);
    expect(close?.pitch).toBeCloseTo(3.8, 1);
    expect(close?.grid).toBe(2);
    // 2.11 CSS pixels apart: no neighbours touch, and the alias, 3.79 px, is not taken
    const apart = edgeLattice(snappedShapes(4.22, 2, 130, 6), 600);
    expect(apart?.pitch).toBeCloseTo(4.22, 1);
  });
});

describe('candles snapped to a dense screen (decision 211)', () => {
  it('reads neighbours the snapping drew side by side as two candles', () => {
    // bodies one CSS pixel wide, 1.9 CSS pixels apart at two device pixels per CSS pixel
    // (ECharts on a phone): every tenth candle touches the one before it
    const bg: Color = [11, 26, 51];
    const up: Color = [235, 84, 84];
    const dn: Color = [71, 178, 98];
    const img = blank(700, 240, bg);
    const r = rng(7);
    const xs: number[] = [];
    for (const { i, open, close } of walk(r, 170, 120, 40, 200, 24)) {
      const x0 = 2 * Math.round((20 + i * 3.8) / 2);
      const high = Math.min(open, close) - Math.round(r() * 4);
      const low = Math.max(open, close) + Math.round(r() * 4);
      rect(img, x0, high, x0 + 2, low + 1, close < open ? up : dn);
      xs.push(x0 + 0.5);
    }
    expectEachInnerCandle(img, bg, xs, 1);
  });
});

describe('candles touching in runs', () => {
  it('finds each candle of a flat stretch where every body touches its neighbours', () => {
    // 5 px bodies on a 5.25 px pitch, one- and two-pixel bodies in long runs of one colour:
    // hardly any candle stands alone, so the grid must come from the runs themselves
    const bg: Color = [255, 255, 255];
    const up: Color = [8, 153, 129];
    const dn: Color = [242, 54, 69];
    const img = blank(1100, 240, bg);
    const r = rng(4);
    const xs: number[] = [];
    let close = 120;
    for (let i = 0; i < 200; i++) {
      const x = Math.round(20 + i * 5.25);
      // a slow swing made of small moves, mostly with it and now and then against it: runs of
      // one colour, one- and two-pixel bodies
      const open = close;
      const target = 120 + 70 * Math.sin(i / 25);
      const withSwing = r() < 0.7;
      const down = target > open === withSwing;
      close = open + (down ? 1 : -1) * (1 + Math.round(r()));
      const isUp = close < open;
      candle(
        img,
        {
          x,
          width: 5,
          ...bar(open, close, Math.round(r() * 3), Math.round(r() * 3)),
          color: isUp ? up : dn,
        },
        bg,
      );
      xs.push(x);
    }
    expectEachInnerCandle(img, bg, xs, 1.5);
  });
});

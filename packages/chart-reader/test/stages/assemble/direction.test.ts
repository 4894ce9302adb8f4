import { describe, expect, it } from 'vitest';
import type { RawCandle } from '../../../src/stages/candles/index.ts';
import {
  decideUp,
  directionsByContinuity,
  greenness,
} from '../../../src/stages/assemble/direction.ts';
import { estimateHiddenBodies } from '../../../src/stages/assemble/hidden-bodies.ts';
import { rng } from '../../raster.ts';

/** A chained series drawn with colour `upIs` for rising candles. */
function series(n: number, upIs: 0 | 1, seed = 3, gap = 2): RawCandle[] {
  const r = rng(seed);
  let close = 200;
  const out: RawCandle[] = [];
  for (let i = 0; i < n; i++) {
    // opens near the previous close, or anywhere within `gap` pixels of it (overnight gaps)
    const open = close + Math.round((r() - 0.5) * gap);
    close = open + Math.round((r() - 0.5) * 30);
    const up = close < open; // y grows downwards: a rising candle closes higher on screen
    out.push({
      x: i * 10,
      yHigh: Math.min(open, close) - 3,
      yLow: Math.max(open, close) + 3,
      yBodyTop: Math.min(open, close),
      yBodyBottom: Math.max(open, close),
      bodyWidth: 5,
      color: up ? upIs : ((1 - upIs) as 0 | 1),
      hollow: false,
    });
  }
  return out;
}

describe('decideUp', () => {
  it('follows the data when opens chain onto previous closes', () => {
    expect(decideUp(series(60, 0), (c) => c.color, 0, true).upClass).toBe(0);
    expect(decideUp(series(60, 1), (c) => c.color, 0, true).upClass).toBe(1);
  });
  it('lets the data overrule the hue (red rising, as in Asian markets)', () => {
    const d = decideUp(series(80, 1), (c) => c.color, 0.9, true); // hue says colour 0 is up
    expect(d.upClass).toBe(1);
    expect(d.method).toBe('data');
  });
  it('reads the convention from gappy daily data (magnitudes count, not only signs)', () => {
    // overnight gaps half as large as the bodies make many neighbours ambiguous
    for (const [n, gap] of [
      [30, 15],
      [60, 20],
    ] as const)
      for (let seed = 1; seed <= 20; seed++) {
        const d = decideUp(series(n, 1, seed, gap), (c) => c.color, 0.9, true);
        expect(d.upClass).toBe(1);
        expect(d.method).toBe('data');
      }
  });
  it('reads the convention from a short gappy chart (25 candles of daily data)', () => {
    let data = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const d = decideUp(series(25, 1, seed, 20), (c) => c.color, 0.9, true);
      if (d.method === 'data') {
        expect(d.upClass).toBe(1);
        data++;
      } else expect(d.upClass).toBe(0);
    }
    expect(data).toBeGreaterThanOrEqual(18);
  });
  it('keeps the hue when opens are unrelated to the previous closes', () => {
    let hue = 0;
    for (let seed = 1; seed <= 20; seed++)
      if (decideUp(series(60, 1, seed, 400), (c) => c.color, 0.9, true).method === 'hue') hue++;
    expect(hue).toBeGreaterThanOrEqual(18);
  });
  it('falls back to the hue when there is too little data', () => {
    const d = decideUp(series(3, 1), (c) => c.color, 0.9, true);
    expect(d.upClass).toBe(0);
    expect(d.method).toBe('hue');
  });
  it('scores green as rising and red as falling', () => {
    expect(greenness([38, 166, 154])).toBeGreaterThan(0.5);
    expect(greenness([239, 83, 80])).toBeLessThan(-0.5);
    expect(greenness([200, 200, 200])).toBe(0);
  });
});

describe('directionsByContinuity', () => {
  const truthUp = (cs: RawCandle[], upIs: 0 | 1): boolean[] => cs.map((c) => c.color === upIs);

  it('reads each candle of a one-style chart from its neighbours', () => {
    const cs = series(120, 0, 5, 0);
    const { up, fit } = directionsByContinuity(cs);
    const truth = truthUp(cs, 0);
    // a doji has no direction to read
    const body = cs.map((c, i) => i).filter((i) => cs[i]!.yBodyBottom > cs[i]!.yBodyTop);
    const right = body.filter((i) => up[i] === truth[i]).length;
    expect(right).toBeGreaterThanOrEqual(body.length - 1);
    expect(fit).toBeGreaterThan(0.9);
  });

  it('still reads most candles of a series with gaps between sessions', () => {
    const cs = series(120, 1, 8, 6);
    const { up } = directionsByContinuity(cs);
    const truth = truthUp(cs, 1);
    expect(up.filter((u, i) => u === truth[i]).length).toBeGreaterThanOrEqual(100);
  });

  it('keeps the candles whose style shows the direction and chains the others to them', () => {
    const cs = series(80, 0, 11, 2);
    const truth = truthUp(cs, 0);
    // every third candle shows its direction (a hollow or filled body); one of them wrongly
    const known = truth.map((u, i) => (i % 3 === 0 ? (i === 30 ? !u : u) : null));
    const { up } = directionsByContinuity(cs, known);
    known.forEach((k, i) => {
      if (k !== null) expect(up[i]).toBe(k);
    });
    // bodies taller than the gaps between sessions (shorter ones are a toss-up)
    const free = truth
      .map((_, i) => i)
      .filter((i) => known[i] === null && cs[i]!.yBodyBottom - cs[i]!.yBodyTop > 2);
    expect(free.filter((i) => up[i] === truth[i]).length).toBeGreaterThanOrEqual(free.length - 2);
  });

  it('does not chain across a missing candle', () => {
    const cs = series(40, 0, 2, 0).filter((_, i) => i !== 20);
    const { up } = directionsByContinuity(cs);
    const truth = truthUp(cs, 0);
    expect(up.filter((u, i) => u === truth[i]).length).toBeGreaterThanOrEqual(37);
    expect(directionsByContinuity([]).up).toEqual([]);
  });
});

describe('estimateHiddenBodies', () => {
  const c = (x: number, yHigh: number, yLow: number, top = yHigh, bottom = yLow): RawCandle => ({
    x,
    yHigh,
    yLow,
    yBodyTop: top,
    yBodyBottom: bottom,
    bodyWidth: 3,
    wickWidth: 3,
    color: 0,
    hollow: false,
  });
  it('opens a hidden body at the previous close and closes it at the next open', () => {
    // a rising candle closing at row 100, a hidden one spanning 95..120, a falling one opening
    // at row 110
    const cs = [c(10, 90, 130, 100, 125), c(20, 95, 120), c(30, 105, 140, 110, 135)];
    const est = estimateHiddenBodies(cs, [true, false, false], [false, true, false]);
    expect(est[1]).toEqual({ top: 100, bottom: 110 });
    expect(est[0]).toEqual({ top: 100, bottom: 125 });
  });
  it('takes the middle of two hidden neighbours overlapping ranges, within the candle', () => {
    const cs = [c(10, 80, 100), c(20, 90, 120), c(30, 110, 150)];
    const est = estimateHiddenBodies(cs, [true, true, true], [true, true, true]);
    expect(est[1]).toEqual({ top: 95, bottom: 115 });
    // no neighbour before the first candle: its open is its middle
    expect(est[0]).toEqual({ top: 90, bottom: 95 });
  });
  it('keeps an estimated body half a pixel tall, so that its direction shows', () => {
    // the previous candle falls to row 108 and the next rises from row 108
    const cs = [c(10, 100, 110, 104, 108), c(20, 100, 110), c(30, 100, 110, 104, 108)];
    const est = estimateHiddenBodies(cs, [false, true, true], [false, true, false]);
    expect(est[1]).toEqual({ top: 107.75, bottom: 108.25 });
  });
});

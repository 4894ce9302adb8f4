import { describe, expect, it } from 'vitest';
import { looksHeikinAshi } from '../../../src/stages/assemble/index.ts';
import type { ReadCandle } from '../../../src/types.ts';
import { rng } from '../../raster.ts';

interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A random walk of `n` bars; `gap` moves each open off the previous close (a stock's nights). */
function walk(n: number, seed: number, gap = 0): Ohlc[] {
  const r = rng(seed);
  const out: Ohlc[] = [];
  let close = 100;
  for (let i = 0; i < n; i++) {
    const open = close + (r() - 0.5) * gap;
    close = open + (r() - 0.5) * 2;
    out.push({
      open,
      close,
      high: Math.max(open, close) + r() * 0.6,
      low: Math.min(open, close) - r() * 0.6,
    });
  }
  return out;
}

/** The same bars as Heikin-Ashi candles. */
function heikinAshi(bars: Ohlc[]): Ohlc[] {
  const out: Ohlc[] = [];
  for (const b of bars) {
    const close = (b.open + b.high + b.low + b.close) / 4;
    const prev = out[out.length - 1];
    const open = prev ? (prev.open + prev.close) / 2 : (b.open + b.close) / 2;
    out.push({
      open,
      close,
      high: Math.max(b.high, open, close),
      low: Math.min(b.low, open, close),
    });
  }
  return out;
}

/** Candles as the reader gives them: rows rounded to the pixel at `pxPerUnit`. */
function drawn(bars: Ohlc[], pxPerUnit = 12): ReadCandle[] {
  const y = (p: number): number => Math.round(400 - (p - 100) * pxPerUnit);
  return bars.map((b, i) => ({
    ...b,
    x: 10 + i * 8,
    yOpen: y(b.open),
    yHigh: y(b.high),
    yLow: y(b.low),
    yClose: y(b.close),
    bodyWidth: 5,
    up: b.close >= b.open,
    time: null,
    volume: null,
  }));
}

describe('Heikin-Ashi candles', () => {
  it('are told by their opens at the middle of the body before', () => {
    for (const seed of [1, 2, 3])
      expect(looksHeikinAshi(drawn(heikinAshi(walk(80, seed))))).toBe(true);
  });

  it('are not seen in ordinary candles, with or without gaps between bars', () => {
    for (const seed of [1, 2, 3]) {
      expect(looksHeikinAshi(drawn(walk(80, seed)))).toBe(false);
      expect(looksHeikinAshi(drawn(walk(80, seed, 3)))).toBe(false);
    }
  });

  it('are not called on a few candles or on bodies too short to have a middle', () => {
    expect(looksHeikinAshi(drawn(heikinAshi(walk(12, 4))))).toBe(false);
    expect(looksHeikinAshi(drawn(heikinAshi(walk(80, 5)), 1))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dropMarginDrawings } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';

const plot = { left: 0, top: 0, right: 900, bottom: 500 };

/** A mark at x spanning rows top..bottom (its body the middle half). */
function mark(x: number, top: number, bottom: number): RawCandle {
  const q = (bottom - top) / 4;
  return {
    x,
    yHigh: top,
    yBodyTop: top + q,
    yBodyBottom: bottom - q,
    yLow: bottom,
    bodyWidth: 5,
    color: 0,
    hollow: false,
  };
}

/** Candles at a pitch of 8 px, each about 40 rows tall, walking up and down. */
const series = (n: number): RawCandle[] =>
  Array.from({ length: n }, (_, i) => {
    const level = 200 + 7 * Math.abs((i % 16) - 8);
    return mark(20 + i * 8, level, level + 40);
  });

describe('dropMarginDrawings: lines drawn into the empty margin after the last candle', () => {
  it('leaves out the dashes of an order line across the margin, off the candles’ pitch', () => {
    const s = series(60);
    const last = s.at(-1)!.x;
    // a dashed line at row 300: a dash every 9 px where candles stand every 8
    const dashes = Array.from({ length: 12 }, (_, i) => mark(last + 12 + i * 9, 300, 300));
    const { candles, dropped } = dropMarginDrawings([...s, ...dashes], plot);
    expect(dropped).toBe(12);
    expect(candles).toEqual(s);
  });

  it('leaves out a position tool’s lines and tags on a few rows, hopping between them', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    const rows = [300, 260, 300, 300, 226, 260, 300, 226, 226, 300];
    const drawn = rows.map((y, i) => mark(last + 8 + i * 8, y, y + (y === 300 ? 0 : 6)));
    const { candles, dropped } = dropMarginDrawings([...s, ...drawn], plot);
    expect(dropped).toBe(rows.length);
    expect(candles).toEqual(s);
  });

  it('leaves out a line’s label standing a few slots after the series', () => {
    const s = series(30);
    const label = mark(s.at(-1)!.x + 40, 400, 408);
    const { candles, dropped } = dropMarginDrawings([...s, label], plot);
    expect(dropped).toBe(1);
    expect(candles).not.toContain(label);
  });

  it('leaves out a position tool’s text in the margin: letters on one baseline, dots of its line', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    // "0.88% (87.00" in letters 7 rows tall at the pitch of a font (7 px, candles every 8),
    // then the dots of a dashed line two rows lower down
    const letters = Array.from({ length: 9 }, (_, i) => mark(last + 10 + i * 7, 300, 306));
    const dots = Array.from({ length: 4 }, (_, i) => mark(last + 80 + i * 11, 320, 320));
    const { candles, dropped } = dropMarginDrawings([...s, ...letters, ...dots], plot);
    expect(dropped).toBe(13);
    expect(candles).toEqual(s);
  });

  it('keeps real flat candles at the end: they keep the pitch and move on from the last close', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // five one-row candles in the next slots, each opening where the last closed
    const flat = Array.from({ length: 5 }, (_, i) =>
      mark(last.x + 8 * (i + 1), last.yLow - 2 - i, last.yLow - 2 - i),
    );
    expect(dropMarginDrawings([...s, ...flat], plot).dropped).toBe(0);
  });

  it('keeps a quiet end of a series of small candles', () => {
    const small = Array.from({ length: 40 }, (_, i) =>
      mark(20 + i * 8, 250 + (i % 3), 256 + (i % 3)),
    );
    expect(dropMarginDrawings(small, plot).dropped).toBe(0);
  });

  it('leaves out a marker drawn after the last bar, and a price pill beyond it', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // a cross twice as wide as the bodies, 60 rows above the last candle (candles are 41 rows
    // tall), in the next slot
    const cross = { ...mark(last.x + 8, last.yHigh - 68, last.yHigh - 60), bodyWidth: 11 };
    const pill = { ...mark(last.x + 200, 300, 316), bodyWidth: 14 };
    const { candles, dropped } = dropMarginDrawings([...s, cross, pill], plot);
    expect(dropped).toBe(2);
    expect(candles).toEqual(s);
  });

  it('keeps a last candle as wide as the others that gapped away from the one before', () => {
    const s = series(40);
    const last = s.at(-1)!;
    const gap = mark(last.x + 8, last.yHigh - 90, last.yHigh - 50);
    expect(dropMarginDrawings([...s, gap], plot).dropped).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { dropMarginDrawings } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';
import { mark, plot } from './marks.ts';

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

  it('leaves out a Fibonacci tool’s levels after a quiet end whose last candles are as small', () => {
    // the series ends in ten small candles (8 rows, as small as the letters), then three slots
    // on the last-price line's dashes and the levels' text on three rows, hopping between them,
    // with a bracket taller than the small marks among the letters
    const s = [
      ...series(40),
      ...Array.from({ length: 10 }, (_, i) => mark(340 + i * 8, 300 + (i % 3), 308 + (i % 3))),
    ];
    const last = s.at(-1)!.x;
    const dashes = Array.from({ length: 5 }, (_, i) => mark(last + 24 + i * 16, 306, 306));
    const rows = [100, 100, 150, 150, 100, 200, 200, 150, 100, 200, 200];
    const text = rows.map((y, i) => mark(last + 110 + i * 8, y, y + (i === 4 ? 22 : 12)));
    const { candles, dropped } = dropMarginDrawings([...s, ...dashes, ...text], plot);
    expect(dropped).toBe(dashes.length + text.length);
    expect(candles).toEqual(s);
  });

  it('keeps small candles after a gap in the series (a weekend) as they move on', () => {
    const s = [
      ...series(40),
      ...Array.from({ length: 10 }, (_, i) => mark(340 + i * 8, 300 + (i % 3), 308 + (i % 3))),
    ];
    const last = s.at(-1)!;
    const after = Array.from({ length: 5 }, (_, i) =>
      mark(last.x + 24 + i * 8, last.yHigh - 4 * i, last.yLow - 4 * i),
    );
    expect(dropMarginDrawings([...s, ...after], plot).dropped).toBe(0);
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

  it('leaves out the pieces of a marker cut at the slots after the last bar (decision 212)', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // a cross four slots wide under the last candle, cut at the slot edges: its two pieces after
    // the last bar are a body wide each, 50 rows under the candle (candles are 41 rows tall)
    const piece = (k: number) => ({
      ...mark(last.x + 8 * k, last.yLow + 50, last.yLow + 62),
      cut: true,
    });
    const { candles, dropped } = dropMarginDrawings([...s, piece(1), piece(2)], plot);
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

/** A mark whose body fills it: no wick out of either end (a slice of a filled shape). */
const slab = (x: number, top: number, bottom: number, color: 0 | 1 = 1): RawCandle => ({
  ...mark(x, top, bottom),
  yBodyTop: top,
  yBodyBottom: bottom,
  color,
  cut: true,
});

/** The series in two colours, as most charts draw it. */
const coloured = (n: number): RawCandle[] =>
  series(n).map((c, i) => ({ ...c, color: (i % 3 === 0 ? 1 : 0) as 0 | 1 }));

describe('dropMarginDrawings: filled shapes and text drawn into the margin (decision 156)', () => {
  it('leaves out a position box sliced at the pitch into alike marks without wicks', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    // a box 15 rows tall in the falling colour, cut into ten slots one pitch apart; a row of
    // antialiasing differs on a few
    const box = Array.from({ length: 10 }, (_, i) =>
      slab(last + 8 * (i + 1), 300, 314 + (i % 3 === 0 ? 1 : 0)),
    );
    const { candles, dropped } = dropMarginDrawings([...s, ...box], plot);
    expect(dropped).toBe(10);
    expect(candles).toEqual(s);
  });

  it('leaves out zones of two colours taking turns in the slots, with a label among them', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    const zones = [
      slab(last + 8, 150, 190, 0),
      slab(last + 16, 150, 190, 0),
      slab(last + 24, 150, 190, 0),
      slab(last + 32, 320, 340, 1),
      { ...mark(last + 40, 100, 108), bodyWidth: 2 },
      slab(last + 48, 150, 190, 0),
      slab(last + 56, 150, 190, 0),
      slab(last + 64, 320, 340, 1),
    ];
    const { candles, dropped } = dropMarginDrawings([...s, ...zones], plot);
    expect(dropped).toBe(zones.length);
    expect(candles).toEqual(s);
  });

  it('keeps real candles of one colour without wicks: each opens where the last closed', () => {
    const s = coloured(40);
    const last = s.at(-1)!;
    // six falling candles, open = high and close = low, stepping down
    const falling = Array.from({ length: 6 }, (_, i) =>
      slab(last.x + 8 * (i + 1), last.yLow + 12 * i, last.yLow + 12 * (i + 1)),
    );
    expect(dropMarginDrawings([...s, ...falling], plot).dropped).toBe(0);
  });

  it('keeps a quiet market drawn in one colour, up and down between two prices with wicks', () => {
    const s = series(40);
    const last = s.at(-1)!;
    // alike bodies, but each with a wick out of both ends, as real candles have
    const quiet = Array.from({ length: 6 }, (_, i) => ({
      ...slab(last.x + 8 * (i + 1), 300, 310, 0),
      yHigh: 297,
      yLow: 313,
    }));
    expect(dropMarginDrawings([...s, ...quiet], plot).dropped).toBe(0);
  });

  it('on a one-colour chart keeps a zigzag that shares one edge, and leaves out alike slices', () => {
    const s = series(40);
    const last = s.at(-1)!.x;
    // up 300->290, down 290->305, up 305->295, down 295->310...: tops and bottoms shared by turns
    const zigzag = [
      slab(last + 8, 290, 300, 0),
      slab(last + 16, 290, 305, 0),
      slab(last + 24, 295, 305, 0),
      slab(last + 32, 295, 310, 0),
      slab(last + 40, 300, 310, 0),
    ];
    expect(dropMarginDrawings([...s, ...zigzag], plot).dropped).toBe(0);
    const box = Array.from({ length: 6 }, (_, i) => slab(last + 8 * (i + 1), 300, 320, 0));
    expect(dropMarginDrawings([...s, ...box], plot).dropped).toBe(6);
  });

  it('leaves out a drawing’s text cut into strokes narrower than the bodies', () => {
    const s = coloured(40).map((c) => ({ ...c, bodyWidth: 6 }));
    const last = s.at(-1)!.x;
    const widths = [1, 2, 1, 6, 2, 1, 3, 1, 2];
    const text = widths.map((w, i) => ({ ...mark(last + 30 + i * 5, 330, 342), bodyWidth: w }));
    const { candles, dropped } = dropMarginDrawings([...s, ...text], plot);
    expect(dropped).toBe(text.length);
    expect(candles).toEqual(s);
  });

  it('keeps thin candles where the bodies are too thin to tell a stroke from a body', () => {
    const s = coloured(60).map((c, i) => ({ ...c, bodyWidth: i % 4 === 0 ? 1 : 3 }));
    expect(dropMarginDrawings(s, plot).dropped).toBe(0);
  });
});

describe('dropMarginDrawings: a shape drawn from the last candles on (decision 156)', () => {
  it('leaves out its slices over the last candles too, and keeps the candles it does not cover', () => {
    const s = coloured(40);
    const last = s.at(-1)!.x;
    // the box starts two bars back: those two slots hold its slices, not the candles
    const covered = [slab(last - 8, 200, 240, 0), slab(last, 200, 240, 0)];
    const kept = s.slice(0, -2);
    const box = Array.from({ length: 8 }, (_, i) => slab(last + 8 * (i + 1), 200, 240, 0));
    const { candles, dropped } = dropMarginDrawings([...kept, ...covered, ...box], plot);
    expect(dropped).toBe(10);
    expect(candles).toEqual(kept);
  });
});

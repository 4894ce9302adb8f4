import { describe, expect, it } from 'vitest';
import { splitAndFilter } from '../../../src/stages/candles/slot-filter.ts';
import type { RawCandle } from '../../../src/stages/candles/types.ts';

/** A mark at x spanning rows top..bottom, its body the middle. */
function mark(x: number, top: number, bottom: number, width = 3, cut = false): RawCandle {
  return {
    x,
    yHigh: top,
    yBodyTop: top + 1,
    yBodyBottom: bottom - 1,
    yLow: bottom,
    bodyWidth: width,
    color: 0,
    hollow: false,
    ...(cut ? { cut: true } : {}),
  };
}

describe('splitAndFilter: two marks in one slot', () => {
  it('keeps the candle that meets the one before it, not a legend digit over the plot’s top', () => {
    // candles every 4 px around row 260, 5-8 rows tall; over slots 20-27, pieces of coloured
    // legend digits (cut at the pitch, 8 rows tall) at rows 29-37
    const candles = Array.from({ length: 60 }, (_, i) =>
      mark(10 + i * 4, 258 + (i % 3), 264 + (i % 4)),
    );
    const digits = Array.from({ length: 8 }, (_, k) =>
      mark(10 + (20 + k) * 4 - 0.5, 29, 37, 3, true),
    );
    const all = [...candles, ...digits].sort((a, b) => a.x - b.x);
    const out = splitAndFilter(all, 40, { top: 25, bottom: 300 });
    expect(out.filter((c) => c.yLow < 100)).toEqual([]);
    expect(out).toHaveLength(60);
  });

  it('still lets a candle win over a dash in its slot along a dotted line', () => {
    const candles = Array.from({ length: 40 }, (_, i) =>
      mark(10 + i * 8, 200 + (i % 5) * 4, 240 + (i % 3) * 5, 5),
    );
    const dots = Array.from({ length: 40 }, (_, i) => mark(10.5 + i * 8, 300, 300, 5));
    const out = splitAndFilter(
      [...candles, ...dots].sort((a, b) => a.x - b.x),
      40,
    );
    expect(out.filter((c) => c.yHigh === 300)).toEqual([]);
  });

  it('keeps every candle of a grid finer than its bodies read wide (antialiased, touching)', () => {
    // matplotlib at 3.24 px: bodies stroked round with their edge read 4 px wide, wider than
    // the pitch; their spacing alone says 6, and every other candle would be a second reading
    // of its neighbour. The shapes' edges show the grid (`edgeLattice`): one candle per slot.
    const candles = Array.from({ length: 120 }, (_, i) =>
      mark(10 + i * 3.24, 100 + ((i * 7) % 13), 118 + ((i * 5) % 11), 4),
    );
    expect(splitAndFilter(candles, 40, { top: 0, bottom: 300 }).length).toBeLessThan(70);
    expect(splitAndFilter(candles, 40, { top: 0, bottom: 300 }, 3.24)).toHaveLength(120);
    // a grid about the spacing's own changes nothing (a legend digit over the plot's top and the
    // candle below it still share one slot)
    const spaced = Array.from({ length: 60 }, (_, i) => mark(10 + i * 5, 100, 110 + (i % 4), 3));
    expect(splitAndFilter(spaced, 40, undefined, 4.2)).toHaveLength(60);
  });
});

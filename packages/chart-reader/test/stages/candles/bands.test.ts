import { describe, expect, it } from 'vitest';
import { dropMiniatureBand } from '../../../src/stages/candles/bands.ts';
import { splitAndFilter } from '../../../src/stages/candles/slot-filter.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';

describe('dropMiniatureBand', () => {
  it('keeps both sides of a line that cut every candle crossing it', () => {
    // candles from rows 100-300, cut by a line two rows thick at rows 150-151: the pieces above
    // end at 149 and those below start at 152, in the same columns
    const cs: RawCandle[] = [];
    for (let i = 0; i < 20; i++) {
      const x = 10 + i * 10;
      const piece = (yHigh: number, yLow: number): RawCandle => ({
        x,
        yHigh,
        yLow,
        yBodyTop: yHigh,
        yBodyBottom: yLow,
        bodyWidth: 7,
        color: 0,
        hollow: false,
      });
      cs.push(piece(100 + (i % 5) * 8, 149), piece(152, 220 + (i % 7) * 11));
    }
    expect(dropMiniatureBand(cs)).toHaveLength(40);
  });
});

describe('splitAndFilter', () => {
  const raw = (x: number, yHigh: number, yLow: number, bodyWidth: number, cut = false) => ({
    x,
    yHigh,
    yLow,
    yBodyTop: yHigh,
    yBodyBottom: yLow,
    bodyWidth,
    color: 0 as const,
    hollow: false,
    cut,
  });
  it('takes the candle, not the step of a shallow line in its colour, in a slot they share', () => {
    // candles three wide, seven apart; in slots 10-19 a small candle two wide and three rows tall
    // stands under a step of a shallow line, one row tall and three columns long, in the same slot
    const cs: RawCandle[] = [];
    for (let i = 0; i < 30; i++) {
      const x = 10 + i * 7;
      const shared = i >= 10 && i < 20;
      cs.push(
        raw(shared ? x + 0.5 : x, 150 - i, shared ? 152 - i : 156 - i + (i % 3), shared ? 2 : 3),
      );
      if (shared) cs.push(raw(x + 1, 100 - i, 100 - i, 3));
    }
    cs.sort((a, b) => a.x - b.x);
    const out = splitAndFilter(cs, 40);
    expect(out).toHaveLength(30);
    expect(out.every((c) => c.yLow - c.yHigh >= 2)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { dropStrays } from '../../../src/stages/assemble/strays.ts';
import type { ReadCandle } from '../../../src/types.ts';

/** Candles at `xs`, each a plain rising candle around row 100. */
function at(xs: number[]): ReadCandle[] {
  return xs.map((x) => ({
    x,
    yHigh: 90,
    yLow: 110,
    yOpen: 105,
    yClose: 95,
    open: 1,
    high: 2,
    low: 0,
    close: 1.5,
    bodyWidth: 2,
  })) as unknown as ReadCandle[];
}

const run = (from: number, n: number, pitch: number): number[] =>
  Array.from({ length: n }, (_, i) => from + i * pitch);

describe('dropStrays', () => {
  it('leaves out a few marks standing apart after the series (a marker, a tag corner)', () => {
    const cs = at([...run(0, 200, 3.2), 700, 703, 706]);
    expect(dropStrays(cs)).toHaveLength(200);
  });

  it('keeps the candles after a stretch the reading missed when they stand at the series pitch', () => {
    // 300 bars, a stretch of 6 missed (flat bars merged into a line), then the last 27
    const cs = at([...run(0, 300, 3.2), ...run(300 * 3.2 + 6 * 3.2, 27, 3.2)]);
    expect(dropStrays(cs)).toHaveLength(327);
  });

  it('still leaves out a small group at another spacing (glyphs of a text, not candles)', () => {
    const cs = at([...run(0, 300, 3.2), ...run(1100, 14, 7.5)]);
    expect(dropStrays(cs)).toHaveLength(300);
  });
});

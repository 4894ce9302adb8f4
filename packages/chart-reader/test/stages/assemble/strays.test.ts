import { describe, expect, it } from 'vitest';
import { dropStrays } from '../../../src/stages/assemble/strays.ts';
import type { ReadCandle } from '../../../src/types.ts';
import { readChart } from '../../../src/index.ts';
import { rect, syntheticChart } from '../../raster.ts';

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

  it('keeps a few marks beyond a gap when they stand on the series slots (flat candles past a hidden stretch)', () => {
    // 8 dashes at the pitch, 7 slots hidden under a panel, then the series
    const cs = at([...run(7, 8, 10.5), ...run(7 + 15 * 10.5, 100, 10.5)]);
    expect(dropStrays(cs)).toHaveLength(108);
  });

  it('leaves out as many marks at the pitch but off the series slots (a drawing, not candles)', () => {
    // the same 8 marks shifted by half a pitch: they do not fall on the series' slots
    const cs = at([...run(7 + 5.25, 8, 10.5), ...run(7 + 15 * 10.5, 100, 10.5)]);
    expect(dropStrays(cs)).toHaveLength(100);
  });

  it('still leaves out a small group at another spacing (glyphs of a text, not candles)', () => {
    const cs = at([...run(0, 300, 3.2), ...run(1100, 14, 7.5)]);
    expect(dropStrays(cs)).toHaveLength(300);
  });
});

describe('a reading with marks standing apart from the series', () => {
  it('leaves them out and says so', () => {
    const chart = syntheticChart({ n: 60, width: 800, height: 360, seed: 7 });
    const { image, candles } = chart;
    const pitch = candles[1]!.x - candles[0]!.x;
    // the first 15 candles wiped out, two candle-like marks left at the far left
    rect(image, 0, 0, Math.round(candles[15]!.x - pitch / 2), 360, [19, 23, 34]);
    for (const x of [14, 14 + Math.round(pitch)])
      rect(image, x - 2, 150, x + 3, 170, [38, 166, 154]);
    const r = readChart(image);
    expect(r.accepted).toBe(true);
    expect(r.candles.every((c) => c.x > candles[14]!.x)).toBe(true);
    expect(r.warnings.some((w) => /2 marks standing apart from the series left out/.test(w))).toBe(
      true,
    );
  }, 60_000);
});

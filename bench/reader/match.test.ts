import { describe, expect, it } from 'vitest';
import { matchCandles } from './match.ts';

const xs = (...values: number[]) => values.map((x) => ({ x }));

describe('matchCandles', () => {
  it('pairs each detection with at most one truth candle, closest first', () => {
    const m = matchCandles(xs(10, 20, 30), xs(29.5, 11, 18), 5);
    expect(m.pairs.map((p) => [p.truth, p.detected])).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(m.missed).toEqual([]);
    expect(m.extra).toEqual([]);
    const contested = matchCandles(xs(10, 14), xs(12.5), 5);
    expect(contested.pairs.map((p) => p.truth)).toEqual([1]);
    expect(contested.missed).toEqual([0]);
  });

  it('reports misses and extras outside the tolerance', () => {
    const m = matchCandles(xs(10, 20, 30), xs(10.4, 26, 44), 5);
    expect(m.pairs.map((p) => p.truth)).toEqual([0, 2]);
    expect(m.missed).toEqual([1]);
    expect(m.extra).toEqual([2]);
  });

  it('neither requires nor penalises candles cut by the plot edge', () => {
    const truth = [{ x: 1, partial: true }, { x: 10 }, { x: 20 }];
    const withEdge = matchCandles(truth, xs(1, 10, 20), 4);
    expect(withEdge.pairs).toHaveLength(2);
    expect(withEdge.extra).toEqual([]);
    expect(withEdge.partialMatches).toBe(1);
    const withoutEdge = matchCandles(truth, xs(10, 20), 4);
    expect(withoutEdge.missed).toEqual([]);
  });

  it('prefers the detection whose vertical extent overlaps the candle at the same x', () => {
    const truth = [{ x: 50, yHigh: 100, yLow: 160 }];
    const volumeBar = { x: 50, yHigh: 400, yLow: 480 };
    const candle = { x: 51, yHigh: 101, yLow: 158 };
    const m = matchCandles(truth, [volumeBar, candle], 5);
    expect(m.pairs.map((p) => p.detected)).toEqual([1]);
    expect(m.extra).toEqual([0]);
  });

  it('ignores detections with a non-finite x', () => {
    const m = matchCandles(xs(10), [{ x: Number.NaN }, { x: 10 }], 2);
    expect(m.pairs).toEqual([{ truth: 0, detected: 1, dx: 0, cost: 0 }]);
    expect(m.extra).toEqual([0]);
  });

  it('measures a column index from the column it stands for', () => {
    // truth 2.4 falls in column 2, [2, 3): no distance; truth 63 is a pixel past column 61
    const m = matchCandles(xs(2.4, 63), xs(2, 61), 1.7, { columns: true });
    expect(m.pairs.map((p) => [p.truth, p.detected, p.dx])).toEqual([
      [0, 0, 0],
      [1, 1, -1],
    ]);
    // the same x read as continuous positions: 63 is 2 from 61, past the tolerance
    expect(matchCandles(xs(2.4, 63), xs(2, 61), 1.7).missed).toEqual([1]);
    // column 59, [59, 60), is 3 from 63
    expect(matchCandles(xs(63), xs(59), 1.7, { columns: true }).missed).toEqual([0]);
  });
});

import { describe, expect, it } from 'vitest';
import { unmovedMap } from '../../../src/stages/candles/candle-labels.ts';
import type { ClusterLabels } from '../../../src/stages/candles/cluster-labels.ts';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { bar, blank, rect, rng, walkStep, type Color } from '../../raster.ts';
import { plotOf } from '../../scenes.ts';

// Bodies outlined in a light grey laid half-transparent over each body's fill (a blend per
// direction), dim grey wicks on a dark plot, and candles that did not move drawn as their
// outline's two rows alone, as the breadth `outlined` family's renderers draw them (decision 168).
const mix = (a: Color, b: Color, t: number): Color =>
  [0, 1, 2].map((k) => Math.round(a[k]! * (1 - t) + b[k]! * t)) as Color;
const st = {
  bg: [19, 23, 34] as Color,
  up: [38, 166, 154] as Color,
  down: [239, 83, 80] as Color,
  wick: [76, 82, 94] as Color,
  edge: (fill: Color): Color => mix(fill, [200, 200, 200], 0.68),
  half: 4,
  pitch: 10,
};

function outlinedScene() {
  const img = blank(60 + 42 * st.pitch, 300, st.bg);
  const r = rng(21);
  // every seventh candle (and its neighbour now and then) did not move
  const flat = new Set<number>();
  const truth: { x: number; up: boolean; filled: boolean }[] = [];
  // (a candle that did not move stands where the one before it closed, and the next one
  // opens there)
  let y = 150;
  for (let i = 0; i < 42; i++) {
    const still = i % 7 === 3 || (i % 7 === 4 && r() < 0.5);
    const step = walkStep(r, y, 40, 260, 60);
    const open = y;
    const close = still ? y : step.close;
    if (!still) y = step.next;
    const x = 10 + i * st.pitch;
    const up = close < open;
    const fill = up ? st.up : st.down;
    const b = still ? bar(open, open + 1, 6, 6) : bar(open, close, 4 + Math.round(r() * 14), 5);
    rect(img, x, b.high, x + 1, b.low + 1, st.wick);
    rect(img, x - st.half, b.top, x + st.half + 1, b.bottom + 1, st.edge(fill));
    const filled = b.bottom - b.top >= 3;
    if (filled) rect(img, x - st.half + 1, b.top + 1, x + st.half, b.bottom, fill);
    if (still) flat.add(i);
    truth.push({ x, up, filled });
  }
  return { img, truth, flat };
}

describe('scanCandles: bodies outlined in a neutral colour (decision 168)', () => {
  it('reads the candles that show only their outline blended with their fill', () => {
    const { img, truth, flat } = outlinedScene();
    const s = scanCandles(img, plotOf(img), st.bg, 1);
    const at = (x: number) => s.candles.find((c) => Math.abs(c.x - x) <= 2);
    expect(flat.size).toBeGreaterThan(5);
    expect(truth.filter((t) => !at(t.x)).map((t) => t.x)).toEqual([]);
    expect(s.candles).toHaveLength(truth.length);
    // each filled body's direction from its colour, teal's or red's
    const near = (a: Color, b: Color): number => Math.hypot(...a.map((v, k) => v - b[k]!));
    const rising = (c: { color: number }): boolean =>
      near(s.colors[c.color] as Color, st.up) < near(s.colors[c.color] as Color, st.down);
    const wrong = truth.filter((t) => t.filled && rising(at(t.x)!) !== t.up);
    expect(wrong.map((t) => t.x)).toEqual([]);
  });
});

describe('unmovedMap: where candles that did not move may be read (decision 168)', () => {
  // four pixels: a neutral no-change grey (cluster 1), the shared wick colour (cluster 2), a
  // blend of a candle colour with its outline taken out of the labels as a fringe (cluster 3,
  // found by its colour), and a candle colour (cluster 4)
  const keys = Uint16Array.from([11, 22, 33, 44]);
  const lut = new Uint8Array(32768);
  [11, 22, 33, 44].forEach((key, i) => (lut[key] = i + 1));
  const labels = {
    lab: Uint8Array.from([1, 2, 0, 4]),
    lut,
    keys,
    nonBg: Uint8Array.from([1, 1, 1, 1]),
  } as unknown as ClusterLabels;

  it('takes the no-change colour, and the blends and wick colour it is given, never a candle colour', () => {
    expect([...unmovedMap(labels, [1])]).toEqual([1, 0, 0, 0]);
    expect([...unmovedMap(labels, [], [3])]).toEqual([0, 0, 1, 0]);
    expect([...unmovedMap(labels, [1], [2, 3])]).toEqual([1, 1, 1, 0]);
  });
});

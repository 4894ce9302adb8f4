import { describe, expect, it } from 'vitest';
import type { Rgb } from '../../../src/shared/colour.ts';
import { chooseColours } from '../../../src/stages/candles/colour-choice.ts';
import { desaturatedOf } from '../../../src/stages/candles/colour-shades.ts';
import { bg, down, up } from '../../scenes.ts';

describe('desaturatedOf', () => {
  const cols = [up, down];
  it('takes a thin feature of faded hue and the right brightness for its colour', () => {
    expect(desaturatedOf([152, 104, 104], bg, cols)).toBe(2);
    expect(desaturatedOf([80, 122, 115], bg, cols)).toBe(1);
  });
  it('leaves a grey of the same brightness, a light shade and another hue alone', () => {
    expect(desaturatedOf([112, 112, 112], bg, cols)).toBe(0);
    expect(desaturatedOf([250, 200, 200], bg, cols)).toBe(0);
    expect(desaturatedOf([70, 110, 230], bg, cols)).toBe(0);
  });
});

/**
 * The candle colours chosen among three clusters (colour, pixels, candle-like shapes' score), the
 * shapes of each standing every 40 columns from `start`, 12 wide, in the same rows.
 */
function pickOfThree(
  bg: Rgb,
  clusters: { color: Rgb; count: number; score: number; start: number }[],
): number[] | null {
  const width = 400;
  const cols = (start: number) => {
    const m = new Uint8Array(width);
    for (let x = start; x < width; x += 40) m.fill(1, x, x + 12);
    return m;
  };
  const rows = Array.from({ length: 10 }, (_, i) => ({ y0: 50 + i * 5, y1: 90 + i * 5, w: 10 }));
  const pick = chooseColours({
    clusters: clusters.map(({ color, count }) => ({ color, count })),
    scores: Float64Array.from([0, ...clusters.map((c) => c.score)]),
    adj: new Uint32Array(16),
    cnt: Uint32Array.from([0, ...clusters.map((c) => c.count)]),
    fringe: [false, false, false, false],
    colsOf: new Map(clusters.map((c, i) => [i + 1, cols(c.start)])),
    rowsOf: new Map(clusters.map((_, i) => [i + 1, rows])),
    wideShare: new Float64Array(4),
    width,
    bg,
  });
  return pick && [pick.firstColour, pick.secondColour].sort();
}

describe('chooseColours', () => {
  it('takes the full red for a colour, not its darker rim, though the rim draws better candles', () => {
    // On a dark background compression rims a red body with a dark, saturated red, further from
    // the plain mix of red and background than 18 levels; its outlines (wicks and all) look more
    // like candles than the solid red bodies do, but the red is the more common, in the same
    // columns.
    const pick = pickOfThree(
      [16, 24, 37],
      [
        { color: [2, 200, 85], count: 19000, score: 99, start: 0 },
        { color: [214, 1, 3], count: 10200, score: 191, start: 20 },
        { color: [73, 2, 6], count: 3600, score: 261, start: 20 },
      ],
    );
    expect(pick).toEqual([1, 2]);
  });

  it('takes the bright red of the bodies over the darker red of the volume bars', () => {
    // A dark chart compressed as JPEG: red volume bars drawn translucent read as a darker red,
    // a seventh as common as the bright bodies but shaped more like candles (plain bars); they
    // stand under the red candles and under others (a third of their columns are the red
    // bodies'), so the darker red is not the bodies' rim. It lies towards the background from
    // the bright red, off the straight mix by what compression adds.
    const pick = pickOfThree(
      [20, 24, 35],
      [
        { color: [2, 200, 85], count: 14400, score: 263, start: 0 },
        { color: [214, 1, 3], count: 13300, score: 138, start: 20 },
        { color: [153, 25, 28], count: 1830, score: 234, start: 12 },
      ],
    );
    expect(pick).toEqual([1, 2]);
  });
});

describe('chooseColours with a wick colour of one direction', () => {
  it('does not pair one body colour with a line because a line crosses that colour’s wicks', () => {
    // Red candles with wicks of a darker red, which a moving average of that red crosses; hollow
    // green candles with wicks of their own in other columns; a yellow moving average beside the
    // red one. The darker red stands in the red bodies' columns and the yellow line's, never in
    // the green's: it is the red candles' wicks, not a wick colour both directions share.
    const width = 800;
    const light: Rgb = [248, 249, 250];
    const clusters = [
      { color: [242, 54, 69] as Rgb, count: 15000 },
      { color: [211, 68, 82] as Rgb, count: 4900 },
      { color: [30, 142, 118] as Rgb, count: 4700 },
      { color: [232, 214, 104] as Rgb, count: 1250 },
    ];
    const cols = (spans: [number, number][]) => {
      const m = new Uint8Array(width);
      for (const [x0, x1] of spans) m.fill(1, x0, x1 + 1);
      return m;
    };
    const slots = Array.from({ length: 20 }, (_, k) => k * 40);
    const lineSpans = slots.slice(0, 10).map((x): [number, number] => [x + 28, x + 33]);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        y0: 50 + (i % 20) * 5,
        y1: 90 + (i % 20) * 5,
        w: 10,
      }));
    const pick = chooseColours({
      clusters,
      scores: Float64Array.from([0, 91, 160, 146, 15]),
      adj: new Uint32Array(25),
      cnt: Uint32Array.from([0, 15000, 4900, 4700, 1250]),
      fringe: [false, false, false, false, false],
      colsOf: new Map([
        [1, cols(slots.map((x) => [x, x + 11]))],
        [2, cols([...slots.map((x): [number, number] => [x + 4, x + 7]), ...lineSpans])],
        [3, cols(slots.map((x) => [x + 14, x + 25]))],
        [4, cols(lineSpans)],
      ]),
      // one shape per candle; the darker red's wicks and the line's pieces
      rowsOf: new Map([
        [1, rows(20)],
        [2, rows(30)],
        [3, rows(20)],
        [4, rows(10)],
      ]),
      wideShare: new Float64Array(5),
      width,
      bg: light,
    });
    expect(pick).not.toBeNull();
    expect([pick!.firstColour, pick!.secondColour]).toContain(3);
    expect([pick!.firstColour, pick!.secondColour]).not.toContain(4);
  });
});

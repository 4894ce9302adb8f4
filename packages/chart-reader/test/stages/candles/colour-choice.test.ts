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

describe('chooseColours', () => {
  it('takes the full red for a colour, not its darker rim, though the rim draws better candles', () => {
    // On a dark background compression rims a red body with a dark, saturated red, further from
    // the plain mix of red and background than 18 levels; its outlines (wicks and all) look more
    // like candles than the solid red bodies do, but the red is the more common, in the same
    // columns.
    const width = 400;
    const navy: Rgb = [16, 24, 37];
    const clusters = [
      { color: [2, 200, 85] as Rgb, count: 19000 },
      { color: [214, 1, 3] as Rgb, count: 10200 },
      { color: [73, 2, 6] as Rgb, count: 3600 },
    ];
    const cols = (start: number) => {
      const m = new Uint8Array(width);
      for (let x = start; x < width; x += 40) m.fill(1, x, x + 12);
      return m;
    };
    const rows = Array.from({ length: 10 }, (_, i) => ({ y0: 50 + i * 5, y1: 90 + i * 5, w: 10 }));
    const pick = chooseColours({
      clusters,
      scores: Float64Array.from([0, 99, 191, 261]),
      adj: new Uint32Array(16),
      cnt: Uint32Array.from([0, 19000, 10200, 3600]),
      fringe: [false, false, false, false],
      colsOf: new Map([
        [1, cols(0)],
        [2, cols(20)],
        [3, cols(20)],
      ]),
      rowsOf: new Map([
        [1, rows],
        [2, rows],
        [3, rows],
      ]),
      wideShare: new Float64Array(4),
      width,
      bg: navy,
    });
    expect(pick && [pick.la, pick.lb].sort()).toEqual([1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { scanCandles } from '../../../src/stages/candles/index.ts';
import { readUnderLine } from '../../../src/stages/candles/under-line.ts';
import type { LabelMap } from '../../../src/stages/candles/types.ts';
import { bar, blank, candle, rect, rng, walk, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const UP: Color = [38, 166, 154];
const DOWN: Color = [239, 83, 80];
const LINE: Color = [253, 216, 53];
const PITCH = 5;
const x0 = 8;

/** The moving average's middle row at column x: a gentle slope, three rows thick. */
const lineRow = (x: number): number => 150 + Math.round(3 * Math.sin(x / 60));

/**
 * 100 candles 5 px apart on a dark chart, a random walk above a yellow moving average, except
 * slots 40-49: quiet candles drawn right on the line's rows, which hides all of each but the last
 * row of its lower wick. Slots 70-74 hold no candle (a break in the data) and, in slot 72, a
 * mark of the rising colour on a small grey box that no line carries past the slot.
 */
function chart(): { img: ReturnType<typeof blank>; under: number[] } {
  const img = blank(x0 * 2 + 100 * PITCH, 260, BG);
  const r = rng(214);
  const under: number[] = [];
  for (const { i, open, close } of walk(r, 100, 130, 115, 140, 8)) {
    const x = x0 + i * PITCH;
    if (i >= 70 && i <= 74) continue;
    if (i >= 40 && i < 50) {
      const y = lineRow(x);
      // body and upper wick under the line, the lower wick one row past it
      candle(
        img,
        { x, high: y - 1, top: y - 1, bottom: y, low: y + 2, width: 3, color: i % 2 ? UP : DOWN },
        BG,
      );
      under.push(x);
      continue;
    }
    candle(img, { x, ...bar(open, close, 2, 3), width: 3, color: close < open ? UP : DOWN }, BG);
  }
  // the moving average over everything
  for (let x = 0; x < img.width; x++) rect(img, x, lineRow(x) - 1, x + 1, lineRow(x) + 2, LINE);
  // a rising-colour speck on a grey box, in the break
  const xb = x0 + 72 * PITCH;
  rect(img, xb - 1, 60, xb + 2, 63, [120, 120, 120]);
  rect(img, xb, 63, xb + 1, 64, UP);
  return { img, under };
}

describe('candles under a line (decision 214)', () => {
  it('reads each candle of which only a pixel peeks out of a moving average, through the line', () => {
    const { img, under } = chart();
    const scan = scanCandles(img, { left: 0, top: 0, right: img.width, bottom: img.height }, BG, 1);
    for (const x of under) {
      const c = scan.candles.find((k) => Math.abs(k.x - x) <= 1);
      expect(c, `candle at x=${x}`).toBeDefined();
      // its rows: the line's it touches and the row that shows
      expect(c!.yHigh).toBeGreaterThanOrEqual(lineRow(x) - 2);
      expect(c!.yLow).toBe(lineRow(x) + 2);
    }
  });

  it('reads nothing in a break of the data, nor a candle-coloured speck on a box no line carries on', () => {
    const { img } = chart();
    const scan = scanCandles(img, { left: 0, top: 0, right: img.width, bottom: img.height }, BG, 1);
    const gap = scan.candles.filter((k) => k.x > x0 + 69.5 * PITCH && k.x < x0 + 74.5 * PITCH);
    expect(gap).toEqual([]);
    expect(scan.candles.length).toBeLessThanOrEqual(95);
  });
});

/** A label map of one slot's neighbourhood: rows of text, '1' a candle colour, '#' other ink. */
function labelMap(rows: string[]): LabelMap {
  const width = rows[0]!.length;
  const height = rows.length;
  const lab = new Uint8Array(width * height);
  const ink = new Uint8Array(width * height);
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === '1') lab[y * width + x] = 1;
      if (ch !== '.') ink[y * width + x] = 1;
    }),
  );
  return { lab, ink, width, height };
}

describe('readUnderLine', () => {
  const line = [
    '...........',
    '...........',
    '....111....',
    '###########',
    '###########',
    '...........',
    '...........',
  ];

  it('takes the mark with the line rows it touches as the candle', () => {
    const c = readUnderLine(labelMap(line), 5, 3, 0, 6, [0, 6]);
    expect(c).toMatchObject({ x: 5, yHigh: 2, yLow: 4, color: 0 });
  });

  it('takes a mark on both sides of the line as its high and low', () => {
    const both = [...line];
    both[5] = '.....1.....';
    expect(readUnderLine(labelMap(both), 5, 3, 0, 6, [0, 6])).toMatchObject({ yHigh: 2, yLow: 5 });
    // not when a row between the two marks is no line (two marks of something else)
    const apart = [...both];
    apart[4] = '...........';
    apart[5] = '...........';
    apart[6] = '.....1.....';
    expect(readUnderLine(labelMap(apart), 5, 3, 0, 6, [0, 6])).toBeNull();
  });

  it('reads nothing where the ink stops at the slot (a box, a label), or off the neighbours’ rows', () => {
    const box = line.map((r, y) => (y === 3 || y === 4 ? '...#####...' : r));
    expect(readUnderLine(labelMap(box), 5, 3, 0, 6, [0, 6])).toBeNull();
    expect(readUnderLine(labelMap(line), 5, 3, 0, 6, [3, 6])).toBeNull();
  });

  it('reads nothing from a mark standing clear of the line, or taller than a peek', () => {
    const clear = [...line];
    clear[2] = '...........';
    clear[0] = '....111....';
    expect(readUnderLine(labelMap(clear), 5, 3, 0, 6, [0, 6])).toBeNull();
    const tall = ['....1......', '....1......', '....1......', '....111....', ...line.slice(3)];
    expect(readUnderLine(labelMap(tall), 5, 3, 0, 6, [0, 6])).toBeNull();
  });
});

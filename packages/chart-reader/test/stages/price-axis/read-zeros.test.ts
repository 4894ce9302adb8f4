import { describe, expect, it } from 'vitest';
import { roundOffDigits } from '../../../src/stages/price-axis/digit-repair.ts';
import { parseLabel, type TextLine } from '../../../src/stages/price-axis/label-text.ts';
import { roundOffReadZeros } from '../../../src/stages/price-axis/read-zeros.ts';

/** A label the recogniser read: its text stands, whatever its glyphs. */
const read = (text: string, y: number): { line: TextLine; y: number } => ({
  y,
  line: {
    x0: 0,
    y0: 0,
    x1: 0,
    y1: 0,
    glyphs: [],
    punct: [],
    text,
    value: parseLabel(text),
    ocr: true,
  },
});

describe('roundOffReadZeros', () => {
  it('reads as zeros the eights a recogniser read for slashed zeros on every tick label', () => {
    // 0.64000 down to 0.46000 every 71 rows (two labels missing), read 0.64888 ... 0.46888
    const rows = [0, 1, 3, 4, 5, 6, 8, 9];
    const cands = rows.map((k) => read(`0.${64 - 2 * k}888`, 169 + 71 * k));
    expect(roundOffDigits(cands, 3, 8)).toBe(false);
    expect(roundOffReadZeros(cands, 3, 8)).toBe(true);
    expect(cands.map((c) => c.line.value)).toEqual([
      0.64, 0.62, 0.58, 0.56, 0.54, 0.52, 0.48, 0.46,
    ]);
    expect(cands.every((c) => c.line.roundedOff)).toBe(true);
  });

  it('leaves as read a scale whose labels end in another digit, or write an eight before zeros', () => {
    const fives = ['1.08735', '1.08635', '1.08535', '1.08435'].map((t, i) => read(t, 100 + 60 * i));
    expect(roundOffReadZeros(fives, 3, 4)).toBe(false);
    expect(fives.map((c) => c.line.text)).toEqual(['1.08735', '1.08635', '1.08535', '1.08435']);
    // fifths of a range from 38800 to 43800: the zeros after the eights read as zeros
    const fifths = ['43800.00', '42800.00', '41800.00', '40800.00', '39800.00', '38800.00'].map(
      (t, i) => read(t, 20 + 33 * i),
    );
    expect(roundOffReadZeros(fifths, 3, 6)).toBe(false);
    expect(fifths[0]!.line.text).toBe('43800.00');
  });

  it('leaves a price pill between the ticks as read', () => {
    const ticks = ['1.1888', '1.1688', '1.1488', '1.1288', '1.1088'].map((t, i) =>
      read(t, 20 + 40 * i),
    );
    const pill = read('1.1358', 20 + 40 * 2 + 26);
    expect(roundOffReadZeros([...ticks, pill], 3, 5)).toBe(true);
    expect(ticks.map((c) => c.line.text)).toEqual([
      '1.1800',
      '1.1600',
      '1.1400',
      '1.1200',
      '1.1000',
    ]);
    expect(pill.line.text).toBe('1.1358');
    expect(pill.line.roundedOff).toBeUndefined();
  });

  it('leaves labels the glyph reader read to roundOffDigits', () => {
    const glyphRead = ['0.64888', '0.62888', '0.60888'].map((t, i) => {
      const c = read(t, 100 + 70 * i);
      delete c.line.ocr;
      return c;
    });
    expect(roundOffReadZeros(glyphRead, 3, 3)).toBe(false);
  });
});

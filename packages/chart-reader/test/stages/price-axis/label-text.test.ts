import { describe, expect, it } from 'vitest';
import { roundOffDigits } from '../../../src/stages/price-axis/digit-repair.ts';
import {
  composeText,
  parseLabel,
  type Glyph,
  type TextLine,
} from '../../../src/stages/price-axis/label-text.ts';

describe('parseLabel', () => {
  it.each([
    ['1.08420', 1.0842],
    ['0.6521', 0.6521],
    ['3,120.5', 3120.5],
    ['61 234.50', 61234.5],
    ['2.1K', 2100],
    ['1.5M', 1.5e6],
    ['0.0001', 0.0001],
    ['1,000,000', 1e6],
    ['1.234,56', 1234.56],
    ['12,5', 12.5],
    // thousands commas read as points at small sizes: the last group tells the decimal point
    ['78.600.00', 78600],
    ['1.234.567', 1234567],
    ['3.120.5', 3120.5],
    ['1,234,567.5', 1234567.5],
    // leading zeros folded into a count, as a recogniser reads the braces (or their look-alikes)
    ['0.0{3}71000', 0.00071],
    ['0.0(4)5123', 0.00005123],
    ['0,0{3}58', 0.00058],
  ])('%s -> %d', (s, v) => {
    expect(parseLabel(s)).toBeCloseTo(v, 8);
  });
  it.each(['', '.', '1..2', 'abc', '1.2.3', '1234.567.00'])('rejects %j', (s) => {
    expect(parseLabel(s)).toBeNull();
  });
});

describe('composeText', () => {
  const glyph = (ch: string, guesses: [string, number][]): Glyph => ({
    x0: 0,
    y0: 0,
    x1: 0,
    y1: 0,
    cells: new Float32Array(0),
    guesses: guesses.map(([c, d]) => ({ ch: c, d })),
    ch,
  });
  const line = (glyphs: Glyph[], punct: TextLine['punct']): TextLine => ({
    x0: 0,
    y0: 0,
    x1: 0,
    y1: 0,
    glyphs,
    punct,
    text: '',
    value: null,
  });

  it('reads a leading glyph taken for a zero as its next best digit (a serif 1)', () => {
    const l = line(
      [
        glyph('0', [
          ['0', 0.2],
          ['1', 0.25],
        ]),
        glyph('2', [['2', 0.05]]),
        glyph('7', [['7', 0.05]]),
        glyph('8', [['8', 0.05]]),
        glyph('0', [['0', 0.05]]),
      ],
      [{ after: 2, ch: '.' }],
    );
    composeText(l);
    expect(l.text).toBe('127.80');
    expect(l.value).toBe(127.8);
  });

  it('drops a label with a leading zero it cannot explain, and keeps 0.6521', () => {
    const l = line([glyph('0', [['0', 0.1]]), glyph('5', [['5', 0.1]])], []);
    composeText(l);
    expect(l.value).toBeNull();
    const ok = line(
      ['0', '6', '5', '2', '1'].map((c) => glyph(c, [[c, 0.1]])),
      [{ after: 0, ch: '.' }],
    );
    composeText(ok);
    expect(ok.value).toBe(0.6521);
  });
});

describe('roundOffDigits', () => {
  // a label's glyphs from its text; `soft` digits also read as a zero (a zero that compression
  // made look like another digit)
  const label = (text: string, y: number, soft = ''): { line: TextLine; y: number } => {
    const glyphs: Glyph[] = [];
    const punct: TextLine['punct'] = [];
    for (const ch of text) {
      if (ch === '.') punct.push({ after: glyphs.length - 1, ch });
      else
        glyphs.push({
          x0: 0,
          y0: 0,
          x1: 0,
          y1: 0,
          cells: new Float32Array(0),
          guesses: soft.includes(ch)
            ? [
                { ch, d: 0.1 },
                { ch: '0', d: 0.14 },
              ]
            : [{ ch, d: 0.05 }],
          ch,
        });
    }
    const line: TextLine = { x0: 0, y0: 0, x1: 0, y1: 0, glyphs, punct, text: '', value: null };
    composeText(line);
    return { line, y };
  };

  it('reads as zeros a digit misread at the same place on every label, and a lone one', () => {
    // 1.11000, 1.08000, ... 0.93000 with the third zero read as 9 on every label, and two more
    // zeros of the last label read as 9
    const texts = ['1.11900', '1.08900', '1.05900', '1.02900', '0.99900', '0.96900', '0.93999'];
    const cands = texts.map((t, i) => label(t, 368 + 105 * i, '9'));
    expect(roundOffDigits(cands, 3, 6)).toBe(true);
    expect(cands.map((c) => c.line.text)).toEqual([
      '1.11000',
      '1.08000',
      '1.05000',
      '1.02000',
      '0.99000',
      '0.96000',
      '0.93000',
    ]);
  });

  it('reads slashed zeros misread on some labels only, and leaves a price pill between ticks', () => {
    // 43000.00 down to 36000.00 every 33 rows, a slashed zero read as 8 on some places of some
    // labels, and the last-price pill 37272.73 between two ticks
    const texts = ['43880.08', '42000.08', '41800.08', '40000.08', '39880.08', '38000.08'];
    const cands = texts.map((t, i) => label(t, 20 + 33 * i, '8'));
    const pill = label('37272.73', 20 + 33 * 5 + 24, '27');
    expect(roundOffDigits([...cands, pill], 3, 3)).toBe(true);
    expect(cands.map((c) => c.line.text)).toEqual([
      '43000.00',
      '42000.00',
      '41000.00',
      '40000.00',
      '39000.00',
      '38000.00',
    ]);
    expect(cands.every((c) => c.line.roundedOff)).toBe(true);
    expect(pill.line.text).toBe('37272.73');
    expect(pill.line.roundedOff).toBeUndefined();
  });

  it('leaves a digit alone whose shape reads clearly as itself', () => {
    // every label ends in 5 (a scale offset from round prices); its zero reading is far worse
    const cands = ['1.08735', '1.08635', '1.08535', '1.08435'].map((t, i) => {
      const c = label(t, 100 + 60 * i);
      for (const g of c.line.glyphs)
        if (g.ch === '5')
          g.guesses = [
            { ch: '5', d: 0.02 },
            { ch: '0', d: 0.2 },
          ];
      return c;
    });
    expect(roundOffDigits(cands, 3, 4)).toBe(false);
    expect(cands.map((c) => c.line.text)).toEqual(['1.08735', '1.08635', '1.08535', '1.08435']);
  });

  it('leaves labels that are not all round alone', () => {
    // a log scale whose lower labels end in 5, and an axis with labels at arbitrary prices
    const mixed = ['5240.00', '5160.00', '5085.00', '5025.00', '4965.00'].map((t, i) =>
      label(t, 100 + 50 * i, '5'),
    );
    expect(roundOffDigits(mixed, 3, 5)).toBe(false);
    expect(mixed.map((c) => c.line.text)).toEqual([
      '5240.00',
      '5160.00',
      '5085.00',
      '5025.00',
      '4965.00',
    ]);
    const uneven = ['1.08666', '1.08589', '1.08512', '1.08435'].map((t, i) =>
      label(t, 100 + 60 * i, '123456789'),
    );
    expect(roundOffDigits(uneven, 3, 4)).toBe(false);
    expect(uneven.map((c) => c.line.value)).toEqual([1.08666, 1.08589, 1.08512, 1.08435]);
  });
});

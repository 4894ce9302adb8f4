import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composeText,
  parseLabel,
  readPriceAxis,
  roundOffDigits,
  type Glyph,
  type TextLine,
} from '../src/axis.ts';
import { decodeImage } from '../src/node/index.ts';
import { priceAtY, yAtPrice } from '../src/index.ts';
import { blank, blend, rect, textAt } from './raster.ts';

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
  ])('%s -> %d', (s, v) => {
    expect(parseLabel(s)).toBeCloseTo(v, 8);
  });
  it.each(['', '.', '1..2', 'abc', '1.2.3', '1234.567.00'])('rejects %j', (s) => {
    expect(parseLabel(s)).toBeNull();
  });
});

describe('readPriceAxis', () => {
  const bg: [number, number, number] = [255, 255, 255];
  const ink: [number, number, number] = [40, 40, 40];
  function axisImage(
    labels: string[],
    side: 'left' | 'right',
    misread?: { index: number; text: string },
  ) {
    const img = blank(400, 300, bg);
    labels.forEach((l, k) => {
      const t = misread?.index === k ? misread.text : l;
      textAt(img, t, side === 'right' ? 330 : 8, 20 + k * 30, 11, ink);
    });
    return img;
  }
  const labels = [
    '1.0900',
    '1.0850',
    '1.0800',
    '1.0750',
    '1.0700',
    '1.0650',
    '1.0600',
    '1.0550',
    '1.0500',
  ];

  it('reads a right-hand axis and fits price = slope*y + intercept', () => {
    const r = readPriceAxis(axisImage(labels, 'right'), bg);
    expect(r.axis).not.toBeNull();
    const axis = r.axis!;
    expect(axis.side).toBe('right');
    expect(axis.scale).toBe('linear');
    expect(axis.labels.length).toBeGreaterThanOrEqual(7);
    expect(priceAtY(axis, 20)).toBeCloseTo(1.09, 3);
    expect(priceAtY(axis, 20 + 8 * 30)).toBeCloseTo(1.05, 3);
    expect(Math.abs(yAtPrice(axis, 1.07) - (20 + 4 * 30))).toBeLessThan(1); // the pixel grid
  });

  it('reads a left-hand axis', () => {
    const r = readPriceAxis(axisImage(labels, 'left'), bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 80)).toBeCloseTo(1.08, 3);
  });

  it('rejects one misread label instead of bending the fit', () => {
    const r = readPriceAxis(axisImage(labels, 'right', { index: 3, text: '1.9750' }), bg);
    const axis = r.axis!;
    expect(axis.rejected?.map((l) => l.text)).toContain('1.9750');
    expect(priceAtY(axis, 20 + 3 * 30)).toBeCloseTo(1.075, 3);
  });

  it('bounds the label column by the labels the scale explains, not a wider line of numbers', () => {
    // a footer line that reads as one wide number (a volume with spaces between thousands)
    const img = axisImage(labels, 'left');
    textAt(img, '1 000 000 000', 8, 292, 11, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    const plain = readPriceAxis(axisImage(labels, 'left'), bg);
    expect(r.x1).toBe(plain.x1);
  });

  it('does not re-read the zeros of every tick label to fit one label a few pixels off', () => {
    // a last-price label drawn 4 pixels below its price: reading every 0 as a 1 (3811.11,
    // 3611.11, ...) would shift the tick labels far enough to take it in
    const img = blank(400, 400, bg);
    const ticks = ['3800.00', '3600.00', '3400.00', '3200.00'];
    ticks.forEach((l, k) => textAt(img, l, 8, 40 + k * 92, 13, ink));
    textAt(img, '3289.22', 8, Math.round(40 + ((3800 - 3289.22) / 200) * 92 + 4), 13, ink);
    const values = readPriceAxis(img, bg).axis?.labels.map((l) => l.value);
    expect(values).toEqual(expect.arrayContaining([3800, 3600, 3400, 3200]));
  });

  it('takes the column that one price scale explains over a column of equal numbers', () => {
    // the real labels on the left; nearer the right edge a column of identical marks that
    // read as digits (the same number on every row cannot be a price scale)
    const img = axisImage(labels, 'left');
    for (let k = 0; k < 10; k++) textAt(img, '8', 380, 20 + k * 27, 11, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 80)).toBeCloseTo(1.08, 3);
  });

  it('takes two whole price labels over three lone digits that happen to fit a line', () => {
    const img = blank(400, 300, bg);
    textAt(img, '131.50', 8, 60, 11, ink);
    textAt(img, '131.00', 8, 230, 11, ink);
    ['9', '6', '3'].forEach((d, k) => textAt(img, d, 380, 60 + k * 60, 11, ink));
    const r = readPriceAxis(img, bg);
    expect(r.axis?.side).toBe('left');
    expect(priceAtY(r.axis!, 145)).toBeCloseTo(131.25, 2);
  });

  it('puts each label on its grid line, across the border line between plot and axis', () => {
    // grid lines in a light grey end at a dark border line; the labels beyond it sit a few
    // pixels below their lines (their font's own metrics), which only the lines tell
    const img = axisImage([], 'right');
    const grid: [number, number, number] = [224, 227, 235];
    labels.forEach((l, k) => {
      const y = 20 + k * 30;
      for (let x = 0; x < 312; x++) blend(img, x, y, grid);
      textAt(img, l, 330, y + 3, 11, ink);
    });
    for (let y = 0; y < 300; y++) for (let x = 312; x < 315; x++) blend(img, x, y, [40, 44, 52]);
    const axis = readPriceAxis(img, bg).axis!;
    expect(axis.labels.length).toBeGreaterThanOrEqual(7);
    for (const l of axis.labels) expect(l.y % 30).toBe(20);
    expect(yAtPrice(axis, 1.07)).toBeCloseTo(20 + 4 * 30, 1);
  });

  it('drops a label misread by a digit near its end, within the tolerance of the fit', () => {
    // '1.0605' for '1.0600': a tenth of the step between labels, about three pixels here
    const r = readPriceAxis(axisImage(labels, 'right', { index: 6, text: '1.0605' }), bg);
    const axis = r.axis!;
    expect(axis.rejected?.map((l) => l.text)).toContain('1.0605');
    // the scale of the others, to a fraction of a pixel over the whole axis
    expect(yAtPrice(axis, 1.05) - yAtPrice(axis, 1.09)).toBeCloseTo(8 * 30, 0);
  });

  it('reads small labels whose digits touch, where the only lone digit is a narrow 1', async () => {
    // the price axis of a dark JPEG chart, 8-pixel digits: the 3 and 0 of 130.90 touch, and so
    // do the 9 and 0; the 1 alone must not set the width of a digit, and each cut must leave
    // two digits, not a 0 with the 3's last column (read as a B)
    const img = await decodeImage(join(import.meta.dirname, 'fixtures', 'axis-small-serif.png'));
    const axis = readPriceAxis(img, [19, 23, 34]).axis!;
    expect(axis.labels.length).toBeGreaterThanOrEqual(8);
    // 131.20 at the top, five hundredths every 44.2 pixels
    expect(priceAtY(axis, 7)).toBeCloseTo(131.2, 2);
    expect(priceAtY(axis, 7 + 44.2 * 8)).toBeCloseTo(130.8, 2);
  });

  it('reads labels drawn in boxes of their own colour (last price, crosshair)', () => {
    // one plain label is too few for a scale; the last price in a green box and the crosshair's
    // price in a grey box, each at its price, make three
    const black: [number, number, number] = [0, 0, 0];
    const img = blank(400, 300, black);
    textAt(img, '0.70000', 330, 40, 11, [178, 181, 190]);
    const boxed = (
      s: string,
      y: number,
      box: [number, number, number],
      ink: [number, number, number],
    ) => {
      rect(img, 322, y - 10, 396, y + 10, box);
      textAt(img, s, 330, y, 11, ink);
    };
    boxed('0.61583', 208, [178, 181, 190], [10, 10, 10]);
    boxed('0.58920', 261, [0, 200, 83], [255, 255, 255]);
    const axis = readPriceAxis(img, black).axis!;
    expect(axis.labels.map((l) => l.text)).toEqual(['0.70000', '0.61583', '0.58920']);
    expect(priceAtY(axis, 240)).toBeCloseTo(0.6, 2);
  });

  it('returns null with a warning when there are no labels', () => {
    const r = readPriceAxis(blank(300, 200, bg), bg);
    expect(r.axis).toBeNull();
    expect(r.warnings.length).toBeGreaterThan(0);
  });

  it('detects a logarithmic scale', () => {
    const img = blank(400, 320, bg);
    // labels at ln-spaced positions: y = 20 + (ln 1000 - ln v) * 100
    for (const v of [1000, 800, 600, 500, 400, 300, 200]) {
      const y = Math.round(20 + (Math.log(1000) - Math.log(v)) * 100);
      textAt(img, String(v), 340, y, 11, ink);
    }
    const r = readPriceAxis(img, bg);
    expect(r.axis?.scale).toBe('log');
    expect(priceAtY(r.axis!, 20 + Math.log(2) * 100)).toBeCloseTo(500, -1);
  });

  it('detects a logarithmic scale over a narrow range, from the one label a line misses', () => {
    // 1.70 to 1.76 (a ratio of 1.035) over 272 pixels: a straight line through three of the
    // labels misses the fourth by two pixels
    const img = blank(400, 500, bg);
    const yOf = (v: number): number => 140 + ((Math.log(1.76) - Math.log(v)) / 0.034686) * 272;
    for (const v of ['1.76000', '1.74500', '1.72000', '1.70000'])
      textAt(img, v, 300, Math.round(yOf(Number(v))), 14, ink);
    const r = readPriceAxis(img, bg);
    expect(r.axis?.scale).toBe('log');
    expect(priceAtY(r.axis!, yOf(1.69))).toBeCloseTo(1.69, 3);
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

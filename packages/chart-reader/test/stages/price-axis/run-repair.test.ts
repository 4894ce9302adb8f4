import { describe, expect, it } from 'vitest';
import { splitRuns } from '../../../src/stages/price-axis/label-columns.ts';
import { parseLabel, type TextLine } from '../../../src/stages/price-axis/label-text.ts';
import { oneDigitFix } from '../../../src/stages/price-axis/run-repair.ts';

/** A label as the glyph reader gives it: its text, value and box at row `y`. */
function label(text: string, y: number): { box: TextLine; line: TextLine; y: number } {
  const line: TextLine = {
    x0: 500,
    y0: y - 5,
    x1: 540,
    y1: y + 4,
    glyphs: [],
    punct: [],
    text,
    value: parseLabel(text),
  };
  return { box: line, line, y };
}

describe('a label misread by one digit', () => {
  it('is corrected to the value its row has on the scale', () => {
    const fixed = oneDigitFix(label('3750.00', 0).line, 1750.2, 2);
    expect(fixed?.text).toBe('1750.00');
    expect(fixed?.value).toBe(1750);
    expect(fixed?.repaired).toBe(true);
    // two digits off, or a price pill between the ticks: left as read
    expect(oneDigitFix(label('3850.00', 0).line, 1750.2, 2)).toBeNull();
    expect(oneDigitFix(label('1747.66', 0).line, 1752, 2)).toBeNull();
  });

  it('joins the run of its scale, so the pane reaches the labels the reader misread', () => {
    // 1750 and 1700 read as 3750 and 3700 (a 1 taken for a 3 at the top of the axis)
    const texts = ['3750.00', '3700.00', '1650.00', '1600.00', '1550.00', '1500.00', '1450.00'];
    const entries = texts.map((t, k) => label(t, 300 + k * 50));
    const runs = splitRuns(entries, 'left');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.labels.map((l) => l.value)).toEqual([1750, 1700, 1650, 1600, 1550, 1500, 1450]);
    expect(runs[0]!.box.y0).toBe(295);
  });

  it('is not taken from another pane far below the scale', () => {
    const texts = ['1650.00', '1600.00', '1550.00', '1500.00'];
    const entries = [...texts.map((t, k) => label(t, 100 + k * 50)), label('1200.00', 700)];
    const runs = splitRuns(entries, 'left');
    expect(runs[0]!.labels.map((l) => l.value)).toEqual([1650, 1600, 1550, 1500]);
  });

  it('leaves a price pill between the labels of the scale as read', () => {
    // 680 down to 580 every 45 rows; a pill at row 150 reads 628.55 where the scale gives
    // 624.0: one changed digit (624.55) would put it on the scale, but it is a price of its own
    const texts = ['680.00', '660.00', '640.00', '620.00', '600.00', '580.00'];
    const entries = [...texts.map((t, k) => label(t, 24 + k * 45)), label('628.55', 150)];
    const runs = splitRuns(entries, 'left');
    expect(runs[0]!.labels.map((l) => l.value)).toEqual([680, 660, 640, 620, 600, 580]);
    expect(runs[0]!.rejected.map((l) => l.line.text)).toEqual(['628.55']);
  });
});

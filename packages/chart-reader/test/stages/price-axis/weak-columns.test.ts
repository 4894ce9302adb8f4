import { describe, expect, it } from 'vitest';
import { GLYPH_PORT, runAsync, runNow } from '../../../src/shared/label-port.ts';
import { rereadWeakColumns, type LabelColumn } from '../../../src/stages/price-axis/index.ts';
import type { TextLine } from '../../../src/stages/price-axis/label-text.ts';
import { scriptedPort } from '../../port.ts';

/** A port that reads the boxes in the order asked from a list of texts, one per box. */
function reading(texts: string[]) {
  let k = 0;
  return scriptedPort(() => texts[k++ % texts.length]!);
}

describe('a weak label column re-read by the label reader', () => {
  it("takes each label's row from its box when the glyph reader read only a piece of it", async () => {
    // labels 1,283.00 .. 1,277.00 at rows 215-230, 297-312, ...: the glyph reader read only the
    // comma hanging below each (rows 226-233), as an 8
    const entries = [0, 1, 2, 3].map((k) => {
      const y0 = 215 + k * 82;
      const piece: TextLine = {
        x0: 24,
        y0: y0 + 11,
        x1: 27,
        y1: y0 + 18,
        glyphs: [],
        punct: [],
        text: '8',
        value: 8,
      };
      return { box: { x0: 8, y0, x1: 109, y1: y0 + 15 }, line: piece, y: y0 + 15.7 };
    });
    const column: LabelColumn = { align: 'left', entries };
    const texts = ['1283.00', '1279.00', '1277.00', '1283.00', '1281.00', '1279.00', '1277.00'];
    const [read] = await runAsync(rereadWeakColumns([column], reading(texts)));
    expect(read!.entries.map((e) => e.line?.value)).toEqual([1283, 1281, 1279, 1277]);
    // the box's middle (and a tenth of its height for the canvas' 'middle' anchor)
    expect(read!.entries.map((e) => e.y)).toEqual([224.1, 306.1, 388.1, 470.1]);
    // a new column: the glyph reading it was read from stands as it was
    expect(entries.map((e) => e.line?.value)).toEqual([8, 8, 8, 8]);
    // the pure reader's port reads nothing: the columns as they are
    expect(runNow(rereadWeakColumns([column], GLYPH_PORT))).toEqual([column]);
  });

  it('passes over a watch list of changes and re-reads a sparse price axis beside longer lists', async () => {
    // three watch-list columns of twelve rows 30 px apart (prices, prices, changes), and a price
    // axis of four labels 120 px apart that the glyph reader could not read
    const line = (text: string): TextLine => ({
      x0: 0,
      y0: 0,
      x1: 0,
      y1: 0,
      glyphs: [],
      punct: [],
      text,
      value: null,
    });
    const col = (x0: number, rows: number[], width: number): LabelColumn => ({
      align: 'right',
      entries: rows.map((y) => ({
        box: { x0, y0: y - 7, x1: x0 + width, y1: y + 7 },
        line: line('?'),
        y,
      })),
    });
    const list = Array.from({ length: 12 }, (_, k) => 40 + 30 * k);
    // each column's boxes have a width of their own, so the reader knows a crop's column
    const columns = [
      col(300, list, 60),
      col(380, list, 62),
      col(460, list, 64),
      col(200, [60, 180, 300, 420], 70),
    ];
    const byWidth = new Map([
      [60, ['189.41', '411.20', '1.08421']],
      [62, ['61234.5', '3120.55', '18204.1']],
      [64, ['+0.52%', '-0.31%', '+2.10%']],
      [70, ['14000.00', '12000.00', '10000.00', '8000.00']],
    ]);
    const port = scriptedPort((b, k) => {
      const texts = byWidth.get(b.x1 - b.x0) ?? [''];
      return texts[k % texts.length]!;
    });
    const read = await runAsync(rereadWeakColumns(columns, port));
    expect(read[2]!.entries.every((e) => e.line?.ocr !== true)).toBe(true);
    expect(read[3]!.entries.map((e) => e.line?.value)).toEqual([14000, 12000, 10000, 8000]);
  });

  it('leaves a column of words once its first labels show it cannot be prices', async () => {
    const line = (text: string): TextLine => ({
      x0: 0,
      y0: 0,
      x1: 0,
      y1: 0,
      glyphs: [],
      punct: [],
      text,
      value: null,
    });
    const column: LabelColumn = {
      align: 'left',
      entries: [40, 120, 200, 280, 360].map((y) => ({
        box: { x0: 10, y0: y - 7, x1: 60, y1: y + 7 },
        line: line('?'),
        y,
      })),
    };
    const port = scriptedPort(() => 'Volume');
    const [read] = await runAsync(rereadWeakColumns([column], port));
    // two labels of words: the third could not make two prices, so it is not read
    expect(port.asked).toHaveLength(2);
    expect(read).toEqual(column);
  });

  it("re-reads the lines past a scale's end that the glyph reader misread, keeping the scale's values only", async () => {
    // a scale 0.63 .. 0.50 every 45 px; past its end, on its steps, a line the glyph reader read
    // as 939000 (a condensed face's 4) and another pane's label; a pill between two labels
    const line = (text: string, y: number): TextLine => ({
      x0: 1327,
      y0: y - 5,
      x1: 1362,
      y1: y + 4,
      glyphs: [],
      punct: [],
      text,
      value: Number(text),
    });
    const entry = (text: string, y: number) => ({
      box: { x0: 1327, y0: y - 5, x1: 1362, y1: y + 4 },
      line: line(text, y),
      y,
    });
    const scale = Array.from({ length: 14 }, (_, k) =>
      entry((0.63 - k * 0.01).toFixed(5), 35 + 45 * k),
    );
    const column: LabelColumn = {
      align: 'left',
      entries: [...scale, entry('939000', 665), entry('2000', 710), entry('123', 642)],
    };
    const byRow = new Map([
      [665, '0.49000'],
      [710, '2000.00'],
    ]);
    const port = scriptedPort((b) => byRow.get(b.y0 + 5) ?? '');
    const [read] = await runAsync(rereadWeakColumns([column], port));
    // the misread line takes the value the label reader read, on the scale; the other pane's
    // label, read as a number off the scale, keeps its glyph reading
    expect(read!.entries.map((e) => e.line?.value).slice(14)).toEqual([0.49, 2000, 123]);
    expect(read!.entries[14]!.line?.ocr).toBe(true);
    expect(read!.entries.slice(0, 14)).toEqual(scale);
    // only the lines on the scale's steps past its end were read: not the pill between steps
    expect(port.asked.map((b) => b.y0 + 5)).toEqual([665, 710]);
  });
});

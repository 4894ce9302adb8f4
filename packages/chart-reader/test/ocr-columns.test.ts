import { describe, expect, it } from 'vitest';
import type { LabelCrop, LabelReader } from '../src/node/ocr/index.ts';
import { ocrWeakColumns } from '../src/node/ocr-columns.ts';
import type { LabelColumn } from '../src/stages/price-axis/index.ts';
import type { TextLine } from '../src/stages/price-axis/label-text.ts';
import { blank } from './raster.ts';

/** A reader that reads the crops in the order asked from a list of texts, one per crop. */
function reading(texts: string[]): LabelReader {
  let k = 0;
  return {
    engine: 'paddle',
    warning: null,
    loadMs: 0,
    async read(crops: readonly LabelCrop[]) {
      return crops.map(() => ({ text: texts[k++ % texts.length]!, confidence: 1 }));
    },
    async close() {},
  };
}

describe('a weak label column re-read by OCR', () => {
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
    await ocrWeakColumns(blank(140, 600, [19, 21, 33]), [column], reading(texts));
    expect(entries.map((e) => e.line?.value)).toEqual([1283, 1281, 1279, 1277]);
    // the box's middle (and a tenth of its height for the canvas' 'middle' anchor)
    expect(entries.map((e) => e.y)).toEqual([224.1, 306.1, 388.1, 470.1]);
  });
});

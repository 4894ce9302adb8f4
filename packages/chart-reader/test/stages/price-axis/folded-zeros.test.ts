import { describe, expect, it } from 'vitest';
import { runAsync } from '../../../src/shared/label-port.ts';
import {
  checkLabelTexts,
  readPriceAxis,
  unfoldZeros,
} from '../../../src/stages/price-axis/index.ts';
import { scriptedPort } from '../../port.ts';
import { blank, textAt } from '../../raster.ts';

const bg: [number, number, number] = [255, 255, 255];
const ink: [number, number, number] = [40, 40, 40];

function axisImage(labels: string[]) {
  const img = blank(400, 300, bg);
  labels.forEach((l, k) => textAt(img, l, 300, 20 + k * 30, 11, ink));
  return img;
}

describe('labels that fold their leading zeros into a count', () => {
  it('writes out what a recogniser that drops the braces read', () => {
    expect(unfoldZeros('0.0358000', 1)).toBe('0.00058000');
    expect(unfoldZeros('0.0451', 1)).toBe('0.000051');
    expect(unfoldZeros('0.01251', 2)).toBe('0.00000000000051');
    // not a folded label: left as read
    expect(unfoldZeros('1.0358', 1)).toBe('1.0358');
    expect(unfoldZeros('0.03', 1)).toBe('0.03');
  });

  it('reads an axis of folded labels at their value, braces and all', () => {
    const labels = ['0.0{4}5400', '0.0{4}5200', '0.0{4}5000', '0.0{4}4800', '0.0{4}4600'];
    const r = readPriceAxis(axisImage(labels), bg, 'right');
    expect(r.axis).not.toBeNull();
    const values = r.axis!.labels.map((l) => l.value);
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (const v of values) expect(v).toBeGreaterThan(0.000045);
    for (const v of values) expect(v).toBeLessThan(0.000055);
    expect(r.axis!.labels.every((l) => l.foldDigits === 1)).toBe(true);
  });

  it('leaves plain labels that start 0.0 as they are', () => {
    const labels = ['0.0354', '0.0352', '0.0350', '0.0348', '0.0346'];
    const r = readPriceAxis(axisImage(labels), bg, 'right');
    expect(r.axis!.labels.map((l) => l.value)).toEqual([0.0354, 0.0352, 0.035, 0.0348, 0.0346]);
    expect(r.axis!.labels.some((l) => l.foldDigits)).toBe(false);
  });

  it('checks the glyph reading against OCR written out the same way', async () => {
    // the recogniser reads digits and points only: the braces are gone
    const port = scriptedPort(() => '0.0454');
    const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
    const unfold = (t: string) => unfoldZeros(t, 1);
    const folded = await runAsync(
      checkLabelTexts(
        port,
        [1, 2, 3].map(() => ({ box, glyphText: '0.000054', normalise: unfold })),
        Number,
      ),
    );
    expect(folded.source).toBe('glyph');
    const plain = await runAsync(
      checkLabelTexts(
        port,
        [1, 2, 3].map(() => ({ box, glyphText: '0.000054' })),
        Number,
      ),
    );
    expect(plain.source).toBe('ocr');
    expect(plain.texts[0]).toBe('0.0454');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsync, spread } from '../src/shared/label-port.ts';
import { checkLabelTexts } from '../src/stages/price-axis/index.ts';
import { parseLabel } from '../src/stages/price-axis/label-text.ts';
import {
  checkLabelColumn,
  createLabelReader,
  cropLabel,
  ocrPort,
  type LabelReader,
} from '../src/node/index.ts';
import sharp from 'sharp';
import { blank, text, type Color } from './raster.ts';

/** A label set in a system font (braces and all) by the SVG renderer, cropped at its ink. */
async function fontLabelCrop(s: string, px: number, bg: string, fg: string) {
  const w = Math.round(s.length * px * 0.7) + 16;
  const h = px * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/><text x="8" y="${Math.round(px * 1.4)}" font-family="DejaVu Sans Mono" font-size="${px}" fill="${fg}">${s}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  return cropLabel(img, { x0: 6, y0: Math.round(px * 0.3), x1: w - 6, y1: Math.round(px * 1.7) });
}

/** A label drawn with the test rasteriser, cropped the way the reader crops its labels. */
function labelCrop(s: string, height: number, bg: Color, fg: Color) {
  const img = blank(Math.round(s.length * height * 0.8) + 20, height * 2 + 10, bg);
  const right = text(img, s, 10, 8, height, fg);
  return cropLabel(img, { x0: 10, y0: 8, x1: right - 1, y1: 8 + height - 1 });
}

/** A column of labels drawn one under another: the image and each label's box. */
function labelColumn(values: string[], height: number, bg: Color, fg: Color) {
  const img = blank(Math.round(8 * height * 0.8) + 20, values.length * height * 3 + 10, bg);
  const boxes = values.map((v, i) => {
    const y0 = 8 + i * height * 3;
    const right = text(img, v, 10, y0, height, fg);
    return { x0: 10, y0, x1: right - 1, y1: y0 + height - 1 };
  });
  return { img, boxes };
}

const LIGHT: Color = [255, 255, 255];
const DARK: Color = [19, 23, 34];
const INK: Color = [30, 30, 30];
const GREY: Color = [178, 181, 190];

describe('label reader (PaddleOCR recogniser on ONNX Runtime)', () => {
  let reader: LabelReader;
  beforeAll(async () => {
    reader = await createLabelReader();
  });
  afterAll(async () => {
    await reader.close();
  });

  it('loads from the installed model package, offline', () => {
    expect(reader.warning).toBeNull();
    expect(reader.engine).toBe('paddle');
  });

  it('reads labels on light and dark axes, decimals and thousands separators kept', async () => {
    const labels = ['1.38265', '183.50', '64,000', '0.6521'];
    const crops = [
      labelCrop(labels[0]!, 14, LIGHT, INK),
      labelCrop(labels[1]!, 12, DARK, GREY),
      labelCrop(labels[2]!, 16, DARK, GREY),
      labelCrop(labels[3]!, 13, LIGHT, INK),
    ];
    const out = await reader.read(crops);
    expect(out.map((r) => parseLabel(r.text))).toEqual([1.38265, 183.5, 64000, 0.6521]);
    for (const r of out) expect(r.confidence).toBeGreaterThan(0.5);
  });

  it('reads the braces of zeros folded into a count (0.0{3}71000 is 0.00071)', async () => {
    const out = await reader.read([
      await fontLabelCrop('0.0{3}71000', 13, '#0a0a0a', '#b2b5be'),
      await fontLabelCrop('0.0{4}5123', 12, '#ffffff', '#1e1e1e'),
    ]);
    expect(out.map((r) => parseLabel(r.text))).toEqual([0.00071, 0.00005123]);
  });

  it('reads a label the same alone and beside a wide line', async () => {
    const label = labelCrop('1.38265', 14, LIGHT, INK);
    const wide = labelCrop('1.38265 1.38270 1.38190 1.38210', 14, LIGHT, INK);
    const [alone] = await reader.read([label]);
    const [, beside] = await reader.read([wide, label]);
    expect(beside).toEqual(alone);
    expect(parseLabel(alone!.text)).toBe(1.38265);
  });

  it('refuses a crop whose pixels do not match its size, saying which', async () => {
    await expect(
      reader.read([{ data: new Uint8Array(10), width: 20, height: 10 }]),
    ).rejects.toThrow(/label crop 0 is not 20x10 RGBA/);
  });

  it('keeps the glyph reading when the recognised labels agree with it', async () => {
    const vals = ['185.00', '184.50', '184.00', '183.50', '183.00'];
    const { img, boxes } = labelColumn(vals, 12, DARK, GREY);
    const labels = vals.map((v, i) => ({ box: boxes[i]!, glyphText: v }));
    const r = await runAsync(checkLabelTexts(ocrPort(reader, img), labels, parseLabel));
    expect(r.source).toBe('glyph');
    expect(r.texts).toEqual(vals);
    expect(r.labelsRead).toBe(3);
  });

  it('replaces a glyph reading that misreads the font (1 read as 3)', async () => {
    const vals = ['185.00', '184.50', '184.00', '183.50', '183.00'];
    const { img, boxes } = labelColumn(vals, 12, DARK, GREY);
    const labels = vals.map((v, i) => ({ box: boxes[i]!, glyphText: v.replace(/^1/, '3') }));
    const r = await runAsync(checkLabelTexts(ocrPort(reader, img), labels, parseLabel));
    expect(r.source).toBe('ocr');
    expect(r.texts.map(parseLabel)).toEqual([185, 184.5, 184, 183.5, 183]);
  });
});

describe('label reader without its engine', () => {
  it('answers with empty readings and says why, so the glyph reading stands', async () => {
    const reader = await createLabelReader({
      modelFiles: { model: '/nonexistent/rec.onnx', dictionary: '/nonexistent/keys.txt' },
    });
    expect(reader.engine).toBe('none');
    expect(reader.warning).toMatch(/axis OCR unavailable .*glyph reader/);
    const crop = labelCrop('1.0850', 12, LIGHT, INK);
    expect(await reader.read([crop])).toEqual([{ text: '', confidence: 0 }]);
    const { img, boxes } = labelColumn(['1.0850'], 12, LIGHT, INK);
    const port = ocrPort(reader, img);
    expect(port.recognises).toBe(false);
    const col = await runAsync(
      checkLabelTexts(port, [{ box: boxes[0]!, glyphText: '1.0850' }], parseLabel),
    );
    expect(col).toMatchObject({ source: 'glyph', texts: ['1.0850'], labelsRead: 0 });
  });
});

describe('label column check', () => {
  const col = (vals: string[]) =>
    vals.map((t, i) => ({ y: 20 + i * 40, text: t, value: parseLabel(t) }));

  it('accepts evenly spaced labels on one scale', () => {
    const c = checkLabelColumn(col(['1.0900', '1.0875', '1.0850', '1.0825']), 3);
    expect(c).toEqual({ consistent: true, inliers: [0, 1, 2, 3] });
  });

  it('catches a misread digit and a lost decimal point', () => {
    const swap = checkLabelColumn(col(['185.00', '184.50', '384.00', '183.50']), 3);
    expect(swap.consistent).toBe(false);
    expect(swap.inliers).toEqual([0, 1, 3]);
    const point = checkLabelColumn(col(['1.38000', '1.37500', '137000', '1.36500']), 3);
    expect(point.consistent).toBe(false);
    expect(point.inliers).not.toContain(2);
  });

  it('needs three labels', () => {
    expect(checkLabelColumn(col(['10', '9']), 3).consistent).toBe(false);
  });
});

describe('spread', () => {
  it('picks both ends and the middle first', () => {
    expect(spread(10, 3)).toEqual([0, 5, 9]);
    expect(spread(4, 8)).toEqual([0, 1, 2, 3]);
  });
});

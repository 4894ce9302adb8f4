// The engines the axis OCR measurement compares, each behind one shape: load once (cold), then
// read a batch of label crops (warm).
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type * as TesseractModule from 'tesseract.js';
import { findTextLines } from '../src/stages/price-axis/text-lines.ts';
import { dominantColor } from '../src/shared/colour.ts';
import { createLabelReader } from '../src/node/ocr/index.ts';
import type { LabelCrop, LabelReading } from '../src/node/ocr/index.ts';

export interface Engine {
  name: string;
  read(crops: LabelCrop[]): Promise<LabelReading[]>;
  close(): Promise<void>;
}

/** The reader's own glyph reader (src/stages/price-axis) on each crop: the longest text line it finds. */
export async function glyphEngine(): Promise<Engine> {
  return {
    name: 'glyph',
    async read(crops) {
      return crops.map((c) => {
        const bg = dominantColor(c, 0, 0, c.width, c.height, 4);
        const lines = findTextLines(c, bg, 0, 0, c.width, c.height);
        const best = lines.sort((a, b) => b.glyphs.length - a.glyphs.length)[0];
        return { text: best?.text ?? '', confidence: best && best.value !== null ? 1 : 0 };
      });
    },
    async close() {},
  };
}

/** tesseract.js 7, English data from @tesseract.js-data/eng, one warm worker, one text line. */
export async function tesseractEngine(): Promise<Engine> {
  const req = createRequire(import.meta.url);
  const Tesseract = req('tesseract.js') as typeof TesseractModule;
  const eng = req('@tesseract.js-data/eng') as { langPath: string };
  const worker = await Tesseract.createWorker('eng', 1, {
    langPath: eng.langPath,
    cacheMethod: 'none',
    gzip: true,
  });
  await worker.setParameters({
    tessedit_char_whitelist: '0123456789.,KMB ',
    tessedit_pageseg_mode: Tesseract.PSM.SINGLE_LINE,
  });
  return {
    name: 'tesseract',
    async read(crops) {
      const out: LabelReading[] = [];
      for (const c of crops) {
        // dark text on light, text about 40 px tall, as Tesseract expects
        const grey = sharp(c.data, {
          raw: { width: c.width, height: c.height, channels: 4 },
        }).greyscale();
        const { data } = await grey.clone().raw().toBuffer({ resolveWithObject: true });
        let edge = 0;
        for (let x = 0; x < c.width; x++) edge += data[x]! + data[(c.height - 1) * c.width + x]!;
        const dark = edge / (2 * c.width) < 128;
        const scale = Math.max(1, 60 / c.height);
        let img = grey.resize({
          width: Math.round(c.width * scale),
          height: Math.round(c.height * scale),
          kernel: 'cubic',
        });
        if (dark) img = img.negate({ alpha: false });
        const png = await img.png().toBuffer();
        const res = await worker.recognize(png);
        out.push({ text: res.data.text.trim(), confidence: res.data.confidence / 100 });
      }
      return out;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** PaddleOCR's recogniser on ONNX Runtime: the module the reader ships. */
export async function paddleEngine(): Promise<Engine> {
  const reader = await createLabelReader();
  if (reader.engine === 'none') throw new Error(reader.warning ?? 'paddle engine unavailable');
  return { name: 'paddle', read: (crops) => reader.read(crops), close: () => reader.close() };
}

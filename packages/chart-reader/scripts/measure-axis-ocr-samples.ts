// The label samples the axis OCR measurement scores: a crop, its truth and what it shows.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { LabelCrop } from '../src/node/ocr/types.ts';

export interface LabelSample {
  id: string;
  source: 'real' | 'synthetic';
  /** The axis the label belongs to (a screenshot, or one rendered strip). */
  group: string;
  /** What the label shows: font, size, DPR, format, theme, pill... (for the error breakdown). */
  tags: Record<string, string | number>;
  /** The label's centre row in its image (the column check uses it). */
  y: number;
  truth: { text: string; value: number };
  crop: LabelCrop;
}

/** Writes each crop as a PNG under `dir` (for looking at failures; never committed). */
export async function saveCrops(samples: LabelSample[], dir: string): Promise<void> {
  for (const s of samples) {
    const file = join(dir, `${s.id.replace(/[^\w.-]+/g, '_')}.png`);
    mkdirSync(dir, { recursive: true });
    await sharp(s.crop.data, { raw: { width: s.crop.width, height: s.crop.height, channels: 4 } })
      .png()
      .toFile(file);
  }
}

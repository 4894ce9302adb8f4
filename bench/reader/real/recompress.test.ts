import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecompression, recompress } from './recompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'recompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('real screenshots re-encoded as JPEG', () => {
  it('reads the option as a quality and a scale', () => {
    expect(parseRecompression('85')).toEqual({ quality: 85, scale: 1, chroma: '4:2:0' });
    expect(parseRecompression('60@0.75')).toEqual({ quality: 60, scale: 0.75, chroma: '4:2:0' });
    expect(parseRecompression('95:444')).toEqual({ quality: 95, scale: 1, chroma: '4:4:4' });
    for (const bad of ['', '0', '101', '85@0', '85@1.5', 'q85', '85:422'])
      expect(() => parseRecompression(bad)).toThrow(/QUALITY\[@SCALE\]/);
  });

  it('scales the picture and saves it as JPEG, which blurs a red candle into the background', async () => {
    // a 3-px red body on a dark background, as a PNG
    const width = 40;
    const height = 30;
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) raw.set([19, 23, 34], i * 3);
    for (let y = 5; y < 25; y++)
      for (let x = 20; x < 23; x++) raw.set([239, 83, 80], (y * width + x) * 3);
    const file = join(dir, 'candle.png');
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(file);
    const out = await recompress(file, { quality: 60, scale: 0.5, chroma: '4:2:0' });
    // JPEG's start-of-image marker
    expect([...out.slice(0, 2)]).toEqual([0xff, 0xd8]);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 15]);
    const same = await sharp(await recompress(file, { quality: 85, scale: 1, chroma: '4:2:0' }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(same.info.width).toBe(width);
    // the body's middle pixel is no longer the pure red it was drawn in
    const i = (15 * width + 21) * same.info.channels;
    const px = [...same.data.subarray(i, i + 3)];
    expect(px).not.toEqual([239, 83, 80]);
  });
});

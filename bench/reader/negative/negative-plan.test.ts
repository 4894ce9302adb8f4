import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { standInSeries } from '../test-series.ts';
import { pixelImage } from './negative-generate.ts';
import { NEGATIVE_CLASSES, NEGATIVE_COUNTS, buildNegativeSpecs } from './negative-plan.ts';

const specs = buildNegativeSpecs(5, standInSeries());

async function stats(png: Buffer): Promise<{ distinct: number; stdev: number }> {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < data.length; i += 3) {
    colours.add(
      (data[i] as number) * 65536 + (data[i + 1] as number) * 256 + (data[i + 2] as number),
    );
    sum += data[i] as number;
    sq += (data[i] as number) ** 2;
  }
  const n = data.length / 3;
  return { distinct: colours.size, stdev: Math.sqrt(sq / n - (sum / n) ** 2) };
}

describe('negative corpus plan', () => {
  it('contains every class, with its count', () => {
    for (const cls of NEGATIVE_CLASSES)
      expect(
        specs.filter((s) => s.cls === cls),
        cls,
      ).toHaveLength(NEGATIVE_COUNTS[cls]);
    expect(new Set(specs.map((s) => s.id)).size).toBe(specs.length);
  });

  it('draws charts of real prices and shrinks thumbnails below a readable size', () => {
    for (const s of specs.filter((x) => x.cls.endsWith('-chart') || x.cls === 'table'))
      expect(s.bars.length).toBeGreaterThanOrEqual(60);
    for (const s of specs.filter((x) => x.cls === 'thumbnail')) {
      expect(s.shrinkTo?.width).toBeLessThanOrEqual(240);
      expect(s.shrinkTo?.height).toBeLessThanOrEqual(135);
    }
  });

  it('makes blank images of one colour and noise of many', async () => {
    const blank = specs.find((s) => s.cls === 'blank');
    const noise = specs.find((s) => s.cls === 'noise');
    const near = specs.find((s) => s.cls === 'near-blank');
    if (!blank || !noise || !near) throw new Error('plan lacks a pixel class');
    const small = { cssWidth: 64, cssHeight: 48, dpr: 1 };
    expect((await stats(await pixelImage({ ...blank, ...small }))).distinct).toBe(1);
    const n = await stats(await pixelImage({ ...noise, ...small }));
    expect(n.distinct).toBeGreaterThan(500);
    expect(n.stdev).toBeGreaterThan(5); // blurred noise included
    const nb = await stats(await pixelImage({ ...near, cssWidth: 320, cssHeight: 200, dpr: 1 }));
    expect(nb.distinct).toBeGreaterThan(1);
    expect(nb.stdev).toBeLessThan(40);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../src/node/index.ts';
import { readChart } from '../src/read-chart.ts';
import { AUTO_RUN_CONFIDENCE, COLOUR_HALVED, runsAtOnce } from '../src/stages/judge/index.ts';
import { savedAsJpeg } from './jpeg.ts';
import { syntheticChart } from './raster.ts';

/** A clear chart saved as JPEG at quality 95, its colour kept whole or halved, then decoded. */
async function saved(chromaSubsampling: '4:4:4' | '4:2:0') {
  const chart = syntheticChart({ width: 900, height: 420, n: 60, seed: 4 });
  return { chart, image: await savedAsJpeg(chart.image, 95, chromaSubsampling) };
}

describe('a screenshot whose colour was kept at half resolution', () => {
  it('is read, but asks the trader to check it before it is analysed, and says why', async () => {
    const whole = await saved('4:4:4');
    const halved = await saved('4:2:0');
    expect(whole.image.colourHalved).toBe(false);
    expect(halved.image.colourHalved).toBe(true);
    const a = readChart(whole.image);
    const b = readChart(halved.image);
    // the same candles either way; only the band differs
    expect(a.candles).toHaveLength(whole.chart.candles.length);
    expect(b.candles).toHaveLength(halved.chart.candles.length);
    expect(runsAtOnce(a)).toBe(true);
    expect(a.warnings).not.toContain(COLOUR_HALVED.warning);
    expect(b.accepted).toBe(true);
    expect(runsAtOnce(b)).toBe(false);
    expect(b.confidence).toBeLessThan(AUTO_RUN_CONFIDENCE);
    expect(b.warnings).toContain(COLOUR_HALVED.warning);
    expect(b.uncertain).toContain('candles');
  });

  it('leaves a PNG, which keeps every colour, as it was read', async () => {
    const { image } = syntheticChart({ width: 900, height: 420, n: 60, seed: 4 });
    const png = await sharp(Buffer.from(image.data), {
      raw: { width: 900, height: 420, channels: 4 },
    })
      .png()
      .toBuffer();
    const decoded = await decodeImage(png);
    expect(decoded.colourHalved).toBe(false);
    expect(readChart(decoded).warnings).not.toContain(COLOUR_HALVED.warning);
  });

  it('knows a lossy WebP, with or without alpha, from a lossless one', async () => {
    const { image } = syntheticChart({ width: 300, height: 200, n: 20, seed: 4 });
    const raw = { raw: { width: 300, height: 200, channels: 4 as const } };
    const webp = (options: { quality?: number; lossless?: boolean }) =>
      sharp(Buffer.from(image.data), raw).webp(options).toBuffer();
    const opaque = async (options: { quality?: number; lossless?: boolean }) =>
      sharp(await webp(options))
        .removeAlpha()
        .webp(options)
        .toBuffer();
    // lossy with alpha is an extended file: its VP8 chunk comes after VP8X and ALPH
    expect((await decodeImage(await webp({ quality: 90 }))).colourHalved).toBe(true);
    expect((await decodeImage(await opaque({ quality: 90 }))).colourHalved).toBe(true);
    expect((await decodeImage(await webp({ lossless: true }))).colourHalved).toBe(false);
    expect((await decodeImage(await opaque({ lossless: true }))).colourHalved).toBe(false);
  });
});

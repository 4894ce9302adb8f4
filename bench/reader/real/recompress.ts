// Real screenshots as traders' devices pass them on: scaled down and saved as JPEG (a messaging
// app, a phone's share sheet). The real sets are PNG nearly all; this measures how far a reading
// holds when the same chart reaches the reader through such a pipeline. Nothing is written: the
// image is re-encoded in memory and decoded as the product decodes an upload.
import sharp from 'sharp';

export interface Recompression {
  /** JPEG quality, 1-100. */
  quality: number;
  /** Width as a share of the original (1: unscaled). */
  scale: number;
  /** Colour kept at full resolution ('4:4:4') or at half each way, as phones and apps save. */
  chroma: '4:2:0' | '4:4:4';
}

/** `85`, `85@0.8` or `85:444`: quality, a scale after the `@` (1 when not given), and `:444`
 * for colour at full resolution (half each way when not given). */
export function parseRecompression(text: string): Recompression {
  const m = /^(\d{1,3})(?:@(0?\.\d+|1(?:\.0*)?))?(:444)?$/.exec(text.trim());
  const quality = m ? Number(m[1]) : NaN;
  const scale = m?.[2] ? Number(m[2]) : 1;
  if (!m || quality < 1 || quality > 100 || !(scale > 0 && scale <= 1))
    throw new Error(
      `--recompress takes QUALITY[@SCALE][:444] (1-100, scale above 0 up to 1): ${text}`,
    );
  return { quality, scale, chroma: m[3] ? '4:4:4' : '4:2:0' };
}

/** The image file's bytes scaled and saved as JPEG. */
export async function recompress(file: string, r: Recompression): Promise<Uint8Array> {
  const src = sharp(file).rotate();
  const meta = await src.metadata();
  const width = Math.max(1, Math.round((meta.width ?? 1) * r.scale));
  const out = await (r.scale < 1 ? src.resize({ width, kernel: 'lanczos3' }) : src)
    .jpeg({ quality: r.quality, chromaSubsampling: r.chroma })
    .toBuffer();
  return new Uint8Array(out);
}

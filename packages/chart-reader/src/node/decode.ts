// The one place that turns image bytes into RGBA pixels for the reader (Node only: sharp).
import sharp from 'sharp';
import { colourHalvedOf } from './colour-halved.ts';
import type { RgbaImage } from '../types.ts';

export interface DecodeOptions {
  /** Refuse images with more pixels than this before decoding them (a decompression bomb). */
  maxPixels?: number;
  /** Shrink images whose longer side exceeds this many pixels (the reader needs no more). */
  maxSide?: number;
}

export interface DecodedImage extends RgbaImage {
  data: Uint8Array;
  /** The size of the file's own pixels, before any downscaling. */
  sourceWidth: number;
  sourceHeight: number;
  /** Milliseconds spent decoding. */
  decodeMs: number;
}

/**
 * Decodes a PNG, JPEG or WebP (bytes or a file path) to RGBA, turned upright by its EXIF
 * orientation as the trader sees it. Throws on a damaged or unsupported file.
 */
export async function decodeImage(
  input: Uint8Array | string,
  options: DecodeOptions = {},
): Promise<DecodedImage> {
  const t0 = performance.now();
  const src = sharp(input, {
    failOn: 'error',
    ...(options.maxPixels ? { limitInputPixels: options.maxPixels } : {}),
  });
  let pipeline = src.rotate();
  const meta = await src.metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (swap ? meta.height : meta.width) ?? 0;
  const sourceHeight = (swap ? meta.width : meta.height) ?? 0;
  if (options.maxSide && Math.max(sourceWidth, sourceHeight) > options.maxSide)
    pipeline = pipeline.resize({
      width: options.maxSide,
      height: options.maxSide,
      fit: 'inside',
      kernel: 'lanczos3',
    });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    sourceWidth,
    sourceHeight,
    colourHalved: await colourHalvedOf(meta, input),
    decodeMs: performance.now() - t0,
  };
}

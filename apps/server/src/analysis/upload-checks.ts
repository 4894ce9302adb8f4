import sharp from 'sharp';
import { UserFacingError } from '../errors.ts';
import { withoutMetadata } from './image-metadata.ts';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The file extension images of each type are kept under. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The image type by its first bytes (the file name and the browser's claim are not trusted). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!) === 'RIFF' &&
    String.fromCharCode(b[8]!, b[9]!, b[10]!, b[11]!) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export interface UploadLimits {
  maxPixels: number;
  maxSide: number;
  /** Screenshots with more pixels are shrunk to this many before reading (memory per analysis). */
  readMaxPixels: number;
}

/**
 * The size a screenshot is read at: as uploaded, or shrunk (keeping its shape) to at most
 * `readMaxPixels`. `maxSide` is the longer side to decode to; `pixels` what the reading holds.
 */
export function readingSize(
  width: number,
  height: number,
  readMaxPixels: number,
): { pixels: number; maxSide?: number } {
  const pixels = width * height;
  if (pixels <= readMaxPixels) return { pixels };
  const scale = Math.sqrt(readMaxPixels / pixels);
  const maxSide = Math.max(1, Math.floor(Math.max(width, height) * scale));
  return { pixels: Math.ceil(pixels * scale * scale), maxSide };
}

/**
 * Checks an upload before any work is done: not empty, a real PNG/JPEG/WebP by its bytes, its
 * text and metadata within budget and removed from the raw bytes (nothing inflated), and
 * dimensions read from the header within limits (a decompression bomb is refused here, unread).
 * `bytes` is what the decoder may see from here on.
 */
export async function inspectUpload(
  upload: Buffer,
  limits: UploadLimits,
): Promise<{ type: ImageType; width: number; height: number; bytes: Buffer }> {
  const bytes = upload;
  if (bytes.length === 0)
    throw new UserFacingError(400, 'The file is empty. Choose a chart screenshot to analyze.');
  const type = sniffImageType(bytes);
  if (!type)
    throw new UserFacingError(
      415,
      'This file is not a supported image. Upload a PNG, JPEG or WebP screenshot.',
    );
  const pixels = withoutMetadata(bytes, type);
  const meta = await sharp(pixels, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const width = meta?.width ?? 0;
  const height = meta?.height ?? 0;
  if (!width || !height)
    throw new UserFacingError(
      422,
      'The image could not be read. It may be damaged; try another screenshot.',
    );
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new UserFacingError(
      413,
      `The image is too large (${width} x ${height} pixels). Upload a screenshot of at most ${limits.maxSide} pixels a side and ${Math.round(limits.maxPixels / 1e6)} megapixels.`,
    );
  }
  return { type, width, height, bytes: pixels };
}

import { UserFacingError } from '../errors.ts';
import type { ImageType } from './upload-checks.ts';

/**
 * Text and metadata an upload may carry (EXIF, XMP, ICC, PNG text chunks), counted as stored in
 * the file, before anything is inflated. A screenshot needs none of it; a camera photo's EXIF
 * with its preview fits easily.
 */
export const METADATA_BUDGET_BYTES = 256 * 1024;

const tooMuchMetadata = (bytes: number) =>
  new UserFacingError(
    413,
    `The image carries ${Math.ceil(bytes / 1024)} KB of embedded text and metadata; a chart screenshot needs none. Save it again as a plain PNG or JPEG screenshot and upload that.`,
  );
const unreadable = () =>
  new UserFacingError(
    422,
    'The image could not be read. It may be damaged; try another screenshot.',
  );

/** PNG chunks the image is drawn from; every other chunk (text, EXIF, ICC, private) is dropped. */
const PNG_PIXEL_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

/**
 * The PNG without its text and metadata chunks (tEXt, zTXt, iTXt, eXIf, iCCP and any private
 * chunk), read from the raw bytes: a compressed text chunk is never inflated. Bytes after IEND are
 * dropped. Refuses metadata over the budget.
 */
function pngPixelsOnly(bytes: Buffer, budget: number): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let dropped = 0;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) break; // cut off: the decoder says what it makes of the rest
    const type = bytes.toString('latin1', at + 4, at + 8);
    // Critical chunks (upper-case first letter) and the ancillary ones about pixels are kept.
    const critical = /^[A-Z]/.test(type);
    if (PNG_PIXEL_CHUNKS.has(type) || critical) kept.push(bytes.subarray(at, end));
    else {
      dropped += end - at;
      if (dropped > budget) throw tooMuchMetadata(dropped);
    }
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

/** JPEG APPn segments the decoder needs: JFIF (APP0), EXIF for the orientation (APP1), Adobe (APP14). */
function jpegSegmentKept(marker: number, body: Buffer): boolean {
  if (marker === 0xe0) return body.subarray(0, 5).toString('latin1') === 'JFIF\0';
  if (marker === 0xe1) return body.subarray(0, 6).toString('latin1') === 'Exif\0\0';
  if (marker === 0xee) return body.subarray(0, 5).toString('latin1') === 'Adobe';
  return false;
}

/**
 * The JPEG without XMP, ICC, comments and other application segments before the image data; one
 * EXIF segment stays for its orientation (the stored copy is re-encoded without it). Refuses
 * metadata over the budget, EXIF included.
 */
function jpegPixelsOnly(bytes: Buffer, budget: number): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let metadata = 0;
  let exifKept = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw unreadable();
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda) break; // start of scan: the rest is image data
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break;
    const isMetadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) kept.push(bytes.subarray(at, end));
    else {
      metadata += length;
      if (metadata > budget) throw tooMuchMetadata(metadata);
      const body = bytes.subarray(at + 4, end);
      const isExif = marker === 0xe1 && jpegSegmentKept(marker, body);
      if (jpegSegmentKept(marker, body) && !(isExif && exifKept)) {
        kept.push(bytes.subarray(at, end));
        if (isExif) exifKept = true;
      }
    }
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

/** WebP metadata (ICCP, EXIF, XMP chunks) is stored as is, never compressed: counted, not cut. */
function webpMetadataBytes(bytes: Buffer): number {
  let total = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (type === 'ICCP' || type === 'EXIF' || type === 'XMP ') total += size;
    at += 8 + size + (size % 2);
  }
  return total;
}

/**
 * The upload as the decoder may see it: PNG and JPEG with their text and metadata removed (read
 * from the raw bytes, nothing inflated), WebP checked. Throws 413 when the metadata is over
 * `budget` bytes, whatever it would have inflated to.
 */
export function withoutMetadata(
  bytes: Buffer,
  type: ImageType,
  budget = METADATA_BUDGET_BYTES,
): Buffer {
  if (type === 'image/png') return pngPixelsOnly(bytes, budget);
  if (type === 'image/jpeg') return jpegPixelsOnly(bytes, budget);
  const metadata = webpMetadataBytes(bytes);
  if (metadata > budget) throw tooMuchMetadata(metadata);
  return bytes;
}

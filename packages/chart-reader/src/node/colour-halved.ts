// Whether a file kept its colour at half resolution, from its own header.
import { readFile } from 'node:fs/promises';

/**
 * Whether a WebP file is lossy: its image chunk is `VP8 ` (lossy VP8 always keeps its colour at
 * half resolution each way, 4:2:0), not `VP8L` (lossless). Simple files start with that chunk;
 * extended ones (`VP8X`: alpha, a colour profile, animation) list it after their own chunks.
 */
export function webpIsLossy(bytes: Uint8Array): boolean {
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 16 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length;) {
    const fourcc = tag(at);
    if (fourcc === 'VP8 ') return true;
    if (fourcc === 'VP8L') return false;
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return false;
}

/**
 * Whether the file kept its colour at half resolution: a JPEG saved other than 4:4:4 (sharp reads
 * its subsampling), or a lossy WebP. PNG and lossless files never do.
 */
export async function colourHalvedOf(
  meta: { format?: string; chromaSubsampling?: string },
  input: Uint8Array | string,
): Promise<boolean> {
  if (meta.format === 'jpeg')
    return meta.chromaSubsampling !== undefined && meta.chromaSubsampling !== '4:4:4';
  if (meta.format === 'webp')
    return webpIsLossy(typeof input === 'string' ? await readFile(input) : input);
  return false;
}

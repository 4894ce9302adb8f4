// Screenshots as they travel: an image saved as a JPEG and decoded as an upload is.
import sharp from 'sharp';
import { decodeImage } from '../src/node/index.ts';
import type { RgbaImage } from '../src/types.ts';

/** `img` saved as a JPEG at `quality`, its colour halved (4:2:0) unless told, then decoded. */
export async function savedAsJpeg(
  img: RgbaImage,
  quality: number,
  chromaSubsampling: '4:2:0' | '4:4:4' = '4:2:0',
) {
  const raw = { raw: { width: img.width, height: img.height, channels: 4 as const } };
  const jpg = await sharp(Buffer.from(img.data), raw)
    .jpeg({ quality, chromaSubsampling })
    .toBuffer();
  return decodeImage(jpg);
}

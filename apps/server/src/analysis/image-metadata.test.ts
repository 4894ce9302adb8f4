import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withoutMetadata } from './image-metadata.ts';

const chart = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#336699' } });

describe('withoutMetadata', () => {
  it('drops XMP, ICC and comments from a JPEG, keeps its EXIF orientation, and it still decodes', async () => {
    const jpeg = await chart()
      .withMetadata({ orientation: 6 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret-xmp</x:xmpmeta>')
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const out = withoutMetadata(jpeg, 'image/jpeg');
    const meta = await sharp(out).metadata();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBe(6);
    expect(out.includes('secret-xmp')).toBe(false);
    expect((await sharp(out).raw().toBuffer()).length).toBe(64 * 40 * 3);
  });

  it('refuses a JPEG whose application segments are over the budget', async () => {
    const jpeg = await chart()
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${'x'.repeat(20_000)}</x:xmpmeta>`)
      .jpeg()
      .toBuffer();
    expect(() => withoutMetadata(jpeg, 'image/jpeg', 10_000)).toThrow(/metadata/);
  });

  it('counts WebP metadata against the budget', async () => {
    const webp = await chart()
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${'x'.repeat(20_000)}</x:xmpmeta>`)
      .webp()
      .toBuffer();
    expect(withoutMetadata(webp, 'image/webp')).toBe(webp);
    expect(() => withoutMetadata(webp, 'image/webp', 10_000)).toThrow(/metadata/);
  });
});

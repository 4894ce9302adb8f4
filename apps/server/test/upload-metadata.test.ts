import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@candlelens/contracts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import {
  analysisForm,
  CHART_PNG,
  pngChunkTypes,
  pngWithText,
  textChunkBombPng,
} from './helpers/images.ts';
import type { Client, TestApp } from './helpers/test-app.ts';
import { buildTestApp } from './helpers/test-app.ts';

// Text and metadata in an upload: never inflated (a 49 KB PNG whose zTXt chunk inflates to 50 MB
// is read as a 49 KB PNG), refused over a byte budget, and never kept: the stored copy that the
// owner and a share link see is the pixels only, turned upright.

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  ({ client } = await signedInClient(t.app, 'metadata'));
  await subscribe(client, 'elite');
});
afterAll(() => t.close());

const balance = async () => (await client.get('/api/subscription')).json().credits as number;

async function analyse(
  bytes: Buffer,
  filename = 'chart.png',
  contentType = 'image/png',
  query = '',
) {
  const form = analysisForm(bytes, 'key-levels', filename, contentType);
  return client.post(`/api/analyses${query}`, form.payload, form.headers);
}

/** The kept image as its owner gets it and as a visitor with the share link gets it. */
async function keptCopies(id: string): Promise<Buffer[]> {
  const own = await client.get(`/api/analyses/${id}/image`);
  expect(own.statusCode).toBe(200);
  const link = await client.post(`/api/analyses/${id}/share`);
  const shared = await t.app.inject({
    method: 'GET',
    url: `/api/shared/${link.json().token}/image`,
  });
  expect(shared.statusCode).toBe(200);
  return [own.rawPayload, shared.rawPayload];
}

describe('text and metadata in an upload', () => {
  it('a text-chunk bomb is analysed without its text: nothing of it is kept or shared', async () => {
    const bomb = textChunkBombPng(CHART_PNG);
    expect(bomb.length).toBeLessThan(CHART_PNG.length + 60 * 1024);
    const res = await analyse(bomb);
    expect(res.statusCode).toBe(201);
    for (const copy of await keptCopies(res.json().analysis.id)) {
      expect(pngChunkTypes(copy)).not.toContain('zTXt');
      expect(copy.length).toBeLessThan(bomb.length);
    }
  });

  it('more metadata than the budget is refused at once with a clear message, nothing charged', async () => {
    const before = await balance();
    const res = await analyse(pngWithText(CHART_PNG, 'Comment', 'x'.repeat(300 * 1024)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/embedded text and metadata/);
    expect(await balance()).toBe(before);
  });

  it('a PNG text chunk (an author, an e-mail) is not in the kept or shared image', async () => {
    const res = await analyse(pngWithText(CHART_PNG, 'Author', 'trader@example.com'));
    expect(res.statusCode).toBe(201);
    for (const copy of await keptCopies(res.json().analysis.id)) {
      expect(copy.includes('trader@example.com')).toBe(false);
      expect(pngChunkTypes(copy).filter((c) => /^(tEXt|zTXt|iTXt|eXIf|iCCP)$/.test(c))).toEqual([]);
    }
  });

  it("a phone photo's EXIF (author, camera, ICC) is gone and the kept copy stands upright", async () => {
    // Stored on its side with EXIF orientation 6, as a phone writes a portrait photo.
    const photo = await sharp(CHART_PNG)
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'trader@example.com', Make: 'PhoneCam' } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    // a JPEG with its colour at half resolution is shown for a check first, the reason noted
    // (decision 180); the trader's word analyses it
    const held = await analyse(photo, 'chart.jpg', 'image/jpeg');
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe(messages.readingNeedsCheck);
    expect(held.json().preview.uncertain).toContain('candles');
    expect(held.json().preview.warnings.join(' ')).toMatch(/colours at half resolution/);
    const res = await analyse(photo, 'chart.jpg', 'image/jpeg', '?accept=low-confidence');
    expect(res.statusCode).toBe(201);
    for (const copy of await keptCopies(res.json().analysis.id)) {
      const meta = await sharp(copy).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([640, 400]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(copy.includes('trader@example.com')).toBe(false);
      expect(copy.includes('PhoneCam')).toBe(false);
    }
  });
});

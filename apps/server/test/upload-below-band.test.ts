import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages, type ReadingPreview } from '@candlelens/contracts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { CHART_PNG, multipartForm } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

// Uploading the file straight to POST /api/analyses, as API clients do: a clear chart is analysed
// and charged as always; a chart read below the auto-run band is answered 422 with its reading
// and nothing is charged, unless the upload accepts low confidence (`accept=low-confidence`).

const PREVIEWS_PER_HOUR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ANALYSIS_WORKERS: '2',
    READING_PREVIEWS_PER_HOUR: String(PREVIEWS_PER_HOUR),
  });
});
afterAll(() => t.close());

/** The test chart in shades of grey: read, but the candles' direction cannot be told apart by
 * colour, so the reader is less sure of it than of the chart in colour. */
let GREY: Buffer;
beforeAll(async () => {
  GREY = await sharp(CHART_PNG).grayscale().png().toBuffer();
});

const upload = (client: Client, image: Buffer, fields: Record<string, string> = {}, url = '') => {
  const form = multipartForm({ type: 'key-levels', ...fields }, image);
  return client.post(`/api/analyses${url}`, form.payload, form.headers);
};
const confirm = (client: Client, reading: string) => {
  const form = multipartForm({ reading, type: 'key-levels' });
  return client.post('/api/analyses', form.payload, form.headers);
};
const credits = async (client: Client) =>
  (await client.get('/api/subscription')).json().credits as number;
const history = async (client: Client) =>
  (await client.get('/api/analyses')).json().items as { id: string; readingChecked: boolean }[];

async function elite(tag: string): Promise<Client> {
  const { client } = await signedInClient(t.app, tag);
  await subscribe(client, 'elite');
  return client;
}

describe('an upload of the file straight to POST /api/analyses', () => {
  it('analyses and charges a clear chart at once, as it always did', async () => {
    const trader = await elite('straight-clear');
    const res = await upload(trader, CHART_PNG);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ credits: 29900, analysis: { readingChecked: false } });
  });

  it('answers a reading below the band with 422 and the reading, charging nothing', async () => {
    const trader = await elite('straight-grey');
    const res = await upload(trader, GREY);
    expect(res.statusCode).toBe(422);
    const { message, preview } = res.json() as { message: string; preview: ReadingPreview };
    expect(message).toBe(messages.readingNeedsCheck);
    expect(preview).toMatchObject({ accepted: true, verdict: 'check', width: 640, height: 400 });
    expect(preview.uncertain).toContain('direction of the candles');
    expect(preview.candles.length).toBeGreaterThan(60);
    expect(await credits(trader)).toBe(30000);
    expect(await history(trader)).toEqual([]);

    // the reading is kept like any preview: confirmed by its id, it is analysed and charged once
    const paid = await confirm(trader, preview.id);
    expect(paid.statusCode).toBe(201);
    const { analysis } = paid.json();
    expect(analysis).toMatchObject({ readingChecked: true, hints: null });
    expect(analysis.reading.candles).toHaveLength(preview.candles.length);
    expect((await confirm(trader, preview.id)).json()).toMatchObject({
      replayed: true,
      analysis: { id: analysis.id },
    });
    expect(await credits(trader)).toBe(29900);
    // ...fixed with marks like any preview, and another trader cannot see it
    const other = await elite('straight-snoop');
    expect((await other.post(`/api/readings/${preview.id}/hints`, {})).statusCode).toBe(404);
  });

  it('analyses it as read when the upload accepts low confidence, in the form or the query', async () => {
    const trader = await elite('straight-accept');
    const inForm = await upload(trader, GREY, { accept: 'low-confidence' });
    expect(inForm.statusCode).toBe(201);
    expect(inForm.json().analysis).toMatchObject({ readingChecked: false });
    expect(inForm.json().analysis.reading.confidence).toBeLessThan(0.85);
    const inQuery = await upload(trader, GREY, {}, '?accept=low-confidence');
    expect(inQuery.statusCode).toBe(201);
    expect(await credits(trader)).toBe(29800);
    expect(await history(trader)).toHaveLength(2);

    const wrong = await upload(trader, GREY, { accept: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('accept takes one value: low-confidence.');
    const wrongQuery = await upload(trader, GREY, {}, '?accept=always');
    expect(wrongQuery.statusCode).toBe(400);
    expect(await credits(trader)).toBe(29800);
  });

  it('counts each reading answered with 422 as a free preview, within the hourly limit', async () => {
    const trader = await elite('straight-limit');
    for (let i = 0; i < PREVIEWS_PER_HOUR; i++)
      expect((await upload(trader, GREY)).statusCode).toBe(422);
    const limited = await upload(trader, GREY);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      new RegExp(`^You have had ${PREVIEWS_PER_HOUR} free chart readings in the last hour`),
    );
    // paid analyses are not free readings: a clear chart, or an accepted one, still goes through
    expect((await upload(trader, CHART_PNG)).statusCode).toBe(201);
    expect((await upload(trader, GREY, { accept: 'low-confidence' })).statusCode).toBe(201);
    expect(await credits(trader)).toBe(29800);
  });
});

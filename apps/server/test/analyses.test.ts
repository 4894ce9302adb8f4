import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages, type CreateAnalysisResponse } from '@candlelens/contracts';
import { ledgerSum } from '../src/repositories/credits.repository.ts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, bombPng, CHART_PNG, samePixels } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

/** Seeded grey-level noise, `width` x `height` RGB. */
function noise(width: number, height: number): Buffer {
  let x = 7;
  return Buffer.from(
    Array.from(
      { length: width * height * 3 },
      () => ((x = (x * 1103515245 + 12345) >>> 0) >> 16) & 255,
    ),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    UPLOAD_MAX_BYTES: String(10 * 1024 * 1024),
    ANALYSIS_QUEUE_LIMIT: '64',
    ANALYSIS_WORKERS: '2',
  });
});
afterAll(() => t.close());

const upload = (
  client: Client,
  image: Buffer,
  type = 'key-levels',
  extra: { filename?: string; contentType?: string; key?: string } = {},
) => {
  const form = analysisForm(image, type, extra.filename, extra.contentType);
  return client.post('/api/analyses', form.payload, {
    ...form.headers,
    ...(extra.key ? { 'idempotency-key': extra.key } : {}),
  });
};
const credits = async (client: Client) =>
  (await client.get('/api/subscription')).json().credits as number;
const userIdOf = async (client: Client) =>
  (await client.get('/api/auth/get-session')).json().user.id as string;

async function subscribedClient(plan: 'basic' | 'pro' | 'elite') {
  const { client } = await signedInClient(t.app, plan);
  await subscribe(client, plan);
  return client;
}

describe('uploads are checked before anything else, and nothing is charged', () => {
  let client: Client;
  beforeAll(async () => {
    client = await subscribedClient('elite');
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('just some text, not an image at all'),
      415,
      /not a supported image/,
    ],
    ['an empty file', Buffer.alloc(0), 400, /empty/],
    ['a truncated PNG', CHART_PNG.subarray(0, 200), 422, /could not be read/],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      /not a supported image/,
    ],
    ['a 30000x30000 decompression bomb', bombPng(30000, 30000), 413, /too large/],
  ])('refuses %s', async (_name, bytes, status, message) => {
    // (how fast: bench:fuzz measures it; a first upload here also starts the worker thread)
    const res = await upload(client, bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it('refuses an 11 MB upload', async () => {
    const big = Buffer.concat([CHART_PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(client, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 10 MB/);
  });

  it.each([
    [
      'a blank image',
      () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }),
    ],
    ['noise', () => sharp(noise(300, 200), { raw: { width: 300, height: 200, channels: 3 } })],
  ])("refuses %s with the reader's reason: no candlestick chart", async (_name, make) => {
    const res = await upload(client, await make().png().toBuffer());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.',
    );
  });

  it('refuses a chart of too few candles, saying how many were read and what is needed', async () => {
    // The right edge of the chart: fifteen candles and the price axis.
    const strip = await sharp(CHART_PNG)
      .extract({ left: 460, top: 0, width: 180, height: 400 })
      .png()
      .toBuffer();
    const res = await upload(client, strip);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Only 1\d candles were read on this chart; the analysis needs at least 20\. Zoom out/,
    );
  });

  it('charged nothing for any of it', async () => {
    expect(await credits(client)).toBe(30000);
    expect((await client.get('/api/analyses')).json().items).toEqual([]);
  });
});

describe('plans and credits gate the analysis', () => {
  it('asks for a plan, then for the plan that unlocks a type', async () => {
    const { client } = await signedInClient(t.app, 'noplan');
    expect((await upload(client, CHART_PNG)).statusCode).toBe(403);

    const basic = await subscribedClient('basic');
    const res = await upload(basic, CHART_PNG, 'patterns');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ requiredPlan: 'Pro' });
    expect((await upload(basic, CHART_PNG, 'prediction')).json()).toMatchObject({
      requiredPlan: 'Elite',
    });
    expect(await credits(basic)).toBe(7500);
  });

  it('refuses with the spec message when credits are short', async () => {
    const client = await subscribedClient('basic');
    const userId = await userIdOf(client);
    await t.database.db.transaction((tx) =>
      t.app.credits.set(tx, userId, 50, { kind: 'adjustment', reason: 'test', reference: null }),
    );
    const res = await upload(client, CHART_PNG);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(messages.insufficientCredits);
    expect(await credits(client)).toBe(50);
  });
});

describe('an analysis', () => {
  let client: Client;
  let id: string;
  beforeAll(async () => {
    client = await subscribedClient('elite');
  });

  it('reads the chart, charges 100 credits and keeps the analysis with its image', async () => {
    const res = await upload(client, CHART_PNG, 'key-levels');
    expect(res.statusCode).toBe(201);
    const { analysis, credits: left } = res.json();
    id = analysis.id;
    expect(left).toBe(29900);
    expect(await credits(client)).toBe(29900);
    expect(analysis).toMatchObject({
      type: 'key-levels',
      provider: 'local',
      imageUrl: `/api/analyses/${id}/image`,
    });
    expect(analysis.text).toContain('## Key Levels');
    expect(analysis.reading.candles.length).toBeGreaterThan(20);
    expect(analysis.reading.priceAxis).not.toBeNull();
    expect(analysis.result.levels.length).toBeGreaterThan(0);

    const image = await client.get(`/api/analyses/${id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await samePixels(image.rawPayload, CHART_PNG)).toBe(true);
    const thumb = await client.get(`/api/analyses/${id}/thumbnail`);
    expect(thumb.headers['content-type']).toBe('image/webp');

    const list = (await client.get('/api/analyses?since=7d&limit=10')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await client.get(`/api/analyses/${id}`)).json().text).toBe(analysis.text);
    const ledger = (await client.get('/api/credits/ledger')).json().entries;
    expect(ledger[0]).toMatchObject({ kind: 'spend', delta: -100, reference: `analysis:${id}` });
  });

  it('is invisible to another user: record and images answer 404', async () => {
    const { client: other } = await signedInClient(t.app, 'snoop');
    for (const path of [
      `/api/analyses/${id}`,
      `/api/analyses/${id}/image`,
      `/api/analyses/${id}/thumbnail`,
    ]) {
      expect((await other.get(path)).statusCode).toBe(404);
    }
    expect((await other.get('/api/analyses')).json().items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/analyses/${id}/image` })).statusCode,
    ).toBe(401);
  });

  it('charges once for a retried request with the same idempotency key', async () => {
    const before = await credits(client);
    const first = await upload(client, CHART_PNG, 'trend', { key: 'retry-key-0001' });
    const second = await upload(client, CHART_PNG, 'trend', { key: 'retry-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().analysis.id).toBe(first.json().analysis.id);
    expect(await credits(client)).toBe(before - 100);
  });

  it('pages the history newest first', async () => {
    await upload(client, CHART_PNG, 'quick');
    const page1 = (await client.get('/api/analyses?limit=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0].type).toBe('quick');
    const page2 = (await client.get(`/api/analyses?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(page2.nextCursor).toBeNull();
  });

  it('deletes an analysis and its images', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${id}`,
      headers: {
        cookie: client.cookieHeader,
        origin: 'http://localhost:3000',
        'x-candlelens-csrf': '1',
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await client.get(`/api/analyses/${id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/analyses/${id}/image`)).statusCode).toBe(404);
  });
});

describe("the engine's measured fields reach the trader", () => {
  it('a General Analysis answers with the forecast session opens, coverage intervals and reversal signs', async () => {
    const client = await subscribedClient('basic');
    const res = await upload(client, CHART_PNG, 'general');
    expect(res.statusCode).toBe(201);
    // Read through the contract's types: what the web compiles against is what arrives.
    const { id, result } = (res.json() as CreateAnalysisResponse).analysis;
    const forecast = result.forecast!;
    // The fixture's market does not close every day: no session opens counted, said as null.
    expect(forecast.sessionOpens).toBeNull();
    const calibration = forecast.calibration!;
    const coverages = [calibration.coverage50, calibration.coverage80, calibration.coverage95];
    expect(calibration.intervals).toHaveLength(3);
    calibration.intervals!.forEach(([low, high], k) => {
      expect(low).toBeLessThanOrEqual(coverages[k]!);
      expect(high).toBeGreaterThanOrEqual(coverages[k]!);
    });
    const trend = result.trend!;
    expect(trend.signs!.map((s) => s.text)).toEqual(trend.reversalSigns);
    for (const sign of trend.signs!) expect(sign.claim).toMatch(/^sign:/);
    // And the stored record answers the same.
    const again = (await client.get(`/api/analyses/${id}`)).json();
    expect(again.result.forecast).toEqual(forecast);
    expect(again.result.trend).toEqual(trend);
  });
});

describe('concurrency', () => {
  it('20 concurrent analyses with credits for 5 give exactly 5', async () => {
    const client = await subscribedClient('basic');
    const userId = await userIdOf(client);
    await t.database.db.transaction((tx) =>
      t.app.credits.set(tx, userId, 500, { kind: 'adjustment', reason: 'test', reference: null }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => upload(client, CHART_PNG, 'quick')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(15);
    expect(await credits(client)).toBe(0);
    expect(await ledgerSum(t.database.db, userId)).toBe(0);
    expect((await client.get('/api/analyses?limit=50')).json().items).toHaveLength(5);
  }, 120_000);
});

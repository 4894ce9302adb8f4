import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

const upload = (client: Client, image: Buffer) => {
  const form = analysisForm(image, 'key-levels');
  return client.post('/api/analyses', form.payload, form.headers);
};

describe('a busy server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After instead of queueing, and charges nothing for it', async () => {
    const { client } = await signedInClient(t.app, 'busy');
    await subscribe(client, 'elite');
    // A large screenshot keeps the single worker busy while the other requests arrive.
    const large = await sharp(CHART_PNG)
      .resize(3200, 2000, { kernel: 'nearest' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const results = await Promise.all(Array.from({ length: 4 }, () => upload(client, large)));
    const busy = results.filter((r) => r.statusCode === 503);
    const done = results.filter((r) => r.statusCode === 201);
    expect(busy.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('2');
    expect(busy[0]!.json().message).toMatch(/busy/);
    const credits = (await client.get('/api/subscription')).json().credits;
    expect(credits).toBe(30000 - 100 * done.length);
  });
});

describe('a chart that takes too long', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ANALYSIS_TIMEOUT_MS: '100' });
  });
  afterAll(() => t.close());

  it('is stopped at the time limit with a clear message, and charges nothing', async () => {
    const { client } = await signedInClient(t.app, 'slow');
    await subscribe(client, 'elite');
    const huge = await sharp(CHART_PNG)
      .resize(5000, 3125, { kernel: 'nearest' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload(client, huge);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe('Failed to analyze chart: reading the chart took too long');
    expect((await client.get('/api/subscription')).json().credits).toBe(30000);
  });
});

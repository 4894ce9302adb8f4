import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG, multipartForm } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';
import { controlledRunner } from './helpers/controlled-runner.ts';

const upload = (client: Client, image: Buffer) => {
  const form = analysisForm(image, 'key-levels');
  return client.post('/api/analyses', form.payload, form.headers);
};

describe('a busy server', () => {
  let t: TestApp;
  const worker = controlledRunner();
  beforeAll(async () => {
    t = await buildTestApp(
      { ANALYSIS_WORKERS: '2', ANALYSIS_QUEUE_LIMIT: '3' },
      { analysisRunner: worker.runner },
    );
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After at once over the queue bound, and charges nothing for it', async () => {
    const { client } = await signedInClient(t.app, 'busy');
    await subscribe(client, 'elite');
    // Two workers, both held busy; three more wait in the queue.
    const admitted = Array.from({ length: 5 }, () => upload(client, CHART_PNG));
    await worker.untilStarted(2);
    // The other three in the queue before more arrive (on a loaded machine they may still be
    // reading their bodies; one of the forty would take a place in the queue and wait for ever).
    await expect.poll(() => t.app.analysisPool.full, { timeout: 20_000 }).toBe(true);
    // Forty more arrive while nothing finishes: every one is told at once, none waits.
    const refused = await Promise.all(Array.from({ length: 40 }, () => upload(client, CHART_PNG)));
    expect(refused.map((r) => r.statusCode)).toEqual(Array(40).fill(503));
    expect(refused[0]!.headers['retry-after']).toBe('2');
    expect(refused[0]!.json().message).toBe(
      'CandleLens is busy reading other charts. Please try again in a few seconds.',
    );
    // A free reading preview waits in the same queue: refused the same way.
    const form = multipartForm({}, CHART_PNG);
    const preview = await client.post('/api/readings', form.payload, form.headers);
    expect(preview.statusCode).toBe(503);
    expect(preview.json().message).toBe(refused[0]!.json().message);
    expect(worker.started).toBe(2);
    expect((await client.get('/api/subscription')).json().credits).toBe(30000);

    worker.releaseAll();
    const done = await Promise.all(admitted);
    expect(done.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect((await client.get('/api/subscription')).json().credits).toBe(30000 - 5 * 100);
    expect((await client.get('/api/analyses')).json().items).toHaveLength(5);
  }, 90_000);
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
    // Any chart is too long for a 100-ms limit on a worker that starts on demand (it loads the
    // reader first). A small one: the app's close waits for the reading to end, and a large one
    // could outlast that wait on a loaded machine and be stopped in a native call.
    const res = await upload(client, CHART_PNG);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe('Failed to analyze chart: reading the chart took too long');
    expect((await client.get('/api/subscription')).json().credits).toBe(30000);
  });
});

describe('uploads waiting for a worker', () => {
  let t: TestApp;
  const worker = controlledRunner();
  beforeAll(async () => {
    t = await buildTestApp(
      { ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE_LIMIT: '3' },
      { analysisRunner: worker.runner },
    );
  });
  afterAll(() => t.close());

  it('are refused without being read when the credits were spent elsewhere while they waited', async () => {
    const { client, email } = await signedInClient(t.app, 'queued');
    await subscribe(client, 'basic');
    // One upload on the only worker, three waiting behind it (the queue is then full).
    const uploads = Array.from({ length: 4 }, () => upload(client, CHART_PNG));
    await worker.untilStarted(1);
    await expect.poll(() => t.app.analysisPool.full, { timeout: 20_000 }).toBe(true);
    // Meanwhile the credits go (another instance, the operator): 7,500 removed.
    const userId = (await client.get('/api/auth/get-session')).json().user.id as string;
    await t.database.db.transaction((tx) =>
      t.app.credits.set(tx, userId, 0, { kind: 'adjustment', reason: email, reference: null }),
    );
    worker.releaseAll();
    const codes = (await Promise.all(uploads)).map((r) => r.statusCode);
    expect(codes).toEqual([402, 402, 402, 402]);
    expect(worker.started).toBe(1);
    expect((await client.get('/api/subscription')).json().credits).toBe(0);
  }, 90_000);
});

describe('an analysis past its time limit', () => {
  let t: TestApp;
  const worker = controlledRunner();
  beforeAll(async () => {
    t = await buildTestApp(
      { ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE_LIMIT: '0', ANALYSIS_TIMEOUT_MS: '300' },
      { analysisRunner: worker.runner },
    );
  });
  afterAll(() => t.close());

  it('answers 504 without killing the worker, which keeps its place until it really ends', async () => {
    const { client } = await signedInClient(t.app, 'late');
    await subscribe(client, 'elite');
    const late = await upload(client, CHART_PNG);
    expect(late.statusCode).toBe(504);
    // The late analysis still runs (its worker is not cut off mid-work): no room for another.
    expect((await upload(client, CHART_PNG)).statusCode).toBe(503);
    worker.releaseAll();
    await worker.untilFinished(1);
    await new Promise((r) => setImmediate(r));
    expect((await upload(client, CHART_PNG)).statusCode).toBe(201);
    expect((await client.get('/api/subscription')).json().credits).toBe(30000 - 100);
    expect((await client.get('/api/analyses')).json().items).toHaveLength(1);
  }, 90_000);
});

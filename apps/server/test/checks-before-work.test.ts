import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG, textChunkBombPng } from './helpers/images.ts';
import { buildTestApp, ORIGIN, type Client, type TestApp } from './helpers/test-app.ts';

// Who may analyse (signed in, a plan, credits) is settled before any image work: a free account's
// upload is refused in milliseconds, before its file is read, let alone decoded.

let t: TestApp;
let free: Client;
beforeAll(async () => {
  t = await buildTestApp();
  ({ client: free } = await signedInClient(t.app, 'free'));
});
afterAll(() => t.close());

const PLAN_NEEDED = 'An active plan is needed to analyze charts. Choose a plan to continue.';

describe('an upload from an account that may not analyse', () => {
  it('is refused before its file is read: the answer comes while the body is still arriving', async () => {
    const boundary = '----candlelens-slow';
    const body = new PassThrough();
    body.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="chart.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    body.write(CHART_PNG.subarray(0, 1000));
    // The rest of the file never comes: only an answer given before reading it can arrive.
    const started = performance.now();
    const res = await Promise.race([
      t.app.inject({
        method: 'POST',
        url: '/api/analyses',
        payload: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          origin: ORIGIN,
          'x-candlelens-csrf': '1',
          cookie: free.cookieHeader,
        },
      }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    body.destroy();
    expect(res, 'no answer until the whole file was read').not.toBeNull();
    expect(res!.statusCode).toBe(403);
    expect(res!.json().message).toBe(PLAN_NEEDED);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gets the plan message for any file, even one that is not an image or is a bomb', async () => {
    for (const bytes of [Buffer.from('not an image at all'), textChunkBombPng(CHART_PNG)]) {
      const form = analysisForm(bytes, 'key-levels');
      const res = await free.post('/api/analyses', form.payload, form.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PLAN_NEEDED);
    }
  });

  it('with a plan, the tool its plan lacks is refused before the file is inspected', async () => {
    const { client: basic } = await signedInClient(t.app, 'basic');
    await subscribe(basic, 'basic');
    const form = analysisForm(Buffer.from('not an image at all'), 'prediction');
    const res = await basic.post('/api/analyses', form.payload, form.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().requiredPlan).toBe('Elite');
  });
});

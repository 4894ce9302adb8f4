import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { startFakeS3 } from './helpers/fake-s3.ts';
import { analysisForm, CHART_PNG, samePixels } from './helpers/images.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await buildTestApp({
    S3_BUCKET: 'candlelens-test',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'test-access',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('S3-compatible image storage', () => {
  it('stores the screenshot and thumbnail in the bucket, serves them to the owner, deletes them with the analysis', async () => {
    const { client } = await signedInClient(t.app, 's3');
    await subscribe(client, 'basic');
    const form = analysisForm(CHART_PNG, 'key-levels');
    const res = await client.post('/api/analyses', form.payload, form.headers);
    expect(res.statusCode).toBe(201);
    const id = res.json().analysis.id as string;
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.startsWith('/candlelens-test/images/'))).toBe(true);

    const image = await client.get(`/api/analyses/${id}/image`);
    expect(await samePixels(image.rawPayload, CHART_PNG)).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${id}`,
      headers: {
        cookie: client.cookieHeader,
        origin: 'http://localhost:3000',
        'x-candlelens-csrf': '1',
      },
    });
    expect(del.statusCode).toBe(204);
    expect(s3.objects.size).toBe(0);
  });
});

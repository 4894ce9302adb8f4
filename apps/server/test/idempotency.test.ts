import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  ({ client } = await signedInClient(t.app, 'idem'));
  await subscribe(client, 'elite');
});
afterAll(() => t.close());

const upload = (image: Buffer, type: string, key: string) => {
  const form = analysisForm(image, type);
  return client.post('/api/analyses', form.payload, { ...form.headers, 'idempotency-key': key });
};
const credits = async () => (await client.get('/api/subscription')).json().credits as number;

describe('idempotency keys', () => {
  it('refuse a reused key with a different image (422), charging nothing', async () => {
    const other = await sharp(CHART_PNG).png({ compressionLevel: 1 }).toBuffer(); // other bytes
    const first = await upload(CHART_PNG, 'trend', 'reuse-key-0001');
    expect(first.statusCode).toBe(201);
    const before = await credits();

    const reused = await upload(other, 'trend', 'reuse-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(
      'This Idempotency-Key was already used for a different upload. Send a new key with a new chart.',
    );
    expect(await credits()).toBe(before);
  });

  it('refuse a reused key with a different analysis type', async () => {
    await upload(CHART_PNG, 'trend', 'reuse-key-0002');
    expect((await upload(CHART_PNG, 'quick', 'reuse-key-0002')).statusCode).toBe(422);
  });

  it('still answer a true retry with the first result', async () => {
    const again = await upload(CHART_PNG, 'trend', 'reuse-key-0001');
    expect(again.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// A screenshot shared from another app is a POST of a form to /share-target. The installed app's
// service worker takes it on the phone; a share that reaches the server (no worker yet) is read,
// dropped, and answered with the app's upload and a request to share again.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => t.close());

function form(bytes: number) {
  const boundary = '----share34';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="chart.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.alloc(bytes, 7), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('a share that reaches the server', () => {
  it('opens the app on the upload asking for the screenshot again, with no session or CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/share-target', ...form(20_000) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app?shared=retry');
  });

  it('refuses a body over the upload limit without keeping it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/share-target', ...form(200_000) });
    expect(res.statusCode).toBe(413);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './helpers/billing.ts';
import { buildTestApp, ORIGIN, type Client, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  ({ client } = await signedInClient(t.app, 'upload'));
});
afterAll(() => t.close());

const BOUNDARY = '----candlelens-test-boundary';
const filePart = (name: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="chart.png"\r\n` +
  `Content-Type: image/png\r\n\r\n${bytes}\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

function upload(body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    payload: Buffer.from(body, 'latin1'),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      origin: ORIGIN,
      'x-candlelens-csrf': '1',
      cookie: client.cookieHeader,
    },
  });
}

describe('uploads the server cannot read', () => {
  it('a body cut off in the middle answers 400 with a clear message', async () => {
    const whole = fieldPart('type', 'key-levels') + filePart('image', '\x89PNG' + 'x'.repeat(4000));
    const res = await upload(whole.slice(0, whole.length - 1500)); // no closing boundary
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload was cut off before it finished. Please try again.');
  });

  it('more than one file answers 400 with the product message, not the library one', async () => {
    const res = await upload(
      fieldPart('type', 'key-levels') +
        filePart('image', '\x89PNGaaaa') +
        filePart('image', '\x89PNGbbbb') +
        `--${BOUNDARY}--\r\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload one chart screenshot at a time.');
    expect(res.body).not.toMatch(/reach files limit/);
  });
});

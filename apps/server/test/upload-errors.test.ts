import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES } from '@candlelens/contracts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { CHART_PNG } from './helpers/images.ts';
import { buildTestApp, ORIGIN, type Client, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  ({ client } = await signedInClient(t.app, 'upload'));
  await subscribe(client, 'elite');
});
afterAll(() => t.close());

const BOUNDARY = '----candlelens-test-boundary';
const filePart = (name: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="chart.png"\r\n` +
  `Content-Type: image/png\r\n\r\n${bytes}\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const END = `--${BOUNDARY}--\r\n`;
const CHART = CHART_PNG.toString('latin1');

function upload(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    payload: Buffer.from(body, 'latin1'),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      origin: ORIGIN,
      'x-candlelens-csrf': '1',
      cookie: client.cookieHeader,
      ...headers,
    },
  });
}

const status = async () => (await client.get('/api/subscription')).json();
const history = async () => (await client.get('/api/analyses')).json().items as unknown[];

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

describe('the upload form: its fields are checked against the contract', () => {
  // Each wrong form answers 400 with the product's message and charges nothing.
  const wrongForms: [string, string, string][] = [
    [
      'an analysis type that does not exist',
      fieldPart('type', 'astrology') + filePart('image', CHART) + END,
      `Unknown analysis type. Use one of: ${ANALYSIS_TYPES.join(', ')}.`,
    ],
    ['no analysis type', filePart('image', CHART) + END, 'Choose an analysis type.'],
    [
      'no screenshot',
      fieldPart('type', 'key-levels') + END,
      'Choose a chart screenshot to analyze.',
    ],
    [
      'the screenshot under another field name',
      fieldPart('type', 'key-levels') + filePart('file', CHART) + END,
      'Choose a chart screenshot to analyze.',
    ],
    [
      'the type under another field name',
      fieldPart('analysisType', 'key-levels') + filePart('image', CHART) + END,
      'Choose an analysis type.',
    ],
  ];

  it.each(wrongForms)('%s: 400 with the message, nothing charged', async (_, body, message) => {
    const before = await status();
    const res = await upload(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await status()).credits).toBe(before.credits);
    expect(await history()).toEqual([]);
  });

  it('a malformed Idempotency-Key is refused with a clear message, nothing charged', async () => {
    const before = await status();
    const res = await upload(fieldPart('type', 'key-levels') + filePart('image', CHART) + END, {
      'idempotency-key': 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'/,
    );
    expect((await status()).credits).toBe(before.credits);
  });

  it('a JSON body instead of the form answers 415 with the product message', async () => {
    const res = await client.post('/api/analyses', { type: 'key-levels', image: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send the chart as a multipart form upload.' });
  });

  it('the right form is read and charged once', async () => {
    const before = await status();
    const res = await upload(fieldPart('type', 'key-levels') + filePart('image', CHART) + END);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.analysis.type).toBe('key-levels');
    expect(body.credits).toBe(before.credits - 100);
    expect((await status()).credits).toBe(before.credits - 100);
  });
});

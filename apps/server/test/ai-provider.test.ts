import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { completion, reply, startFakeOpenAi } from './helpers/fake-openai.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let t: TestApp;
let client: Client;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test-not-a-real-key',
    OPENAI_MODEL: 'vision-test',
    OPENAI_TIMEOUT_MS: '1500',
  });
  ({ client } = await signedInClient(t.app, 'ai'));
  await subscribe(client, 'elite');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const upload = (type = 'key-levels') => {
  const form = analysisForm(CHART_PNG, type);
  return client.post('/api/analyses', form.payload, form.headers);
};
const credits = async () => (await client.get('/api/subscription')).json().credits as number;

describe('the OpenAI-compatible writer', () => {
  it('sends one user message with the instruction, the measurements and the image, capped at 1000 tokens', async () => {
    fake.respondWith((_b, res) => reply(res, 200, completion('## Key Levels\n\nSupport near 97.')));
    const before = await credits();
    const res = await upload();
    expect(res.statusCode).toBe(201);
    expect(res.json().analysis).toMatchObject({
      provider: 'openai',
      text: '## Key Levels\n\nSupport near 97.',
    });
    expect(await credits()).toBe(before - 100);

    expect(fake.requests).toHaveLength(1);
    const { body, headers, path } = fake.requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(headers.authorization).toBe('Bearer sk-test-not-a-real-key');
    expect(body.model).toBe('vision-test');
    expect(body.max_tokens).toBe(1000);
    const msgs = body.messages as {
      role: string;
      content: { type: string; text?: string; image_url?: { url: string } }[];
    }[];
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.role).toBe('user');
    const text = msgs[0]!.content.find((c) => c.type === 'text')!.text!;
    expect(text).toMatch(/support and resistance/i);
    expect(text).toContain('"levels"');
    const image = msgs[0]!.content.find((c) => c.type === 'image_url')!.image_url!.url;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').equals(CHART_PNG)).toBe(true);
  });

  it("keeps the engine's text when the model returns nothing", async () => {
    fake.respondWith((_b, res) => reply(res, 200, completion('')));
    const res = await upload('trend');
    expect(res.statusCode).toBe(201);
    expect(res.json().analysis.text).toMatch(/^_No analysis available/);
    expect(res.json().analysis.text).toContain('not financial advice');
  });

  it.each([
    [
      'an error answer',
      (res: Parameters<typeof reply>[0]) => reply(res, 500, { error: { message: 'boom' } }),
      /Failed to analyze chart: the AI service answered 500/,
    ],
    [
      'a malformed answer',
      (res: Parameters<typeof reply>[0]) => reply(res, 200, '{"choices": [ not json'),
      /^Failed to analyze chart/,
    ],
    [
      'no answer in time',
      () => undefined,
      /Failed to analyze chart: the AI service did not answer in time/,
    ],
  ])(
    'fails clearly on %s, retries once, and charges nothing',
    async (_name, respond, message) => {
      fake.respondWith((_b, res) => respond(res));
      const before = await credits();
      const res = await upload();
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(message);
      expect(fake.requests.length).toBeGreaterThanOrEqual(1);
      expect(fake.requests.length).toBeLessThanOrEqual(2);
      expect(await credits()).toBe(before);
    },
    20_000,
  );
});

describe('token cap parameter', () => {
  it('uses max_completion_tokens for reasoning models and max_tokens otherwise', async () => {
    const { usesCompletionTokens } = await import('../src/ai/openai-writer.ts');
    expect(usesCompletionTokens('o3-mini')).toBe(true);
    expect(usesCompletionTokens('gpt-5')).toBe(true);
    expect(usesCompletionTokens('openai/o4-mini')).toBe(true);
    expect(usesCompletionTokens('gpt-4o-mini')).toBe(false);
    expect(usesCompletionTokens('llava:13b')).toBe(false);
  });
});

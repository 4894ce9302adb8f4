import { DISCLAIMER } from '@candlelens/analysis';
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

/** The text of the one user message of a recorded request. */
function promptOf(body: Record<string, unknown>): string {
  const msgs = body.messages as { content: { type: string; text?: string }[] }[];
  return msgs[0]!.content.find((c) => c.type === 'text')!.text!;
}

/** CandleLens's measured text as the request carries it. */
function measuredTextOf(body: Record<string, unknown>): string {
  const prompt = promptOf(body);
  return prompt.slice(
    prompt.indexOf('Measured text:\n') + 'Measured text:\n'.length,
    prompt.indexOf('\n\nMeasurements (JSON):'),
  );
}

/** The last close as the measured text of a recorded request writes it. */
const lastCloseOf = (body: Record<string, unknown>) =>
  /Last close ([\d,]+(?:\.\d+)?)/.exec(measuredTextOf(body))?.[1] ?? 'none';

describe('the OpenAI-compatible writer', () => {
  it('sends one user message with the instruction, the measurements and the image, capped at 1000 tokens', async () => {
    let close = '';
    fake.respondWith((body, res) => {
      close = lastCloseOf(body);
      reply(res, 200, completion(`## Key Levels\n\nNo measured direction. Last close ${close}.`));
    });
    const before = await credits();
    const res = await upload();
    expect(res.statusCode).toBe(201);
    expect(res.json().analysis).toMatchObject({
      provider: 'openai',
      text: `## Key Levels\n\nNo measured direction. Last close ${close}.\n\n---\n\n_${DISCLAIMER}_\n`,
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
    expect(text).toMatch(/the nearest levels above and below the last close/i);
    expect(text).toContain('"levels"');
    const image = msgs[0]!.content.find((c) => c.type === 'image_url')!.image_url!.url;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').equals(CHART_PNG)).toBe(true);
  });

  it("grounds the model on CandleLens's measured text, and asks for no call, target, probability or trade it did not measure", async () => {
    fake.respondWith((_b, res) =>
      reply(res, 200, completion('## Verdict\n\nNo measured direction.')),
    );
    for (const type of ['patterns', 'prediction', 'general'] as const) {
      fake.requests.length = 0;
      expect((await upload(type)).statusCode).toBe(201);
      const prompt = promptOf(fake.requests[0]!.body);
      // the engine's own text for this chart, its measured statements with samples and intervals
      const measured = measuredTextOf(fake.requests[0]!.body);
      expect(measured).toMatch(/candles/);
      expect(measured).toContain('**No measured direction.**');
      expect(measured).toContain(DISCLAIMER);
      // the rules: the measured words kept, nothing added
      expect(prompt).toContain('write "No measured direction"');
      expect(prompt).toContain('say so in those words');
      expect(prompt).toMatch(
        /Give a price target only where the measured text gives one with how often such targets were reached/,
      );
      expect(prompt).toMatch(/no entry, stop-loss, take-profit/i);
      expect(prompt).toContain('the typical move');
      expect(prompt).toMatch(/never use: ATR, R², regression, base rate, walk-forward/);
      expect(prompt).toContain('No bold');
      // what the old instructions asked for is asked no more
      const ask = prompt.slice(0, prompt.indexOf('\n\n'));
      expect(ask).not.toMatch(
        /target|probabilit|stop-loss|take-profit|entry|reliability|risk-reward|ATR/i,
      );
      expect(prompt).not.toContain('Write Markdown');
    }
  });

  it('gives the trader plain sections: no bold, tables, links or code, and the disclaimer once, last', async () => {
    let close = '';
    fake.respondWith((body, res) => {
      close = lastCloseOf(body);
      const answer = [
        '# Verdict',
        '',
        '**No measured direction**, *as measured* [here](https://example.com/x).',
        '',
        '| Level | Price |',
        '|---|---:|',
        `| Last close | ${close} |`,
        '',
        '```',
        'code',
        '```',
        '***',
        '1. first point',
        '* second point with __emphasis__ and `ticks`',
        '<b>raw</b> html',
        '',
        'This analysis is for information only and is not financial advice.',
      ].join('\n');
      reply(res, 200, completion(answer));
    });
    const res = await upload('general');
    expect(res.statusCode).toBe(201);
    expect(close).toMatch(/^\d/);
    const text = res.json().analysis.text as string;
    expect(text).toBe(
      [
        '## Verdict',
        '',
        'No measured direction, as measured here.',
        '',
        '- Level; Price',
        `- Last close; ${close}`,
        '',
        'code',
        '- first point',
        '- second point with emphasis and ticks',
        'raw html',
        '',
        '---',
        '',
        `_${DISCLAIMER}_`,
        '',
      ].join('\n'),
    );
    expect(text.match(/not financial advice/g)).toHaveLength(1);
    expect(text).not.toMatch(/\*\*|https?:|`|<b>|\|/);
  });

  it.each([
    [
      'a price CandleLens did not measure',
      (close: string) =>
        `## Key Levels\n\nNo measured direction. Last close ${close}; target 123,456.78.`,
    ],
    [
      'a rounded figure',
      (close: string) =>
        `No measured direction. Last close about ${Math.round(Number(close.replace(/,/g, '')) * 1.01)}.`,
    ],
    [
      'a call where no direction was measured',
      (close: string) => `## Verdict\n\nBullish: last close ${close}.`,
    ],
  ])("shows the engine's own text, and says so, for an answer with %s", async (_name, answer) => {
    let engineText = '';
    fake.respondWith((body, res) => {
      engineText = measuredTextOf(body);
      reply(res, 200, completion(answer(lastCloseOf(body))));
    });
    const res = await upload('general');
    expect(res.statusCode).toBe(201);
    const text = res.json().analysis.text as string;
    expect(engineText).toContain('No measured direction');
    expect(text.trimEnd()).toBe(
      `_No analysis available from the AI writer; this is CandleLens's own reading of the chart._\n\n${engineText}`,
    );
    expect(text).not.toContain('123,456.78');
    expect(text).not.toMatch(/^Bullish/m);
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

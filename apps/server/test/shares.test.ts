import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG, samePixels } from './helpers/images.ts';
import { buildTestApp, ORIGIN, type Client, type TestApp } from './helpers/test-app.ts';

// A read-only link to one analysis: made and revoked by its owner only, read by anyone with the
// link, showing nothing of the owner's account, never indexed, and dead the moment it is revoked.

let t: TestApp;
let owner: Client;
let ownerEmail: string;
let id: string;

const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
const sharePath = () => `/api/analyses/${id}/share`;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: owner, email: ownerEmail } = await signedInClient(t.app, 'sharer'));
  await subscribe(owner, 'elite');
  // the file's name is the owner's own: a shared page never shows it
  const form = analysisForm(CHART_PNG, 'key-levels', 'ava-brokerage-account-7781.png');
  const res = await owner.post('/api/analyses', form.payload, form.headers);
  expect(res.statusCode).toBe(201);
  id = res.json().analysis.id;
});
afterAll(() => t.close());

describe('share links', () => {
  let token: string;

  it('are made by the owner once, with an unguessable token, and shown on the analysis', async () => {
    expect((await owner.get(`/api/analyses/${id}`)).json().share).toBeNull();
    const made = await owner.post(sharePath());
    expect(made.statusCode).toBe(201);
    const link = made.json();
    token = link.token;
    // 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${ORIGIN}/shared/${token}`);

    const again = await owner.post(sharePath());
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(token);
    expect((await owner.get(`/api/analyses/${id}`)).json().share).toEqual(link);
    // The owner's history list says which analyses are shared, with the same link.
    const listed = (await owner.get('/api/analyses')).json().items;
    expect(listed.find((i: { id: string }) => i.id === id).share).toEqual(link);

    const other = await owner.post(`/api/analyses/${crypto.randomUUID()}/share`);
    expect(other.statusCode).toBe(404);
  });

  it('cannot be made or revoked by another user or a visitor', async () => {
    const { client: snoop } = await signedInClient(t.app, 'snoop');
    expect((await snoop.post(sharePath())).statusCode).toBe(404);
    expect((await snoop.delete(sharePath())).statusCode).toBe(404);
    // Another user's history lists none of the owner's analyses, shared or not.
    expect((await snoop.get('/api/analyses')).json().items).toEqual([]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: sharePath(),
      headers: { origin: ORIGIN, 'x-candlelens-csrf': '1' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await anonymous(`/api/shared/${token}`)).statusCode).toBe(200);
  });

  it('show the analysis and its chart to a visitor, with no account data, never indexed', async () => {
    const res = await anonymous(`/api/shared/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const { analysis } = res.json();
    expect(Object.keys(analysis).sort()).toEqual(
      [
        'candlesUrl',
        'createdAt',
        'id',
        'imageUrl',
        'reading',
        'result',
        'summary',
        'text',
        'type',
      ].sort(),
    );
    expect(analysis).toMatchObject({
      id,
      type: 'key-levels',
      imageUrl: `/api/shared/${token}/image`,
      candlesUrl: `/api/shared/${token}/candles.csv`,
    });
    expect(analysis.text).toContain('## Key Levels');
    const ownerId = (await owner.get('/api/auth/get-session')).json().user.id as string;
    for (const secret of [ownerEmail, ownerId, 'Test Trader', 'credits', 'provider', 'timings'])
      expect(res.body).not.toContain(secret);

    const image = await anonymous(analysis.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await samePixels(image.rawPayload, CHART_PNG)).toBe(true);
  });

  it("give a visitor the candles as CSV, the owner's file name left out", async () => {
    const { analysis } = (await anonymous(`/api/shared/${token}`)).json();
    const csv = await anonymous(analysis.candlesUrl);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="candlelens-.+\.csv"$/,
    );
    expect(csv.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(csv.headers['cache-control']).toBe('no-store');
    // the same file the owner downloads, but for the screenshot's name
    const own = await owner.get(`/api/analyses/${id}/candles.csv`);
    const [ownComment, ...ownRows] = own.body.split('\n');
    const [comment, ...rows] = csv.body.split('\n');
    expect(ownComment).toContain('source: ava-brokerage-account-7781.png;');
    expect(comment).toBe(ownComment!.replace('ava-brokerage-account-7781.png', `${id}.png`));
    expect(rows).toEqual(ownRows);
    expect(rows.length).toBe(analysis.reading.candles.length + 2);
    expect(csv.body).not.toContain('ava');
  });

  it('answer 404 to a guessed or malformed token', async () => {
    for (const guess of ['A'.repeat(43), token.slice(0, 42), `${token}x`, 'not-a-token']) {
      const res = await anonymous(`/api/shared/${guess}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This analysis is no longer shared.');
      expect((await anonymous(`/api/shared/${guess}/image`)).statusCode).toBe(404);
      expect((await anonymous(`/api/shared/${guess}/candles.csv`)).statusCode).toBe(404);
    }
  });

  it('stop working as soon as the owner revokes, and a new share gets a new token', async () => {
    expect((await owner.delete(sharePath())).statusCode).toBe(204);
    const gone = await anonymous(`/api/shared/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This analysis is no longer shared.');
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await anonymous(`/api/shared/${token}/image`)).statusCode).toBe(404);
    expect((await anonymous(`/api/shared/${token}/candles.csv`)).statusCode).toBe(404);
    expect((await owner.get(`/api/analyses/${id}`)).json().share).toBeNull();
    expect((await owner.get('/api/analyses')).json().items[0].share).toBeNull();
    expect((await owner.delete(sharePath())).statusCode).toBe(204);

    const renewed = (await owner.post(sharePath())).json();
    expect(renewed.token).not.toBe(token);
    expect((await anonymous(`/api/shared/${renewed.token}`)).statusCode).toBe(200);
    expect((await anonymous(`/api/shared/${token}`)).statusCode).toBe(404);
    token = renewed.token;
  });

  it('end with the analysis when the owner deletes it', async () => {
    expect((await owner.delete(`/api/analyses/${id}`)).statusCode).toBe(204);
    expect((await anonymous(`/api/shared/${token}`)).statusCode).toBe(404);
    expect((await anonymous(`/api/shared/${token}/image`)).statusCode).toBe(404);
  });
});

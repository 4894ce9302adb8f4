import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@candlelens/contracts';
import { buildTestApp, Client, ORIGIN, signIn, signUp, type TestApp } from './helpers/test-app.ts';

// Parallel password guessing on one account from many addresses (decision 110): the account's
// attempts from browsers it has never signed in from take turns, and a full queue is refused at
// once; the owner's browser, known from an earlier sign-in, is never held up.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function guessFrom(address: string, email: string, i: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: address,
    payload: { email, password: `Wrong#${i}aaa` },
    headers: { origin: ORIGIN, 'x-candlelens-csrf': '1' },
  });
}

describe('60 addresses guessing one password at once', () => {
  it('get at most a handful of guesses while the owner signs in at once', async () => {
    const email = 'guarded@example.com';
    const owner = new Client(t.app);
    await signUp(owner, email);
    expect((await signIn(owner, email)).statusCode).toBe(200);

    const started = performance.now();
    const attack = Promise.all(
      Array.from({ length: 60 }, (_, i) => guessFrom(`10.60.${i >> 8}.${(i % 250) + 1}`, email, i)),
    );
    // The owner signs in on the browser they used before, while every guess is queued or refused.
    await new Promise((r) => setTimeout(r, 300));
    const ownerStarted = performance.now();
    const ownerSignIn = await signIn(owner, email);
    const ownerMs = performance.now() - ownerStarted;
    const answers = await attack;
    const seconds = (performance.now() - started) / 1000;

    const tried = answers.filter((a) => a.statusCode === 401).length;
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ownerSignIn.statusCode).toBe(200);
    expect(ownerMs).toBeLessThan(3000);
    expect(tried).toBeLessThanOrEqual(10);
    expect(refused.length).toBe(60 - tried);
    expect(refused[0]!.json().message).toBe(messages.tooManyRequests);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(tried / seconds).toBeLessThan(2);
  }, 60_000);

  it('a browser that never signed in to the account waits its turn, then gets in', async () => {
    const email = 'newdevice@example.com';
    await signUp(new Client(t.app), email);
    await Promise.all(Array.from({ length: 8 }, (_, i) => guessFrom(`10.61.0.${i + 1}`, email, i)));
    const started = performance.now();
    const stranger = await signIn(new Client(t.app), email);
    expect(stranger.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});

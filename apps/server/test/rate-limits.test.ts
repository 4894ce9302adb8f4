import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@candlelens/contracts';
import {
  buildTestApp,
  Client,
  ORIGIN,
  PASSWORD,
  signIn,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_IP_LIMIT: '12' });
});
afterAll(() => t.close());

/** A sign-in attempt from a given client address. */
function signInFrom(address: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: address,
    payload: { email, password },
    headers: { origin: ORIGIN, 'x-candlelens-csrf': '1' },
  });
}

describe('rate limits', () => {
  it('locks out the address that guessed, not the account: the owner still signs in', async () => {
    await signUp(new Client(t.app), 'target@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom('10.0.0.9', 'target@example.com', `Wrong#${i}aaa`)).statusCode).toBe(
        401,
      );
    }
    const blocked = await signInFrom('10.0.0.9', 'target@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom('10.0.0.10', 'target@example.com', PASSWORD)).statusCode).toBe(200);
    // ten guesses with growing delays (about 8 s of waiting by design), then two sign-ins
  }, 90_000);

  it('ten wrong passwords from rotating addresses slow the account down but do not lock the owner out', async () => {
    await signUp(new Client(t.app), 'owner@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(`10.1.0.${i + 1}`, 'owner@example.com', `Wrong#${i}aaa`);
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await signInFrom('192.168.7.7', 'owner@example.com', PASSWORD);
    expect(owner.statusCode).toBe(200);
    // Guessing got slower for everyone trying this account (a progressive delay), owner included.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('limits attempts per IP across many accounts', async () => {
    let last = 0;
    for (let i = 0; i < 13; i++) {
      last = (await signIn(new Client(t.app), `user${i}@example.com`, 'Wrong#1aaa')).statusCode;
    }
    // 13 sign-ins from the same address: past the limit of 12 per window.
    expect(last).toBe(429);
  });

  it('limits reset requests per account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await new Client(t.app).post('/api/auth/request-password-reset', {
            email: 'target@example.com',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('rate-limit counters', () => {
  const keysLike = async (pattern: string) => {
    const result = await t.database.db.execute(
      sql`select key from rate_limit_counter where key like ${pattern}`,
    );
    return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
  };

  it('are removed a day after their window, so the table does not grow without end', async () => {
    await signInFrom('10.9.0.1', 'nobody-old@example.com', 'Wrong#1aaa');
    await signInFrom('10.9.0.2', 'nobody-new@example.com', 'Wrong#1aaa');
    // The first address's counters are two days old.
    await t.database.db.execute(
      sql`update rate_limit_counter set window_start = now() - interval '2 days'
          where key like ${'%10.9.0.1%'} or key like ${'%nobody-old%'}`,
    );
    expect(await keysLike('%nobody-old%')).not.toEqual([]);

    await t.app.rateLimits.prune();
    expect(await keysLike('%10.9.0.1%')).toEqual([]);
    expect(await keysLike('%nobody-old%')).toEqual([]);
    expect(await keysLike('%10.9.0.2%')).not.toEqual([]);
    expect(await keysLike('%nobody-new%')).not.toEqual([]);
  });
});

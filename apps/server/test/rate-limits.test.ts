import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@candlelens/contracts';
import { buildTestApp, Client, signIn, signUp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_IP_LIMIT: '12' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('limits sign-in attempts per account, even with the right password afterwards', async () => {
    await signUp(new Client(t.app), 'target@example.com');
    for (let i = 0; i < 10; i++) {
      expect(
        (await signIn(new Client(t.app), 'target@example.com', `Wrong#${i}aaa`)).statusCode,
      ).toBe(401);
    }
    const blocked = await signIn(new Client(t.app), 'target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP across many accounts', async () => {
    let last = 0;
    for (let i = 0; i < 13; i++) {
      last = (await signIn(new Client(t.app), `user${i}@example.com`, 'Wrong#1aaa')).statusCode;
    }
    // 10 sign-ins above + 13 here from the same address: past the limit of 12 per window.
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@candlelens/contracts';
import {
  buildTestApp,
  Client,
  PASSWORD,
  signIn,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signedIn(email: string, password = PASSWORD) {
  const client = new Client(t.app);
  expect((await signIn(client, email, password)).statusCode).toBe(200);
  return client;
}
const isSignedIn = async (client: Client) =>
  (await client.get('/api/auth/get-session')).json() !== null;

describe('changing the password', () => {
  it('applies the sign-up password rules', async () => {
    const email = 'weak-change@example.com';
    await signUp(new Client(t.app), email);
    const client = await signedIn(email);
    for (const weak of ['weak', 'alllowercase', 'NoDigitsOrSigns', 'Sh0rt#']) {
      const res = await client.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: weak,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.passwordRequirements);
    }
    expect((await signIn(new Client(t.app), email)).statusCode).toBe(200); // unchanged
  });

  it('ends the other sessions and keeps the one that changed it', async () => {
    const email = 'sessions-change@example.com';
    await signUp(new Client(t.app), email);
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Fresh#Pass42',
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(new Client(t.app), email, 'Fresh#Pass42')).statusCode).toBe(200);
  });

  it('is rate-limited', async () => {
    const email = 'guess-change@example.com';
    await signUp(new Client(t.app), email);
    const client = await signedIn(email);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await client.post('/api/auth/change-password', {
        currentPassword: `Wrong#${i}guess`,
        newPassword: 'Fresh#Pass42',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@candlelens/contracts';
import { verification } from '../src/db/schema/index.ts';
import { mailText, startSmtpCapture } from '@candlelens/tooling/testing/smtp-capture';
import {
  buildTestApp,
  Client,
  PASSWORD,
  signIn,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sign-up', () => {
  it('creates an account without signing in, then refuses the same e-mail', async () => {
    const c = new Client(t.app);
    const res = await signUp(c, '  first@example.com ', '  First Trader ');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'first@example.com', name: 'First Trader' });
    expect(c.cookies.size).toBe(0);

    const again = await signUp(c, 'First@Example.com');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.alreadyRegistered);
  });

  it.each([
    [{ name: '   ' }, messages.fullNameRequired],
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ password: 'password1', confirmPassword: 'password1' }, messages.passwordRequirements],
    [
      { password: 'Aa1!aaaaaaaaaaaaaa', confirmPassword: 'Aa1!aaaaaaaaaaaaaa' },
      messages.passwordRequirements,
    ],
    [{ confirmPassword: 'Candle#2025' }, messages.passwordsDoNotMatch],
  ])('refuses %o with the product message', async (patch, message) => {
    const body = {
      name: 'Val',
      email: 'val@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...patch,
    };
    const res = await new Client(t.app).post('/api/auth/sign-up/email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('sign-in and sessions', () => {
  beforeAll(async () => {
    await signUp(new Client(t.app), 'session@example.com', 'Sam Session');
  });

  it('refuses a wrong password with the product message', async () => {
    const res = await signIn(new Client(t.app), 'session@example.com', 'Wrong#2024');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.invalidCredentials);
  });

  it('signs in with a trimmed e-mail and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const c = new Client(t.app);
    const res = await signIn(c, '  session@example.com ');
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((h) => h.startsWith('candlelens.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await c.get('/api/auth/get-session');
    expect(session.json().user).toMatchObject({
      email: 'session@example.com',
      name: 'Sam Session',
    });
    expect(session.json().session.token).toBeUndefined();
  });

  it('signs out: the session is gone afterwards', async () => {
    const c = new Client(t.app);
    await signIn(c, 'session@example.com');
    const stolen = c.cookieHeader;
    expect((await c.post('/api/auth/sign-out')).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: stolen },
    });
    expect(after.json()).toBeNull();
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'session@example.com', password: PASSWORD },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a request from a foreign origin', async () => {
    const res = await new Client(t.app, 'https://evil.example').post('/api/auth/sign-in/email', {
      email: 'session@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
  });

  it("keeps the auth library's own origin check on: a cookie-bearing POST without Origin is refused", async () => {
    const c = new Client(t.app);
    await signIn(c, 'session@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: c.cookieHeader, 'x-candlelens-csrf': '1' },
    });
    expect(res.statusCode).toBe(403);
    expect((await c.get('/api/auth/get-session')).json()).not.toBeNull();
  });
});

describe('password reset', () => {
  const email = 'reset@example.com';
  const NEW_PASSWORD = 'Fresh#Pass9';

  beforeAll(async () => {
    await signUp(new Client(t.app), email, 'Rita Reset');
  });

  it('answers the same whether or not the address exists', async () => {
    const c = new Client(t.app);
    const unknown = await c.post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: true, message: messages.resetSent });
  });

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const old = new Client(t.app);
    await signIn(old, email);

    const res = await new Client(t.app).post('/api/auth/request-password-reset', {
      email: ` ${email} `,
    });
    expect(res.json()).toEqual({ status: true, message: messages.resetSent });
    const mail = mailText((await smtp.waitFor(email)).raw);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const weak = await new Client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.json().message).toBe(messages.passwordRequirements);

    const ok = await new Client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);

    const reused = await new Client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Other#Pass9',
      confirmPassword: 'Other#Pass9',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.resetLinkInvalid);

    expect((await signIn(new Client(t.app), email)).statusCode).toBe(401);
    expect((await signIn(new Client(t.app), email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await old.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses an expired link', async () => {
    smtp.mails.length = 0;
    await new Client(t.app).post('/api/auth/request-password-reset', { email });
    const mail = mailText((await smtp.waitFor(email)).raw);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await new Client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Later#Pass9',
      confirmPassword: 'Later#Pass9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.resetLinkInvalid);
  });
});

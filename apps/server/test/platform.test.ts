import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { testDbKind } from './helpers/test-db.ts';
import {
  buildTestApp,
  Client,
  PRODUCTION_SECRET,
  signIn,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

describe('configuration', () => {
  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'production',
        SMTP_URL: 'http://mail',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/SMTP_URL/);
  });

  it('checks the Razorpay settings when Razorpay is chosen', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_fake',
        RAZORPAY_KEY_SECRET: 'fake',
        RAZORPAY_WEBHOOK_SECRET: 'fake',
        RAZORPAY_PLAN_IDS: '{"basic":{"USD":"plan_1"}}',
      }),
    ).toThrow(/RAZORPAY_PLAN_IDS/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses the free sandbox checkout in production unless the operator asks for it', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: PRODUCTION_SECRET,
      MAIL_OUTBOX: '/var/mail/candlelens',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER.*ALLOW_SANDBOX_PAYMENTS=1/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: '1' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(c.corsOrigins).toEqual([]);
  });
});

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('production cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://candlelens.test',
      ALLOW_SANDBOX_PAYMENTS: '1',
      MAIL_OUTBOX: 'outbox-for-the-operator',
      // no analysis runs here: a production server's warm-up (the OCR models loaded in two
      // worker threads) only slows the suite, and on a loaded machine outlasts the pool's wait
      // on close, which then stops a worker inside a native call and takes the test process down
      ANALYSIS_WARM_UP: '0',
    });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    const c = new Client(t.app, 'https://candlelens.test');
    await signUp(c, 'prod@example.com');
    const res = await signIn(c, 'prod@example.com');
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((h) => h.includes('session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

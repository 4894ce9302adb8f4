import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import {
  buildTestApp,
  Client,
  PRODUCTION_SECRET,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

describe('server hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a Permissions-Policy that turns off powerful browser features', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
      expect(policy).toContain(feature);
  });

  it('does not let a slow client hold a connection forever (request and header timeouts)', () => {
    expect(t.app.server.requestTimeout).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(t.app.server.requestTimeout);
  });
});

describe('development on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('trusts both loopback names for the same port', async () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3000' });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000']),
    );
    const viaIp = await signUp(new Client(t.app, 'http://127.0.0.1:3000'), 'loopback@example.com');
    expect(viaIp.json().message).not.toBe('Request refused: origin not allowed');
    expect(viaIp.statusCode).toBe(200);
  });

  it('keeps loopback names out of production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: PRODUCTION_SECRET,
      MAIL_OUTBOX: '/var/mail/candlelens',
      PUBLIC_URL: 'https://candlelens.app',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    expect(config.trustedOrigins).toEqual(['https://candlelens.app']);
  });
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export const ORIGIN = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-42';
/** A secret with the entropy production asks for (32 random bytes, base64url). */
export const PRODUCTION_SECRET = 'L9aeRRO12sBES3L7FuVzK4vpXuwY_xcjvB2RNRHNLrs';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'analysisRunner' | 'analysisWarmUp'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candlelens-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    SERVE_WEB: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: same-origin headers, the CSRF header, and a cookie jar. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = ORIGIN,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async post(url: string, payload: unknown = {}, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: {
        origin: this.origin,
        'x-candlelens-csrf': '1',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
    });
    this.remember(res);
    return res;
  }

  async put(url: string, payload: unknown = {}) {
    const res = await this.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: {
        origin: this.origin,
        'x-candlelens-csrf': '1',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
      },
    });
    this.remember(res);
    return res;
  }

  async delete(url: string) {
    const res = await this.app.inject({
      method: 'DELETE',
      url,
      headers: {
        origin: this.origin,
        'x-candlelens-csrf': '1',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
      },
    });
    this.remember(res);
    return res;
  }

  async get(url: string) {
    const res = await this.app.inject({
      method: 'GET',
      url,
      headers: this.cookies.size ? { cookie: this.cookieHeader } : {},
    });
    this.remember(res);
    return res;
  }
}

export const PASSWORD = 'Candle#2024';

export async function signUp(
  client: Client,
  email: string,
  name = 'Test Trader',
  password = PASSWORD,
) {
  return client.post('/api/auth/sign-up/email', {
    name,
    email,
    password,
    confirmPassword: password,
  });
}

export async function signIn(client: Client, email: string, password = PASSWORD) {
  return client.post('/api/auth/sign-in/email', { email, password });
}

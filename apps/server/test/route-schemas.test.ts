import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Every route the app registers, seen through an onRoute hook on the instance buildApp creates.
const seen = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = ((opts?: object) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => {
      seen.routes.push(route);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create };
});

/**
 * The routes libraries register, without declared schemas (docs/decisions/096-route-schemas.md):
 * the auth library's handler mounted as a catch-all, and @fastify/cors's preflight answer (204,
 * no body). Anything else missing a schema fails the test.
 */
const LIBRARY_MOUNTS = new Set(['GET,POST /api/auth/*', 'HEAD /api/auth/*', 'OPTIONS *']);

/** 'GET /api/x' (a route for several methods is named by all of them, 'GET,POST /api/x'). */
const name = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

/** What a route fails to declare: a success reply, the error replies, its path parameters. */
export function missingSchemas(routes: RouteOptions[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (LIBRARY_MOUNTS.has(name(route))) continue;
    const schema = (route.schema ?? {}) as { response?: Record<string, unknown>; params?: unknown };
    const codes = Object.keys(schema.response ?? {});
    // A success: a 2xx body, or the redirect of a route that only sends the browser on.
    if (!codes.some((c) => /^(2\d\d|303)$/.test(c)))
      problems.push(`${name(route)}: no success response`);
    for (const errors of ['4xx', '5xx'])
      if (!codes.includes(errors)) problems.push(`${name(route)}: no ${errors} response`);
    if (route.url.includes(':') && !schema.params)
      problems.push(`${name(route)}: path parameters without a params schema`);
  }
  return problems;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('every route declares its schemas', () => {
  it('the app registers its API routes, each with request and response schemas', () => {
    const names = seen.routes.map(name);
    // The walk sees the whole API, not an empty list that passes by accident.
    for (const route of [
      'GET /healthz',
      'GET /api/geo',
      'POST /api/analyses',
      'GET /api/analyses/:id',
      'DELETE /api/analyses/:id/share',
      'POST /api/subscriptions',
      'POST /api/sandbox/checkout/:subscriptionId/approve',
      'POST /api/webhooks/sandbox',
      'GET /robots.txt',
    ])
      expect(names).toContain(route);
    expect(missingSchemas(seen.routes)).toEqual([]);
  });

  it('only the library mounts go without (the auth handler and the CORS preflight)', () => {
    const exempt = seen.routes.filter((r) => LIBRARY_MOUNTS.has(name(r))).map(name);
    expect(exempt.sort()).toEqual(['GET,POST /api/auth/*', 'HEAD /api/auth/*', 'OPTIONS *']);
  });

  it('names a route that declares no response schema, or no error replies', async () => {
    const routes: RouteOptions[] = [];
    const { default: Fastify } = await vi.importActual<typeof FastifyModule>('fastify');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (r) => {
      routes.push(r);
    });
    app.get('/api/forgotten', async () => ({ ok: true }));
    app.get(
      '/api/half/:id',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => ({ ok: true }),
    );
    await app.ready();
    expect(missingSchemas(routes)).toEqual([
      'GET /api/forgotten: no success response',
      'GET /api/forgotten: no 4xx response',
      'GET /api/forgotten: no 5xx response',
      'HEAD /api/forgotten: no success response',
      'HEAD /api/forgotten: no 4xx response',
      'HEAD /api/forgotten: no 5xx response',
      'GET /api/half/:id: no 4xx response',
      'GET /api/half/:id: no 5xx response',
      'GET /api/half/:id: path parameters without a params schema',
      'HEAD /api/half/:id: no 4xx response',
      'HEAD /api/half/:id: no 5xx response',
      'HEAD /api/half/:id: path parameters without a params schema',
    ]);
    await app.close();
  });
});

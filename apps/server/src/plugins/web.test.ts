import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb, SITEMAP_PATHS } from './web.ts';

// A built web app in miniature: index.html, a hashed script with its precompressed copies, and
// the source map a build may leave beside it.
const SCRIPT = 'console.log("CandleLens");'.repeat(100);
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'candlelens-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>CandleLens</title>');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const js = path.join(root, 'assets', 'index-abc123.js');
  writeFileSync(js, SCRIPT);
  writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${js}.map`, '{"version":3,"sources":["src/secret.ts"]}');
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerWeb(app, root);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web app as served', () => {
  it('never serves a source map', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sources');
  });

  it('sends hashed scripts as brotli or gzip, kept for a year', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers every page route with index.html, revalidated each time', async () => {
    for (const url of ['/', '/app/history', '/subscription-plans']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const shared = await app.inject({ url: '/shared/abcdefghijklmnop' });
    expect(shared.headers['x-robots-tag']).toContain('noindex');
  });

  it('answers a missing file with 404, not the app page', async () => {
    const res = await app.inject({ url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('serves robots.txt and sitemap.xml as text', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'candlelens.test' } });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /app');
    expect(robots.body).toContain('Disallow: /shared/');
    expect(robots.body).toContain('Sitemap: http://candlelens.test/sitemap.xml');

    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'candlelens.test' } });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://candlelens.test/features</loc>');
    expect(sitemap.body.match(/<url>/g)).toHaveLength(SITEMAP_PATHS.length);
    expect(sitemap.body).not.toContain('/app');
  });
});

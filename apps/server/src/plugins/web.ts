import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorResponses, textFile } from './responses.ts';

/** The built web app (apps/web/dist), found from the server's source or its bundle. */
export function webDistFolder(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates.find((c) => existsSync(path.join(c, 'index.html'))) ?? null;
}

/** The public pages search engines may list (the app, shared analyses and the API stay out). */
export const SITEMAP_PATHS = [
  '/',
  '/features',
  '/subscription',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/refund',
  '/shipping-delivery',
  '/signin',
  '/signup',
] as const;

const NOT_INDEXED = [
  '/app',
  '/api/',
  '/shared/',
  '/payment',
  '/subscription-plans',
  '/reset-password',
];

/** Hashed build output never changes under its name: browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function siteUrl(app: FastifyInstance, request: FastifyRequest): string {
  if (app.hasDecorator('config')) return app.config.PUBLIC_URL;
  return `${request.protocol}://${request.host}`;
}

/** A request for a file (it has an extension), as opposed to a page of the app. */
function isFileRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

function sendIndex(reply: FastifyReply, url: string, root: string) {
  reply.header('cache-control', 'no-cache');
  // Shared analyses are public by link only: never listed by a search engine.
  if (url.startsWith('/shared/')) reply.header('x-robots-tag', 'noindex, nofollow');
  return reply.sendFile('index.html', root);
}

/**
 * Serves the single-page app: real files by path (brotli or gzip when the browser takes them,
 * compressed at build time), index.html for every page route, robots.txt and sitemap.xml as
 * text. Source maps are never served.
 */
export async function registerWeb(app: FastifyInstance, root: string | null) {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', IMMUTABLE);
        // The page, the service worker and the manifest are checked on every visit, so a new
        // release (a new worker, a new shell) is picked up at once.
        else if (/(index\.html|sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(filePath))
          res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  const textRoute = (type: string) => ({
    schema: { response: { 200: textFile(type), ...errorResponses } },
  });

  app.get('/robots.txt', textRoute('robots.txt'), (request, reply) => {
    const site = siteUrl(app, request);
    const lines = [
      'User-agent: *',
      ...NOT_INDEXED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', textRoute('sitemap.xml (XML)'), (request, reply) => {
    const site = siteUrl(app, request);
    const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${site}${p === '/' ? '/' : p}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !isFileRequest(request.url);
    if (isPage && root) return sendIndex(reply, request.url, root);
    if (isPage)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`.');
    return reply.code(404).send({ message: 'Not found' });
  });
}

/** The built web app (when SERVE_WEB is on) and the app-wide not-found answers. */
export const web = fp(async (app) =>
  registerWeb(app, app.config.SERVE_WEB ? webDistFolder() : null),
);

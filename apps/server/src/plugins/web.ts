import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built web app (apps/web/dist), found from the server's source or its bundle. */
export function webDistFolder(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates.find((c) => existsSync(path.join(c, 'index.html'))) ?? null;
}

/** Serves the single-page app: real files by path, index.html for every other page route. */
export async function registerWeb(app: FastifyInstance, root: string | null) {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && root)
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    if (isPage)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`.');
    return reply.code(404).send({ message: 'Not found' });
  });
}

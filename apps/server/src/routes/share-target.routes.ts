import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserFacingError } from '../errors.ts';
import { errorResponses } from '../plugins/responses.ts';

/** Where the app says what became of a share that reached the server (see the web's share inbox). */
export const SHARE_NOT_RECEIVED = '/app?shared=retry';

/**
 * The web manifest's share target (`POST /share-target`, a multipart form with the screenshot).
 * The installed app's service worker answers it on the phone and keeps the file there
 * (docs/decisions/131-share-target.md); this route answers only a share that reached the server
 * anyway (the worker was not installed yet, or was cleared). It keeps nothing: the upload is read
 * to its end within the upload size limit and dropped, and the app opens on the upload with a
 * message asking to share again or pick the file. It changes nothing for anyone, so it needs no
 * session and no CSRF header.
 */
export async function shareTargetRoutes(root: FastifyInstance) {
  const maxBytes = root.config.UPLOAD_MAX_BYTES;
  await root.register(async (scope) => {
    // Read and discard: the body is never kept or parsed, and a larger one is cut off.
    const limit = maxBytes + 64 * 1024;
    scope.addContentTypeParser(
      ['multipart/form-data', 'application/x-www-form-urlencoded'],
      (_request, payload, done) => {
        let size = 0;
        let finished = false;
        const finish = (err: Error | null) => {
          if (finished) return;
          finished = true;
          done(err, undefined);
        };
        payload.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= limit) return;
          payload.destroy();
          const mb = Math.round(maxBytes / (1024 * 1024));
          finish(
            new UserFacingError(
              413,
              `The file is too large. Share a screenshot of at most ${mb} MB.`,
            ),
          );
        });
        payload.on('error', finish);
        payload.on('end', () => finish(null));
      },
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/share-target',
      {
        schema: {
          response: {
            303: z.undefined().describe('To the app, which asks for the screenshot again'),
            ...errorResponses,
          },
        },
      },
      async (_request, reply) => reply.redirect(SHARE_NOT_RECEIVED, 303),
    );
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shareLinkSchema, sharedAnalysisResponseSchema } from '@candlelens/contracts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses, imageBytes, noContent, textFile } from '../../plugins/responses.ts';
import { sendCsv } from './csv-reply.ts';

const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().max(200) });

/** Public by link only: never listed, never kept by a cache, so a revoked link stops at once. */
function publicByLinkOnly(reply: FastifyReply) {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
}

/**
 * The owner shares and revokes (POST and DELETE /api/analyses/:id/share); anyone with the token
 * reads the analysis, its screenshot and its candles (GET /api/shared/:token, /image and
 * /candles.csv), signed in or not.
 */
export async function shareRoutes(root: FastifyInstance) {
  const opts = { shares: root.shares };
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/analyses/:id/share',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        response: { 200: shareLinkSchema, 201: shareLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { link, created } = await opts.shares.share(currentUser(request).id, request.params.id);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.delete(
    '/api/analyses/:id/share',
    {
      preHandler: requireUser,
      schema: { params: idParams, response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      await opts.shares.revoke(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/shared/:token',
    {
      schema: {
        params: tokenParams,
        response: { 200: sharedAnalysisResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      publicByLinkOnly(reply);
      return opts.shares.read(request.params.token);
    },
  );

  app.get(
    '/api/shared/:token/candles.csv',
    {
      schema: { params: tokenParams, response: { 200: textFile('text/csv'), ...errorResponses } },
    },
    async (request, reply) => {
      publicByLinkOnly(reply);
      return sendCsv(reply, await opts.shares.candles(request.params.token));
    },
  );

  app.get(
    '/api/shared/:token/image',
    { schema: { params: tokenParams, response: { 200: imageBytes, ...errorResponses } } },
    async (request, reply) => {
      publicByLinkOnly(reply);
      const image = await opts.shares.image(request.params.token);
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/responses.ts';

const database = z.enum(['pglite', 'postgres']);

export function registerHealthRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database }),
          503: z.object({ status: z.literal('unavailable'), database }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      try {
        await root.database.ping();
        return { status: 'ok' as const, database: root.database.kind };
      } catch (err) {
        root.log.error({ err }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', database: root.database.kind });
      }
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/responses.ts';

const database = z.enum(['pglite', 'postgres']);

/**
 * 200 when this instance can serve: the database answers, images can be written, and (with no mail
 * server) the outbox folder takes e-mails. Otherwise 503 naming each cause, e.g.
 * "storage: storage is full (ENOSPC)", so an operator and a load balancer both see it.
 */
export async function healthRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database }),
          503: z.object({
            status: z.literal('unavailable'),
            database,
            problems: z.array(z.string()),
          }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      const problems = (
        await Promise.all([
          root.database.ping().then(
            () => null,
            (err: unknown) => `database: not answering (${(err as Error)?.message ?? err})`,
          ),
          root.imageStore.problem(),
          root.config.SMTP_URL ? null : root.mailer.problem(),
        ])
      ).filter((p): p is string => p !== null);
      if (!problems.length) return { status: 'ok' as const, database: root.database.kind };
      root.log.error({ problems }, 'health check failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', database: root.database.kind, problems });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/responses.ts';

const database = z.enum(['pglite', 'postgres']);

/** What /healthz says while the analysis workers warm up after a start. */
export const WARMING_UP = 'analysis: workers warming up';

/**
 * 200 when this instance can serve: the database answers, images can be written, (with no mail
 * server) the outbox folder takes e-mails, and the analysis workers have warmed up after a start
 * (so a load balancer sends no upload to a cold instance, and the first analysis after a start is
 * as fast as the next). Otherwise 503 naming each cause, e.g. "storage: storage is full (ENOSPC)",
 * so an operator and a load balancer both see it.
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
          root.analysisPool.warming ? WARMING_UP : null,
        ])
      ).filter((p): p is string => p !== null);
      if (!problems.length) return { status: 'ok' as const, database: root.database.kind };
      // warming up is a start, not a fault
      if (problems.some((p) => p !== WARMING_UP))
        root.log.error({ problems }, 'health check failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', database: root.database.kind, problems });
    },
  );
}

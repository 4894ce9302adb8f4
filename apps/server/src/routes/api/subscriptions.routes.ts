import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode, type LedgerEntry } from '@candlelens/contracts';
import { currentUser, requireUser } from '../../plugins/session.ts';

const planIdSchema = z.enum(['basic', 'pro', 'elite']);

export function registerSubscriptionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const subs = () => root.subscriptions;

  app.get('/api/subscription', { preHandler: requireUser }, async (request) =>
    subs().status(currentUser(request).id),
  );

  app.post(
    '/api/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        body: z.object({
          planId: planIdSchema,
          currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]).optional(),
        }),
      },
    },
    async (request) =>
      subs().createCheckout(
        currentUser(request),
        request.body.planId,
        request.body.currency ?? 'USD',
      ),
  );

  app.post(
    '/api/subscriptions/verify',
    {
      preHandler: requireUser,
      schema: {
        body: z.object({
          razorpay_payment_id: z.string().min(1).max(100),
          razorpay_subscription_id: z.string().min(1).max(100),
          razorpay_signature: z.string().min(1).max(200),
        }),
      },
    },
    async (request) => subs().verifyCheckout(currentUser(request).id, request.body),
  );

  app.post('/api/subscriptions/cancel', { preHandler: requireUser }, async (request) =>
    subs().cancelAtPeriodEnd(currentUser(request).id),
  );

  app.post(
    '/api/subscriptions/change',
    { preHandler: requireUser, schema: { body: z.object({ planId: planIdSchema }) } },
    async (request) => subs().changePlan(currentUser(request).id, request.body.planId),
  );

  app.get(
    '/api/credits/ledger',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      },
    },
    async (request): Promise<{ entries: LedgerEntry[] }> => ({
      entries: await root.credits.ledger(currentUser(request).id, request.query.limit),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePlanRequestSchema,
  changePlanResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  subscriptionStatusSchema,
  verifySubscriptionRequestSchema,
} from '@candlelens/contracts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses } from '../../plugins/responses.ts';

const status = { response: { 200: subscriptionStatusSchema, ...errorResponses } };

export async function subscriptionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const subs = () => root.subscriptions;

  app.get('/api/subscription', { preHandler: requireUser, schema: status }, async (request) =>
    subs().status(currentUser(request).id),
  );

  app.post(
    '/api/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        body: createSubscriptionRequestSchema,
        response: { 200: createSubscriptionResponseSchema, ...errorResponses },
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
    { preHandler: requireUser, schema: { body: verifySubscriptionRequestSchema, ...status } },
    async (request) => subs().verifyCheckout(currentUser(request).id, request.body),
  );

  app.post(
    '/api/subscriptions/cancel',
    { preHandler: requireUser, schema: status },
    async (request) => subs().cancelAtPeriodEnd(currentUser(request).id),
  );

  app.post(
    '/api/subscriptions/change',
    {
      preHandler: requireUser,
      schema: {
        body: changePlanRequestSchema,
        response: { 200: changePlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => subs().changePlan(currentUser(request).id, request.body.planId),
  );

  app.get(
    '/api/credits/ledger',
    {
      preHandler: requireUser,
      schema: {
        querystring: ledgerQuerySchema,
        response: { 200: ledgerResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      entries: await root.credits.ledger(currentUser(request).id, request.query.limit),
    }),
  );
}

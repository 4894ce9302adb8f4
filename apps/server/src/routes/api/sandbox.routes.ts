import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifySubscriptionRequestSchema } from '@candlelens/contracts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses } from '../../plugins/responses.ts';

/** The sandbox checkout's approve and decline buttons (see SandboxCheckoutService). */
export async function sandboxRoutes(root: FastifyInstance) {
  const checkout = root.sandboxCheckout;
  if (!checkout) return; // a real payment provider: no free checkout
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ subscriptionId: z.string().min(1).max(100) });

  // Approving hands back a signed checkout result, exactly what /api/subscriptions/verify takes.
  app.post(
    '/api/sandbox/checkout/:subscriptionId/approve',
    {
      preHandler: requireUser,
      schema: { params, response: { 200: verifySubscriptionRequestSchema, ...errorResponses } },
    },
    async (request) => checkout.approve(currentUser(request).id, request.params.subscriptionId),
  );

  app.post(
    '/api/sandbox/checkout/:subscriptionId/decline',
    {
      preHandler: requireUser,
      schema: {
        params,
        response: { 200: z.object({ declined: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => checkout.decline(currentUser(request).id, request.params.subscriptionId),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserFacingError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { findByProviderId } from '../../repositories/subscriptions.repository.ts';
import type { SandboxProvider } from '../../payments/sandbox/sandbox-provider.ts';

/**
 * The sandbox checkout: the app's own test-mode stand-in for a card checkout. Approving returns a
 * result signed like Razorpay's; the browser must still send it to /api/subscriptions/verify.
 */
export function registerSandboxRoutes(root: FastifyInstance, provider: SandboxProvider) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ subscriptionId: z.string().min(1).max(100) });

  async function ownedCheckout(userId: string, subscriptionId: string) {
    const row = await findByProviderId(root.database.db, 'sandbox', subscriptionId);
    if (!row || row.userId !== userId) throw new UserFacingError(404, 'Checkout not found');
    if (row.status !== 'created')
      throw new UserFacingError(409, 'This checkout is already complete');
    return row;
  }

  app.post(
    '/api/sandbox/checkout/:subscriptionId/approve',
    { preHandler: requireUser, schema: { params } },
    async (request) => {
      const row = await ownedCheckout(currentUser(request).id, request.params.subscriptionId);
      return provider.approve(row.providerSubscriptionId);
    },
  );

  app.post(
    '/api/sandbox/checkout/:subscriptionId/decline',
    { preHandler: requireUser, schema: { params } },
    async (request) => {
      await ownedCheckout(currentUser(request).id, request.params.subscriptionId);
      return { declined: true };
    },
  );
}

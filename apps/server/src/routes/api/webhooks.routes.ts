import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../payments/provider.ts';

const header = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

/**
 * POST /api/webhooks/:provider: verified on the raw body with the webhook secret, de-duplicated
 * by the delivery's event id in the same transaction as the change. Only this scope keeps raw bodies.
 */
export async function registerWebhookRoutes(root: FastifyInstance, provider: PaymentProvider) {
  await root.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(`/api/webhooks/${provider.name}`, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const out = await root.subscriptions.receiveWebhook(
        raw,
        header(request.headers['x-razorpay-signature']),
        header(request.headers['x-razorpay-event-id']),
      );
      return reply.code(out.httpStatus).send(out.body);
    });
  });
}

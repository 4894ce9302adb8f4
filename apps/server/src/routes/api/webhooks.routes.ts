import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_OUTCOMES } from '../../services/subscription-webhooks.service.ts';
import { errorResponses } from '../../plugins/responses.ts';

const header = (v: string | undefined) => (v ? v : undefined);

/**
 * What a delivery carries besides its raw body: the signature and the event id. Both are optional
 * here so a delivery without them gets the webhook's own 400 ('Invalid signature', 'Missing event
 * id'), which the provider's dashboard shows.
 */
const webhookHeaders = z.object({
  'x-razorpay-signature': z.string().optional(),
  'x-razorpay-event-id': z.string().optional(),
});

/**
 * POST /api/webhooks/:provider: verified on the raw body with the webhook secret, de-duplicated
 * by the delivery's event id in the same transaction as the change. Only this scope keeps raw
 * bodies, so the body is bytes (the JSON is read after the signature is checked), not a schema.
 */
export async function webhookRoutes(root: FastifyInstance) {
  const provider = root.payments;
  await root.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      `/api/webhooks/${provider.name}`,
      {
        schema: {
          headers: webhookHeaders,
          response: { 200: z.object({ status: z.enum(EVENT_OUTCOMES) }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const out = await root.subscriptions.receiveWebhook(
          raw,
          header(request.headers['x-razorpay-signature']),
          header(request.headers['x-razorpay-event-id']),
        );
        return out.httpStatus === 200
          ? reply.code(200).send(out.body)
          : reply.code(out.httpStatus).send(out.body);
      },
    );
  });
}

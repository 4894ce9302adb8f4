import type { FastifyInstance } from 'fastify';
import { sandboxSecrets } from '../../src/payments/index.ts';
import {
  createSandboxProvider,
  type SandboxWebhookBody,
} from '../../src/payments/sandbox/sandbox-provider.ts';
import { Client, signIn, signUp, TEST_AUTH_SECRET } from './test-app.ts';

/** Signs sandbox webhooks exactly as the server expects them. */
export const sandbox = createSandboxProvider(sandboxSecrets(TEST_AUTH_SECRET));

let n = 0;
export async function signedInClient(
  app: FastifyInstance,
  tag = 'user',
): Promise<{ client: Client; email: string }> {
  const email = `${tag}-${++n}-${Date.now().toString(36)}@example.com`;
  const client = new Client(app);
  await signUp(client, email);
  const res = await signIn(client, email);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { client, email };
}

/** Buys a plan through the sandbox checkout, as the browser does. Returns the provider's subscription id. */
export async function subscribe(
  client: Client,
  planId: 'basic' | 'pro' | 'elite',
): Promise<string> {
  const created = await client.post('/api/subscriptions', { planId });
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
  const { subscriptionId } = created.json() as { subscriptionId: string };
  const approved = await client.post(`/api/sandbox/checkout/${subscriptionId}/approve`);
  const verified = await client.post('/api/subscriptions/verify', approved.json());
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return subscriptionId;
}

export async function postSandboxWebhook(
  app: FastifyInstance,
  body: SandboxWebhookBody,
  opts: { eventId?: string; signature?: string } = {},
) {
  const signed = sandbox.signedWebhook(body);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    payload: signed.raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? signed.signature,
      'x-razorpay-event-id': opts.eventId ?? signed.eventId,
    },
  });
}

export const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

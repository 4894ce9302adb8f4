import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENCIES, PLANS } from '@candlelens/contracts';
import type { RazorpayPlanIds } from '../../src/payments/razorpay/plan-config.ts';
import {
  ApiError,
  errorBody,
  rid,
  subscriptionApi,
  WEEK,
  type FakeSubscriptionEntity,
  type Json,
  type PlanInfo,
  type Stored,
} from './fake-razorpay-api.ts';

export type { FakeSubscriptionEntity };

/*
 * A fake Razorpay Subscriptions API on loopback, for the calls CandleLens makes: create, fetch,
 * cancel and update (plan change) a subscription, with Basic auth and Razorpay's error shape.
 * Helpers play Razorpay's other side: the customer paying in Checkout (`pay`), renewals
 * (`renew`), failed charges (`failCharge`), and signed webhooks built like Razorpay's.
 */

export interface FakeWebhook {
  eventId: string;
  body: string;
  headers: {
    'x-razorpay-signature': string;
    'x-razorpay-event-id': string;
    'content-type': string;
  };
}
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorized: boolean;
}
export interface WebhookOptions {
  subscriptionId: string;
  paymentId?: string;
  periodStart?: Date;
  periodEnd?: Date;
  planId?: string;
  status?: string;
  eventId?: string;
  createdAt?: Date;
}
const STATUS_AFTER: Record<string, string> = {
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
};

export async function startFakeRazorpay(opts: { now?: () => Date } = {}) {
  const nowSec = () => Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
  const keyId = `rzp_test_fake${rid('').slice(0, 10)}`;
  const keySecret = `fake_key_secret_${rid('')}`;
  const webhookSecret = `fake_webhook_secret_${rid('')}`;
  const accountId = rid('acc_');
  const planIds = {} as RazorpayPlanIds;
  const planInfo = new Map<string, PlanInfo>();
  for (const p of PLANS) {
    planIds[p.id] = {};
    for (const currency of ['USD', 'INR'] as const) {
      const id = rid('plan_');
      planIds[p.id][currency] = id;
      const amount = Math.round(p.priceUSD * CURRENCIES[currency].rate * 100);
      planInfo.set(id, { plan: p.id, currency, amount });
    }
  }
  const subs = new Map<string, Stored>();
  const requests: FakeRequest[] = [];
  let failNext: { status: number; body: unknown } | null = null;
  let stallNextMs = 0;

  const stored = (id: string): Stored => {
    const s = subs.get(id);
    if (!s) throw new Error(`fake Razorpay has no subscription ${id}`);
    return s;
  };
  const route = subscriptionApi(subs, planInfo, nowSec);

  function authError(header: string | undefined): string | null {
    const m = /^Basic (.+)$/.exec(header ?? '');
    if (!m?.[1]) return 'Please provide your api key for authentication purposes.';
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (decoded.slice(0, i) !== keyId) return 'The api key provided is invalid';
    if (decoded.slice(i + 1) !== keySecret) return 'Authentication failed';
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    const problem = authError(req.headers.authorization);
    let body: unknown = {};
    try {
      if (raw && String(req.headers['content-type']).includes('application/x-www-form-urlencoded'))
        body = Object.fromEntries(new URLSearchParams(raw));
      else if (raw) body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ method, path, body, authorized: problem === null });
    if (problem) return send(401, errorBody(problem));
    if (stallNextMs) {
      const ms = stallNextMs;
      stallNextMs = 0;
      await new Promise((r) => setTimeout(r, ms));
      if (res.destroyed) return;
    }
    if (failNext) {
      const f = failNext;
      failNext = null;
      return send(f.status, f.body);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return send(400, errorBody('The request body must be a JSON object.'));
    try {
      const r = route(method, path, body as Json);
      send(r.status, r.body);
    } catch (err) {
      if (err instanceof ApiError) return send(err.status, errorBody(err.description, err.field));
      send(500, errorBody('The server encountered an error.'));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (secret: string, data: string) =>
    createHmac('sha256', secret).update(data).digest('hex');

  function paymentEntity(id: string, planId: string, createdAt: number) {
    const info = planInfo.get(planId) ?? { amount: 699, currency: 'USD' };
    return {
      id,
      entity: 'payment',
      amount: info.amount,
      currency: info.currency,
      status: 'captured',
      order_id: null,
      invoice_id: rid('inv_'),
      international: info.currency !== 'INR',
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: 'Recurring payment via Subscription',
      card_id: rid('card_'),
      bank: null,
      wallet: null,
      vpa: null,
      email: 'customer@example.com',
      contact: '+910000000000',
      customer_id: rid('cust_'),
      token_id: rid('token_'),
      notes: [],
      fee: 0,
      tax: 0,
      error_code: null,
      error_description: null,
      created_at: createdAt,
    };
  }

  /** A signed webhook delivery, built like Razorpay's (from the stored subscription when known). */
  function webhook(type: string, o: WebhookOptions): FakeWebhook {
    const createdAt = o.createdAt ? Math.floor(o.createdAt.getTime() / 1000) : nowSec();
    const known = subs.get(o.subscriptionId)?.entity;
    const sub: Json = {
      ...(known ?? {
        id: o.subscriptionId,
        entity: 'subscription',
        plan_id: planIds.basic.USD,
        customer_id: rid('cust_'),
        status: 'active',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        notes: [],
        charge_at: null,
        total_count: 520,
        paid_count: 0,
        customer_notify: true,
        created_at: createdAt,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        remaining_count: 520,
      }),
    };
    sub.status = o.status ?? STATUS_AFTER[type] ?? sub.status;
    if (o.planId) sub.plan_id = o.planId;
    if (o.periodStart) sub.current_start = Math.floor(o.periodStart.getTime() / 1000);
    if (o.periodEnd) sub.current_end = sub.charge_at = Math.floor(o.periodEnd.getTime() / 1000);
    const isSubscriptionEvent = type.startsWith('subscription.');
    const paymentId = o.paymentId ?? (isSubscriptionEvent ? undefined : rid('pay_'));
    const payload: Json = {};
    if (isSubscriptionEvent) payload.subscription = { entity: sub };
    if (paymentId)
      payload.payment = { entity: paymentEntity(paymentId, String(sub.plan_id), createdAt) };
    const eventId = o.eventId ?? rid('');
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event: type,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    });
    return {
      eventId,
      body,
      headers: {
        'x-razorpay-signature': sign(webhookSecret, body),
        'x-razorpay-event-id': eventId,
        'content-type': 'application/json',
      },
    };
  }

  /** The customer completes Razorpay Checkout: first charge, subscription active for a week. */
  function pay(subscriptionId: string, o: { periodStart?: Date } = {}) {
    const { entity: e } = stored(subscriptionId);
    if (e.status !== 'created') throw new Error(`cannot pay a ${e.status} subscription`);
    const start = o.periodStart ? Math.floor(o.periodStart.getTime() / 1000) : nowSec();
    Object.assign(e, {
      status: 'active',
      customer_id: rid('cust_'),
      current_start: start,
      current_end: start + WEEK,
      charge_at: start + WEEK,
      start_at: start,
      end_at: start + Number(e.total_count) * WEEK,
      paid_count: 1,
      remaining_count: Number(e.total_count) - 1,
    });
    const paymentId = rid('pay_');
    return {
      paymentId,
      signature: sign(keySecret, `${paymentId}|${subscriptionId}`),
      subscription: { ...e },
      activated: webhook('subscription.activated', { subscriptionId, paymentId }),
      charged: webhook('subscription.charged', { subscriptionId, paymentId }),
    };
  }

  /** The cycle ends: Razorpay charges the next week (applying a scheduled plan change) or, after a cancel at cycle end, cancels. */
  function renew(subscriptionId: string) {
    const s = stored(subscriptionId);
    const e = s.entity;
    if (!['active', 'pending', 'halted'].includes(e.status) || e.current_end === null)
      throw new Error(`cannot renew a ${e.status} subscription`);
    if (s.cancelAtCycleEnd) {
      Object.assign(e, { status: 'cancelled', ended_at: e.current_end, charge_at: null });
      return {
        paymentId: null,
        subscription: { ...e },
        webhook: webhook('subscription.cancelled', { subscriptionId }),
      };
    }
    if (s.scheduledPlanId) {
      Object.assign(e, {
        plan_id: s.scheduledPlanId,
        has_scheduled_changes: false,
        change_scheduled_at: null,
      });
      s.scheduledPlanId = null;
    }
    const start = e.current_end;
    Object.assign(e, {
      status: 'active',
      current_start: start,
      current_end: start + WEEK,
      charge_at: start + WEEK,
      paid_count: e.paid_count + 1,
      remaining_count: Number(e.remaining_count) - 1,
    });
    const paymentId = rid('pay_');
    return {
      paymentId,
      subscription: { ...e },
      webhook: webhook('subscription.charged', { subscriptionId, paymentId }),
    };
  }

  /** A renewal charge fails: pending while Razorpay retries, halted once retries are exhausted. */
  function failCharge(subscriptionId: string, o: { halt?: boolean } = {}) {
    const e = stored(subscriptionId).entity;
    e.status = o.halt ? 'halted' : 'pending';
    const type = o.halt ? 'subscription.halted' : 'subscription.pending';
    return { subscription: { ...e }, webhook: webhook(type, { subscriptionId }) };
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    planIds,
    /** Every API request received, in order (bodies as parsed). */
    requests,
    /** A copy of the stored subscription entity, with the fake's pending changes. */
    subscription(id: string) {
      const s = stored(id);
      return {
        ...s.entity,
        cancelAtCycleEnd: s.cancelAtCycleEnd,
        scheduledPlanId: s.scheduledPlanId,
      };
    },
    /** The signature Razorpay Checkout hands the browser for a subscription payment. */
    signCheckout: (paymentId: string, subscriptionId: string) =>
      sign(keySecret, `${paymentId}|${subscriptionId}`),
    signWebhook: (body: string) => sign(webhookSecret, body),
    webhook,
    pay,
    renew,
    failCharge,
    /** The next authenticated API request answers with this status and Razorpay error body. */
    failNextRequest(status: number, description = 'The server encountered an error.') {
      failNext = {
        status,
        body: {
          error: {
            ...errorBody(description).error,
            code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
          },
        },
      };
    },
    /** The next authenticated API request is answered only after this many milliseconds. */
    stallNextRequest(ms: number) {
      stallNextMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

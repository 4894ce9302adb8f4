import {
  errorBodySchema,
  subscriptionEntitySchema,
  type RazorpaySubscription,
} from './razorpay-types.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * A failed Razorpay call. `status` is the HTTP status (0 when no answer arrived); `code` and
 * `description` come from Razorpay's `{ error: { code, description } }` body, or are
 * NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE when the failure happened on our side of the wire.
 */
export class RazorpayApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: string;
  readonly field: string | null;

  constructor(input: {
    status: number;
    code: string;
    description: string;
    field?: string | null;
    cause?: unknown;
  }) {
    super(`Razorpay ${input.status || 'request'} ${input.code}: ${input.description}`, {
      cause: input.cause,
    });
    this.name = 'RazorpayApiError';
    this.status = input.status;
    this.code = input.code;
    this.description = input.description;
    this.field = input.field ?? null;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** Defaults to https://api.razorpay.com; tests point it at a fake on loopback. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CreateSubscriptionInput {
  planId: string;
  /** Billing cycles before the subscription completes. */
  totalCount: number;
  /** true: Razorpay e-mails/texts the customer about charges. */
  customerNotify?: boolean;
  /** At most 15 keys, values up to 256 characters (Razorpay's limits). */
  notes?: Record<string, string>;
}

export interface RazorpayClient {
  createSubscription(input: CreateSubscriptionInput): Promise<RazorpaySubscription>;
  fetchSubscription(subscriptionId: string): Promise<RazorpaySubscription>;
  cancelSubscription(
    subscriptionId: string,
    input: { cancelAtCycleEnd: boolean },
  ): Promise<RazorpaySubscription>;
  /** Moves the subscription to another plan now, or at the end of the current cycle. */
  updateSubscriptionPlan(
    subscriptionId: string,
    input: { planId: string; scheduleChangeAt: 'now' | 'cycle_end' },
  ): Promise<RazorpaySubscription>;
}

/** A small REST client for Razorpay's Subscriptions API (JSON over fetch, HTTP Basic auth). */
export function createRazorpayClient(opts: RazorpayClientOptions): RazorpayClient {
  const baseUrl = (opts.baseUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new RazorpayApiError({
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        description: timedOut
          ? `no answer from Razorpay within ${timeoutMs} ms`
          : `could not reach Razorpay (${err instanceof Error ? err.message : String(err)})`,
        cause: err,
      });
    }

    const text = await res.text().catch(() => '');
    const json = parseJson(text);

    if (!res.ok) {
      const parsed = errorBodySchema.safeParse(json);
      if (parsed.success) {
        throw new RazorpayApiError({
          status: res.status,
          code: parsed.data.error.code,
          description: parsed.data.error.description ?? parsed.data.error.code,
          field: parsed.data.error.field ?? null,
        });
      }
      throw new RazorpayApiError({
        status: res.status,
        code: res.status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR',
        description: `Razorpay answered ${res.status} ${res.statusText}`.trim(),
      });
    }
    if (json === undefined) {
      throw new RazorpayApiError({
        status: res.status,
        code: 'INVALID_RESPONSE',
        description: 'Razorpay answered with a body that is not JSON',
      });
    }
    return json;
  }

  async function subscriptionCall(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<RazorpaySubscription> {
    const json = await call(method, path, body);
    const parsed = subscriptionEntitySchema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayApiError({
        status: 200,
        code: 'INVALID_RESPONSE',
        description: `unexpected subscription entity: ${parsed.error.issues
          .map((i) => `${i.path.join('.') || '(body)'} ${i.message}`)
          .join('; ')}`,
      });
    }
    return parsed.data;
  }

  const subPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

  return {
    createSubscription: (input) =>
      subscriptionCall('POST', '/v1/subscriptions', {
        plan_id: input.planId,
        total_count: input.totalCount,
        customer_notify: input.customerNotify ?? true,
        ...(input.notes ? { notes: input.notes } : {}),
      }),
    fetchSubscription: (id) => subscriptionCall('GET', subPath(id)),
    cancelSubscription: (id, input) =>
      subscriptionCall('POST', `${subPath(id)}/cancel`, {
        cancel_at_cycle_end: input.cancelAtCycleEnd,
      }),
    updateSubscriptionPlan: (id, input) =>
      subscriptionCall('PATCH', subPath(id), {
        plan_id: input.planId,
        schedule_change_at: input.scheduleChangeAt,
      }),
  };
}

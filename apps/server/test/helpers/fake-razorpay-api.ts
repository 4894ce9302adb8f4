import { randomInt } from 'node:crypto';
import type { CurrencyCode, PlanId } from '@candlelens/contracts';

/*
 * The subscription half of the fake Razorpay (see fake-razorpay.ts): Razorpay's create, fetch,
 * cancel and update endpoints over an in-memory store, checking bodies as Razorpay does and
 * answering with its error shape.
 */

export const WEEK = 7 * 24 * 3600;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const rid = (prefix: string) =>
  prefix + Array.from({ length: 14 }, () => ALNUM[randomInt(ALNUM.length)]).join('');

export type Json = Record<string, unknown>;
export type FakeSubscriptionEntity = Json & {
  id: string;
  plan_id: string;
  status: string;
  current_start: number | null;
  current_end: number | null;
  paid_count: number;
};
export interface Stored {
  entity: FakeSubscriptionEntity;
  cancelAtCycleEnd: boolean;
  scheduledPlanId: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}
export const errorBody = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: field ? 'business' : 'NA',
    step: field ? 'payment_initiation' : 'NA',
    reason: field ? 'input_validation_failed' : 'NA',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

export interface PlanInfo {
  plan: PlanId;
  currency: CurrencyCode;
  amount: number;
}

/** Razorpay's subscription endpoints over `subs`: `route` answers one request or throws ApiError. */
export function subscriptionApi(
  subs: Map<string, Stored>,
  planInfo: Map<string, PlanInfo>,
  nowSec: () => number,
) {
  const checkPlanId = (v: unknown) => {
    if (v === undefined || v === null || v === '')
      throw new ApiError(400, 'The plan id field is required.', 'plan_id');
    if (typeof v !== 'string' || !/^plan_[A-Za-z0-9]{14}$/.test(v))
      throw new ApiError(400, `${String(v)} is not a valid id`, 'plan_id');
    if (!planInfo.has(v)) throw new ApiError(400, 'The id provided does not exist', 'plan_id');
    return v;
  };
  const onlyKeys = (body: Json, allowed: string[]) => {
    const extra = Object.keys(body).filter((k) => !allowed.includes(k));
    if (extra.length)
      throw new ApiError(
        400,
        `${extra.join(', ')} is/are not required and should not be sent`,
        extra[0],
      );
  };
  const bool = (v: unknown, name: string, field: string): boolean => {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false' || v === undefined) return false;
    throw new ApiError(400, `The ${name} field must be true or false.`, field);
  };
  const findSub = (id: string): Stored => {
    if (!/^sub_[A-Za-z0-9]{14}$/.test(id)) throw new ApiError(400, `${id} is not a valid id`);
    const s = subs.get(id);
    if (!s) throw new ApiError(400, 'The id provided does not exist');
    return s;
  };

  function createSub(body: Json): FakeSubscriptionEntity {
    onlyKeys(body, [
      'plan_id',
      'total_count',
      'quantity',
      'start_at',
      'expire_by',
      'customer_notify',
      'addons',
      'offer_id',
      'notes',
      'notify_info',
    ]);
    const planId = checkPlanId(body.plan_id);
    const total = body.total_count;
    if (total === undefined)
      throw new ApiError(400, 'The total count field is required.', 'total_count');
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 1)
      throw new ApiError(400, 'The total count must be an integer of at least 1.', 'total_count');
    const notify = bool(body.customer_notify ?? true, 'customer notify', 'customer_notify');
    const notes = body.notes ?? {};
    if (
      typeof notes !== 'object' ||
      Array.isArray(notes) ||
      Object.keys(notes).length > 15 ||
      Object.values(notes).some((v) => typeof v !== 'string' || v.length > 256)
    )
      throw new ApiError(
        400,
        'notes must be at most 15 key-value pairs of up to 256 characters',
        'notes',
      );
    const now = nowSec();
    const id = rid('sub_');
    const entity: FakeSubscriptionEntity = {
      id,
      entity: 'subscription',
      plan_id: planId,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: 1,
      notes: Object.keys(notes).length ? notes : [],
      charge_at: null,
      start_at: null,
      end_at: null,
      auth_attempts: 0,
      total_count: total,
      paid_count: 0,
      customer_notify: notify,
      created_at: now,
      expire_by: null,
      short_url: `https://rzp.io/rzp/${rid('').slice(0, 8)}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      offer_id: null,
      remaining_count: total,
    };
    subs.set(id, { entity, cancelAtCycleEnd: false, scheduledPlanId: null });
    return entity;
  }

  function cancelSub(s: Stored, body: Json): FakeSubscriptionEntity {
    onlyKeys(body, ['cancel_at_cycle_end']);
    const atCycleEnd = bool(body.cancel_at_cycle_end, 'cancel at cycle end', 'cancel_at_cycle_end');
    const e = s.entity;
    if (['cancelled', 'completed', 'expired'].includes(e.status))
      throw new ApiError(400, `Subscription is not cancellable in ${e.status} status.`, 'status');
    if (atCycleEnd && e.current_end !== null) {
      s.cancelAtCycleEnd = true; // stays in its status until the cycle ends (see renew)
    } else {
      Object.assign(e, { status: 'cancelled', ended_at: nowSec(), charge_at: null });
    }
    return e;
  }

  function updateSub(s: Stored, body: Json): FakeSubscriptionEntity {
    onlyKeys(body, [
      'plan_id',
      'offer_id',
      'quantity',
      'remaining_count',
      'start_at',
      'schedule_change_at',
      'customer_notify',
    ]);
    const e = s.entity;
    if (!['authenticated', 'active'].includes(e.status))
      throw new ApiError(400, `Subscription cannot be updated in ${e.status} status.`, 'status');
    const when = body.schedule_change_at ?? 'now';
    if (when !== 'now' && when !== 'cycle_end')
      throw new ApiError(400, 'The selected schedule change at is invalid.', 'schedule_change_at');
    if (body.plan_id !== undefined) {
      const planId = checkPlanId(body.plan_id);
      if (when === 'now') {
        Object.assign(e, {
          plan_id: planId,
          has_scheduled_changes: false,
          change_scheduled_at: null,
        });
        s.scheduledPlanId = null;
      } else {
        s.scheduledPlanId = planId;
        Object.assign(e, {
          has_scheduled_changes: true,
          change_scheduled_at: e.current_end ?? e.charge_at,
        });
      }
    }
    return e;
  }

  function route(method: string, path: string, body: Json): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/subscriptions')
      return { status: 200, body: createSub(body) };
    const m = /^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (m?.[1]) {
      const id = decodeURIComponent(m[1]);
      if (!m[2] && method === 'GET') return { status: 200, body: findSub(id).entity };
      if (m[2] && method === 'POST') return { status: 200, body: cancelSub(findSub(id), body) };
      if (!m[2] && method === 'PATCH') return { status: 200, body: updateSub(findSub(id), body) };
    }
    throw new ApiError(400, 'The requested URL was not found on the server.');
  }

  return route;
}

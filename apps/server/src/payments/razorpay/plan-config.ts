import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode, type PlanId } from '@candlelens/contracts';

/** Razorpay plan ids per CandleLens plan and charge currency; USD is required (the fallback). */
export type RazorpayPlanIds = Record<PlanId, Partial<Record<CurrencyCode, string>>>;

const planIdPattern = /^plan_[A-Za-z0-9]{6,30}$/;

const currencyMap = z
  .record(
    z.string(),
    z
      .string({ message: 'must be a Razorpay plan id (a string like plan_00000000000001)' })
      .regex(planIdPattern, 'must be a Razorpay plan id like plan_00000000000001'),
    {
      error: (iss) =>
        iss.input === undefined
          ? 'is required: give this plan its Razorpay plan ids'
          : 'must be an object of currency -> plan id, like {"USD":"plan_..."}',
    },
  )
  .superRefine((m, ctx) => {
    for (const key of Object.keys(m)) {
      if (!(CURRENCY_CODES as string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is not a supported currency (use ${CURRENCY_CODES.join(', ')})`,
        });
      }
    }
    if (m.USD === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['USD'],
        message: 'is required (the plan charged for currencies without their own plan)',
      });
    }
  })
  .transform((m) => m as Partial<Record<CurrencyCode, string>>);

const planIdsObject = z.strictObject(
  {
    basic: currencyMap,
    pro: currencyMap,
    elite: currencyMap,
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `unknown plan ${iss.keys.map((k) => `"${k}"`).join(', ')} (plans are basic, pro, elite)`
        : 'must be a JSON object like {"basic":{"USD":"plan_..."},"pro":{...},"elite":{...}}',
  },
);

/** RAZORPAY_PLAN_IDS as a zod schema over the raw JSON string, for use inside the env schema. */
export const razorpayPlanIdsSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `is not valid JSON (${err instanceof Error ? err.message : String(err)})`,
      });
      return z.NEVER;
    }
  })
  .pipe(planIdsObject)
  .transform((v) => v as RazorpayPlanIds);

export class RazorpayPlanConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid RAZORPAY_PLAN_IDS:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RazorpayPlanConfigError';
  }
}

/**
 * Parses RAZORPAY_PLAN_IDS, e.g. `{"basic":{"USD":"plan_A","INR":"plan_B"},"pro":{...},"elite":{...}}`.
 * Throws a RazorpayPlanConfigError listing every problem as `RAZORPAY_PLAN_IDS.<path>: <message>`.
 */
export function parseRazorpayPlanIds(raw: string | undefined): RazorpayPlanIds {
  if (raw === undefined || raw.trim() === '') {
    throw new RazorpayPlanConfigError([
      'RAZORPAY_PLAN_IDS: is required when PAYMENT_PROVIDER=razorpay',
    ]);
  }
  const result = razorpayPlanIdsSchema.safeParse(raw);
  if (!result.success) {
    throw new RazorpayPlanConfigError(
      result.error.issues.map(
        (i) => `${['RAZORPAY_PLAN_IDS', ...i.path.map(String)].join('.')}: ${i.message}`,
      ),
    );
  }
  return result.data;
}

import { z } from 'zod';
import type { PlanBasis, RiskPlan, RiskPlanRequest } from './risk-plan.ts';
import { MAX_PLAN_HORIZON, planMessages } from './risk-plan-compute.ts';

const price = (what: string) =>
  z.number({ error: `${what} must be a number.` }).positive(`${what} must be above zero.`);

/** PUT /api/analyses/:id/plan: the trader's plan; what is left out comes from the reading. */
export const planRequestSchema = z.object({
  side: z.enum(['long', 'short'], { error: planMessages.side }),
  entry: price('The entry').nullable().optional(),
  stop: price('The stop').nullable().optional(),
  targets: z.array(price('A target')).max(3, 'At most three targets.').nullable().optional(),
  account: z
    .number({ error: planMessages.account })
    .positive(planMessages.account)
    .max(1e12, 'Account size is too large.'),
  risk: z
    .object({
      percent: z
        .number({ error: planMessages.riskPercent })
        .gt(0, planMessages.riskPercent)
        .lte(100, planMessages.riskPercent)
        .optional(),
      amount: z
        .number({ error: planMessages.riskAmount })
        .positive(planMessages.riskAmount)
        .optional(),
    })
    .strict()
    .refine((r) => (r.percent === undefined) !== (r.amount === undefined), {
      message: 'Give the risk per trade as a percent or as an amount, not both.',
    }),
  horizon: z
    .number()
    .int(planMessages.horizon)
    .min(1, planMessages.horizon)
    .max(MAX_PLAN_HORIZON, planMessages.horizon)
    .optional(),
  /** Units per futures contract, where the trader states it. */
  contractSize: z.number().positive('The contract size must be above zero.').nullable().optional(),
  /** The account's currency (ISO 4217), kept with the trader's settings. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD.')
    .optional(),
});
export type PlanRequestBody = z.infer<typeof planRequestSchema>;

/** The schema's risk as the engine takes it. */
export function planRiskOf(body: PlanRequestBody): RiskPlanRequest['risk'] {
  return body.risk.percent !== undefined
    ? { percent: body.risk.percent }
    : { amount: body.risk.amount as number };
}

/** A plan as stored with its analysis and sent to its owner. */
export interface StoredPlan {
  request: PlanRequestBody;
  plan: RiskPlan;
  /** Plain text with the money figures (copied text) and without them (shared page). */
  text: string;
  publicText: string;
  updatedAt: string;
}

/** What a shared page shows of a plan: prices, R and odds, no account size or money. */
export interface PublicPlan {
  side: RiskPlan['side'];
  entry: number;
  stop: number;
  horizon: number;
  targets: { price: number; r: number; odds: RiskPlan['targets'][number]['odds'] }[];
  stopOdds: RiskPlan['stopOdds'];
  text: string;
}

export function publicPlanOf(stored: StoredPlan): PublicPlan {
  const p = stored.plan;
  return {
    side: p.side,
    entry: p.entry,
    stop: p.stop,
    horizon: p.horizon,
    targets: p.targets.map(({ price, r, odds }) => ({ price, r, odds })),
    stopOdds: p.stopOdds,
    text: stored.publicText,
  };
}

/** The trader's account size and risk per trade, kept per user in their currency. */
export const riskSettingsSchema = z.object({
  account: z.number(),
  risk: z.object({ percent: z.number().optional(), amount: z.number().optional() }),
  currency: z.string(),
});
export type RiskSettings = z.infer<typeof riskSettingsSchema>;

const storedPlanSchema = z.custom<StoredPlan>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  { message: 'plan must be an object' },
);

/** PUT /api/analyses/:id/plan answers with the stored plan and the trader's settings. */
export const planResponseSchema = z.object({
  plan: storedPlanSchema,
  settings: riskSettingsSchema,
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** GET /api/risk-settings: the trader's kept settings, or null before their first plan. */
export const riskSettingsResponseSchema = z.object({ settings: riskSettingsSchema.nullable() });
export { storedPlanSchema };

/** GET /api/analyses/:id/plan-basis: what the page redoes the plan on, and the trader's settings. */
export const planBasisResponseSchema = z.object({
  basis: z
    .custom<PlanBasis>((v) => typeof v === 'object' && v !== null, {
      message: 'basis must be an object',
    })
    .nullable(),
  settings: riskSettingsSchema.nullable(),
});
export type PlanBasisResponse = z.infer<typeof planBasisResponseSchema>;

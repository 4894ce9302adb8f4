import {
  PlanError,
  riskPlanFromBasis,
  type PlanBasis,
  type PlanRequestBody,
  type PlanSide,
  type RiskPlan,
} from '@candlelens/contracts';

/** Which price of the plan a handle moves. */
export type PlanHandle = 'entry' | 'stop' | `target-${number}`;

/** What the trader has chosen so far; prices left null come from the reading. */
export interface PlanDraft {
  side: PlanSide | null;
  entry: number | null;
  stop: number | null;
  targets: number[] | null;
  account: number | null;
  risk: { percent: number } | { amount: number };
  horizon: number;
  currency: string;
}

export const emptyDraft = (currency = 'USD'): PlanDraft => ({
  side: null,
  entry: null,
  stop: null,
  targets: null,
  account: null,
  risk: { percent: 1 },
  horizon: 20,
  currency,
});

/**
 * The plan on the chart's basis, or the message that says why it cannot be made. Without an
 * account size the prices, R and odds are still worked out (on a notional account) and the
 * money figures are left out.
 */
export function planOfDraft(
  basis: PlanBasis,
  draft: PlanDraft,
): { plan: RiskPlan | null; error: string | null; sized: boolean } {
  if (!draft.side) return { plan: null, error: null, sized: false };
  const sized = draft.account !== null && draft.account > 0;
  try {
    const plan = riskPlanFromBasis(basis, {
      side: draft.side,
      entry: draft.entry,
      stop: draft.stop,
      targets: draft.targets,
      account: sized ? (draft.account as number) : 1_000_000,
      risk: sized ? draft.risk : { percent: 1 },
      horizon: draft.horizon,
    });
    return { plan, error: null, sized };
  } catch (e) {
    if (e instanceof PlanError) return { plan: null, error: e.message, sized };
    throw e;
  }
}

/** The request that saves the plan: the trader's own prices, the rest from the reading. */
export function requestOfDraft(draft: PlanDraft): PlanRequestBody | null {
  if (!draft.side || !draft.account) return null;
  return {
    side: draft.side,
    entry: draft.entry,
    stop: draft.stop,
    targets: draft.targets,
    account: draft.account,
    risk: 'percent' in draft.risk ? { percent: draft.risk.percent } : { amount: draft.risk.amount },
    horizon: draft.horizon,
    currency: draft.currency,
  };
}

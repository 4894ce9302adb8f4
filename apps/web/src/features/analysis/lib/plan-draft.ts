import type { StoredReading } from '@candlelens/contracts';
import { priceDecimals } from './overlay-geometry.ts';
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

/**
 * Decimals for a plan price: the chart's own (a chart of whole numbers, whole numbers), or more
 * where the chart's would move the price by over 0.05% (a $104 stock on an axis of whole dollars
 * still gets its cents).
 */
export function planDecimals(reading: Pick<StoredReading, 'priceAxis'>, price: number): number {
  const chart = priceDecimals(reading, price);
  const size = Math.abs(price);
  if (!(size > 0)) return chart;
  return Math.min(8, Math.max(chart, Math.ceil(-Math.log10(size * 0.0005))));
}

/** A price rounded as the plan shows it (see planDecimals). */
export function roundPlanPrice(reading: Pick<StoredReading, 'priceAxis'>, price: number): number {
  return Number(price.toFixed(planDecimals(reading, price)));
}

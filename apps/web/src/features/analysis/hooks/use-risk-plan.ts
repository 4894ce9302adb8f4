import { useEffect, useMemo, useRef, useState } from 'react';
import type { StoredPlan } from '@candlelens/contracts';
import { usePlanBasis, useSavePlan } from '../api/risk-plan.ts';
import {
  emptyDraft,
  planOfDraft,
  requestOfDraft,
  type PlanDraft,
  type PlanHandle,
} from '../lib/plan-draft.ts';

const SAVE_AFTER_MS = 500;

function draftOfStored(stored: StoredPlan): PlanDraft {
  const r = stored.request;
  return {
    side: r.side,
    entry: r.entry ?? null,
    stop: r.stop ?? null,
    targets: r.targets ?? null,
    account: r.account,
    risk:
      r.risk.percent !== undefined ? { percent: r.risk.percent } : { amount: r.risk.amount ?? 0 },
    horizon: r.horizon ?? 20,
    currency: r.currency ?? 'USD',
  };
}

/**
 * The trader's plan on one analysis: the draft they edit, the plan redone on the chart's basis at
 * every change, and the save (half a second after the last change) with the analysis.
 */
export function useRiskPlan(
  analysisId: string,
  stored: StoredPlan | null | undefined,
  enabled: boolean,
  /** Rounds a price to the chart's decimals (prices dragged or worked out, never typed ones). */
  round: (price: number) => number = (p) => p,
) {
  const basisQuery = usePlanBasis(analysisId, enabled);
  const save = useSavePlan(analysisId);
  const [draft, setDraft] = useState<PlanDraft | null>(stored ? draftOfStored(stored) : null);
  const settings = basisQuery.data?.settings ?? null;
  // Once the settings arrive, a new plan starts from the trader's account size and risk.
  const current: PlanDraft = useMemo(
    () =>
      draft ??
      (settings
        ? {
            ...emptyDraft(settings.currency),
            account: settings.account,
            risk:
              settings.risk.percent !== undefined
                ? { percent: settings.risk.percent }
                : { amount: settings.risk.amount ?? 0 },
          }
        : emptyDraft()),
    [draft, settings],
  );
  const basis = basisQuery.data?.basis ?? null;
  const outcome = useMemo(
    () => (basis ? planOfDraft(basis, current) : { plan: null, error: null, sized: false }),
    [basis, current],
  );
  // The last plan that could be made: its prices stay in the fields while a typed one is wrong.
  const lastPlan = useRef(outcome.plan);
  if (outcome.plan) lastPlan.current = outcome.plan;
  const [dirty, setDirty] = useState(false);
  const request = dirty && outcome.plan ? requestOfDraft(current) : null;
  const requestKey = request ? JSON.stringify(request) : null;
  const { mutate } = save;
  useEffect(() => {
    if (!requestKey) return;
    const timer = setTimeout(() => {
      mutate(JSON.parse(requestKey));
      setDirty(false);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [requestKey, mutate]);

  const update = (change: Partial<PlanDraft>) => {
    setDraft({ ...current, ...change });
    setDirty(true);
  };
  /**
   * A dragged or typed price: the other prices stay where the trader sees them (those worked out
   * from the reading, rounded to the chart's decimals as the fields show them). A dragged price
   * is rounded the same way; a typed one is kept as typed.
   */
  const move = (handle: PlanHandle, moved: number, typed = false) => {
    const plan = outcome.plan ?? lastPlan.current;
    const price = typed ? moved : round(moved);
    const pinned = {
      entry: current.entry ?? (plan ? round(plan.entry) : null),
      stop: current.stop ?? (plan ? round(plan.stop) : null),
      targets: current.targets ?? plan?.targets.map((t) => round(t.price)) ?? null,
    };
    if (handle === 'entry') update({ ...pinned, entry: price });
    else if (handle === 'stop') update({ ...pinned, stop: price });
    else {
      const i = Number(handle.slice(7));
      const targets = [...(pinned.targets ?? [])];
      targets[i] = price;
      update({ ...pinned, targets });
    }
  };
  const roundOrNull = (p: number | undefined) => (p === undefined ? null : round(p));
  return {
    basis,
    loading: basisQuery.isPending,
    draft: current,
    ...outcome,
    shownPrices: {
      entry: current.entry ?? roundOrNull(lastPlan.current?.entry),
      stop: current.stop ?? roundOrNull(lastPlan.current?.stop),
      targets: current.targets ?? lastPlan.current?.targets.map((t) => round(t.price)) ?? [],
    },
    update,
    move,
    saving: save.isPending || dirty,
    saved: !dirty && save.isSuccess,
    saveError: save.error ? save.error.message : null,
  };
}

export type RiskPlanState = ReturnType<typeof useRiskPlan>;

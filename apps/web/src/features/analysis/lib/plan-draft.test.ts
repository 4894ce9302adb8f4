import { describe, expect, it } from 'vitest';
import type { PlanBasis } from '@candlelens/contracts';
import { emptyDraft, planOfDraft, requestOfDraft } from './plan-draft.ts';

/** A chart at 100 with 1% moves per bar, levels at 97 and 105, no measured table. */
const basis: PlanBasis = {
  lastClose: 100,
  atr: 1,
  levels: [97, 105],
  spreads: Array.from({ length: 20 }, (_, i) => ({
    model: 0.01 * Math.sqrt(i + 1),
    baseline: 0.01 * Math.sqrt(i + 1),
  })),
  noiseEdge: { long: -0.01, short: 0.01 },
  noiseBars: 5,
  group: null,
  groupLabel: null,
  targetFirst: null,
  stopWithin: null,
  noise: null,
  defaultStop: null,
  horizons: [5, 10, 20],
  contract: null,
};

describe('the plan draft', () => {
  it('draws nothing until the trader picks a side', () => {
    expect(planOfDraft(basis, emptyDraft()).plan).toBeNull();
  });

  it('starts from the reading and sizes the position once the account is given', () => {
    const draft = { ...emptyDraft('EUR'), side: 'long' as const };
    const unsized = planOfDraft(basis, draft);
    expect(unsized.sized).toBe(false);
    expect(unsized.plan?.entry).toBe(100);
    expect(unsized.plan?.stop).toBe(96.5);
    expect(requestOfDraft(draft)).toBeNull();
    const sized = planOfDraft(basis, { ...draft, account: 7_000, risk: { percent: 1 } });
    expect(sized.sized).toBe(true);
    expect(sized.plan?.units).toBe(20);
    expect(sized.plan?.targets.map((t) => t.price)).toEqual([105]);
    expect(sized.plan?.stopOdds.source).toBe('baseline');
  });

  it('says why a plan cannot be made', () => {
    const draft = { ...emptyDraft(), side: 'short' as const, account: 1_000, stop: 99 };
    expect(planOfDraft(basis, draft)).toEqual({
      plan: null,
      error: 'For a short the stop must be above the entry.',
      sized: true,
    });
  });
});

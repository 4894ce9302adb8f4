import { describe, expect, it } from 'vitest';
import type { PlanBasis } from '@candlelens/contracts';
import {
  emptyDraft,
  planDecimals,
  planOfDraft,
  requestOfDraft,
  roundPlanPrice,
} from './plan-draft.ts';

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

describe('plan prices as the fields show them', () => {
  const axis = (decimals: number, values: number[]) => ({
    priceAxis: {
      side: 'right' as const,
      scale: 'linear' as const,
      fit: { slope: -1, intercept: 0 },
      labels: values.map((value, i) => ({ y: i * 10, value })),
      decimals,
    },
  });

  it("round to the chart's decimals: a chart of whole numbers gets whole numbers", () => {
    // The entry worked out from the last close was shown as 38085.525.
    expect(roundPlanPrice(axis(0, [40_000, 39_000]), 38_085.52497865941)).toBe(38_086);
    expect(roundPlanPrice(axis(4, [1.095, 1.09]), 1.088912345)).toBe(1.0889);
    expect(roundPlanPrice(axis(2, [690, 680]), 682.98312)).toBe(682.98);
  });

  it('keep cents on a low price whose axis is written in whole numbers', () => {
    expect(planDecimals(axis(0, [110, 100]), 104.3712)).toBe(2);
    expect(roundPlanPrice(axis(0, [2, 1]), 1.53219)).toBe(1.5322);
  });
});

import {
  touchWithin,
  firstWithin,
  type PlanEvidence,
  type PlanGroupEvidence,
} from '@candlelens/contracts';
import { logSigma, rangeScale } from '../forecast.ts';
import type { Candle } from '../types.ts';
import { PLAN_EVIDENCE } from './plan-evidence.generated.ts';

export const PLAN_TABLE: PlanEvidence = PLAN_EVIDENCE;

/** Fewest walk-forward test cases behind a group's table. */
export const MIN_PLAN_CASES = 1000;

/** The most specific group with a measured table, or null. */
export function planEvidenceFor(
  groups: readonly string[],
): { key: string; e: PlanGroupEvidence } | null {
  for (const key of groups) {
    const e = PLAN_TABLE.groups[key];
    if (e && e.targetFirst.n >= MIN_PLAN_CASES && e.stopWithin.n >= MIN_PLAN_CASES)
      return { key, e };
  }
  return null;
}

/** The two spreads (std of the log move over `bars`) the odds come from, read up to bar `t`. */
export function planSpreads(
  candles: readonly Candle[],
  t: number,
  bars: number,
): { model: number; baseline: number } {
  return {
    model: rangeScale(candles, t).scale(bars),
    baseline: logSigma(candles, t) * Math.sqrt(bars),
  };
}

/** Raw first-passage probabilities under one spread: target before stop, and stop at all. */
export function rawOdds(
  toTarget: number,
  toStop: number,
  spread: number,
): { targetFirst: number; stopWithin: number } {
  return {
    targetFirst: firstWithin(toTarget, toStop, spread),
    stopWithin: touchWithin(toStop, spread),
  };
}

import { groupLabel } from '../evidence/groups.ts';
import { logSigma, rangeScale } from '../forecast.ts';
import type { Candle } from '../types.ts';
import { firstWithin, touchWithin } from './first-passage.ts';
import type { PlanCalibration, PlanEvidence, PlanGroupEvidence } from './plan-evidence-types.ts';
import { PLAN_EVIDENCE } from './plan-evidence.generated.ts';
import type { PlanOdds } from './plan-types.ts';

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

/** Piecewise-linear through increasing knots [raw, probability]; flat beyond the ends. */
export function recalibrate(map: readonly [number, number][], raw: number): number {
  const first = map[0];
  const last = map[map.length - 1];
  if (!first || !last) return raw;
  if (raw <= first[0]) return first[1];
  if (raw >= last[0]) return last[1];
  for (let i = 1; i < map.length; i++) {
    const [x1, y1] = map[i] as [number, number];
    const [x0, y0] = map[i - 1] as [number, number];
    if (raw <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0);
  }
  return last[1];
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

/** The odds a trader reads, with the bin of the shipped measurement that holds the figure shown. */
export function oddsOf(
  raw: { model: number; baseline: number },
  calibration: PlanCalibration | null,
  group: string | null,
): PlanOdds {
  const round = (p: number) => Math.round(p * 1000) / 1000;
  const baseline = round(raw.baseline);
  if (!calibration || !group) {
    return { probability: baseline, source: 'baseline', model: null, baseline, measured: null };
  }
  const model = round(recalibrate(calibration.map, raw.model));
  const source = calibration.edge ? 'model' : 'baseline';
  const probability = source === 'model' ? model : baseline;
  const bins = calibration[source].bins;
  const bin =
    bins.find((b) => probability >= b.from && probability < b.to) ??
    (probability >= 1 ? bins[bins.length - 1] : undefined);
  return {
    probability,
    source,
    model,
    baseline,
    measured: bin
      ? {
          group: groupLabel(group),
          n: bin.n,
          series: bin.series,
          realised: bin.realised,
          low: bin.low,
          high: bin.high,
          skill: calibration.skill,
          skillInterval: calibration.skillInterval,
        }
      : null,
  };
}

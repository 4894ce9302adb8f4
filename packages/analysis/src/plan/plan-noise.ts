import { rangeEvidence } from '../evidence/evidence.ts';
import { LEVELS, rangeScale } from '../forecast.ts';
import type { Candle } from '../types.ts';
import { PLAN_TABLE } from './plan-odds.ts';
import type { PlanSide } from '@candlelens/contracts';

/**
 * The losing-side edge of the range price covers half the time over the next `noiseBars` bars,
 * as a log move from the close at `t` (negative for a long, positive for a short), or null
 * where the chart's group has no measured ranges.
 */
export function noiseEdge(
  candles: readonly Candle[],
  t: number,
  groups: readonly string[],
  side: PlanSide,
): number | null {
  const ranges = rangeEvidence(groups);
  const row = ranges?.e.quantiles[PLAN_TABLE.noiseBars - 1];
  const scale = rangeScale(candles, t).scale(PLAN_TABLE.noiseBars);
  const q = row?.[LEVELS.indexOf(side === 'long' ? 0.25 : 0.75)];
  return q === undefined || !(scale > 0) ? null : q * scale;
}

import { rangeEvidence } from '../evidence/evidence.ts';
import { rangeDraw } from '../forecast.ts';
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
  const draw = ranges ? rangeDraw(candles, t, ranges.e) : null;
  if (!draw || !(draw.scale.scale(PLAN_TABLE.noiseBars) > 0)) return null;
  const [lower, upper] = draw.bounds(PLAN_TABLE.noiseBars).ranges[0] ?? [];
  const edge = side === 'long' ? lower : upper;
  return edge === undefined || !Number.isFinite(edge) ? null : edge;
}

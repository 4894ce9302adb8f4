import type { Candle } from '../types.ts';
import type { PlanContract, PlanRisk, PlanSide } from '@candlelens/contracts';

/** A risk plan asked of the engine: the chart's candles and levels and the trader's choices. */
export interface PlanInput {
  candles: readonly Candle[];
  /** The chart's levels (support and resistance prices). */
  levels?: readonly { price: number }[];
  side: PlanSide;
  /** Defaults: entry at the last close; stop beyond the nearest level on the losing side; targets
   * at the next levels on the winning side, or at 1R and 2R. */
  entry?: number | null;
  stop?: number | null;
  targets?: readonly number[] | null;
  account: number;
  risk: PlanRisk;
  /** Bars over which the odds are measured (1..20, default 20). */
  horizon?: number;
  /** Evidence groups of the chart, most specific first (`planGroups`). */
  groups?: readonly string[];
  contract?: PlanContract | null;
}

import type { Candle } from '../types.ts';

export type PlanSide = 'long' | 'short';

/** Risk per trade: a percent of the account (0 < percent <= 100) or an amount in its currency. */
export type PlanRisk = { percent: number } | { amount: number };

/** How units are traded in bulk: FX lots, futures contracts, with their size in units. */
export interface PlanContract {
  name: 'lot' | 'contract';
  size: number;
  /** Smallest tradable fraction (0.01 lot, 1 contract). */
  step: number;
}

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

/** Where a measured figure comes from, for the trader to read beside it. */
export interface PlanMeasure {
  /** "daily crypto", "charts of all markets". */
  group: string;
  /** Test cases in the bin of predictions around the figure shown, and their series. */
  n: number;
  series: number;
  /** How often such predictions came true, walk-forward, with the 95% interval by series. */
  realised: number;
  low: number;
  high: number;
  /** Brier skill of the model against the random walk, with its interval. */
  skill: number;
  skillInterval: [number, number];
}

export interface PlanOdds {
  /** The figure the trader reads: the model's where it beat the random walk, else the walk's. */
  probability: number;
  source: 'model' | 'baseline';
  /** The range model recalibrated on the real series (null where that table has no group). */
  model: number | null;
  /** A random walk with the chart's recent volatility. */
  baseline: number;
  /** The measurement behind the figure shown, or null where nothing was measured. */
  measured: PlanMeasure | null;
}

export interface PlanTarget {
  price: number;
  /** Reward over risk: distance to the target over distance to the stop. */
  r: number;
  reward: number;
  /** P(target touched before the stop, within the horizon). */
  odds: PlanOdds;
}

/** A measured touch rate with its 95% interval by series. */
export interface PlanNoiseRate {
  rate: number;
  low: number;
  high: number;
  n: number;
  series: number;
}

export interface PlanNoise {
  /** Bars of the range price covers half the time. */
  bars: number;
  /** How often stops inside that range were touched within the horizon, measured. */
  rate: number;
  low: number;
  high: number;
  n: number;
  series: number;
}

export interface Plan {
  side: PlanSide;
  entry: number;
  stop: number;
  horizon: number;
  /** What was filled in from the reading rather than given. */
  defaults: {
    entry: boolean;
    stop: 'level' | 'volatility' | null;
    targets: 'levels' | 'multiples' | null;
  };
  /** The level the default stop sits beyond, and the buffer beyond it (price units). */
  stopLevel: number | null;
  buffer: number;
  /** Risk per trade in money, and as a percent of the account. */
  risk: number;
  riskPercent: number;
  account: number;
  /** Position size in units of the instrument, and in lots or contracts where given. */
  units: number;
  contracts: { name: 'lot' | 'contract'; size: number; count: number } | null;
  positionValue: number;
  targets: PlanTarget[];
  /** P(stop touched within the horizon). */
  stopOdds: PlanOdds;
  /** Set when the stop is inside the range price covers half the time over the next few bars. */
  noise: PlanNoise | null;
  /** The default stop's measured touch rate against stops at the same distance without a level. */
  defaultStopRecord: { level: PlanNoiseRate; control: PlanNoiseRate } | null;
}

/** A plan that cannot be made as asked, with the field to correct and a message a trader reads. */
export class PlanError extends Error {
  constructor(
    readonly field: 'side' | 'entry' | 'stop' | 'targets' | 'account' | 'risk' | 'horizon' | 'size',
    message: string,
  ) {
    super(message);
    this.name = 'PlanError';
  }
}

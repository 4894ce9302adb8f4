// The risk plan: what a trader reads (size, R, odds with their measurements) and the
// measured table behind the odds. Shapes only; the arithmetic is in risk-plan-compute.ts.

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

export interface RiskPlan {
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

/** Predictions that fell in one tenth of 0..1, and how often the event happened. */
export interface PlanBin {
  /** Bounds of the predicted probability (0.1 wide). */
  from: number;
  to: number;
  /** Mean prediction in the bin. */
  predicted: number;
  /** Share of cases where the event happened, with its 95% interval by series (cluster bootstrap). */
  realised: number;
  low: number;
  high: number;
  n: number;
  series: number;
}

/** One way of predicting an event, scored walk-forward. */
export interface PlanMethodScore {
  brier: number;
  bins: PlanBin[];
}

/** "Target before stop" or "stop within N bars", measured on one group of markets. */
export interface PlanCalibration {
  /** Test cases (walk-forward) and the series they came from. */
  n: number;
  series: number;
  /** The range-scaled walk, recalibrated on earlier periods. */
  model: PlanMethodScore;
  /** A random walk with the chart's recent volatility (no fitting). */
  baseline: PlanMethodScore;
  /** Brier skill of the model against the baseline, 1 - model/baseline, with its 95% interval by series. */
  skill: number;
  skillInterval: [number, number];
  /** The skill's interval is above zero: the model's figure is the one shown. */
  edge: boolean;
  /** The shipped recalibration, fitted on every case: raw prediction -> probability, increasing. */
  map: [number, number][];
}

/** How often stops were touched within the horizon, with its interval by series. */
export interface PlanRate {
  n: number;
  series: number;
  rate: number;
  low: number;
  high: number;
}

export interface PlanGroupEvidence {
  label: string;
  series: number;
  targetFirst: PlanCalibration;
  stopWithin: PlanCalibration;
  /** Stops inside the range price covers half the time over the next `noiseBars` bars, by horizon. */
  noise: Record<string, PlanRate>;
  /** The default stop (beyond the nearest level by the buffer) against stops at the same distance
   * placed without regard to levels (same series, another time, same side), by horizon. */
  defaultStop: Record<string, { level: PlanRate; control: PlanRate }>;
}

export interface PlanEvidence {
  /** The command and the inputs it read. */
  generator: string;
  /** SHA-256 of the market files and the engine's source the table was measured with. */
  inputsHash: string;
  source: string;
  /** Horizons (bars) the cases were measured at. */
  horizons: number[];
  /** The default stop's buffer beyond its level, in multiples of the chart's volatility unit (ATR 14). */
  buffer: number;
  /** Bars of the "range price covers half the time" that defines a stop inside the noise. */
  noiseBars: number;
  groups: Record<string, PlanGroupEvidence>;
}

/**
 * What a risk plan needs from the chart, computed once per analysis: the plan itself is then
 * arithmetic on it (`riskPlanFromBasis`), so the page can redo it at once while the trader drags.
 */
export interface PlanBasis {
  lastClose: number;
  /** The chart's volatility unit (ATR 14) in price. */
  atr: number;
  /** Prices of the chart's levels. */
  levels: number[];
  /** spreads[h - 1]: std of the log move over h bars, range model and random walk. */
  spreads: { model: number; baseline: number }[];
  /** Losing-side edge of the range price covers half the time over `noiseBars` bars (log move). */
  noiseEdge: { long: number | null; short: number | null };
  noiseBars: number;
  /** The measured group (its key) and its table, or null where none has enough cases. */
  group: string | null;
  groupLabel: string | null;
  targetFirst: PlanCalibration | null;
  stopWithin: PlanCalibration | null;
  noise: Record<string, PlanRate> | null;
  defaultStop: Record<string, { level: PlanRate; control: PlanRate }> | null;
  horizons: number[];
  contract: PlanContract | null;
}

/** What the trader chose; everything left out comes from the reading. */
export interface RiskPlanRequest {
  side: PlanSide;
  entry?: number | null;
  stop?: number | null;
  targets?: readonly number[] | null;
  account: number;
  risk: PlanRisk;
  /** Bars over which the odds are measured (1..20, default 20). */
  horizon?: number;
}

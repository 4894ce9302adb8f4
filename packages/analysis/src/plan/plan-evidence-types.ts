/** Shapes of the generated risk-plan table (plan-evidence.generated.ts); this file imports nothing. */

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

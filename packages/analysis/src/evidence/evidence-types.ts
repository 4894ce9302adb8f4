/** Shapes of the generated evidence file (evidence-data.generated.ts); this file imports nothing. */

/** One claim measured on one group of markets, on the walk-forward test period. */
export interface EvidenceEntry {
  n: number;
  hits: number;
  rate: number;
  /** 95% interval of the rate (the wider of Wilson's and a bootstrap over calendar blocks). */
  low: number;
  high: number;
  /** The strongest baseline on the same test period. */
  baseline: string;
  baselineRate: number;
  /** Every baseline on the test period: the base rate of the same direction, the same detector
   * on shuffled returns and on random walks (patterns), random levels (levels). */
  baselines: { base?: number; shuffled?: number; walk?: number; random?: number };
  /** The rate on the earlier (discovery) period and whether its interval cleared its baseline there. */
  discovery: { n: number; rate: number; low: number; baselineRate: number; edge: boolean };
  /** Cleared the baseline on both periods: the engine may state the rate. */
  edge: boolean;
}

export interface RangeEvidence {
  /** quantiles[h - 1][k]: quantile LEVELS[k] of ln(close[t+h]/close[t]) / scale_t(h) (`rangeScale`). */
  quantiles: number[][];
  /** Walk-forward coverage of the 50/80/95% ranges at the reference horizon. */
  n: number;
  coverage: [number, number, number];
  intervals: [[number, number], [number, number], [number, number]];
}

export interface DirectionEvidence {
  /** Share of higher closes at the reference horizon after falling / flat / rising momentum. */
  upRate: { falling: number; flat: number; rising: number };
  n: number;
  /** Brier skill against the base rate and against "the last move persists", with 95% intervals. */
  skillVsBase: [number, number, number];
  skillVsPersistence: [number, number, number];
  accuracy: number;
  accuracyInterval: [number, number];
  baseAccuracy: number;
  persistenceAccuracy: number;
  edge: boolean;
}

export interface EvidenceGroup {
  /** In words: "daily US stocks". */
  label: string;
  series: number;
  bars: number;
}

export interface EvidenceData {
  source: string;
  /** Bars ahead for direction, pattern and trend claims and the calibrated ranges. */
  horizon: number;
  /** Bars after a level test in which it must hold, and after a pattern in which a target counts. */
  followBars: number;
  levels: number[];
  groups: Record<string, EvidenceGroup>;
  claims: Record<string, Record<string, EvidenceEntry>>;
  ranges: Record<string, RangeEvidence>;
  direction: Record<string, DirectionEvidence>;
}

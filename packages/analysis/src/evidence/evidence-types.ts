/** Shapes of the generated evidence file (evidence-data.generated.ts); this file imports nothing. */

/** One claim measured on one group of markets (every chart of the group). */
export interface EvidenceEntry {
  n: number;
  hits: number;
  /** Series the cases came from (the intervals resample whole series). */
  series: number;
  rate: number;
  /** 95% interval of the rate (the wider of Wilson's and a bootstrap by series). */
  low: number;
  high: number;
  /** The strongest baseline, the one the claim must clear, in words and as a rate. */
  baseline: string;
  baselineRate: number;
  /** Every baseline on the same charts: a coin toss (half), the base rate of the same direction
   * (base), the same detector on shuffled bars and random walks (patterns), random levels and
   * levels at the same distance (levels), the same distance the other way (targets). */
  baselines: {
    half?: number;
    base?: number;
    shuffled?: number;
    walk?: number;
    random?: number;
    distance?: number;
  };
  /** One-sided p-value of "no better than the strongest baseline" (bootstrap by series). */
  p: number;
  /** Claims tested on this group and corrected together (Benjamini-Hochberg). */
  tested: number;
  /** The interval clears the strongest baseline, the claim survives the correction and it was
   * measured on enough series: the engine may state it as an edge. */
  edge: boolean;
  /** The whole interval lies below the strongest baseline: it did worse. */
  worse: boolean;
}

/** A rate over cases of several series, with its 95% interval by series. */
export interface MeasuredRate {
  n: number;
  series: number;
  rate: number;
  low: number;
  high: number;
}

/**
 * The rule "state a claim only where it is an edge", decided on earlier charts and scored on the
 * next calendar fold (four folds of five).
 */
export interface EvidenceWalkForward {
  /** Charts in the four later folds, and how often their close was higher 10 bars later. */
  charts: number;
  baseUp: MeasuredRate;
  /** Charts whose verdict leaned one way, and how often it was right; the share of them that closed higher. */
  called: MeasuredRate;
  calledUp: number;
  bullish: MeasuredRate;
  bearish: MeasuredRate;
  /** Charts where the rule would have shown the direction, and how often it was right. */
  shown: MeasuredRate;
  shownUp: number;
  /** Every claim the rule would have stated: claim/fold pairs, cases, hits and the baselines' expected hits. */
  claimsShown: number;
  claimCases: number;
  claimHits: number;
  claimBaselineHits: number;
}

/** Coverage and interval score of one way of drawing the 50/80/95% ranges, on one set of cases. */
export interface RangeScore {
  n: number;
  series: number;
  /** Share of outcomes inside the 50/80/95% ranges, each with its 95% interval by series. */
  coverage: [number, number, number];
  intervals: [[number, number], [number, number], [number, number]];
  /** Mean interval score of the 50/80/95% ranges, in typical moves (ATR 14) of each chart. */
  score: [number, number, number];
}

export interface RangeEvidence {
  /** quantiles[h - 1][k]: quantile LEVELS[k] of ln(close[t+h]/close[t]) / scale_t(h) (`rangeScale`). */
  quantiles: number[][];
  /** atrK[h - 1][k]: half-width of the plain band close +- k x ATR(14) holding 50/80/95% (k = 0, 1, 2) of h-bar moves. */
  atrK: number[][];
  /** Weight of the scaled ranges against the plain ATR band for the 50/80/95% ranges (1: the
   * scaled ranges alone, 0: the band alone), chosen on the four later folds' out-of-sample
   * scores: the band unless the scaled ranges held the label where it did not, or scored lower
   * with the interval (by series) of the difference clear of zero. */
  weights: [number, number, number];
  /** The same choice made before each of the three last folds, on the folds before it. */
  foldWeights?: number[][];
  /** Series of the group, and whether that is too few to trust its ranges (under 10). */
  series: number;
  rough: boolean;
  /** The rule that made the shipped table (fit before a fold, weights chosen on the folds before
   * it), scored on each of the three later folds: the coverage the text quotes. */
  n: number;
  coverage: [number, number, number];
  intervals: [[number, number], [number, number], [number, number]];
  shipped: RangeScore;
  /** The same three folds: the plain ATR band alone, and the scaled ranges alone. */
  shippedBand: RangeScore;
  shippedScaled: RangeScore;
  /** Interval score of what ships minus the band's on the same cases, per range: [difference,
   * low, high], the interval 95% by series; above zero is worse than the band. */
  bandDifference?: [[number, number, number], [number, number, number], [number, number, number]];
  /** Walk-forward over the four later folds: the scaled ranges and the plain ATR band. */
  walkForward: { scaled: RangeScore; band: RangeScore };
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
  /** The generator, and a SHA-256 of its inputs (market files and the sources that decide the cases). */
  generator: string;
  inputsHash: string;
  /** How the many claims were corrected for, in words. */
  correction: string;
  /** Bars ahead for direction, pattern and trend claims and the calibrated ranges. */
  horizon: number;
  /** Bars after a level test in which it must hold, and after a pattern in which a target counts. */
  followBars: number;
  levels: number[];
  groups: Record<string, EvidenceGroup>;
  claims: Record<string, Record<string, EvidenceEntry>>;
  walkForward: Record<string, EvidenceWalkForward>;
  ranges: Record<string, RangeEvidence>;
  direction: Record<string, DirectionEvidence>;
}

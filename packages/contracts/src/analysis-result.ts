import type { AnalysisType } from './analysis-types.ts';

/**
 * The analysis engine's result (@candlelens/analysis produces it; the API stores and serves it).
 * Geometry is in bar indices (0 = leftmost analysed candle) and prices.
 */

export interface BarPoint {
  index: number;
  price: number;
}

/**
 * What the evidence file measured for one claim, out of sample (bench/analysis): `hits` of `n`
 * cases, `rate` with its 95% interval, against the strongest baseline.
 */
export interface EvidenceRef {
  /** Claim key in the evidence file, e.g. "pattern:Double top:direction". */
  claim: string;
  /** Markets and timeframe it was measured on, in words ("daily US stocks"). */
  group: string;
  n: number;
  hits: number;
  rate: number;
  low: number;
  high: number;
  baselineName: string;
  baselineRate: number;
  /** The interval clears the baseline: the claim has a measured edge. */
  edge: boolean;
}

export interface Level {
  price: number;
  kind: 'support' | 'resistance';
  /** Where the level comes from. */
  source: 'swings' | 'round number' | 'prior high' | 'prior low' | 'gap' | 'projection';
  /** 0..1 drawing weight (touches relative to the most-touched level); not a prediction. */
  strength: number;
  touches: number;
  label: string;
  /** Index of the most recent bar that touched the level, or -1. */
  lastTouchIndex: number;
  /** Track record on this chart: visits to the level and how many it held. */
  tests: number;
  held: number;
  /** Distance from the last close: percent of price (null with relative prices) and ATR. */
  distancePercent: number | null;
  distanceAtr: number;
  /** A projection beyond the visible price history, never tested. */
  projected: boolean;
  /** Measured hold rate for levels of this kind. */
  evidence: EvidenceRef | null;
}

export interface GapZone {
  /** Bar that opened the gap. */
  index: number;
  direction: 'up' | 'down';
  low: number;
  high: number;
  filled: boolean;
}

export interface KeyLevelsSection {
  lastClose: number;
  atr: number;
  /** ATR as a percentage of the last close (null with relative prices). */
  atrPercent: number | null;
  rangeLow: number;
  rangeHigh: number;
  /** The last close is the highest (lowest) close of the visible history. */
  atVisibleHigh: boolean;
  atVisibleLow: boolean;
  gaps: GapZone[];
}

export interface TrendLine {
  from: BarPoint;
  to: BarPoint;
  kind: 'support' | 'resistance' | 'channel';
}

export interface SwingPoint extends BarPoint {
  type: 'high' | 'low';
}

/** A sign at the last bar that the move may be turning, with how such signs were followed. */
export interface TrendSign {
  /** "bearish RSI divergence (higher price high, lower RSI high)", as the text lists it. */
  text: string;
  /** Claim key in the evidence file, e.g. "sign:rsi divergence (bearish)". */
  claim: string;
  bias: 'bullish' | 'bearish';
  /** How often the close 10 bars later moved the sign's way, where it was measured. */
  evidence: EvidenceRef | null;
}

export interface TrendSection {
  direction: 'up' | 'down' | 'sideways';
  slopeAtrPerBar: number;
  moveAtr: number;
  rSquared: number;
  window: number;
  adx: number | null;
  /** ADX needs more history than the chart shows for an exact value. */
  adxApproximate: boolean;
  strength: 'weak' | 'moderate' | 'strong' | 'very strong';
  structure:
    'higher highs and higher lows' | 'lower highs and lower lows' | 'mixed' | 'not enough swings';
  swings: SwingPoint[];
  momentumAtr: number | null;
  reversalSigns: string[];
  /** The reversal signs with their claims and evidence (absent on results stored before). */
  signs?: TrendSign[];
  atrPercent: number | null;
  volume: { recentVsAverage: number; source: 'chart' | 'data' } | null;
  evidence: EvidenceRef | null;
}

export type PatternStatus = 'forming' | 'confirmed' | 'failed' | 'target reached';

export interface Pattern {
  name: string;
  kind: 'candlestick' | 'chart';
  bias: 'bullish' | 'bearish' | 'neutral';
  startIndex: number;
  endIndex: number;
  points: BarPoint[];
  /** Lifecycle decided on the candles after the pattern. */
  status: PatternStatus;
  /** Bar where the status was decided (breakout, stop hit, target hit), or null while forming. */
  statusIndex: number | null;
  target?: number;
  entry?: number;
  stop?: number;
  /** Volume of the confirming bar relative to the 20 bars before it, when volumes were read. */
  breakoutVolume?: number;
  /** Measured rate of the claim (only when it has a measured edge). */
  reliability?: number;
  evidence: EvidenceRef | null;
}

export interface IndicatorReading {
  name: string;
  value: number | null;
  signal: 'bullish' | 'bearish' | 'neutral';
  note: string;
  /** The value needs more history than the chart shows (seeded average still weighs in). */
  approximate: boolean;
  evidence: EvidenceRef | null;
}

export interface IndicatorsSection {
  rsi14: number | null;
  macd: { macd: number; signal: number; histogram: number } | null;
  sma: { period: number; value: number }[];
  ema: { period: number; value: number; approximate: boolean }[];
  bollinger: {
    upper: number;
    middle: number;
    lower: number;
    percentB: number;
    widthPercent: number;
  } | null;
  stochastic: { k: number; d: number } | null;
  atr14: number | null;
  readings: IndicatorReading[];
  lean: 'bullish' | 'bearish' | 'neutral';
}

/** A line the app draws over the chart, aligned with the analysed candles by index. */
export interface IndicatorLine {
  key: string;
  label: string;
  values: (number | null)[];
}

export interface ForecastPoint {
  index: number;
  price: number;
  p50: [number, number];
  p80: [number, number];
  p95: [number, number];
}

export interface RangeCalibration {
  group: string;
  n: number;
  coverage50: number;
  coverage80: number;
  coverage95: number;
  /**
   * The 95% interval of each coverage, [low, high] for the 50%, 80% and 95% ranges in that
   * order (absent on results stored before they were kept).
   */
  intervals?: [number, number][];
}

export interface Forecast {
  horizon: number;
  path: ForecastPoint[];
  /** Chance of a higher close at the horizon; null when it has no measured edge. */
  probabilityUp: number | null;
  /** Per-bar volatility (log) used to scale the measured ranges. */
  sigma: number;
  calibration: RangeCalibration | null;
  direction: EvidenceRef | null;
  /**
   * On a chart of markets that close every day, how many new sessions open within the horizon
   * (each adds an overnight gap to the ranges); null on other charts, absent on results stored
   * before it was kept.
   */
  sessionOpens?: number | null;
}

export interface Scenario {
  bias: 'bullish' | 'bearish';
  /** "a close above 684.20" */
  trigger: number;
  /** The next level beyond the trigger, or null. */
  target: number | null;
}

export interface Verdict {
  bias: 'bullish' | 'bearish' | 'neutral';
  reasons: string[];
  conflicts: string[];
  evidence: EvidenceRef | null;
}

export interface WickAdjustment {
  index: number;
  side: 'high' | 'low';
  original: number;
  adjusted: number;
}

export interface ChartContext {
  symbol: string | null;
  timeframe: string | null;
  /** Where the timeframe came from. */
  timeframeSource: 'chart' | 'candle times' | null;
  /** Markets and timeframe whose measurements the text cites. */
  evidenceGroup: string;
  firstTime: number | null;
  lastTime: number | null;
  hasVolume: boolean;
}

export interface AnalysisResult {
  type: AnalysisType;
  /** Markdown for the 'Chart Analysis' panel, ending with the disclaimer. */
  text: string;
  summary: string;
  levels: Level[];
  trendLines: TrendLine[];
  patterns: Pattern[];
  forecast: Forecast | null;
  indicatorLines?: IndicatorLine[];
  verdict: Verdict | null;
  candleCount: number;
  lastIndex: number;
  relative: boolean;
  decimals: number;
  context: ChartContext;
  keyLevels: KeyLevelsSection | null;
  trend: TrendSection | null;
  indicators: IndicatorsSection | null;
  scenarios: Scenario[];
  cannotCompute: string[];
  adjustments: WickAdjustment[];
}

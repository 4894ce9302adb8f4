/** One OHLC bar, oldest first in every series the engine receives. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
  /** Milliseconds since the Unix epoch (UTC), when known. */
  time?: number;
  volume?: number;
}

export type AnalysisType =
  'key-levels' | 'trend' | 'patterns' | 'indicators' | 'prediction' | 'quick' | 'general';

export interface AnalyzeOptions {
  /** Prices are only relative (0 = bottom of the plot, 100 = top): no currency figures. */
  relative?: boolean;
  /** Forecast horizon in bars (1..20, default 10). */
  horizon?: number;
}

export interface BarPoint {
  index: number;
  price: number;
}

export interface Level {
  price: number;
  kind: 'support' | 'resistance';
  /** 0..1, relative to the strongest level found on this chart. */
  strength: number;
  touches: number;
  label: string;
  /** Index of the most recent bar that touched the level. */
  lastTouchIndex: number;
  /** Mean move away from the level after a touch, in ATR units. */
  reactionAtr: number;
  /** What price did at the last touch. */
  reaction: 'rejected' | 'broke through' | 'testing now';
}

export interface RoundLevel {
  price: number;
  position: 'above' | 'below';
}

export interface BreakoutEvent {
  levelPrice: number;
  direction: 'up' | 'down';
  index: number;
  /** Index of the bar that came back to the level and held, when it happened. */
  retestIndex: number | null;
  holding: boolean;
}

export interface TradePlan {
  side: 'long' | 'short';
  entry: number;
  stop: number;
  target: number;
  riskReward: number;
  reasoning: string;
}

export interface KeyLevelsSection {
  lastClose: number;
  atr: number;
  rangeLow: number;
  rangeHigh: number;
  roundNumbers: RoundLevel[];
  breakouts: BreakoutEvent[];
  plan: TradePlan | null;
}

export interface TrendLine {
  from: BarPoint;
  to: BarPoint;
  kind: 'support' | 'resistance' | 'channel';
}

export interface SwingPoint extends BarPoint {
  type: 'high' | 'low';
}

export interface TrendSection {
  direction: 'up' | 'down' | 'sideways';
  /** Regression slope of closes over the window, in ATR per bar. */
  slopeAtrPerBar: number;
  /** Total regression move over the window, in ATR units. */
  moveAtr: number;
  rSquared: number;
  window: number;
  adx: number | null;
  strength: 'weak' | 'moderate' | 'strong' | 'very strong';
  structure:
    'higher highs and higher lows' | 'lower highs and lower lows' | 'mixed' | 'not enough swings';
  swings: SwingPoint[];
  swingCount: number;
  /** Mean swing size in ATR units and mean swing length in bars. */
  averageSwingAtr: number | null;
  averageSwingBars: number | null;
  /** Change over the last 10 bars in ATR units. */
  momentumAtr: number | null;
  reversalSigns: string[];
  targetUp: number | null;
  targetDown: number | null;
  /** ATR as a percentage of the last close (null with relative prices). */
  atrPercent: number | null;
  timeframe: string | null;
  volume: { recentVsAverage: number } | null;
}

export interface Pattern {
  name: string;
  kind: 'candlestick' | 'chart';
  bias: 'bullish' | 'bearish' | 'neutral';
  startIndex: number;
  endIndex: number;
  points: BarPoint[];
  target?: number;
  entry?: number;
  stop?: number;
  riskReward?: number;
  /** Measured share of past occurrences on real series that moved the pattern's way (0..1). */
  reliability?: number;
  /** Number of past occurrences behind the reliability figure. */
  reliabilitySamples?: number;
  /** Share of all bars that moved that way over the same horizon (the base rate). */
  baseRate?: number;
  /** Measured share of past occurrences that reached the target before the stop. */
  targetHitRate?: number;
  /** 0..1: 1 once the pattern is confirmed (breakout/neckline break). */
  completion?: number;
}

export interface IndicatorReading {
  name: string;
  value: number | null;
  /** What it says now. */
  signal: 'bullish' | 'bearish' | 'neutral';
  note: string;
}

export interface IndicatorsSection {
  rsi14: number | null;
  macd: { macd: number; signal: number; histogram: number } | null;
  sma: { period: number; value: number }[];
  ema: { period: number; value: number }[];
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
  agreement: {
    bullish: number;
    bearish: number;
    neutral: number;
    verdict: string;
    /** Where trend-following readings (MACD, averages) and oscillators (RSI, Stochastic, %B) disagree. */
    conflict: string | null;
  };
}

export interface ForecastPoint {
  index: number;
  price: number;
  p50: [number, number];
  p80: [number, number];
  p95: [number, number];
}

export interface Forecast {
  horizon: number;
  path: ForecastPoint[];
  probabilityUp: number;
  /** Per-bar volatility used to scale the measured ranges. */
  sigma: number;
  momentumBin: 'falling' | 'flat' | 'rising';
  /** How the same method scored on held-out parts of the real series. */
  heldOut: ForecastEvaluation;
}

export interface ForecastEvaluation {
  horizon: number;
  samples: number;
  coverage50: number;
  coverage80: number;
  coverage95: number;
  directionAccuracy: number;
  lastMoveAccuracy: number;
  alwaysUpAccuracy: number;
}

export interface Scenario {
  bias: 'bullish' | 'bearish';
  probability: number;
  confirmAbove?: number;
  confirmBelow?: number;
  /** Next level beyond the confirmation (a level, else the 80%/95% range edge), or null. */
  target: number | null;
}

/** A wick clipped as a bad tick before the analysis. */
export interface WickAdjustment {
  index: number;
  side: 'high' | 'low';
  original: number;
  adjusted: number;
}

export interface AnalysisResult {
  type: AnalysisType;
  /** Markdown for the 'Chart Analysis' panel, ending with the disclaimer. */
  text: string;
  /** One or two plain sentences. */
  summary: string;
  levels: Level[];
  trendLines: TrendLine[];
  patterns: Pattern[];
  forecast: Forecast | null;
  candleCount: number;
  /** Index of the last candle (candleCount - 1). */
  lastIndex: number;
  relative: boolean;
  /** Decimals used for prices in the text. */
  decimals: number;
  keyLevels: KeyLevelsSection | null;
  trend: TrendSection | null;
  indicators: IndicatorsSection | null;
  scenarios: Scenario[];
  /** What could not be computed, and why. */
  cannotCompute: string[];
  /** Wicks treated as bad ticks (clipped before computing). */
  adjustments: WickAdjustment[];
}

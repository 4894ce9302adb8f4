export type {
  AnalysisResult,
  AnalysisType,
  BarPoint,
  ChartContext,
  EvidenceRef,
  Forecast,
  ForecastPoint,
  GapZone,
  IndicatorLine,
  IndicatorReading,
  IndicatorsSection,
  KeyLevelsSection,
  Level,
  Pattern,
  PatternStatus,
  RangeCalibration,
  Scenario,
  SwingPoint,
  TrendLine,
  TrendSection,
  Verdict,
  WickAdjustment,
} from '@candlelens/contracts';

/** A time of day read off a chart without a full date: "22:35", "25 Nov 22:35". */
export interface ClockTime {
  hour: number;
  minute: number;
  /** Day of the month, when a label of the axis showed it. */
  day?: number;
  /** 1..12, when a label of the axis showed it (with the day). */
  month?: number;
}

/** One OHLC bar, oldest first in every series the engine receives. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
  /** The bar's open time as the chart shows it (wall-clock time written as UTC milliseconds). */
  time?: number;
  /** Where the chart shows no full date: the bar's time of day as its axis shows it, with the
   * day (and month) only when a label showed them. Never a guessed date. */
  clock?: ClockTime;
  /** Traded volume, or the bar's height in a volume pane (relative units). */
  volume?: number;
}

export interface AnalyzeOptions {
  /** Prices are only relative (0 = bottom of the plot, 100 = top): no currency figures. */
  relative?: boolean;
  /** Forecast horizon in bars (1..20, default 10). */
  horizon?: number;
  /** Timeframe as the chart shows it ("5m", "1h", "1D", "1W"), when it was read. */
  timeframe?: string | null;
  /** Instrument read from the chart's legend ("SPY", "EURUSD"), when it was read. */
  symbol?: string | null;
  /** Decimals of the chart's own price labels, when they were read. */
  priceDecimals?: number | null;
  /** Where the volumes come from: a volume pane read from the chart, or a data file. */
  volumeSource?: 'chart' | 'data';
}

/** The one volatility measure the text uses (ATR 14), named for the chart's timeframe. */
export interface TypicalMove {
  /** "typical daily move", "typical hourly move", "typical move per bar". */
  name: string;
  value: number;
  /** Percent of the last close, or null with relative prices. */
  percent: number | null;
}

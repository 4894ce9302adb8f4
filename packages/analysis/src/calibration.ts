import { CALIBRATION_DATA } from './calibration-data.ts';
import type { ForecastEvaluation } from './types.ts';

/** Measured behaviour of one detector on the real series (see bench/analysis/calibrate.ts). */
export interface PatternCalibration {
  /** Occurrences measured. */
  samples: number;
  /** Share that closed in the pattern's direction `horizonBars` later. */
  hitRate: number;
  /** Share that reached the target before the stop within `targetBars`. */
  targetHitRate: number;
  /** Share of all bars that closed in the same direction `horizonBars` later. */
  baseRate: number;
}

export interface ForecastCalibration {
  /** Quantile levels of the normalised move, e.g. 0.025 ... 0.975. */
  levels: number[];
  /** quantiles[h - 1][k]: level k of (close[t+h] - close[t]) / (sigma_t * sqrt(h)). */
  quantiles: number[][];
  /** upRate[h - 1][bin]: share of closes higher h bars later, per momentum bin. */
  upRate: Record<'falling' | 'flat' | 'rising', number[]>;
  samples: Record<'falling' | 'flat' | 'rising', number>;
}

export interface Calibration {
  source: string;
  horizonBars: number;
  targetBars: number;
  patterns: Record<string, PatternCalibration>;
  forecast: ForecastCalibration;
  /** Held-out evaluation at the default horizon. */
  evaluation: ForecastEvaluation;
}

export const CALIBRATION: Calibration = CALIBRATION_DATA;

export function patternCalibration(name: string): PatternCalibration | null {
  const entry = CALIBRATION.patterns[name];
  return entry && entry.samples > 0 ? entry : null;
}

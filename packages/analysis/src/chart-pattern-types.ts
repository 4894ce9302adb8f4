import type { BarPoint, Candle } from './types.ts';

export type ChartPatternName =
  | 'Double top'
  | 'Double bottom'
  | 'Head and shoulders'
  | 'Inverse head and shoulders'
  | 'Ascending triangle'
  | 'Descending triangle'
  | 'Symmetrical triangle'
  | 'Rising wedge'
  | 'Falling wedge'
  | 'Bull flag'
  | 'Bear flag'
  | 'Ascending channel'
  | 'Descending channel'
  | 'Horizontal channel';

export const CHART_PATTERN_NAMES: readonly ChartPatternName[] = [
  'Double top',
  'Double bottom',
  'Head and shoulders',
  'Inverse head and shoulders',
  'Ascending triangle',
  'Descending triangle',
  'Symmetrical triangle',
  'Rising wedge',
  'Falling wedge',
  'Bull flag',
  'Bear flag',
  'Ascending channel',
  'Descending channel',
  'Horizontal channel',
];

export interface ChartHit {
  name: ChartPatternName;
  bias: 'bullish' | 'bearish' | 'neutral';
  startIndex: number;
  /** Last pivot of the pattern, or the breakout bar once confirmed. */
  endIndex: number;
  points: BarPoint[];
  entry: number;
  stop: number;
  target: number;
  /** 1 once a close confirmed the breakout; below 1 while forming. */
  completion: number;
  /** Bar of the confirming close, or null. */
  breakoutIndex: number | null;
  /** Priority when two patterns overlap (higher wins). */
  rank: number;
}

/** First bar after `from` whose close is beyond `level(i)` in `direction`, or null. */
export function firstCloseBeyond(
  candles: readonly Candle[],
  from: number,
  level: (i: number) => number,
  direction: 'up' | 'down',
): number | null {
  for (let i = from + 1; i < candles.length; i++) {
    const close = (candles[i] as Candle).close;
    if (direction === 'up' ? close > level(i) : close < level(i)) return i;
  }
  return null;
}

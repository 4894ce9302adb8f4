import { roundTo } from './math.ts';
import type { Candle, Level, TradePlan, TrendSection } from './types.ts';

/**
 * A stop-loss and take-profit suggestion: with the trend (or, sideways, from the nearer edge
 * of the range); the stop goes half an ATR beyond the nearest level behind the entry when it
 * lies within three ATR (else two ATR from the close), the target at the nearest level ahead,
 * or two times the risk when none is visible.
 */
export function tradePlan(
  candles: readonly Candle[],
  levels: readonly Level[],
  atr: number,
  direction: TrendSection['direction'],
  decimals: number,
): TradePlan | null {
  const last = candles[candles.length - 1];
  if (!last) return null;
  const entry = last.close;
  const supports = levels.filter((l) => l.kind === 'support').sort((a, b) => b.price - a.price);
  const resistances = levels
    .filter((l) => l.kind === 'resistance')
    .sort((a, b) => a.price - b.price);
  const s = supports[0];
  const r = resistances[0];
  let side: TradePlan['side'];
  if (direction === 'up') side = 'long';
  else if (direction === 'down') side = 'short';
  else if (s && r) side = entry - s.price <= r.price - entry ? 'long' : 'short';
  else side = s ? 'long' : 'short';
  const round = (v: number) => roundTo(v, decimals);
  const reasons: string[] = [];
  let stop: number;
  let target: number;
  if (side === 'long') {
    const behind = supports.find(
      (l) => entry - l.price >= 0.25 * atr && entry - l.price <= 3 * atr,
    );
    stop = behind ? behind.price - 0.5 * atr : entry - 2 * atr;
    reasons.push(
      behind
        ? `stop half an ATR below support ${behind.label}`
        : 'no support within three ATR below, so the stop is two ATR below the close',
    );
    const ahead = resistances.find((l) => l.price - entry >= 0.5 * atr);
    target = ahead ? ahead.price : entry + 2 * (entry - stop);
    reasons.push(
      ahead
        ? `target at resistance ${ahead.label}`
        : 'no resistance ahead on the chart, so the target is twice the risk',
    );
  } else {
    const behind = resistances.find(
      (l) => l.price - entry >= 0.25 * atr && l.price - entry <= 3 * atr,
    );
    stop = behind ? behind.price + 0.5 * atr : entry + 2 * atr;
    reasons.push(
      behind
        ? `stop half an ATR above resistance ${behind.label}`
        : 'no resistance within three ATR above, so the stop is two ATR above the close',
    );
    const ahead = supports.find((l) => entry - l.price >= 0.5 * atr);
    target = ahead ? ahead.price : entry - 2 * (stop - entry);
    reasons.push(
      ahead
        ? `target at support ${ahead.label}`
        : 'no support ahead on the chart, so the target is twice the risk',
    );
  }
  const why =
    direction === 'sideways'
      ? `price is ranging, so the plan trades from the nearer edge (${side})`
      : `the plan follows the ${direction}trend (${side})`;
  const risk = Math.abs(entry - stop);
  if (risk > 0 && Math.abs(target - entry) < risk)
    reasons.push(
      'the reward is smaller than the risk from here, so waiting for a better entry is the careful choice',
    );
  return {
    side,
    entry: round(entry),
    stop: round(stop),
    target: round(target),
    riskReward: risk > 0 ? roundTo(Math.abs(target - entry) / risk, 2) : 0,
    reasoning: `${why}; ${reasons.join('; ')}`,
  };
}

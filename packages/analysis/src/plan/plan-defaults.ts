import type { PlanSide } from './plan-types.ts';

/** The default stop's distance beyond its level, in ATR(14) of the chart (see decision 120). */
export const STOP_BUFFER_ATR = 0.5;
/** Without a level on the losing side, the default stop sits this many ATR from the entry. */
export const FALLBACK_STOP_ATR = 1.5;
/** Levels closer to the entry than this many ATR are not taken as the stop's level or a target. */
const MIN_LEVEL_ATR = 0.1;

/** +1 for a long (prices above the entry are gains), -1 for a short. */
export function direction(side: PlanSide): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

/**
 * The default stop: just beyond the nearest level on the losing side (below the entry for a
 * long) by `STOP_BUFFER_ATR` x ATR, or `FALLBACK_STOP_ATR` x ATR from the entry where the chart
 * has no level on that side.
 */
export function defaultStop(
  side: PlanSide,
  entry: number,
  levels: readonly { price: number }[],
  atr: number,
): { stop: number; level: number | null; buffer: number } {
  const d = direction(side);
  const buffer = STOP_BUFFER_ATR * atr;
  const losing = levels
    .map((l) => l.price)
    .filter((p) => (entry - p) * d > MIN_LEVEL_ATR * atr)
    .sort((a, b) => Math.abs(entry - a) - Math.abs(entry - b));
  const level = losing[0];
  if (level === undefined)
    return { stop: entry - d * FALLBACK_STOP_ATR * atr, level: null, buffer };
  const stop = level - d * buffer;
  return stop > 0
    ? { stop, level, buffer }
    : { stop: entry - d * FALLBACK_STOP_ATR * atr, level: null, buffer };
}

/**
 * The default targets: the next two levels on the winning side, at least half the risk away;
 * where there is none, 1R and 2R.
 */
export function defaultTargets(
  side: PlanSide,
  entry: number,
  stop: number,
  levels: readonly { price: number }[],
): { targets: number[]; from: 'levels' | 'multiples' } {
  const d = direction(side);
  const risk = Math.abs(entry - stop);
  const winning = [...new Set(levels.map((l) => l.price))]
    .filter((p) => (p - entry) * d >= 0.5 * risk)
    .sort((a, b) => Math.abs(a - entry) - Math.abs(b - entry))
    .slice(0, 2);
  if (winning.length) return { targets: winning, from: 'levels' };
  return { targets: [entry + d * risk, entry + 2 * d * risk], from: 'multiples' };
}

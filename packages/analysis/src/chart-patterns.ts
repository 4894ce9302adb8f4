import type { ChartHit } from './chart-pattern-types.ts';
import { boundaryPatterns, flagPatterns } from './continuation-patterns.ts';
import { reversalPatterns } from './reversal-patterns.ts';
import { zigzagSwings } from './swings.ts';
import type { Candle } from './types.ts';

/** Swing thresholds, in ATR, at which chart patterns are looked for (small to large). */
const SCALES = [1.5, 2.5, 4];

function overlapShare(a: ChartHit, b: ChartHit): number {
  const lo = Math.max(a.startIndex, b.startIndex);
  const hi = Math.min(a.endIndex, b.endIndex);
  const shorter = Math.max(1, Math.min(a.endIndex - a.startIndex, b.endIndex - b.startIndex));
  return Math.max(0, hi - lo) / shorter;
}

/**
 * Every chart pattern found on the series at three swing scales. Where two overlap by more
 * than half, the more specific one (head and shoulders, then double tops/flags, then
 * triangles/wedges, then channels) and then the later one is kept.
 */
export function chartPatterns(candles: readonly Candle[], atr: number): ChartHit[] {
  if (candles.length < 20 || !(atr > 0)) return [];
  const all: ChartHit[] = [];
  for (const scale of SCALES) {
    const swings = zigzagSwings(candles, scale * atr);
    all.push(
      ...reversalPatterns(candles, swings, atr),
      ...flagPatterns(candles, swings, atr),
      ...boundaryPatterns(candles, swings, atr),
    );
  }
  all.sort(
    (a, b) =>
      b.rank - a.rank ||
      b.endIndex - a.endIndex ||
      a.startIndex - b.startIndex ||
      a.name.localeCompare(b.name),
  );
  const kept: ChartHit[] = [];
  for (const hit of all) {
    if (kept.some((k) => overlapShare(k, hit) > 0.5)) continue;
    kept.push(hit);
  }
  return kept.sort((a, b) => a.endIndex - b.endIndex || a.startIndex - b.startIndex);
}

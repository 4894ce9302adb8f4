import { candlesticksAt, type CandlestickHit } from './candlestick-patterns.ts';
import type { ChartHit } from './chart-pattern-types.ts';
import { chartPatterns } from './chart-patterns.ts';
import { roundTo } from './math.ts';
import type { Candle, Pattern, PatternStatus } from './types.ts';

/** Entry, stop and measured-move target of a candlestick pattern: break of its range, range projected. */
export function candlestickTrade(
  candles: readonly Candle[],
  hit: CandlestickHit,
): { entry: number; stop: number; target: number } | null {
  if (hit.bias === 'neutral') return null;
  const bars = candles.slice(hit.startIndex, hit.endIndex + 1);
  const hi = Math.max(...bars.map((c) => c.high));
  const lo = Math.min(...bars.map((c) => c.low));
  const height = hi - lo;
  return hit.bias === 'bullish'
    ? { entry: hi, stop: lo, target: hi + height }
    : { entry: lo, stop: hi, target: lo - height };
}

/**
 * Lifecycle on the candles after bar `from`: failed once a bar trades through the stop, target
 * reached once one trades at the target (a bar that does both counts as failed), else
 * `pending` (forming before a breakout, confirmed after one).
 */
export function lifecycle(
  candles: readonly Candle[],
  bias: Pattern['bias'],
  from: number,
  stop: number | undefined,
  target: number | undefined,
  pending: PatternStatus,
): { status: PatternStatus; statusIndex: number | null } {
  if (bias === 'neutral' || stop === undefined) return { status: pending, statusIndex: null };
  const bull = bias === 'bullish';
  for (let i = from + 1; i < candles.length; i++) {
    const c = candles[i] as Candle;
    if (bull ? c.low <= stop : c.high >= stop) return { status: 'failed', statusIndex: i };
    if (
      pending === 'confirmed' &&
      target !== undefined &&
      (bull ? c.high >= target : c.low <= target)
    )
      return { status: 'target reached', statusIndex: i };
  }
  return { status: pending, statusIndex: pending === 'confirmed' ? from : null };
}

/** A target is plausible when it is a positive price no further from the entry than the pattern is tall (x1.5) or half the price. */
export function plausibleTarget(entry: number, target: number, height: number): boolean {
  const move = Math.abs(target - entry);
  return target > 0 && move <= 1.5 * height && move <= 0.5 * Math.abs(entry);
}

/** Candlestick patterns completed in the last five bars, newest first, with what happened since. */
export function recentCandlesticks(
  candles: readonly Candle[],
  atr: number,
  decimals: number,
): Pattern[] {
  const out: Pattern[] = [];
  const n = candles.length;
  const r = (v: number) => roundTo(v, decimals);
  for (let i = n - 1; i >= Math.max(0, n - 5); i--) {
    for (const hit of candlesticksAt(candles, i, atr)) {
      const bars = candles.slice(hit.startIndex, hit.endIndex + 1);
      const trade = candlestickTrade(candles, hit);
      const life = lifecycle(
        candles,
        hit.bias,
        hit.endIndex,
        trade?.stop,
        trade?.target,
        'confirmed',
      );
      out.push({
        name: hit.name,
        kind: 'candlestick',
        bias: hit.bias,
        startIndex: hit.startIndex,
        endIndex: hit.endIndex,
        points: bars.map((c, k) => ({
          index: hit.startIndex + k,
          price: r(hit.bias === 'bearish' ? c.high : c.low),
        })),
        ...life,
        ...(trade ? { entry: r(trade.entry), stop: r(trade.stop), target: r(trade.target) } : {}),
        evidence: null,
      });
    }
  }
  return out;
}

/** Volume of bar `i` over the mean of the 20 bars before it, when every one has a volume. */
export function relativeVolume(candles: readonly Candle[], i: number): number | null {
  const before = candles.slice(Math.max(0, i - 20), i);
  const v = candles[i]?.volume;
  if (
    before.length < 10 ||
    typeof v !== 'number' ||
    !before.every((c) => typeof c.volume === 'number')
  )
    return null;
  const mean = before.reduce((s, c) => s + (c.volume as number), 0) / before.length;
  return mean > 0 ? roundTo(v / mean, 2) : null;
}

export function chartPatternOf(
  candles: readonly Candle[],
  hit: ChartHit,
  decimals: number,
): Pattern | null {
  const prices = hit.points.map((p) => p.price);
  const height = Math.max(...prices) - Math.min(...prices);
  if (!plausibleTarget(hit.entry, hit.target, height)) return null;
  const from = hit.breakoutIndex ?? Math.max(...hit.points.map((p) => p.index));
  const life = lifecycle(
    candles,
    hit.bias,
    from,
    hit.stop,
    hit.target,
    hit.breakoutIndex === null ? 'forming' : 'confirmed',
  );
  const volume = hit.breakoutIndex === null ? null : relativeVolume(candles, hit.breakoutIndex);
  return {
    ...(volume === null ? {} : { breakoutVolume: volume }),
    name: hit.name,
    kind: 'chart',
    bias: hit.bias,
    startIndex: hit.startIndex,
    endIndex: hit.endIndex,
    points: hit.points.map((pt) => ({ index: pt.index, price: roundTo(pt.price, decimals) })),
    ...life,
    entry: roundTo(hit.entry, decimals),
    stop: roundTo(hit.stop, decimals),
    target: roundTo(hit.target, decimals),
    evidence: null,
  };
}

/**
 * Chart patterns with a plausible target whose last point, breakout or lifecycle event lies in
 * the last quarter of the chart (at least 20 bars), newest first (at most four).
 */
export function recentChartPatterns(
  candles: readonly Candle[],
  atr: number,
  decimals: number,
): Pattern[] {
  const n = candles.length;
  const since = n - 1 - Math.max(20, Math.round(n / 4));
  return chartPatterns(candles, atr)
    .map((h) => chartPatternOf(candles, h, decimals))
    .filter((p): p is Pattern => p !== null && Math.max(p.endIndex, p.statusIndex ?? -1) >= since)
    .slice(-4)
    .reverse();
}

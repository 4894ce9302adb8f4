import { patternCalibration } from './calibration.ts';
import { candlesticksAt, type CandlestickHit } from './candlestick-patterns.ts';
import type { ChartHit } from './chart-pattern-types.ts';
import { chartPatterns } from './chart-patterns.ts';
import { roundTo } from './math.ts';
import type { Candle, Pattern } from './types.ts';

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

function withCalibration(p: Pattern): Pattern {
  const cal = patternCalibration(p.name);
  if (!cal || p.bias === 'neutral') return p;
  return {
    ...p,
    reliability: cal.hitRate,
    reliabilitySamples: cal.samples,
    baseRate: cal.baseRate,
    targetHitRate: cal.targetHitRate,
  };
}

function riskReward(entry: number, stop: number, target: number): number | undefined {
  const risk = Math.abs(entry - stop);
  return risk > 0 ? roundTo(Math.abs(target - entry) / risk, 2) : undefined;
}

function rounded(v: number, decimals: number): number {
  return roundTo(v, decimals);
}

/** Candlestick patterns completed in the last five bars, newest first. */
export function recentCandlesticks(
  candles: readonly Candle[],
  atr: number,
  decimals: number,
): Pattern[] {
  const out: Pattern[] = [];
  const n = candles.length;
  for (let i = n - 1; i >= Math.max(0, n - 5); i--) {
    for (const hit of candlesticksAt(candles, i, atr)) {
      const bars = candles.slice(hit.startIndex, hit.endIndex + 1);
      const trade = candlestickTrade(candles, hit);
      const p: Pattern = {
        name: hit.name,
        kind: 'candlestick',
        bias: hit.bias,
        startIndex: hit.startIndex,
        endIndex: hit.endIndex,
        points: bars.map((c, k) => ({
          index: hit.startIndex + k,
          price: rounded(hit.bias === 'bearish' ? c.high : c.low, decimals),
        })),
        completion: 1,
      };
      if (trade) {
        p.entry = rounded(trade.entry, decimals);
        p.stop = rounded(trade.stop, decimals);
        p.target = rounded(trade.target, decimals);
        const rr = riskReward(trade.entry, trade.stop, trade.target);
        if (rr !== undefined) p.riskReward = rr;
      }
      out.push(withCalibration(p));
    }
  }
  return out;
}

export function chartPatternOf(hit: ChartHit, decimals: number): Pattern {
  const p: Pattern = {
    name: hit.name,
    kind: 'chart',
    bias: hit.bias,
    startIndex: hit.startIndex,
    endIndex: hit.endIndex,
    points: hit.points.map((pt) => ({ index: pt.index, price: rounded(pt.price, decimals) })),
    entry: rounded(hit.entry, decimals),
    stop: rounded(hit.stop, decimals),
    target: rounded(hit.target, decimals),
    completion: hit.completion,
  };
  const rr = riskReward(hit.entry, hit.stop, hit.target);
  if (rr !== undefined) p.riskReward = rr;
  return withCalibration(p);
}

/** Chart patterns still forming or confirmed within the last quarter of the chart (at least 20 bars). */
export function recentChartPatterns(
  candles: readonly Candle[],
  atr: number,
  decimals: number,
): Pattern[] {
  const n = candles.length;
  const since = n - 1 - Math.max(20, Math.round(n / 4));
  return chartPatterns(candles, atr)
    .filter((h) => h.endIndex >= since)
    .slice(-4)
    .reverse()
    .map((h) => chartPatternOf(h, decimals));
}

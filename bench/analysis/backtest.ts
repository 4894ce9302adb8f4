import type { Candle } from '@candlelens/analysis';
import { candlesticksAt } from '../../packages/analysis/src/candlestick-patterns.ts';
import { chartPatterns } from '../../packages/analysis/src/chart-patterns.ts';
import { atrSeries, volatilityUnit } from '../../packages/analysis/src/indicator-series.ts';
import { candlestickTrade } from '../../packages/analysis/src/patterns.ts';

export const HORIZON_BARS = 10;
export const TARGET_BARS = 30;
const WINDOW = 300;
const STEP = 25;

export interface Occurrence {
  name: string;
  bias: 'bullish' | 'bearish' | 'neutral';
  /** Bar from which the outcome is measured (pattern end, or breakout for chart patterns). */
  at: number;
  entry?: number;
  stop?: number;
  target?: number;
}

export interface Outcome {
  /** Closed in the pattern's direction HORIZON_BARS later (null when the series ends first or the close is unchanged). */
  direction: boolean | null;
  /** Reached the target before the stop within TARGET_BARS (null without a trade or enough bars). */
  target: boolean | null;
}

export function candlestickOccurrences(candles: readonly Candle[]): Occurrence[] {
  const atr = atrSeries(candles);
  const out: Occurrence[] = [];
  for (let i = 20; i < candles.length; i++) {
    const a = atr[i];
    if (a === null || a === undefined || !(a > 0)) continue;
    for (const hit of candlesticksAt(candles, i, a)) {
      const trade = candlestickTrade(candles, hit);
      out.push({ name: hit.name, bias: hit.bias, at: i, ...(trade ?? {}) });
    }
  }
  return out;
}

/** Confirmed chart patterns (and running channels) found in rolling 300-bar windows, each counted once. */
export function chartOccurrences(candles: readonly Candle[]): Occurrence[] {
  const seen = new Set<string>();
  const out: Occurrence[] = [];
  for (let start = 0; start + WINDOW <= candles.length; start += STEP) {
    const window = candles.slice(start, start + WINDOW);
    for (const hit of chartPatterns(window, volatilityUnit(window))) {
      // Confirmed patterns count at their breakout; channels (never "confirmed") count at the
      // first window end where they are seen running, keyed by where they start.
      const channel = hit.name.endsWith('channel');
      if (hit.breakoutIndex === null && !(channel && hit.endIndex === window.length - 1)) continue;
      const at = start + (hit.breakoutIndex ?? hit.endIndex);
      const key = channel ? `${hit.name}@${start + hit.startIndex}` : `${hit.name}@${at}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        name: hit.name,
        bias: hit.bias,
        at,
        entry: hit.entry,
        stop: hit.stop,
        target: hit.target,
      });
    }
  }
  return out.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
}

export function outcomeOf(candles: readonly Candle[], o: Occurrence): Outcome {
  const now = candles[o.at] as Candle;
  const later = candles[o.at + HORIZON_BARS];
  let direction: boolean | null = null;
  if (later && o.bias !== 'neutral' && later.close !== now.close) {
    direction = o.bias === 'bullish' ? later.close > now.close : later.close < now.close;
  }
  let target: boolean | null = null;
  if (o.target !== undefined && o.stop !== undefined && o.bias !== 'neutral') {
    const bull = o.bias === 'bullish';
    for (let i = o.at + 1; i <= o.at + TARGET_BARS && i < candles.length; i++) {
      const c = candles[i] as Candle;
      const stopped = bull ? c.low <= o.stop : c.high >= o.stop;
      const reached = bull ? c.high >= o.target : c.low <= o.target;
      if (stopped) {
        target = false;
        break;
      }
      if (reached) {
        target = true;
        break;
      }
    }
    if (target === null && o.at + TARGET_BARS < candles.length) target = false;
  }
  return { direction, target };
}

/** Shares of bars that closed higher / lower HORIZON_BARS later. */
export function baseRates(candles: readonly Candle[]): { up: number; down: number; total: number } {
  let up = 0;
  let down = 0;
  let total = 0;
  for (let i = 0; i + HORIZON_BARS < candles.length; i++) {
    const d = (candles[i + HORIZON_BARS] as Candle).close - (candles[i] as Candle).close;
    if (d === 0) continue;
    total++;
    if (d > 0) up++;
    else down++;
  }
  return { up, down, total };
}

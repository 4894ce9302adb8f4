import type { Candle } from '@candlelens/analysis';
import {
  baseRates,
  candlestickOccurrences,
  chartOccurrences,
  outcomeOf,
  type Occurrence,
} from './backtest.ts';

export interface PatternStats {
  name: string;
  kind: 'candlestick' | 'chart';
  bias: Occurrence['bias'] | 'either';
  bullish: number;
  bearish: number;
  occurrences: number;
  samples: number;
  hits: number;
  targetSamples: number;
  targetHits: number;
  perSeries: Record<string, number>;
}

export interface DetectorBacktest {
  patterns: PatternStats[];
  baseUp: number;
  baseDown: number;
}

/** Runs every detector over the real series and measures what happened after each occurrence. */
export function backtestDetectors(
  series: readonly { label: string; candles: readonly Candle[] }[],
): DetectorBacktest {
  const stats = new Map<string, PatternStats>();
  let up = 0;
  let down = 0;
  let total = 0;
  for (const { label, candles } of series) {
    const base = baseRates(candles);
    up += base.up;
    down += base.down;
    total += base.total;
    const all = [
      ...candlestickOccurrences(candles).map((o) => ({ o, kind: 'candlestick' as const })),
      ...chartOccurrences(candles).map((o) => ({ o, kind: 'chart' as const })),
    ];
    for (const { o, kind } of all) {
      const key = o.name;
      const s: PatternStats = stats.get(key) ?? {
        name: o.name,
        kind,
        bias: o.bias,
        bullish: 0,
        bearish: 0,
        occurrences: 0,
        samples: 0,
        hits: 0,
        targetSamples: 0,
        targetHits: 0,
        perSeries: {},
      };
      const result = outcomeOf(candles, o);
      s.occurrences++;
      s.perSeries[label] = (s.perSeries[label] ?? 0) + 1;
      if (result.direction !== null) {
        s.samples++;
        if (result.direction) s.hits++;
      }
      if (result.target !== null) {
        s.targetSamples++;
        if (result.target) s.targetHits++;
      }
      if (o.bias === 'bullish') s.bullish++;
      if (o.bias === 'bearish') s.bearish++;
      if (o.bias !== s.bias) s.bias = 'either';
      stats.set(key, s);
    }
  }
  const patterns = [...stats.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
  );
  return { patterns, baseUp: total ? up / total : 0.5, baseDown: total ? down / total : 0.5 };
}

import {
  analyze,
  indicatorsSection,
  nextVisit,
  patternClaim,
  type Candle,
  type MeasuredTrend,
} from '@candlelens/analysis';
import { createRng } from '../../reader/prng.ts';

/** Bars of history shown on one simulated chart, and bars between chart ends. */
export const WINDOW = 150;
export const HORIZON = 10;
export const FOLLOW_BARS = 30;

/** One claim the engine made on a chart, and whether it came true. */
export interface ClaimSample {
  claim: string;
  /** Chart end (the last visible bar) as an index into the series. */
  t: number;
  hit: boolean;
  /** Directional claims: whether the claim points up. */
  up?: boolean;
}

function direction(candles: readonly Candle[], t: number): 1 | -1 | 0 {
  const a = candles[t]?.close;
  const b = candles[t + HORIZON]?.close;
  if (a === undefined || b === undefined || a === b) return 0;
  return b > a ? 1 : -1;
}

function biasHit(bias: string, d: 1 | -1): boolean {
  return bias === 'bullish' || bias === 'up' ? d === 1 : d === -1;
}

/**
 * Runs the engine on charts of WINDOW bars ending every `stride` bars and records what it
 * claimed and what happened next: the close HORIZON bars later for directional claims (trend,
 * verdict, indicator readings, live patterns), the first visit within FOLLOW_BARS for levels
 * (and for random levels drawn in the chart's range). `patternsOnly` measures the detectors alone.
 */
export function chartClaims(
  candles: readonly Candle[],
  stride: number,
  seed: number,
  patternsOnly = false,
): ClaimSample[] {
  const out: ClaimSample[] = [];
  const seen = new Set<string>();
  const rand = createRng(seed).next;
  for (let t = WINDOW - 1; t + HORIZON < candles.length; t += stride) {
    const window = candles.slice(t + 1 - WINDOW, t + 1);
    const d = direction(candles, t);
    const add = (claim: string, hit: boolean, up?: boolean) =>
      out.push(up === undefined ? { claim, t, hit } : { claim, t, hit, up });
    const r = analyze(window, patternsOnly ? 'patterns' : 'general');
    if (d !== 0) {
      add('base:up', d === 1, true);
      add('base:down', d === -1, false);
      for (const p of r.patterns) {
        const claim = patternClaim(p);
        const key = `${claim}@${t + 1 - WINDOW + p.startIndex}`;
        if (!claim || seen.has(key)) continue;
        seen.add(key);
        add(claim, biasHit(p.bias, d), p.bias === 'bullish');
      }
    }
    if (patternsOnly) continue;
    if (d !== 0) {
      const trend = r.trend as MeasuredTrend | null;
      if (trend && trend.direction !== 'sideways') {
        const up = trend.direction === 'up';
        add(`trend:${trend.direction}`, biasHit(trend.direction, d), up);
        add(`trend:${trend.direction}:${trend.strength}`, biasHit(trend.direction, d), up);
      }
      for (const s of trend?.signs ?? []) add(s.claim, biasHit(s.bias, d), s.bias === 'bullish');
      if (r.verdict && r.verdict.bias !== 'neutral')
        add(`verdict:${r.verdict.bias}`, biasHit(r.verdict.bias, d), r.verdict.bias === 'bullish');
      for (const reading of indicatorsSection(window, 4).readings)
        if (reading.claim && reading.signal !== 'neutral')
          add(reading.claim, biasHit(reading.signal, d), reading.signal === 'bullish');
    }
    const atr = r.keyLevels?.atr ?? 0;
    if (!(atr > 0) || !r.keyLevels || t + FOLLOW_BARS + 20 >= candles.length) continue;
    const visit = (price: number, claim: string) => {
      const v = nextVisit(candles, price, atr, t, FOLLOW_BARS);
      if (v && v.outcome !== 'open') add(claim, v.outcome === 'held');
    };
    for (const l of r.levels) if (!l.projected) visit(l.price, `level:${l.source}`);
    const last = candles[t] as Candle;
    const { rangeLow, rangeHigh } = r.keyLevels;
    for (let k = 0; k < 3; k++) {
      visit(rangeLow + rand() * (last.close - rangeLow), 'level:random');
      visit(last.close + rand() * (rangeHigh - last.close), 'level:random');
    }
  }
  return out;
}

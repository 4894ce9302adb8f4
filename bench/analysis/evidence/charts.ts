import {
  analyze,
  holdBucket,
  indicatorsSection,
  nextVisit,
  patternClaim,
  type Candle,
  volatilityUnit,
  type MeasuredPattern,
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

/** Whether price traded at `price` within FOLLOW_BARS after bar t (from the side of close[t]). */
function touched(candles: readonly Candle[], t: number, price: number): boolean {
  const up = price > (candles[t] as Candle).close;
  for (let j = t + 1; j <= Math.min(candles.length - 1, t + FOLLOW_BARS); j++) {
    const c = candles[j] as Candle;
    if (up ? c.high >= price : c.low <= price) return true;
  }
  return false;
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
  // A control at the same distance (in ATR) the same way from the close of a chart half the series
  // away in time: what any price that far off does in the same market, drift included.
  const span = candles.length - WINDOW - FOLLOW_BARS - 20;
  const units = new Map<number, number>();
  const control = <T>(
    t: number,
    distanceAtr: number,
    outcome: (tc: number, price: number, unit: number) => T,
  ): T | null => {
    if (span <= 0) return null;
    const tc = WINDOW - 1 + ((t - (WINDOW - 1) + Math.floor(span / 2)) % span);
    let unit = units.get(tc);
    if (unit === undefined)
      units.set(tc, (unit = volatilityUnit(candles.slice(tc + 1 - WINDOW, tc + 1))));
    const price = (candles[tc] as Candle).close + distanceAtr * unit;
    return unit > 0 && price > 0 ? outcome(tc, price, unit) : null;
  };
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
    const last = candles[t] as Candle;
    // Targets of live patterns: reached within FOLLOW_BARS, against the same distance the other way.
    for (const p of r.patterns as MeasuredPattern[]) {
      const claim = patternClaim(p);
      const target = p.measuredMove;
      if (!claim || target === undefined) continue;
      const key = `target:${claim}@${t + 1 - WINDOW + p.startIndex}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const reached = touched(candles, t, target);
      const other = control(t, (target - last.close) / atr, (tc, price) =>
        touched(candles, tc, price),
      );
      for (const name of [claim.slice(8), `${p.kind}:${p.status}`]) {
        add(`target:${name}`, reached);
        if (other !== null) add(`target-mirror:${name}`, other);
      }
    }
    const heldAt = (tc: number, price: number, unit: number) => {
      const v = nextVisit(candles, price, unit, tc, FOLLOW_BARS);
      return v && v.outcome !== 'open' ? v.outcome === 'held' : null;
    };
    const visit = (price: number, claim: string) => {
      const held = heldAt(t, price, atr);
      if (held !== null) add(claim, held);
    };
    for (const l of r.levels) {
      if (l.projected) continue;
      const bucket = holdBucket(l.tests, l.held);
      visit(l.price, `level:${l.source}`);
      visit(l.price, `level-held:${bucket}`);
      // the same distance from the close, in the chart's ATR, half the series away in time
      const far = control(t, (l.price - last.close) / atr, (tc, price, unit) =>
        heldAt(tc, price, unit),
      );
      if (far !== null) {
        add(`level-mirror:${l.source}`, far);
        add(`level-mirror-held:${bucket}`, far);
      }
    }
    const { rangeLow, rangeHigh } = r.keyLevels;
    for (let k = 0; k < 3; k++) {
      visit(rangeLow + rand() * (last.close - rangeLow), 'level:random');
      visit(last.close + rand() * (rangeHigh - last.close), 'level:random');
    }
  }
  return out;
}

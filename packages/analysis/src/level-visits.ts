import type { Candle } from './types.ts';

/** A visit's band around the level, and the move that decides it, in ATR. */
export const VISIT_BAND_ATR = 0.25;
export const DECIDE_ATR = 1;
/** Bars after a visit starts in which it must be decided. */
export const VISIT_BARS = 20;

export interface Visit {
  index: number;
  from: 'above' | 'below';
  outcome: 'held' | 'broke' | 'open';
  /** Bar that decided it, or -1. */
  decidedAt: number;
}

/**
 * How a visit to `price` starting at bar `start` (coming from `from`) ends: held when a close
 * lies DECIDE_ATR beyond the level on the side price came from before one lies DECIDE_ATR
 * past it on the other side, within VISIT_BARS; else open.
 */
export function visitOutcome(
  candles: readonly Candle[],
  price: number,
  atr: number,
  start: number,
  from: Visit['from'],
): Visit {
  const sign = from === 'above' ? 1 : -1;
  const end = Math.min(candles.length - 1, start + VISIT_BARS);
  for (let j = start; j <= end; j++) {
    const d = (sign * ((candles[j] as Candle).close - price)) / atr;
    if (d >= DECIDE_ATR) return { index: start, from, outcome: 'held', decidedAt: j };
    if (d <= -DECIDE_ATR) return { index: start, from, outcome: 'broke', decidedAt: j };
  }
  return { index: start, from, outcome: 'open', decidedAt: -1 };
}

function reaches(c: Candle, price: number, band: number): boolean {
  return c.low <= price + band && c.high >= price - band;
}

/**
 * Every visit to a level in bars [from, to]: price comes within VISIT_BAND_ATR of it after
 * having closed at least DECIDE_ATR away; each visit is decided before the next one starts.
 */
export function levelVisits(
  candles: readonly Candle[],
  price: number,
  atr: number,
  from = 0,
  to = candles.length - 1,
): Visit[] {
  const band = VISIT_BAND_ATR * atr;
  const out: Visit[] = [];
  let away = false;
  let side: Visit['from'] = 'above';
  for (let i = from; i <= to; i++) {
    const c = candles[i] as Candle;
    const d = (c.close - price) / atr;
    if (!away) {
      if (Math.abs(d) >= DECIDE_ATR) {
        away = true;
        side = d > 0 ? 'above' : 'below';
      }
      continue;
    }
    if (!reaches(c, price, band)) {
      side = d > 0 ? 'above' : 'below';
      continue;
    }
    const visit = visitOutcome(candles.slice(0, to + 1), price, atr, i, side);
    out.push(visit);
    if (visit.outcome === 'open') break;
    i = visit.decidedAt;
    side = visit.outcome === 'held' ? side : side === 'above' ? 'below' : 'above';
  }
  return out;
}

/** The first visit to a level after bar `t` (within `bars`), coming from the side of close[t]. */
export function nextVisit(
  candles: readonly Candle[],
  price: number,
  atr: number,
  t: number,
  bars: number,
): Visit | null {
  const from: Visit['from'] = (candles[t] as Candle).close >= price ? 'above' : 'below';
  const band = VISIT_BAND_ATR * atr;
  for (let j = t + 1; j <= Math.min(candles.length - 1, t + bars); j++) {
    if (reaches(candles[j] as Candle, price, band))
      return visitOutcome(candles, price, atr, j, from);
  }
  return null;
}

/** Past holds of a level on its chart, as the bucket the evidence measures the next visit by. */
export type HoldBucket = 'untested' | 'under50' | '50to75' | '75up';

export function holdBucket(tests: number, held: number): HoldBucket {
  if (tests === 0) return 'untested';
  const share = held / tests;
  return share >= 0.75 ? '75up' : share >= 0.5 ? '50to75' : 'under50';
}

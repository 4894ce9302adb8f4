import type { Candle } from './types.ts';

const DAY = 1440;
/** Shortest daily closure, in minutes, that counts as a session close (an overnight, not an outage). */
const MIN_CLOSURE = 240;
/** Longest session, in minutes: a chart that trades longer without a closure has no daily sessions. */
const MAX_SESSION = 1200;

/**
 * The trading sessions an intraday chart shows: markets that close every day (stocks, ETFs)
 * open each session with a move that carries the whole closure (an overnight gap), several times
 * a within-session move. Read only from the candles' times (or times of day) up to the last bar.
 */
export interface Sessions {
  /** Minutes per bar (the median step between candle times). */
  step: number;
  /** Bars (indices) that open a session: the first bar after a daily closure. */
  opens: ReadonlySet<number>;
  /** Bars of a full session. */
  length: number;
  /** Bars still to come in the last bar's session before the market closes. */
  left: number;
}

/** Time of day in minutes, from the candle's time (wall clock) or the time of day the axis showed. */
function minuteOfDay(c: Candle): number | null {
  if (typeof c.time === 'number') return Math.floor(c.time / 60000) % DAY;
  return c.clock ? c.clock.hour * 60 + c.clock.minute : null;
}

/** Minutes from bar a to bar b (times of day alone pass midnight forward), or null. */
function minutesBetween(a: Candle, b: Candle): number | null {
  if (typeof a.time === 'number' && typeof b.time === 'number') return (b.time - a.time) / 60000;
  if (!a.clock || !b.clock) return null;
  const d = b.clock.hour * 60 + b.clock.minute - (a.clock.hour * 60 + a.clock.minute);
  return d > 0 ? d : d + DAY;
}

/**
 * The sessions of the `window` bars ending at `t`, or null for a chart without daily closures
 * (24-hour markets, daily bars, candles without times). A bar opens a session when the time since
 * the bar before is more than three steps and, whole days aside, more than four hours (a
 * weekend of a 24-hour market is a whole number of days and does not count), and only on a chart
 * that never trades 20 hours without such a closure (an outage of a 24-hour market is no session).
 */
export function sessionsAt(candles: readonly Candle[], t: number, window: number): Sessions | null {
  const from = Math.max(1, t - window + 1);
  const steps: number[] = [];
  for (let i = from; i <= t; i++) {
    const d = minutesBetween(candles[i - 1] as Candle, candles[i] as Candle);
    if (d !== null && d > 0) steps.push(d);
  }
  if (steps.length < 20) return null;
  steps.sort((a, b) => a - b);
  const step = steps[Math.floor(steps.length / 2)] as number;
  if (step >= 0.9 * DAY) return null;
  const opens = new Set<number>();
  // Minutes of trading since the last open: a market that closes daily never trades 20 hours on.
  let run = 0;
  for (let i = from; i <= t; i++) {
    const d = minutesBetween(candles[i - 1] as Candle, candles[i] as Candle);
    if (d === null) continue;
    if (d > 3 * step && d % DAY > Math.max(3 * step, MIN_CLOSURE)) {
      opens.add(i);
      run = 0;
    } else if ((run += d) >= MAX_SESSION) return null;
  }
  const last = Math.max(...opens);
  if (!Number.isFinite(last)) return null;
  const open = minuteOfDay(candles[last] as Candle);
  const close = minuteOfDay(candles[last - 1] as Candle);
  const now = minuteOfDay(candles[t] as Candle);
  if (open === null || close === null || now === null) return null;
  const length = Math.max(1, Math.round(((close - open + DAY) % DAY) / step) + 1);
  const left = Math.round(((close - now + DAY) % DAY) / step);
  return { step, opens, length, left: left > length ? 0 : left };
}

/** Session opens among the `h` bars after the last one. */
export function opensWithin(s: Sessions, h: number): number {
  return h > s.left ? 1 + Math.floor((h - s.left - 1) / s.length) : 0;
}

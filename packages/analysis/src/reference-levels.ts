import { levelAt, roundNumberLevels } from './levels.ts';
import type { Candle, GapZone, Level } from './types.ts';

/** Calendar key of a bar's wall-clock time: the day for intraday bars, the month for daily. */
function periodKey(time: number, intraday: boolean): string {
  const d = new Date(time);
  return intraday
    ? `${d.getUTCFullYear()}-${d.getUTCMonth()}-${d.getUTCDate()}`
    : `${d.getUTCFullYear()}-${d.getUTCMonth()}`;
}

/**
 * Each bar's day on an intraday chart whose axis showed times of day without dates: a new day
 * starts where the time of day goes back (midnight, or the next session's open).
 */
function clockDays(candles: readonly Candle[]): string[] | null {
  if (!candles.every((c) => c.clock)) return null;
  let day = 0;
  return candles.map((c, i) => {
    const a = candles[i - 1]?.clock;
    const b = c.clock!;
    if (a && b.hour * 60 + b.minute <= a.hour * 60 + a.minute) day++;
    return String(day);
  });
}

/**
 * The high and low of the previous calendar period (the previous day on intraday charts, the
 * previous month on daily ones), when every candle carries a time (or, on an intraday chart, a
 * time of day).
 */
export function priorPeriod(
  candles: readonly Candle[],
  intraday: boolean,
): { high: number; low: number; name: 'day' | 'month' } | null {
  const keys = candles.every((c) => typeof c.time === 'number')
    ? candles.map((c) => periodKey(c.time as number, intraday))
    : intraday
      ? clockDays(candles)
      : null;
  if (!keys || keys.length === 0) return null;
  const current = keys[keys.length - 1];
  let i = candles.length - 1;
  while (i >= 0 && keys[i] === current) i--;
  if (i < 0) return null;
  const prior = keys[i];
  let high = -Infinity;
  let low = Infinity;
  let first = i;
  for (; i >= 0 && keys[i] === prior; i--) {
    high = Math.max(high, candles[i]!.high);
    low = Math.min(low, candles[i]!.low);
    first = i;
  }
  // A period that starts at the chart's left edge may be cut off: its extremes are not known.
  if (first === 0) return null;
  return { high, low, name: intraday ? 'day' : 'month' };
}

/** Price gaps (no overlap between a bar and the one before) and how much of each is still open. */
export function priceGaps(candles: readonly Candle[], atr: number): GapZone[] {
  const out: GapZone[] = [];
  for (let i = 1; i < candles.length; i++) {
    const prev = candles[i - 1] as Candle;
    const c = candles[i] as Candle;
    const up = c.low > prev.high;
    const down = c.high < prev.low;
    if (!up && !down) continue;
    let low = up ? prev.high : c.high;
    let high = up ? c.low : prev.low;
    if (high - low < 0.1 * atr) continue;
    for (let j = i + 1; j < candles.length && high > low; j++) {
      const k = candles[j] as Candle;
      if (up) high = Math.min(high, Math.max(low, k.low));
      else low = Math.max(low, Math.min(high, k.high));
    }
    out.push({ index: i, direction: up ? 'up' : 'down', low, high, filled: high - low <= 1e-12 });
  }
  return out;
}

/**
 * Levels of other kinds: the nearest round numbers, the prior period's high and low, the
 * nearer edge of the nearest open gap on each side, and (where the chart shows no history
 * beyond the last close) round numbers beyond it marked as projections.
 */
export function referenceLevels(
  candles: readonly Candle[],
  atr: number,
  intraday: boolean | null,
  swingLevels: readonly Level[],
): Level[] {
  const last = candles[candles.length - 1] as Candle;
  const hi = Math.max(...candles.map((c) => c.high));
  const lo = Math.min(...candles.map((c) => c.low));
  const side = (p: number): Level['kind'] => (p >= last.close ? 'resistance' : 'support');
  const out: Level[] = [];
  const add = (price: number, source: Level['source'], label: string) => {
    if (!(price > 0)) return;
    if ([...swingLevels, ...out].some((l) => Math.abs(l.price - price) < 0.3 * atr)) return;
    out.push({ ...levelAt(candles, price, atr, side(price), source, 0), label });
  };
  for (const r of roundNumberLevels(candles)) {
    const beyond = r.price > hi || r.price < lo;
    add(r.price, beyond ? 'projection' : 'round number', beyond ? 'Proj' : 'Round');
  }
  if (intraday !== null) {
    const p = priorPeriod(candles, intraday);
    if (p) {
      add(p.high, 'prior high', intraday ? 'PDH' : 'PMH');
      add(p.low, 'prior low', intraday ? 'PDL' : 'PML');
    }
  }
  const open = priceGaps(candles, atr).filter((g) => !g.filled);
  const gapAbove = open.filter((g) => g.low > last.close).sort((a, b) => a.low - b.low)[0];
  const gapBelow = open.filter((g) => g.high < last.close).sort((a, b) => b.high - a.high)[0];
  if (gapAbove) add(gapAbove.low, 'gap', 'Gap');
  if (gapBelow) add(gapBelow.high, 'gap', 'Gap');
  const noneAbove = !swingLevels.some((l) => l.kind === 'resistance');
  if (noneAbove && last.close >= hi - 0.5 * atr) {
    const step = roundNumberLevels(candles)[0]?.step;
    if (step) {
      const first = (Math.floor(hi / step + 1e-9) + 1) * step;
      add(first, 'projection', 'Proj');
      add(first + step, 'projection', 'Proj');
    }
  }
  return out;
}

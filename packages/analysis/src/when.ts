import type { Candle } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Says when a bar was: its date (and time on intraday charts) when known, else how many bars ago. */
export interface BarClock {
  at(index: number): string;
  /** "on 24 Oct 2025" / "12 bars ago" / "on the last bar": reads after a verb. */
  on(index: number): string;
  timed: boolean;
}

export function dateText(time: number, intraday: boolean): string {
  const d = new Date(time);
  const day = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  if (!intraday) return `${day} ${d.getUTCFullYear()}`;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${day} ${hh}:${mm}`;
}

export function barClock(candles: readonly Candle[], intraday: boolean): BarClock {
  const last = candles.length - 1;
  const timed = candles.length > 0 && candles.every((c) => typeof c.time === 'number');
  const ago = (i: number) => {
    const k = last - i;
    return k <= 0 ? 'the last bar' : k === 1 ? '1 bar ago' : `${k} bars ago`;
  };
  const at = (i: number) => {
    const t = candles[Math.max(0, Math.min(last, i))]?.time;
    return timed && typeof t === 'number' ? dateText(t, intraday) : ago(i);
  };
  return {
    timed,
    at,
    on: (i) => (timed ? `on ${at(i)}` : i >= last ? 'on the last bar' : ago(i)),
  };
}

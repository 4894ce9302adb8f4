import type { Candle, ClockTime } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MINUTES = 1440;

/** Says when a bar was: its date (and time on intraday charts) when known, else how many bars ago. */
export interface BarClock {
  at(index: number): string;
  /** "on 24 Oct 2025" / "at 22:35" / "12 bars ago" / "on the last bar": reads after a verb. */
  on(index: number): string;
  /** The bars are named by a date or a time of day read off the chart. */
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

const pad = (n: number) => String(n).padStart(2, '0');
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** "22:35", "25 Nov 22:35", "22:35 on the 25th": what the axis showed, nothing more. */
export function clockText(c: ClockTime): string {
  const hm = `${pad(c.hour)}:${pad(c.minute)}`;
  if (c.day === undefined) return hm;
  if (c.month === undefined) return `${hm} on the ${ordinal(c.day)}`;
  return `${c.day} ${MONTHS[c.month - 1]} ${hm}`;
}

/** Minutes from the first bar's time of day to the last one's, counting each pass of midnight. */
export function clockSpanMinutes(candles: readonly Candle[]): number | null {
  let total = 0;
  for (let i = 1; i < candles.length; i++) {
    const a = candles[i - 1]?.clock;
    const b = candles[i]?.clock;
    if (!a || !b) return null;
    const d = b.hour * 60 + b.minute - (a.hour * 60 + a.minute);
    total += d > 0 ? d : d + DAY_MINUTES;
  }
  return total;
}

export function barClock(candles: readonly Candle[], intraday: boolean): BarClock {
  const last = candles.length - 1;
  const timed = candles.length > 0 && candles.every((c) => typeof c.time === 'number');
  const clocked = !timed && candles.length > 0 && candles.every((c) => c.clock !== undefined);
  // a time of day with no day is the bar's own only while the chart spans less than a day
  const dayless = clocked && candles.some((c) => c.clock?.day === undefined);
  const ambiguous = dayless && (clockSpanMinutes(candles) ?? Infinity) >= DAY_MINUTES;
  const ago = (i: number) => {
    const k = last - i;
    return k <= 0 ? 'the last bar' : k === 1 ? '1 bar ago' : `${k} bars ago`;
  };
  const at = (i: number) => {
    const c = candles[Math.max(0, Math.min(last, i))];
    if (timed && typeof c?.time === 'number') return dateText(c.time, intraday);
    if (clocked && c?.clock)
      return ambiguous ? `${clockText(c.clock)} (${ago(i)})` : clockText(c.clock);
    return ago(i);
  };
  return {
    timed: timed || clocked,
    at,
    on: (i) => {
      if (timed) return `on ${at(i)}`;
      if (clocked) {
        const c = candles[Math.max(0, Math.min(last, i))]?.clock;
        return c && c.day !== undefined && c.month !== undefined ? `on ${at(i)}` : `at ${at(i)}`;
      }
      return i >= last ? 'on the last bar' : ago(i);
    },
  };
}

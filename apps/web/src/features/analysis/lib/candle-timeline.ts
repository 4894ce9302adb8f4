import type { StoredReading } from '@candlelens/contracts';

/**
 * The candles' times as the reader wrote them, made into a time line a chart can draw: ISO 8601
 * `2024-03-01T09:30` or `2024-03-01`, and the forms for what the axis left out: `--03-01T09:30`
 * (no year), `---01T09:30` (the day of the month alone), `09:30` (the time of day alone).
 */

/** What a time says, as written on the chart (no time zone: the chart's own clock). */
export interface CandleTime {
  year: number | null;
  month: number | null;
  day: number | null;
  /** Minutes after midnight, or null for a date alone. */
  minutes: number | null;
}

const FULL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const NO_YEAR = /^--(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_ONLY = /^---(\d{2})T(\d{2}):(\d{2})$/;
const TIME_ONLY = /^(\d{2}):(\d{2})$/;

const num = (s: string | undefined) => Number(s);

/** One candle's time, or null when there is none or it is in no form above. */
export function parseCandleTime(text: string | null | undefined): CandleTime | null {
  if (!text) return null;
  let m = FULL.exec(text);
  if (m)
    return {
      year: num(m[1]),
      month: num(m[2]),
      day: num(m[3]),
      minutes: m[4] === undefined ? null : num(m[4]) * 60 + num(m[5]),
    };
  if ((m = NO_YEAR.exec(text)))
    return { year: null, month: num(m[1]), day: num(m[2]), minutes: num(m[3]) * 60 + num(m[4]) };
  if ((m = DAY_ONLY.exec(text)))
    return { year: null, month: null, day: num(m[1]), minutes: num(m[2]) * 60 + num(m[3]) };
  if ((m = TIME_ONLY.exec(text)))
    return { year: null, month: null, day: null, minutes: num(m[1]) * 60 + num(m[2]) };
  return null;
}

/** What every dated candle's time tells: the coarsest part all of them give. */
export interface TimelineDetail {
  year: boolean;
  month: boolean;
  day: boolean;
  /** Times of day are shown (an intraday chart). */
  time: boolean;
}

export interface CandleTimeline {
  /** Per candle, seconds on a UTC clock that reads as the chart's own (strictly increasing). */
  seconds: number[];
  /** The usual step between candles, in seconds. */
  step: number;
  detail: TimelineDetail;
}

const DAY = 86_400;
/** Placeholder date for parts the chart did not show (a leap year, so 29 February exists). */
const PLACEHOLDER = { year: 2000, month: 1, day: 1 };

/**
 * Seconds on one clock for every candle, or null when fewer than two candles have a time or the
 * times do not run forwards (then the chart is labelled by bar instead). A time of day alone
 * follows on from the candle before it (past midnight, the next day); a candle without a time
 * gets its neighbour's plus the usual step.
 */
export function candleTimeline(reading: Pick<StoredReading, 'candles'>): CandleTimeline | null {
  const parsed = reading.candles.map((c) => parseCandleTime(c.time));
  const known = parsed.filter((p): p is CandleTime => p !== null);
  if (known.length < 2) return null;
  // A part one candle shows holds for the others too: counted on (or back) from a dated candle,
  // a time of day alone falls on a known day.
  const detail: TimelineDetail = {
    year: known.some((p) => p.year !== null),
    month: known.some((p) => p.month !== null),
    day: known.some((p) => p.day !== null),
    time: known.some((p) => p.minutes !== null),
  };
  const raw: (number | null)[] = parsed.map(() => null);
  // From the first candle with a date, forwards, then back to the first candle.
  const anchor = Math.max(
    0,
    parsed.findIndex((p) => p?.day !== null && p?.day !== undefined),
  );
  let prev: number | null = null;
  const shift = { years: 0, months: 0 };
  for (let i = anchor; i < parsed.length; i++) {
    const p = parsed[i];
    if (!p) continue;
    let t: number;
    if (p.day !== null) {
      const at = () =>
        Date.UTC(
          p.year ?? PLACEHOLDER.year + shift.years,
          (p.month ?? PLACEHOLDER.month + shift.months) - 1,
          p.day as number,
          0,
          p.minutes ?? 0,
        ) / 1000;
      t = at();
      // A part the chart left out rolled over (December to January, the 31st to the 1st).
      if (prev !== null && t <= prev && p.year === null) {
        if (p.month === null) shift.months++;
        else shift.years++;
        t = at();
      }
    } else {
      // A time of day alone: on the day of the candle before, or the day after if it is earlier.
      const base = prev === null ? Date.UTC(2000, 0, 1) / 1000 : Math.floor(prev / DAY) * DAY;
      t = base + (p.minutes ?? 0) * 60;
      while (prev !== null && t <= prev) t += DAY;
    }
    if (prev !== null && t <= prev) return null;
    raw[i] = t;
    prev = t;
  }
  let next = raw.slice(anchor).find((t) => t !== null) ?? null;
  for (let i = anchor - 1; i >= 0; i--) {
    const p = parsed[i];
    if (!p || next === null) continue;
    // Before the first dated candle only times of day: on the day of the candle after, or the
    // day before if it is later.
    let t = Math.floor(next / DAY) * DAY + (p.minutes ?? 0) * 60;
    while (t >= next) t -= DAY;
    raw[i] = t;
    next = t;
  }
  // The usual step: the median gap per candle between neighbouring known times.
  const gaps: number[] = [];
  let last: { i: number; t: number } | null = null;
  raw.forEach((t, i) => {
    if (t === null) return;
    if (last) gaps.push((t - last.t) / (i - last.i));
    last = { i, t };
  });
  gaps.sort((a, b) => a - b);
  const step = gaps[Math.floor(gaps.length / 2)] ?? DAY;
  // Candles without a time: counted on from the one before (or back from the first known).
  const firstKnown = raw.findIndex((t) => t !== null);
  const seconds: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    if (t !== null && t !== undefined) seconds.push(t);
    else if (i < firstKnown) seconds.push((raw[firstKnown] as number) - (firstKnown - i) * step);
    else seconds.push((seconds[i - 1] as number) + step);
  }
  for (let i = 1; i < seconds.length; i++)
    if ((seconds[i] as number) <= (seconds[i - 1] as number)) return null;
  return { seconds, step, detail };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Which part a tick mark stands for (lightweight-charts' TickMarkType: Year 0 ... Time 3). */
export type TickKind = 0 | 1 | 2 | 3 | 4;

/**
 * A time axis label for a tick of the given kind, saying only what the chart showed: '2024',
 * 'Mar', 'Mar 5', '5' (the day of the month alone), '09:30'.
 */
export function timeTickLabel(seconds: number, kind: TickKind, detail: TimelineDetail): string {
  const d = new Date(seconds * 1000);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const dayLabel = detail.month
    ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`
    : detail.day
      ? String(d.getUTCDate())
      : time;
  if (kind === 0 && detail.year) return String(d.getUTCFullYear());
  if (kind <= 1 && detail.month) return `${MONTHS[d.getUTCMonth()]}`;
  if (kind <= 2) return dayLabel;
  return detail.time ? time : dayLabel;
}

/** The crosshair's label: everything the chart showed of the time ('Mar 5, 2024, 09:30'). */
export function timeTooltipLabel(seconds: number, detail: TimelineDetail): string {
  const d = new Date(seconds * 1000);
  const parts: string[] = [];
  if (detail.month) parts.push(`${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`);
  else if (detail.day) parts.push(`day ${d.getUTCDate()}`);
  if (detail.year) parts.push(String(d.getUTCFullYear()));
  if (detail.time) parts.push(`${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`);
  return parts.join(', ');
}

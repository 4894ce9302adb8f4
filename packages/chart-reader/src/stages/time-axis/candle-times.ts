import { median } from '../../shared/stats.ts';
import type { TimeParts } from './parse-time-label.ts';

/** A label of the time axis: where it stands and what it says. */
export interface TimeAnchor {
  x: number;
  parts: TimeParts;
}

export interface CandleTimes {
  /** Per candle: ISO 8601 date-time (`2022-02-03T08:12`), date, or time of day (`08:12`) when no
   * label gives the date; on an intraday axis whose labels show the day but no year, ISO 8601's
   * truncated forms `--02-03T08:12` (month and day) or `---03T08:12` (a day of the month alone);
   * null where nothing can be said. */
  times: (string | null)[];
  /** `1m`, `5m`, `1h`, `4h`, `1D`, `1W`, `1M`... or null. */
  timeframe: string | null;
}

const MINUTES = [1, 2, 3, 5, 10, 15, 30, 45, 60, 120, 180, 240, 360, 480, 720];
const DAY = 1440;

export function timeframeName(minutes: number): string {
  if (minutes >= 28 * DAY) return '1M';
  if (minutes >= 7 * DAY) return '1W';
  if (minutes >= DAY) return '1D';
  return minutes >= 60 ? `${minutes / 60}h` : `${minutes}m`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The anchor's time in minutes: since the epoch when its date is known, else of the day. `level`
 * is how fine the label is (3 time of day, 2 day, 1 month, 0 year); `exact` is false when no
 * label shows the year (a placeholder year then measures the spacing, and no date is given).
 */
interface Resolved {
  index: number;
  minutes: number;
  dated: boolean;
  exact: boolean;
  level: number;
  /** A time of day after a day-of-month label on an axis that shows no month: that day. */
  dayOfMonth?: number;
}

/** A year alone is the year's first month (a label at the turn of the year). */
function widen(p: TimeParts): TimeParts {
  return p.year !== undefined && p.month === undefined && p.day === undefined
    ? { ...p, month: 1 }
    : p;
}

/**
 * Fills each label's missing parts from its neighbours (a day-of-month label takes the month and
 * year of the labels around it; a time of day after a date label takes that date).
 */
function resolve(raw: { index: number; parts: TimeParts }[]): Resolved[] {
  const anchors = raw.map((a) => ({ ...a, parts: widen(a.parts) }));
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  // the first year and month shown anywhere seed the labels before them
  year = anchors.find((a) => a.parts.year !== undefined)?.parts.year;
  const exact = year !== undefined;
  const firstMonth = anchors.findIndex((a) => a.parts.month !== undefined);
  if (!exact && firstMonth >= 0) year = 2001;
  month = firstMonth >= 0 ? anchors[firstMonth]!.parts.month : undefined;
  // day labels before the first month shown belong to the month before it
  if (firstMonth > 0 && month !== undefined && anchors[firstMonth]!.parts.day === undefined) {
    month = month === 1 ? 12 : month - 1;
    if (month === 12 && year !== undefined) year--;
  }
  const out: Resolved[] = [];
  for (const a of anchors) {
    const p = a.parts;
    if (p.year !== undefined) year = p.year;
    if (p.month !== undefined) {
      if (month !== undefined && p.month < month && p.year === undefined && year !== undefined)
        year++;
      month = p.month;
      day = p.day ?? 1;
    }
    if (p.day !== undefined) {
      // a day smaller than the last one shown, with no month of its own: the next month
      if (p.month === undefined && day !== undefined && p.day < day && month !== undefined) {
        month = month === 12 ? 1 : month + 1;
        if (month === 1 && year !== undefined) year++;
      }
      day = p.day;
    }
    const hasDate = year !== undefined && month !== undefined && day !== undefined;
    const hm = (p.hour ?? 0) * 60 + (p.minute ?? 0);
    const level =
      p.hour !== undefined ? 3 : p.day !== undefined ? 2 : p.month !== undefined ? 1 : 0;
    if (hasDate) {
      const ms = Date.UTC(year!, month! - 1, day!);
      out.push({ index: a.index, minutes: ms / 60000 + hm, dated: true, exact, level });
    } else if (p.hour !== undefined)
      out.push({
        index: a.index,
        minutes: hm,
        dated: false,
        exact,
        level,
        ...(day !== undefined && month === undefined ? { dayOfMonth: day } : {}),
      });
  }
  // only the finest labels mark their candle's own time: a date shown on an intraday axis (or a
  // month on a daily one) stands at the first candle of the day (or month), whatever its hour
  const finest = Math.max(...out.map((r) => r.level));
  return out.filter((r) => r.level === finest);
}

/** Minutes from one anchor to the next, forward (a time of day that wraps passes midnight). */
function delta(a: Resolved, b: Resolved): number {
  if (a.dated && b.dated) return b.minutes - a.minutes;
  const d = b.minutes - (a.minutes % DAY);
  return d > 0 ? d : d + DAY;
}

function format(minutes: number, dated: boolean, daily: boolean): string {
  if (!dated) {
    const m = ((Math.round(minutes) % DAY) + DAY) % DAY;
    return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  }
  const iso = new Date(minutes * 60000).toISOString();
  return daily ? iso.slice(0, 10) : iso.slice(0, 16);
}

/**
 * A candle's time on an intraday axis that showed the day but no year: `--MM-DDThh:mm`, or
 * `---DDThh:mm` where no label showed the month. Counting on from a label past the 28th or into
 * another month could make up a day (month lengths, leap years): then the time of day alone.
 */
function partial(a: Resolved, minutes: number): string {
  const time = format(minutes, false, false);
  const days = Math.floor(minutes / DAY) - Math.floor(a.minutes / DAY);
  if (a.dated) {
    const from = new Date(a.minutes * 60000);
    const to = new Date(minutes * 60000);
    const crossed = days !== 0 && (from.getUTCMonth() !== to.getUTCMonth() || to.getUTCDate() > 28);
    return crossed ? time : `--${pad(to.getUTCMonth() + 1)}-${pad(to.getUTCDate())}T${time}`;
  }
  const day = (a.dayOfMonth as number) + days;
  return days !== 0 && (day < 1 || day > 28) ? time : `---${pad(day)}T${time}`;
}

/** Steps `n` candles from a time, on a daily chart over trading days only when `weekdays`. */
function step(minutes: number, n: number, tf: number, weekdays: boolean): number {
  if (!weekdays) return minutes + n * tf;
  let m = minutes;
  const dir = Math.sign(n);
  for (let k = 0; k < Math.abs(n);) {
    m += dir * DAY;
    const wd = new Date(m * 60000).getUTCDay();
    if (wd !== 0 && wd !== 6) k++;
  }
  return m;
}

/**
 * Each candle's slot on the regular grid of the pitch, counted gap by gap (a candle the reader
 * missed leaves its slot empty instead of shifting every later candle; the pitch drifting by a
 * fraction of a pixel over the chart adds up to nothing), and the median pitch.
 */
export function candleSlots(xs: number[]): { slots: number[]; pitch: number } {
  const diffs = xs
    .slice(1)
    .map((x, i) => x - xs[i]!)
    .filter((d) => d > 0);
  const pitch = diffs.length ? median(diffs) : 1;
  const slots = [0];
  for (let i = 1; i < xs.length; i++)
    slots.push(slots[i - 1]! + Math.max(1, Math.round((xs[i]! - xs[i - 1]!) / pitch)));
  return { slots, pitch };
}

/** The slot a label stands over: its nearest candle's, moved by whole pitches. */
function slotAt(x: number, xs: number[], grid: { slots: number[]; pitch: number }): number {
  let bi = 0;
  xs.forEach((cx, i) => {
    if (Math.abs(cx - x) < Math.abs(xs[bi]! - x)) bi = i;
  });
  return grid.slots[bi]! + Math.round((x - xs[bi]!) / grid.pitch);
}

/**
 * Gives each candle a time from the labels of the time axis: each label marks the slot it
 * stands over; the timeframe is the smallest step the labels show per slot (session breaks
 * only make it look longer); candles between labels are counted on, slot by slot, from the
 * nearest label on their left. `before`, the day the screenshot was taken (from its header),
 * dates an axis that shows months without a year.
 */
export function candleTimes(
  candleXs: number[],
  labels: TimeAnchor[],
  before?: { year: number; month: number; day: number },
): CandleTimes {
  const plain = timesFrom(candleXs, labels);
  const months = labels.some((l) => l.parts.month !== undefined);
  if (!before || !months || labels.some((l) => l.parts.year !== undefined)) return plain;
  // no label shows the year: the latest year that puts the last candle on or before the day the
  // screenshot was taken (a header such as TradingView's `created ... Oct 27, 2025`)
  const limit = `${before.year}-${pad(before.month)}-${pad(before.day)}`;
  const sorted = [...labels].sort((a, b) => a.x - b.x);
  const first = sorted.findIndex((l) => l.parts.month !== undefined);
  for (const year of [before.year, before.year - 1]) {
    const withYear = sorted.map((l, i) =>
      i === first ? { ...l, parts: { ...l.parts, year } } : l,
    );
    const r = timesFrom(candleXs, withYear);
    const lastTime = [...r.times].reverse().find((t) => t !== null);
    if (lastTime && lastTime.slice(0, 10) <= limit) return r;
  }
  return plain;
}

function timesFrom(candleXs: number[], labels: TimeAnchor[]): CandleTimes {
  const none: CandleTimes = { times: candleXs.map(() => null), timeframe: null };
  if (candleXs.length < 2 || labels.length < 2) return none;
  const grid = candleSlots(candleXs);
  const last = grid.slots[grid.slots.length - 1]!;
  const anchors = labels
    .map((l) => ({ index: slotAt(l.x, candleXs, grid), parts: l.parts }))
    .filter((a) => a.index >= -2 && a.index <= last + Math.max(2, last))
    .sort((a, b) => a.index - b.index);
  const res = resolve(anchors);
  if (res.length < 2) return none;
  const rates: number[] = [];
  for (let i = 1; i < res.length; i++) {
    const di = res[i]!.index - res[i - 1]!.index;
    const dt = delta(res[i - 1]!, res[i]!);
    if (di > 0 && dt > 0) rates.push(dt / di);
  }
  if (rates.length === 0) return none;
  rates.sort((a, b) => a - b);
  const low = median(rates.slice(0, Math.max(1, Math.ceil(rates.length / 2))));
  let tf: number;
  let weekdays = false;
  if (low >= 25 * DAY) tf = 30 * DAY;
  else if (low >= 5 * DAY) tf = 7 * DAY;
  else if (low >= 0.9 * DAY) {
    tf = DAY;
    weekdays = low >= 1.2 * DAY;
  } else {
    tf = MINUTES.reduce((b, m) =>
      Math.abs(Math.log(m / low)) < Math.abs(Math.log(b / low)) ? m : b,
    );
    if (Math.abs(Math.log(tf / low)) > 0.25) return { times: none.times, timeframe: null };
  }
  const daily = tf >= DAY;
  const times = grid.slots.map((i) => {
    let a = res[0]!;
    for (const r of res) if (r.index <= i) a = r;
    if (daily && !a.dated) return null;
    const minutes = step(a.minutes, i - a.index, tf, weekdays);
    if (!daily && ((a.dated && !a.exact) || (!a.dated && a.dayOfMonth !== undefined)))
      return partial(a, minutes);
    if (a.dated && !a.exact) return null;
    return format(minutes, a.dated, daily);
  });
  return { times, timeframe: timeframeName(tf) };
}

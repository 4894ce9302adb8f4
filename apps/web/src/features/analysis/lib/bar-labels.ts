import type { StoredReading } from '@candlelens/contracts';

/** Timeframes of a day or more are labelled by date, shorter ones by time of day. */
function isIntraday(timeframe: string | null | undefined, times: Date[]): boolean {
  if (timeframe) return /^\d*\s*(s|sec|m|min|h|hr|hour)/i.test(timeframe.trim());
  // No timeframe: intraday when two neighbouring candles are less than a day apart.
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] as Date).getTime() - (times[i - 1] as Date).getTime();
    if (gap > 0) return gap < 86_400_000;
  }
  return false;
}

/**
 * The x-axis label of each candle: its date or time where the reader read the time axis, else
 * its offset from the last candle ('-40', '-20', 'last'). Never a bare bar number.
 */
export function barLabeller(
  reading: Pick<StoredReading, 'candles' | 'timeframe'>,
): (index: number) => string {
  const n = reading.candles.length;
  const times = reading.candles.map((c) => (c.time ? new Date(c.time) : null));
  const known = times.filter((t): t is Date => t !== null && !Number.isNaN(t.getTime()));
  const offset = (i: number) => (i === n - 1 ? 'last' : `${i - (n - 1)}`);
  if (known.length < 2) return offset;
  const intraday = isIntraday(reading.timeframe, known);
  const format = new Intl.DateTimeFormat(
    undefined,
    intraday ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  );
  return (i) => {
    const t = times[i];
    return t && !Number.isNaN(t.getTime()) ? format.format(t) : offset(i);
  };
}

/** The crosshair's longer label: the full date and time when known, else the offset in bars. */
export function barTooltipLabeller(
  reading: Pick<StoredReading, 'candles'>,
): (index: number) => string {
  const n = reading.candles.length;
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (i) => {
    const iso = reading.candles[i]?.time;
    const t = iso ? new Date(iso) : null;
    if (t && !Number.isNaN(t.getTime())) return format.format(t);
    return i === n - 1 ? 'Last candle' : `${n - 1 - i} bars before the last`;
  };
}

import {
  analyze,
  csvTime,
  type AnalysisResult,
  type AnalysisType,
  type AnalyzeOptions,
  type Candle,
  type ClockTime,
} from '@candlelens/analysis';
import type { ChartReading } from '@candlelens/chart-reader';

/**
 * A time the reader gave without a full date, as the axis showed it: `22:35` (a time of day),
 * `--11-25T22:35` (day and month, no year: ISO 8601's truncated form) or `---25T22:35` (a day of
 * the month). Null for anything else: no date is made up.
 */
export function clockOfReading(text: string): ClockTime | null {
  const m = /^(?:--(\d{2})-(\d{2})T|---(\d{2})T)?(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!m) return null;
  const [, month, monthDay, day, hour, minute] = m;
  const clock: ClockTime = { hour: Number(hour), minute: Number(minute) };
  if (clock.hour > 23 || clock.minute > 59) return null;
  const d = Number(monthDay ?? day);
  if (monthDay !== undefined || day !== undefined) {
    if (!(d >= 1 && d <= 31)) return null;
    clock.day = d;
  }
  if (month !== undefined) {
    const mo = Number(month);
    if (!(mo >= 1 && mo <= 12)) return null;
    clock.month = mo;
  }
  return clock;
}

/** A candle as the reader gives it, or as it is stored with an analysis. */
export interface ReadCandle {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  time?: string | null;
  volume?: number | null;
}

/**
 * The reader's candles as the engine's: finite prices only, times as the chart's own wall-clock
 * time (an ISO offset is dropped, so dates read as they do on the chart), or the time of day (and
 * day) the axis showed when it showed no full date; volume when read.
 */
export function candlesOfReading(reading: { candles: readonly ReadCandle[] }): Candle[] {
  const out: Candle[] = [];
  for (const c of reading.candles) {
    if (![c.open, c.high, c.low, c.close, c.x].every(Number.isFinite)) continue;
    const time = c.time ? csvTime(c.time) : undefined;
    const clock = c.time && time === undefined ? clockOfReading(c.time) : null;
    out.push({
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      ...(time !== undefined ? { time } : {}),
      ...(clock ? { clock } : {}),
      ...(typeof c.volume === 'number' && Number.isFinite(c.volume) ? { volume: c.volume } : {}),
    });
  }
  return out;
}

/**
 * Decimals a label is written with: the digits after its last '.' or ','. A separator followed by
 * three digits that group thousands ('53,000' read as 53000, '1.250.000') is not a decimal point.
 */
function decimalsOfLabel(text: string, value: number): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const after = /[.,](\d+)$/.exec(digits)?.[1];
  if (!after) return 0;
  const grouped =
    after.length === 3 &&
    Number.isInteger(value) &&
    Number(digits.replace(/[.,]/g, '')) === Math.abs(value);
  return grouped ? 0 : after.length;
}

/**
 * Decimals of the price labels the reader read off the axis ("696.00" -> 2, "53,000" -> 0), or
 * null: the count most of them share (tick labels are written alike; a pill or a label run
 * together with text beside it can show more), the larger on a tie.
 */
export function labelDecimals(reading: ChartReading): number | null {
  const labels = reading.priceAxis?.labels.filter((l) => /\d/.test(l.text)) ?? [];
  if (labels.length === 0) return null;
  const counts = new Map<number, number>();
  for (const l of labels) {
    const d = decimalsOfLabel(l.text, l.value);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best = -1;
  for (const [d, n] of counts) {
    const bn = counts.get(best) ?? 0;
    if (n > bn || (n === bn && d > best)) best = d;
  }
  return best;
}

/** What the reader saw besides the candles, as the engine's options. */
export function optionsOfReading(reading: ChartReading): AnalyzeOptions {
  const relative = reading.relativePrices || reading.priceAxis === null;
  return {
    relative,
    timeframe: reading.timeframe,
    symbol: reading.symbol,
    priceDecimals: relative ? null : labelDecimals(reading),
    volumeSource: 'chart',
  };
}

/** Analyses what the reader recovered; prices are relative when the price axis was not read. */
export function analyzeReading(
  reading: ChartReading,
  type: AnalysisType,
  options: { horizon?: number } = {},
): AnalysisResult {
  return analyze(candlesOfReading(reading), type, { ...optionsOfReading(reading), ...options });
}

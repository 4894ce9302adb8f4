import { assetClassOf, candleMinutes, timeframeMinutes } from './evidence/groups.ts';
import { numberText } from './format.ts';
import { sessionsAt } from './sessions.ts';
import type { Candle } from './types.ts';

/** Sections of the analysis a contradictory reading can make meaningless. */
export type SectionName = 'levels' | 'trend' | 'patterns' | 'indicators' | 'prediction' | 'verdict';

export interface ReadingProblem {
  kind: 'last-bar gap' | 'timeframe' | 'missing candles';
  /** What contradicts what, in plain words. */
  text: string;
  /** The same in a few words, for the summary line. */
  short: string;
  withheld: SectionName[];
}

/** Jump into the last candle, in typical moves, that a 24-hour market's reading may not show. */
export const GAP_LIMIT = 4;
/** Steps between candle times this far from the timeframe shown (either way) contradict it. */
const STEP_RATIO = 1.6;
/** Fewer candles than this share of what the time axis spans is a reading that lost candles. */
const COUNT_SHARE = 0.5;

const ALL: SectionName[] = ['levels', 'trend', 'patterns', 'indicators', 'prediction', 'verdict'];

/** Mean true range of the 14 candles before the last one (the last is the one being checked). */
function typicalBefore(c: readonly Candle[]): number {
  const n = c.length;
  let sum = 0;
  let k = 0;
  for (let i = Math.max(1, n - 15); i < n - 1; i++) {
    const b = c[i] as Candle;
    const p = c[i - 1] as Candle;
    sum += Math.max(b.high - b.low, Math.abs(b.high - p.close), Math.abs(b.low - p.close));
    k++;
  }
  return k ? sum / k : 0;
}

/** Share of the candles before the last whose open lies within `band` typical moves of the close before. */
function continuity(c: readonly Candle[], atr: number, band: number): number {
  const from = Math.max(1, c.length - 150);
  let near = 0;
  let all = 0;
  for (let i = from; i < c.length - 1; i++) {
    all++;
    if (Math.abs((c[i] as Candle).open - (c[i - 1] as Candle).close) <= band * atr) near++;
  }
  return all ? near / all : 0;
}

/**
 * A market that trades around the clock, as the chart itself shows it: nearly every candle
 * opens where the one before closed (90% within 0.1 typical moves), or the symbol names a
 * currency pair or a coin and most candles do (80% within 0.25).
 */
function roundTheClock(c: readonly Candle[], atr: number, symbol: string | null): boolean {
  const cls = assetClassOf(symbol);
  if (continuity(c, atr, 0.1) >= 0.9) return true;
  return (cls === 'fx' || cls === 'crypto') && continuity(c, atr, 0.25) >= 0.8;
}

const minutesBetween = (a: Candle, b: Candle) =>
  typeof a.time === 'number' && typeof b.time === 'number' ? (b.time - a.time) / 60000 : null;

/**
 * Where the reading contradicts itself, and which sections that makes meaningless:
 * - the last candle jumps GAP_LIMIT typical moves or more from the close before it on a market
 *   that trades around the clock (and no closure lies between them): a misread last candle;
 * - the candles' times step by much more or less than the timeframe the chart shows;
 * - the time axis spans far more candles of that timeframe than were read.
 */
export function readingProblems(
  candles: readonly Candle[],
  options: { timeframe?: string | null; symbol?: string | null },
): ReadingProblem[] {
  const out: ReadingProblem[] = [];
  const n = candles.length;
  if (n < 20) return out;
  const last = candles[n - 1] as Candle;
  const prev = candles[n - 2] as Candle;
  const atr = typicalBefore(candles);
  const step = candleMinutes(candles.slice(0, -1));
  const shown = timeframeMinutes(options.timeframe);
  // a chart whose times show daily closures is no 24-hour market, however little it gaps
  const allDay =
    atr > 0 &&
    sessionsAt(candles, n - 1, n) === null &&
    roundTheClock(candles, atr, options.symbol ?? null);
  if (allDay) {
    const jump = Math.max(
      Math.abs(last.open - prev.close),
      last.low - prev.close,
      prev.close - last.high,
    );
    const gapMinutes = minutesBetween(prev, last);
    const closure = gapMinutes !== null && step !== null && gapMinutes > 1.5 * step;
    if (jump >= GAP_LIMIT * atr && !closure)
      out.push({
        kind: 'last-bar gap',
        text: `the last candle opens or trades ${numberText(jump / atr, 1)} typical moves away from the close before it, on a chart whose other candles open where the one before closed (a market that trades around the clock): the last candle or the price axis was most likely misread`,
        short: `the last candle jumps ${numberText(jump / atr, 1)} typical moves from the close before it`,
        withheld: ALL,
      });
  }
  const stepAll = candleMinutes(candles);
  if (shown !== null && stepAll !== null) {
    const ratio = stepAll / shown;
    // daily and longer charts: calendar steps (weekends, month lengths) stay within the ratio
    if (ratio > STEP_RATIO || ratio < 1 / STEP_RATIO)
      out.push({
        kind: 'timeframe',
        text: `the chart shows a ${options.timeframe} timeframe, but the times read under its candles are ${stepText(stepAll)} apart`,
        short: `the ${options.timeframe} timeframe shown does not fit the candle times`,
        withheld: ['prediction', 'verdict'],
      });
    else {
      const first = candles[0] as Candle;
      const span = minutesBetween(first, last);
      const daily = shown >= 1440 * 0.9;
      // a 24-hour market trades every step of the span; a daily chart of others five days in seven
      const expected =
        span === null
          ? null
          : allDay
            ? span / shown + 1
            : daily && shown < 10080 * 0.9
              ? ((span / shown) * 5) / 7 + 1
              : null;
      if (expected !== null && n < COUNT_SHARE * expected)
        out.push({
          kind: 'missing candles',
          text: `the time axis spans about ${numberText(expected, 0)} ${options.timeframe} candles, but only ${n} were read`,
          short: `only ${n} of about ${numberText(expected, 0)} candles the time axis spans were read`,
          withheld: ['trend', 'patterns', 'indicators', 'prediction', 'verdict'],
        });
    }
  }
  return out;
}

/** "15 minutes", "4 hours", "1 day", "7 days". */
function stepText(minutes: number): string {
  if (minutes >= 1440 * 0.9) {
    const d = Math.round(minutes / 1440);
    return `${d} ${d === 1 ? 'day' : 'days'}`;
  }
  if (minutes >= 60) {
    const h = Math.round(minutes / 60);
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  const m = Math.round(minutes);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}

const SECTION_WORDS: Record<SectionName, string> = {
  levels: 'key levels',
  trend: 'the trend',
  patterns: 'patterns',
  indicators: 'indicators',
  prediction: 'the forecast',
  verdict: 'the verdict',
};

/** The '## Check the reading' section: what contradicts what, and what is withheld until it is checked. */
export function readingCheckText(
  problems: readonly ReadingProblem[],
  withheld: readonly SectionName[],
): string {
  const out = ['## Check the reading', ''];
  for (const p of problems) out.push(`- The reading contradicts itself: ${p.text}.`);
  const words = withheld.map((s) => SECTION_WORDS[s]);
  const list =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
  out.push(
    '',
    `Check the reading: compare the candles CandleLens read (under your chart) with the chart itself, and upload a clearer or wider screenshot if they differ.${list ? ` Withheld until then, because they rest on what was misread: ${list}.` : ''}`,
  );
  return out.join('\n');
}

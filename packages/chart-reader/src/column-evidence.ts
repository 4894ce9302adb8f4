// What the learned column stage says about a screenshot (computed in Node, src/node/columns), and
// how the reading uses it: marks after the learned end of the series and marks in columns the
// model is sure hold no candle are not candles. Pure: the evidence is data; without it the
// reading is unchanged.
import { rejudged } from './stages/judge/index.ts';
import type { ChartReading, ReadCandle } from './types.ts';

/** Per column of the model's input (the screenshot's width shrunk to at most 640 columns). */
export interface ColumnEvidence {
  /** Probability that a candle (body or wick) stands in the column. */
  candle: Float32Array;
  /** Probability that the column lies within the series (first candle to last). */
  span: Float32Array;
  /** Width of the screenshot the evidence is of, in pixels. */
  imageWidth: number;
}

/** How sure the model must be before its word moves a candle (measured on the corpora). */
export const LEARNED_COLUMNS = {
  /** A column is past the series' end when its span probability is below this... */
  spanEnd: 0.5,
  /** ...for at least this many input columns running to the right edge of the pane. */
  endRun: 3,
  /** Marks past the end by more than this many input columns... */
  endSlack: 3,
  /** ...whose columns all have a candle probability below this are left out. */
  noCandle: 0.1,
  /** Fewest candles that must remain for the evidence to be used. */
  minRemaining: 20,
} as const;

/** The input column whose block holds image column x (the last k with floor(k*W/w) <= x). */
export function inputColumnOf(x: number, imageWidth: number, inputWidth: number): number {
  const k = Math.ceil(((Math.floor(x) + 1) * inputWidth) / imageWidth) - 1;
  return Math.max(0, Math.min(inputWidth - 1, k));
}

/** The image x where the learned series ends within [left, right], or null where it runs on. */
export function learnedEnd(ev: ColumnEvidence, left: number, right: number): number | null {
  const w = ev.span.length;
  const a = inputColumnOf(left, ev.imageWidth, w);
  const b = inputColumnOf(right, ev.imageWidth, w);
  let c = b;
  while (c >= a && ev.span[c]! < LEARNED_COLUMNS.spanEnd) c--;
  if (b - c < LEARNED_COLUMNS.endRun || c < a) return null;
  // the right edge of the last column within the series
  return Math.floor(((c + 1) * ev.imageWidth) / w) - 1;
}

/** The highest candle probability over the columns a candle covers. */
function candleScore(ev: ColumnEvidence, c: ReadCandle): number {
  const w = ev.candle.length;
  const half = Math.max(1, c.bodyWidth / 2);
  const a = inputColumnOf(c.x - half, ev.imageWidth, w);
  const b = inputColumnOf(c.x + half, ev.imageWidth, w);
  let best = 0;
  for (let k = a; k <= b; k++) best = Math.max(best, ev.candle[k]!);
  return best;
}

/**
 * The reading with the learned evidence applied: the trailing marks right of the series' learned
 * end (by more than `endSlack` input columns) in columns where the model sees no candle are left
 * out; judged again.
 */
export function withLearnedColumns(reading: ChartReading, ev: ColumnEvidence): ChartReading {
  const p = LEARNED_COLUMNS;
  if (!reading.found || !reading.plot || reading.candles.length <= p.minRemaining) return reading;
  const end = learnedEnd(ev, reading.plot.left, reading.plot.right);
  if (end === null) return reading;
  const edge = end + (p.endSlack * ev.imageWidth) / ev.candle.length;
  // only the trailing run past the end that the candle head also sees empty goes
  const sorted = [...reading.candles].sort((a, b) => a.x - b.x);
  let cut = sorted.length;
  while (cut > 0 && sorted[cut - 1]!.x > edge && candleScore(ev, sorted[cut - 1]!) < p.noCandle)
    cut--;
  const gone = new Set(sorted.slice(cut));
  const kept = reading.candles.filter((c) => !gone.has(c));
  const dropped = reading.candles.length - kept.length;
  if (dropped === 0 || kept.length < p.minRemaining) return reading;
  return rejudged({
    ...reading,
    candles: kept,
    warnings: [
      ...reading.warnings,
      `${dropped === 1 ? 'a mark' : `${dropped} marks`} where the column model sees no candle left out`,
    ],
  });
}

// The legend or header read by the label reader: the top-left text lines of the price pane (at
// most three, and one more for a header's date when the time axis needs the year) are read and
// parsed for the instrument, the timeframe and the day of the screenshot.
import type { LabelPort, Staged } from '../../shared/label-port.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import type { Box } from '../price-axis/index.ts';
import { headerDate, instrumentName, parseLegend } from './legend.ts';
import { legendLines } from './legend-lines.ts';
import { TIME_AXIS } from './params.ts';

export interface LegendReading {
  symbol: string | null;
  timeframe: string | null;
  /** The instrument's name where a line writes one instead of a ticker, or null. */
  instrument: string | null;
  /** A date the header states (the day the screenshot was taken), or null. */
  date: { year: number; month: number; day: number } | null;
  /** The lines recognised: their box and text (for the debug drawing). */
  lines: { x: number; y: number; text: string }[];
  /** The unread rest of lines longer than what was read (a header's date stands at its end). */
  tails: Box[];
}

/** Text heights of a line read for the symbol and timeframe: they come first. */
const HEAD = TIME_AXIS.legend.head;

const th = (b: Box): number => b.y1 - b.y0 + 1;

/**
 * Reads the legend above or at the top left of a plot. The first line that names a symbol gives
 * it, the first that names one timeframe gives that (not a tab of a row of tabs), the first that
 * writes a name gives the instrument's name. At most 3 lines are read besides such tabs; none
 * with a port that reads no words.
 */
export function* readLegend(img: RgbaImage, plot: PlotBox, port: LabelPort): Staged<LegendReading> {
  const out: LegendReading = {
    symbol: null,
    timeframe: null,
    instrument: null,
    date: null,
    lines: [],
    tails: [],
  };
  if (!port.recognises) return out;
  const lines = legendLines(img, plot, TIME_AXIS.legend.maxLines);
  if (lines.length === 0) return out;
  const boxes = lines.map((b) => ({ ...b, x1: Math.min(b.x1, b.x0 + th(b) * HEAD) }));
  lines.forEach((b) => {
    if (b.x1 > b.x0 + th(b) * HEAD) out.tails.push({ ...b, x0: b.x0 + th(b) * (HEAD - 1) });
  });
  // the first two lines at once; the third only when they left something unsaid
  for (const part of [boxes.slice(0, 2), boxes.slice(2)]) {
    if (part.length === 0 || (out.symbol && out.timeframe)) break;
    const read = yield* port.read(part, 'text');
    part.forEach((b, i) => {
      const text = read[i]?.text.trim() ?? '';
      out.lines.push({ x: b.x0, y: Math.round((b.y0 + b.y1) / 2), text });
      const info = parseLegend(text);
      out.symbol = fullerSymbol(out.symbol, info.symbol);
      // a tab's timeframe is one of those the app offers: which is chosen does not show in it
      if (!b.tab) out.timeframe ??= info.timeframe;
      out.instrument ??= instrumentName(text);
      out.date ??= headerDate(text);
    });
  }
  return out;
}

/**
 * The symbol named first, unless a later line names one that starts or ends with it (`IBUSDT` of
 * a toolbar whose first letters a tool column covers, `SHIBUSDT` in the pane's legend below it;
 * `AAP` of a crop that ends in the word): a cut word reads as the name's start or end, never as a
 * longer name.
 */
export function fullerSymbol(first: string | null, next: string | null): string | null {
  if (!first) return next;
  const holds = next && (next.startsWith(first) || next.endsWith(first));
  return holds && next.length > first.length ? next : first;
}

/**
 * The date at the end of a long header line (`... created with TradingView.com, Oct 27, 2025
 * 10:18 UTC-5`), read only when an axis of months without a year needs it: one crop.
 */
export function* readHeaderDate(
  tails: Box[],
  port: LabelPort,
): Staged<{ year: number; month: number; day: number } | null> {
  if (!port.recognises || tails.length === 0) return null;
  const [read] = yield* port.read([tails[0]!], 'text');
  return headerDate(read?.text ?? '');
}

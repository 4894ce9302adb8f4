// The time axis read by the label reader: the rows of time labels found near the plot are read
// (a bounded number of labels), parsed, anchored at their ticks or centres, and each candle gets
// its time along the pitch; the timeframe follows from the labels' spacing.
import { spread, type LabelPort, type Staged } from '../../shared/label-port.ts';
import type { ChartReading, RgbaImage } from '../../types.ts';
import type { Box } from '../price-axis/index.ts';
import { candleTimes, type TimeAnchor } from './candle-times.ts';
import { timeLabelRows, type TimeLabelRow } from './label-row.ts';
import { TIME_AXIS } from './params.ts';
import { parseTimeLabel } from './parse-time-label.ts';

const TIME_LABELS = TIME_AXIS.read;

export interface TimeAxisReading {
  /** Per candle (in the reading's order): its time, or null. */
  times: (string | null)[];
  timeframe: string | null;
  /** Every label recognised in the row used (or the last row tried): its anchor and text. */
  labels: { x: number; y: number; text: string }[];
  /** The labels that parsed, where they stand (to date the candles again with a header's day). */
  anchors: TimeAnchor[];
  /** Labels read. */
  crops: number;
}

/** Reads the labels of one row (spread over it, at most `n`): their anchors and texts. */
function* readRow(
  row: TimeLabelRow,
  n: number,
  port: LabelPort,
): Staged<{ anchors: TimeAnchor[]; labels: TimeAxisReading['labels'] }> {
  const picked = spread(row.labels.length, Math.min(n, row.labels.length)).map(
    (i) => row.labels[i]!,
  );
  const read = yield* port.read(picked, 'text');
  const anchors: TimeAnchor[] = [];
  const labels: TimeAxisReading['labels'] = [];
  picked.forEach((b, k) => {
    const text = read[k]?.text.trim() ?? '';
    labels.push({ x: b.x, y: Math.round((b.y0 + b.y1) / 2), text });
    const parts = parseTimeLabel(text);
    if (parts) anchors.push({ x: b.x, parts });
  });
  return { anchors, labels };
}

/**
 * Reads the time axis of a reading's plot: the candidate rows in order (below the candles first,
 * then above the plot) until one gives two labels that parse as times. `ink` is the screenshot's
 * ink mask and `lines` its text lines (the ones the price axis used). At most 10 labels are
 * read; none with a port that reads no words. `before` is the day the screenshot was taken,
 * when its header says.
 */
export function* readTimeAxis(
  img: RgbaImage,
  ink: Uint8Array,
  lines: Box[],
  reading: Pick<ChartReading, 'candles' | 'plot'>,
  port: LabelPort,
  before?: { year: number; month: number; day: number },
): Staged<TimeAxisReading> {
  const xs = reading.candles.map((c) => c.x);
  const none: TimeAxisReading = {
    times: xs.map(() => null),
    timeframe: null,
    labels: [],
    anchors: [],
    crops: 0,
  };
  if (!port.recognises || !reading.plot || xs.length < 2) return none;
  const lowest = Math.max(...reading.candles.map((c) => c.yLow));
  const rows = timeLabelRows(lines, ink, img.width, img.height, reading.plot, lowest);
  let budget: number = TIME_LABELS.maxLabels;
  let crops = 0;
  let labels: TimeAxisReading['labels'] = [];
  for (const row of rows) {
    if (budget < 2) break;
    const n = Math.min(budget, TIME_LABELS.maxPerRow, row.labels.length);
    const got = yield* readRow(row, n, port);
    budget -= n;
    crops += n;
    labels = got.labels;
    if (got.anchors.length < 2) continue;
    const r = candleTimes(xs, got.anchors, before);
    if (r.times.some((t) => t !== null) || r.timeframe)
      return { ...r, labels, anchors: got.anchors, crops };
  }
  return { ...none, labels, crops };
}

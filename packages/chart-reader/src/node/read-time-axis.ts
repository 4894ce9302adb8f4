// The time axis read with OCR (Node): the rows of time labels the pure stage finds near the plot
// are recognised (a bounded number of crops), parsed, anchored at their ticks or centres, and each
// candle gets its time along the pitch; the timeframe follows from the labels' spacing.
import { candleTimes, parseTimeLabel, timeLabelRows } from '../stages/time-axis/index.ts';
import type { Box } from '../stages/price-axis/index.ts';
import type { TimeAnchor, TimeLabelRow } from '../stages/time-axis/index.ts';
import type { ChartReading, RgbaImage } from '../types.ts';
import { cropLabel, spread, TEXT_CHARSET, type LabelReader } from './ocr/index.ts';

/** Label crops recognised at most per screenshot, and per row (each costs ~10-50 ms). */
const MAX_CROPS = 10;
const MAX_PER_ROW = 5;

export interface TimeAxisReading {
  /** Per candle (in the reading's order): its time, or null. */
  times: (string | null)[];
  timeframe: string | null;
  /** Every label recognised in the row used (or the last row tried): its anchor and text. */
  labels: { x: number; y: number; text: string }[];
  /** The labels that parsed, where they stand (to date the candles again with a header's day). */
  anchors: TimeAnchor[];
  ocrMs: number;
  crops: number;
}

/** Reads the labels of one row (spread over it, at most `n`): their anchors and texts. */
async function readRow(
  img: RgbaImage,
  row: TimeLabelRow,
  n: number,
  reader: LabelReader,
): Promise<{ anchors: TimeAnchor[]; labels: TimeAxisReading['labels'] }> {
  const picked = spread(row.labels.length, Math.min(n, row.labels.length)).map(
    (i) => row.labels[i]!,
  );
  const read = await reader.read(
    picked.map((b) => cropLabel(img, b)),
    TEXT_CHARSET,
  );
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
 * ink mask and `lines` its text lines (the ones the price axis used). Never throws; at most 10
 * crops are recognised. `before` is the day the screenshot was taken, when its header says.
 */
export async function readTimeAxis(
  img: RgbaImage,
  ink: Uint8Array,
  lines: Box[],
  reading: ChartReading,
  reader: LabelReader,
  before?: { year: number; month: number; day: number },
): Promise<TimeAxisReading> {
  const t0 = performance.now();
  const xs = reading.candles.map((c) => c.x);
  const none: TimeAxisReading = {
    times: xs.map(() => null),
    timeframe: null,
    labels: [],
    anchors: [],
    ocrMs: 0,
    crops: 0,
  };
  if (reader.engine === 'none' || !reading.plot || xs.length < 2) return none;
  const lowest = Math.max(...reading.candles.map((c) => c.yLow));
  const rows = timeLabelRows(lines, ink, img.width, img.height, reading.plot, lowest);
  let budget = MAX_CROPS;
  let crops = 0;
  let labels: TimeAxisReading['labels'] = [];
  for (const row of rows) {
    if (budget < 2) break;
    const n = Math.min(budget, MAX_PER_ROW, row.labels.length);
    const got = await readRow(img, row, n, reader);
    budget -= n;
    crops += n;
    labels = got.labels;
    if (got.anchors.length < 2) continue;
    const r = candleTimes(xs, got.anchors, before);
    if (r.times.some((t) => t !== null) || r.timeframe)
      return { ...r, labels, anchors: got.anchors, ocrMs: performance.now() - t0, crops };
  }
  return { ...none, labels, ocrMs: performance.now() - t0, crops };
}

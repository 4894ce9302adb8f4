// The reader's pipeline: find every price scale on the screenshot, locate the panes they label,
// read each candidate pane (normalise, price axis, plot, candles, assemble), keep the best, drop
// marks standing apart from the series, and judge the reading.
import { hintedCrop, hintedPane, hintProblem, withHints } from './hints.ts';
import { readPane, type PaneOptions } from './read-pane.ts';
import { backgroundColours, inkMask } from './shared/backgrounds.ts';
import { shifted } from './shift-reading.ts';
import { dropStrays, HEIKIN_ASHI_WARNING, looksHeikinAshi } from './stages/assemble/index.ts';
import { judgeReading, rejudged } from './stages/judge/index.ts';
import {
  axisFirst,
  crop,
  paneCandidates,
  splitAtDividers,
  type Box,
  type PaneCandidate,
  type ScaleColumn,
} from './stages/panes/index.ts';
import {
  findLabelColumns,
  labelRuns,
  textLineBoxes,
  type AxisLabelCandidate,
  type LabelColumn,
  type LabelRun,
} from './stages/price-axis/index.ts';
import type { ChartReading, ReadCandle, ReadChartOptions, RgbaImage } from './types.ts';
import { dist } from './shared/colour.ts';
import { plotBackground } from './stages/normalise/index.ts';

/** How much a reading looks like a chart's price pane read well, by its stages. */
function merit(r: ChartReading): number {
  if (!r.found) return 0;
  const n = Math.min(400, r.candles.length);
  return Math.sqrt(n) * (0.3 + r.stages.candles) * (r.priceAxis ? 1 + r.stages.axis : 0.5);
}

/**
 * The stages' merit weighed by the verdict, which sees what the stages cannot alone: an
 * oscillator's line read as many marks on a clean 0-100 scale reads well by its stages, but the
 * verdict gives it little confidence; the price pane above it, fewer candles with bodies in two
 * colours, more.
 */
function judgedMerit(r: ChartReading, stages: number): number {
  if (stages === 0) return 0;
  const judged = judgeReading(r);
  return stages * Math.max(VERDICT_FLOOR, judged.accepted ? judged.confidence : 0);
}

/** The verdict's weight on a pane's merit is its confidence, never less than this: a refused
 * reading and one accepted with little confidence (a web page's or a table's marks) weigh the
 * same, so the stages' merit orders them as before and acceptance alone wins nothing. */
const VERDICT_FLOOR = 0.2;

/** How much a reading through a table's column counts against one through a price scale. */
const TABLE_MERIT = 0.5;

/** A text line and its row moved by (-dx, -dy): into the coordinates of a crop. */
function intoCrop(c: AxisLabelCandidate, dx: number, dy: number): AxisLabelCandidate {
  const l = c.line;
  return {
    y: c.y - dy,
    line: {
      ...l,
      x0: l.x0 - dx,
      x1: l.x1 - dx,
      y0: l.y0 - dy,
      y1: l.y1 - dy,
      glyphs: l.glyphs.map((g) => ({
        ...g,
        x0: g.x0 - dx,
        x1: g.x1 - dx,
        y0: g.y0 - dy,
        y1: g.y1 - dy,
      })),
    },
  };
}

/** A scale's labels (those its fit kept and the rest) in a crop's rows, in the crop's coordinates. */
function labelsIn(run: LabelRun, box: Box): AxisLabelCandidate[] {
  return [...run.labels, ...run.rejected]
    .filter((l) => l.y >= box.y0 && l.y <= box.y1)
    .map((l) => intoCrop(l, box.x0, box.y0));
}

/** Finds the screenshot's label columns and reads them with the glyph reader. */
export function readLabelColumns(img: RgbaImage): {
  columns: LabelColumn[];
  ink: Uint8Array;
  /** Every text line's box on the screenshot (the time axis and legend look among them). */
  lines: Box[];
} {
  const ink = inkMask(img, backgroundColours(img));
  const lines = textLineBoxes(ink, img.width, img.height);
  return { columns: findLabelColumns(img, ink, lines), ink, lines };
}

/** A gap between candles is covered when at most this share of it shows the plot's background. */
const COVERED_GAP = { background: 0.2, step: 2 } as const;

/**
 * Whether the stretch between two candles, across the rows their prices span, is covered by
 * something opaque (a panel, a trading tool's window): little of the plot's background shows
 * there. A session gap shows the background.
 */
function coveredGap(
  img: RgbaImage,
  plot: ChartReading['plot'],
): (a: ReadCandle, b: ReadCandle) => boolean {
  if (!plot) return () => false;
  const bg = plotBackground(img, plot);
  return (a, b) => {
    const y0 = Math.max(plot.top, Math.round(Math.min(a.yHigh, b.yHigh)));
    const y1 = Math.min(plot.bottom - 1, Math.round(Math.max(a.yLow, b.yLow)));
    const x0 = Math.round(a.x + a.bodyWidth + 2);
    const x1 = Math.round(b.x - b.bodyWidth - 2);
    if (x1 <= x0 || y1 <= y0) return false;
    let n = 0;
    let bare = 0;
    for (let y = y0; y <= y1; y += COVERED_GAP.step)
      for (let x = x0; x <= x1; x += COVERED_GAP.step) {
        const i = (y * img.width + x) * 4;
        n++;
        if (dist([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!], bg) < 30) bare++;
      }
    return n > 0 && bare <= n * COVERED_GAP.background;
  };
}

interface Attempt {
  r: ChartReading;
  box: Box;
  /** Merit by the stages, and weighed by the verdict. */
  stages: number;
  judged: number;
}

/** Boxes that overlap this much (intersection over union) are one pane read twice. */
const SAME_PANE = 0.7;

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + 1;
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
  if (w <= 0 || h <= 0) return 0;
  const area = (x: Box): number => (x.x1 - x.x0 + 1) * (x.y1 - x.y0 + 1);
  return (w * h) / (area(a) + area(b) - w * h);
}

/**
 * The reading kept: between different panes the verdict-weighed merit decides (the price pane
 * over an oscillator's); between readings of one pane through boxes a few rows apart, the
 * stages' merit (the verdict's confidence differs there by noise).
 */
function bestAttempt(attempts: Attempt[]): Attempt | null {
  let best: Attempt | null = null;
  for (const a of attempts) {
    if (!best) best = a;
    else if (
      overlap(a.box, best.box) >= SAME_PANE ? a.stages > best.stages : a.judged > best.judged
    )
      best = a;
  }
  return best;
}

/** The reading with its candles' style named where it is not the ordinary one. */
function withStyle(r: ChartReading): ChartReading {
  if (!r.found || !looksHeikinAshi(r.candles)) return r;
  return { ...r, heikinAshi: true, warnings: [...r.warnings, HEIKIN_ASHI_WARNING] };
}

/**
 * Reads a candlestick chart screenshot where the chart is: every price scale on the screenshot
 * proposes a pane (the chart inside a page, the price pane above volume and indicator panes,
 * cut at the dividers between panes), each is read with its scale's labels, and the best
 * reading wins; the whole screenshot is read too when no scale is found or none reads well.
 * Pure: no I/O. Never throws on a well-formed image.
 */
export function readChart(img: RgbaImage, options: ReadChartOptions = {}): ChartReading {
  if (!(img.width > 0 && img.height > 0) || img.data.length < img.width * img.height * 4)
    return readPane(img, options);
  let found: { columns: LabelColumn[]; ink: Uint8Array; lines: Box[] } | null;
  try {
    found = readLabelColumns(img);
  } catch {
    found = null;
  }
  return readChartFrom(img, options, found);
}

/**
 * The reading from label columns read before (by the glyph reader, or checked by OCR in Node):
 * the panes their scales label are read, the best wins.
 */
export function readChartFrom(
  img: RgbaImage,
  options: ReadChartOptions,
  found: { columns: LabelColumn[]; ink: Uint8Array; lines?: Box[] } | null,
): ChartReading {
  const problem = options.hints ? hintProblem(options.hints, img.width, img.height) : null;
  if (problem) {
    // hints that do not fit the picture are not used: the reading says so
    const { hints, ...rest } = options;
    void hints;
    const r = readChartFrom(img, rest, found);
    return { ...r, warnings: [...r.warnings, `your marks were not used: ${problem}`] };
  }
  let cands: PaneCandidate<ScaleColumn & { run: LabelRun }>[] = [];
  // columns of a table (an order book, a watch list) are tried after the price scales, and
  // their readings count for less: their rows make a scale, but one of no plot
  const tables = new Set<LabelRun>();
  try {
    if (found)
      cands = paneCandidates(
        img,
        axisFirst(labelRuns(found.columns), found.lines ?? [], tables).map((run) => ({
          box: run.box,
          ys: run.labels.map((l) => l.y),
          stepPx: run.stepPx,
          textHeight: run.textHeight,
          run,
        })),
        found.ink,
      );
  } catch {
    cands = [];
  }
  const attempts: Attempt[] = [];
  const tried: Box[] = [];
  const attempt = (box: Box, opts: PaneOptions, table = false): void => {
    tried.push(box);
    const raw = shifted(readPane(crop(img, box), opts), box.x0, box.y0);
    const r = { ...raw, candles: dropStrays(raw.candles, coveredGap(img, raw.plot)) };
    const stages = merit(r) * (table ? TABLE_MERIT : 1);
    attempts.push({ r, box, stages, judged: judgedMerit(r, stages) });
  };
  const hint = hintedPane(img, options.hints);
  if (hint) {
    // the trader marked the pane: each scale beside it is read over the marked rows, and the
    // box alone (its own labels, or none when the anchors give the prices); nothing else
    for (const c of cands) {
      const box = hintedCrop(hint, c.scale.run.box, img.width);
      if (!box) continue;
      const run = c.scale.run;
      const labels = labelsIn(run, box);
      attempt(box, { ...options, axisSide: c.side, labels, markedRows: true }, tables.has(run));
    }
    attempt(hint, { ...options, markedRows: true });
  }
  for (const c of hint ? [] : cands) {
    // the pane the labels stand in, when dividers cut the crop into several; a line between two
    // of the scale's labels is drawn in the pane, not between panes
    const ys = c.scale.ys;
    const mid = ys[ys.length >> 1]!;
    const panes = splitAtDividers(img, c.box, 0.12, (y) => y < ys[0]! || y > ys[ys.length - 1]!);
    const box = panes.find((p) => p.y0 <= mid && p.y1 >= mid) ?? c.box;
    const run = c.scale.run;
    attempt(box, { ...options, axisSide: c.side, labels: labelsIn(run, box) }, tables.has(run));
  }
  if (!hint && Math.max(0, ...attempts.map((a) => a.stages)) < 3) {
    const whole = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    for (const p of splitAtDividers(img, whole)) attempt(p, options);
  }
  const best = bestAttempt(attempts);
  const read = best ? best.r : readPane(img, options);
  // Candle times, the timeframe and the symbol stay null here: time labels and legends are
  // dates, month names and tickers, which the glyph reader (digits only) cannot read. In Node,
  // readChartImage finds the time-axis row (stages/time-axis: timeLabelRows) and the legend and
  // reads them with OCR.
  const r: ChartReading = withStyle(
    options.hints ? withHints(read, options.hints) : rejudged(read),
  );
  if (options.diagnostics) {
    const panes = tried.map((b) => ({
      left: b.x0,
      top: b.y0,
      right: b.x1,
      bottom: b.y1,
      kind: (b === best?.box ? 'price' : 'other') as 'price' | 'other',
    }));
    r.diagnostics = { rejectedMarks: [], timeLabels: [], ...(r.diagnostics ?? {}), panes };
  }
  return r;
}

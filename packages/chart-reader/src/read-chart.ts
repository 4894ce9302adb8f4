// The reader's pipeline, run once: the screenshot's label columns (read glyph by glyph, the weak
// ones again by the label reader), the panes their price scales propose (each read by the pane
// stages, its labels checked by the label reader before its candles are priced, and judged), the
// best pane kept, then its time axis and legend read. The label reader is a port: the glyph
// port in the pure reader (`readChart`, synchronous), the OCR in Node (`readChartImage`).
import { hintProblem, withHints } from './hints.ts';
import { bestAttempt, judged, readPanes, type Attempt, type FoundLabels } from './pane-attempts.ts';
import { readPaneWith } from './read-pane.ts';
import { readTimes } from './read-times.ts';
import { backgroundColours, inkMask } from './shared/backgrounds.ts';
import { GLYPH_PORT, runNow, type LabelPort, type Staged } from './shared/label-port.ts';
import { HEIKIN_ASHI_WARNING, looksHeikinAshi } from './stages/assemble/index.ts';
import { heldWhenColourHalved } from './stages/judge/index.ts';
import {
  findLabelColumns,
  labelRuns,
  rereadWeakColumns,
  textLineBoxes,
} from './stages/price-axis/index.ts';
import type { ChartTrace } from './stage-trace.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from './types.ts';

export type { FoundLabels } from './pane-attempts.ts';

/** Options of one run of the stages. */
export interface StageOptions extends ReadChartOptions {
  /** Read the time axis and the legend (default true; only a port that reads words can). */
  timeAxis?: boolean;
  /** Keep what each stage returned (`ChartRun.trace`), for the stage drawings. */
  trace?: boolean;
}

/** A run of the stages: the reading, what the stages returned, the time each part took. */
export interface ChartRun {
  reading: ChartReading;
  /** What each stage returned, when the run was traced (else null). */
  trace: ChartTrace | null;
  ms: {
    /** Finding and reading the label columns (the weak ones read again by the port). */
    labels: number;
    /** Reading the candidate panes and keeping the best. */
    panes: number;
    /** Reading the time axis and the legend. */
    timeAxis: number;
  };
}

/** Finds the screenshot's label columns and reads them with the glyph reader. */
export function readLabelColumns(img: RgbaImage): FoundLabels {
  const ink = inkMask(img, backgroundColours(img));
  const lines = textLineBoxes(ink, img.width, img.height);
  return { columns: findLabelColumns(img, ink, lines), ink, lines };
}

/** The reading with its candles' style named where it is not the ordinary one. */
function withStyle(r: ChartReading): ChartReading {
  if (!r.found || !looksHeikinAshi(r.candles)) return r;
  return { ...r, heikinAshi: true, warnings: [...r.warnings, HEIKIN_ASHI_WARNING] };
}

/** The label columns read glyph by glyph, the weak ones again by the port; null when that fails. */
function* foundLabels(img: RgbaImage, port: LabelPort): Staged<FoundLabels | null> {
  try {
    const glyph = readLabelColumns(img);
    return { ...glyph, columns: yield* rereadWeakColumns(glyph.columns, port) };
  } catch {
    return null;
  }
}

/** The reading with the panes tried named, for the debug drawing. */
function withPanes(
  r: ChartReading,
  attempts: readonly Attempt[],
  best: Attempt | null,
): ChartReading {
  const panes = attempts.map(({ box: b }) => ({
    left: b.x0,
    top: b.y0,
    right: b.x1,
    bottom: b.y1,
    kind: (b === best?.box ? 'price' : 'other') as 'price' | 'other',
  }));
  return {
    ...r,
    diagnostics: { rejectedMarks: [], timeLabels: [], ...(r.diagnostics ?? {}), panes },
  };
}

/**
 * Reads a candlestick chart screenshot where the chart is, with `port` as the label reader:
 * every price scale on the screenshot proposes a pane (the chart inside a page, the price pane
 * above volume and indicator panes, cut at the dividers between panes), each is read with its
 * scale's labels, and the best reading wins; the whole screenshot is read too when no scale is
 * found or none reads well. Then the time axis and the legend of the reading kept. Never throws
 * on a well-formed image.
 */
export function* readChartWith(
  img: RgbaImage,
  options: StageOptions,
  port: LabelPort,
): Staged<ChartRun> {
  const ms = { labels: 0, panes: 0, timeAxis: 0 };
  if (!(img.width > 0 && img.height > 0) || img.data.length < img.width * img.height * 4)
    return { reading: judged((yield* readPaneWith(img, options, port)).reading), trace: null, ms };
  // hints that do not fit the picture are not used: the reading says so
  const problem = options.hints ? hintProblem(options.hints, img.width, img.height) : null;
  const { hints: given, ...unhinted } = options;
  const hints = problem ? undefined : given;
  const opts: StageOptions = hints ? { ...unhinted, hints } : unhinted;
  let t0 = performance.now();
  const found = yield* foundLabels(img, port);
  ms.labels = performance.now() - t0;
  t0 = performance.now();
  const attempts = yield* readPanes(img, opts, found, port);
  const best = bestAttempt(attempts);
  const read = best ? best.r : judged((yield* readPaneWith(img, opts, port)).reading);
  let reading = heldWhenColourHalved(
    withStyle(hints ? withHints(read, hints) : read),
    img.colourHalved,
  );
  if (opts.diagnostics) reading = withPanes(reading, attempts, best);
  ms.panes = performance.now() - t0;
  if (problem)
    reading = {
      ...reading,
      warnings: [...reading.warnings, `your marks were not used: ${problem}`],
    };
  // Candle times, the timeframe and the symbol: time labels and legends are dates, month names
  // and tickers, which only a port that reads words can read (the glyph reader reads digits).
  const trace: ChartTrace | null = opts.trace
    ? {
        recognises: port.recognises,
        ink: found?.ink ?? null,
        lines: found?.lines ?? [],
        columns: found?.columns ?? [],
        runs: found ? labelRuns(found.columns) : [],
        attempts: attempts.map((a) => ({
          box: a.box,
          stages: a.stages,
          judged: a.judged,
          reading: a.r,
          pane: a.pane,
        })),
        best: best ? attempts.indexOf(best) : -1,
        times: null,
      }
    : null;
  if (!port.recognises || !reading.found || opts.timeAxis === false) return { reading, trace, ms };
  t0 = performance.now();
  try {
    const ink = found?.ink ?? inkMask(img, backgroundColours(img));
    const lines = found?.lines ?? textLineBoxes(ink, img.width, img.height);
    const { reading: timed, ...times } = yield* readTimes(img, reading, ink, lines, port);
    reading = timed;
    if (trace) trace.times = times;
  } catch (e) {
    // the prices stand without times: say why, keep the reading
    const why = e instanceof Error ? e.message : String(e);
    reading = { ...reading, warnings: [...reading.warnings, `time axis not read: ${why}`] };
  }
  ms.timeAxis = performance.now() - t0;
  return { reading, trace, ms };
}

/**
 * Reads a candlestick chart screenshot with the glyph reader alone (candle times, the timeframe
 * and the symbol stay null: they are words). Pure and synchronous: no I/O. Never throws on a
 * well-formed image.
 */
export function readChart(img: RgbaImage, options: ReadChartOptions = {}): ChartReading {
  return runNow(readChartWith(img, options, GLYPH_PORT)).reading;
}

/**
 * Runs in a worker thread: decodes the screenshot once, reads the chart (price labels checked by
 * OCR), computes the analysis and makes the thumbnail from the decoded pixels. A screenshot the
 * reader refuses stops after reading, with the reader's reason. Everything CPU-bound stays off the
 * server's event loop.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import sharp from 'sharp';
import type { AnalysisType } from '@candlelens/analysis';
import {
  READER_VERSION,
  runsAtOnce,
  type ChartReading,
  type ReadingHints,
} from '@candlelens/chart-reader';
import {
  decodeImage,
  HintError,
  readChartImage,
  warmSharedLabelReader,
} from '@candlelens/chart-reader/node';
import { analyzeReading, labelDecimals } from '@candlelens/pipeline';
import type { AnalysisResult, ReadingPreviewData, StoredReading } from '@candlelens/contracts';
import { keptReading, type KeptReading } from './kept-reading.ts';
import { readingPreview } from './reading-preview.ts';

export interface AnalysisTask {
  bytes: Uint8Array;
  type: AnalysisType;
  maxPixels: number;
  /** Shrink the screenshot so its longer side is at most this many pixels before reading. */
  maxSide?: number;
  /** The uploaded format: the kept copy is re-encoded in it. */
  imageType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** The trader's marks, in the pixels the screenshot is read in (after any shrinking). */
  hints?: ReadingHints;
  /** The reading the trader saw in the preview: analysed as it is, the screenshot not read again
   * (unless it decodes to another size than the preview's). */
  kept?: KeptReading;
  /** A reading below the auto-run band is not analysed: its preview is answered instead
   * (`AnalysisNeedsCheck`), so that it is checked before anything is charged. */
  refuseBelowBand?: boolean;
}

/** Read the screenshot only, for the free preview the trader checks before paying. */
export interface PreviewTask {
  preview: true;
  bytes: Uint8Array;
  maxPixels: number;
  maxSide?: number;
  hints?: ReadingHints;
}

/** The preview and the reading to keep with it, or why the marks cannot be used on this screenshot. */
export type PreviewTaskResult =
  | { preview: ReadingPreviewData; kept: KeptReading; decodeMs: number; readMs: number }
  | { hintProblem: string };

/** What the pool runs: an analysis or a preview. */
export type WorkerTask = AnalysisTask | PreviewTask;

/** What the worker answers: a finished analysis, the reader's refusal (nothing to store), or a
 * reading below the auto-run band that is to be checked first. */
export type AnalysisTaskResult = AnalysisDone | AnalysisRefused | AnalysisNeedsCheck;

/** Read, but below the auto-run band, and the upload did not accept that: nothing analysed. */
export interface AnalysisNeedsCheck {
  accepted: true;
  needsCheck: true;
  preview: ReadingPreviewData;
  kept: KeptReading;
  decodeMs: number;
  readMs: number;
}

/** The screenshot is not a candlestick chart the reader can read; `reason` says why, for the trader. */
export interface AnalysisRefused {
  accepted: false;
  reason: string;
  decodeMs: number;
  readMs: number;
}

export interface AnalysisDone {
  accepted: true;
  needsCheck?: undefined;
  width: number;
  height: number;
  reading: StoredReading;
  result: AnalysisResult;
  thumbnail: Uint8Array;
  /** The screenshot as kept and shown: turned upright, re-encoded, with no metadata at all. */
  stored: Uint8Array;
  decodeMs: number;
  readMs: number;
  analyzeMs: number;
}

const THUMB_WIDTH = 480;

/**
 * The charts a worker reads when it starts, smallest first: the server tests' 640x400 chart, then
 * full-size screenshots of different looks that CandleLens rendered itself (assets/warm-up/, see
 * its README): a dark chart with volume and MACD panes, a light trading page with a watch list and
 * an order table, a black desktop-terminal chart. Next to the bundled worker, or in
 * apps/server/assets from source.
 */
const WARM_UP_CHARTS = [
  'warm-up-chart.png',
  'warm-up/dark-panes.png',
  'warm-up/light-trading-page.png',
  'warm-up/terminal-black.png',
];

function warmUpChart(name: string): Uint8Array | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const p of [path.join(here, name), path.join(here, '../../assets', name)])
    if (existsSync(p)) return new Uint8Array(readFileSync(p));
  return null;
}

/**
 * What a worker does the first time it reads a chart, done when it starts instead of during a
 * trader's upload: the reader and the engine run end to end on charts of several looks and sizes,
 * so that the code paths a trader's screenshot takes are compiled and optimised (the first uploads
 * after a start took about twice as long as the tenth; one small plain chart halved the gap, charts
 * like a trader's close it). The server reports itself warming up (/healthz) until every worker
 * is done. A failure only leaves the worker cold.
 */
async function readWarmUpCharts(): Promise<void> {
  for (const name of WARM_UP_CHARTS) {
    const bytes = warmUpChart(name);
    if (!bytes) continue;
    try {
      const image = await decodeImage(bytes, { maxPixels: 40_000_000 });
      const { reading } = await readChartImage(image);
      if (reading.accepted) analyzeReading(reading, 'general');
    } catch {
      // cold then, not broken: the trader's upload is read as it would have been
    }
  }
}

/**
 * In a worker thread of the pool the OCR models load and run once, with the worker's first task
 * (the pool's warm-up task when it starts warm), not during the first trader's upload (which took
 * 8-13 s after a start); a reader that cannot load answers with the glyph reader alone. They load
 * inside a task, never when the module is imported: the pool may start a thread that then gets no
 * task, and closing the pool waits only for tasks, so a thread stopped while it loaded its models
 * killed the process ('terminate called after throwing Napi::Error'). Imported in the main thread
 * (tests that run analyses in-process, tools), the models load on first use by the reader.
 */
let warming: Promise<number | null> | null = null;
export function warmed(): Promise<number | null> {
  warming ??= isMainThread ? Promise.resolve(null) : warmSharedLabelReader().catch(() => null);
  return warming;
}

/**
 * The copy of the screenshot that is kept and served (to its owner and through share links):
 * EXIF orientation applied, then re-encoded in its own format; sharp writes no metadata unless
 * asked, so no EXIF (GPS, camera, author), XMP, ICC or text chunk survives.
 */
async function pixelsOnlyCopy(task: AnalysisTask): Promise<Uint8Array> {
  const upright = sharp(task.bytes, { limitInputPixels: task.maxPixels }).rotate();
  const encoded =
    task.imageType === 'image/png'
      ? upright.png()
      : task.imageType === 'image/jpeg'
        ? upright.jpeg({ quality: 92 })
        : upright.webp({ quality: 90 });
  return new Uint8Array(await encoded.toBuffer());
}
const NOT_A_CHART =
  'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.';

/** A task that only waits for the worker's warm-up (the pool sends one when it starts, so that
 * closing the pool waits for the models to load instead of cutting a native call short). */
export interface WarmUpTask {
  warmUp: true;
  /** Also read the warm-up charts (readWarmUpCharts). */
  read?: boolean;
}

/** The preview of a screenshot: read (with the trader's marks, if any), nothing analysed or kept. */
async function runPreview(task: PreviewTask): Promise<PreviewTaskResult> {
  const image = await decodeImage(task.bytes, { maxPixels: task.maxPixels, maxSide: task.maxSide });
  const t1 = performance.now();
  try {
    const { reading } = await readChartImage(image, { hints: task.hints });
    const readMs = performance.now() - t1;
    return {
      preview: readingPreview(reading, image, task.hints ?? null),
      kept: keepOf(reading, image, readMs),
      decodeMs: image.decodeMs,
      readMs,
    };
  } catch (err) {
    if (err instanceof HintError) return { hintProblem: err.message };
    throw err;
  }
}

const keepOf = (reading: ChartReading, size: { width: number; height: number }, readMs: number) =>
  keptReading(reading, {
    readerVersion: READER_VERSION,
    readMs,
    width: size.width,
    height: size.height,
  });

/**
 * The reading to analyse: the one kept with the preview when the screenshot decodes to the size it
 * was made in, else the screenshot read now (with the trader's marks), or why the marks cannot be
 * used.
 */
async function readingFor(
  task: AnalysisTask,
  image: Awaited<ReturnType<typeof decodeImage>>,
): Promise<
  { chart: ChartReading; readerVersion: string; readMs: number } | { hintProblem: string }
> {
  const { kept } = task;
  if (kept && kept.width === image.width && kept.height === image.height)
    return { chart: kept.reading, readerVersion: kept.readerVersion, readMs: kept.readMs };
  const t1 = performance.now();
  try {
    const { reading } = await readChartImage(image, { hints: task.hints });
    return { chart: reading, readerVersion: READER_VERSION, readMs: performance.now() - t1 };
  } catch (err) {
    if (err instanceof HintError) return { hintProblem: err.message };
    throw err;
  }
}

export default async function runAnalysis(task: AnalysisTask): Promise<AnalysisTaskResult>;
export default async function runAnalysis(task: PreviewTask): Promise<PreviewTaskResult>;
export default async function runAnalysis(task: WarmUpTask): Promise<null>;
export default async function runAnalysis(
  task: WorkerTask | WarmUpTask,
): Promise<AnalysisTaskResult | PreviewTaskResult | null> {
  await warmed();
  if ('warmUp' in task) {
    if (task.read) await readWarmUpCharts();
    return null;
  }
  if ('preview' in task) return runPreview(task);
  const image = await decodeImage(task.bytes, { maxPixels: task.maxPixels, maxSide: task.maxSide });
  const read = await readingFor(task, image);
  if ('hintProblem' in read)
    return { accepted: false, reason: read.hintProblem, decodeMs: image.decodeMs, readMs: 0 };
  const { chart, readerVersion, readMs } = read;
  if (!chart.accepted)
    return {
      accepted: false,
      reason: chart.reason ?? NOT_A_CHART,
      decodeMs: image.decodeMs,
      readMs,
    };
  if (task.refuseBelowBand && !runsAtOnce(chart))
    return {
      accepted: true,
      needsCheck: true,
      preview: readingPreview(chart, image, task.hints ?? null),
      kept: keepOf(chart, image, readMs),
      decodeMs: image.decodeMs,
      readMs,
    };
  const t2 = performance.now();
  const computed = analyzeReading(chart, task.type);
  const t3 = performance.now();
  const candles = chart.candles.filter((c) =>
    [c.open, c.high, c.low, c.close, c.x].every(Number.isFinite),
  );
  const info = { width: image.width, height: image.height };
  const thumbnail = await sharp(image.data, {
    raw: { width: info.width, height: info.height, channels: 4 },
  })
    .resize({ width: Math.min(THUMB_WIDTH, info.width), withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const reading: StoredReading = {
    width: info.width,
    height: info.height,
    plot: chart.plot,
    candles: candles.map(({ x, open, high, low, close, time, volume }) => ({
      x,
      open,
      high,
      low,
      close,
      time,
      volume,
    })),
    accepted: chart.accepted,
    confidence: chart.confidence,
    uncertain: chart.uncertain,
    symbol: chart.symbol,
    timeframe: chart.timeframe,
    instrument: chart.instrument,
    readerVersion,
    priceAxis: chart.priceAxis
      ? {
          side: chart.priceAxis.side,
          scale: chart.priceAxis.scale,
          fit: { slope: chart.priceAxis.fit.slope, intercept: chart.priceAxis.fit.intercept },
          labels: chart.priceAxis.labels.map(({ y, value }) => ({ y, value })),
          decimals: labelDecimals(chart),
        }
      : null,
    relativePrices: chart.relativePrices,
    warnings: chart.warnings,
  };
  return {
    accepted: true,
    width: info.width,
    height: info.height,
    reading,
    result: computed,
    thumbnail: new Uint8Array(thumbnail),
    stored: await pixelsOnlyCopy(task),
    decodeMs: image.decodeMs,
    readMs,
    analyzeMs: t3 - t2,
  };
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PixelBox } from './truth.ts';

/** A candle as the reader reports it, after validation. */
export interface DetectedCandle {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  yOpen: number | null;
  yHigh: number | null;
  yLow: number | null;
  yClose: number | null;
  /** When the candle opened (ISO 8601), where the reader gives it. */
  time: string | null;
}

export interface DetectedAxis {
  scale: 'linear' | 'log';
  slope: number;
  intercept: number;
}

/** The parts of a reading the benchmark scores, checked for shape and finiteness. */
export interface Reading {
  found: boolean;
  plot: PixelBox | null;
  candles: DetectedCandle[];
  /** Candles dropped because a field was missing or not finite (scored as false positives). */
  invalidCandles: number;
  priceAxis: DetectedAxis | null;
  relativePrices: boolean;
  warnings: string[];
  /**
   * Whether the reader accepts the image as a readable candlestick chart. Readers from before
   * the field existed count as accepting whatever they found.
   */
  accepted: boolean;
  /** The reader's reason when it refuses, else null. */
  reason: string | null;
  /** 0..1, or null when the reader gives none. */
  confidence: number | null;
  symbol: string | null;
  timeframe: string | null;
  /** The measurements the reader's verdict was made from, when it gives them. */
  evidence: Record<string, number> | null;
}

/** An image as the bench hands it to a reader: pixels, and whether the file halved its colour. */
export interface ReadImage {
  data: Uint8Array;
  width: number;
  height: number;
  colourHalved?: boolean;
}

/** Reads one image; the product's Node reader answers with a promise. */
export type ReadFunction = (image: ReadImage) => unknown;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;

/** Validates whatever the reader returned; throws with a reason when it is unusable. */
export function normaliseReading(raw: unknown): Reading {
  const r = obj(raw);
  if (!r) throw new Error(`reading is ${raw === null ? 'null' : typeof raw}`);
  if (!Array.isArray(r.candles)) throw new Error('reading.candles is not an array');
  const candles: DetectedCandle[] = [];
  let invalid = 0;
  for (const item of r.candles) {
    const c = obj(item);
    const x = num(c?.x);
    const [open, high, low, close] = ['open', 'high', 'low', 'close'].map((k) => num(c?.[k]));
    if (!c || x === null || open == null || high == null || low == null || close == null) {
      invalid++;
      continue;
    }
    candles.push({
      x,
      open,
      high,
      low,
      close,
      yOpen: num(c.yOpen),
      yHigh: num(c.yHigh),
      yLow: num(c.yLow),
      yClose: num(c.yClose),
      time: typeof c.time === 'string' ? c.time : null,
    });
  }
  const p = obj(r.plot);
  const plotValues = p ? [p.left, p.top, p.right, p.bottom].map(num) : [];
  const plot =
    plotValues.length === 4 && plotValues.every((v) => v !== null)
      ? {
          left: plotValues[0] as number,
          top: plotValues[1] as number,
          right: plotValues[2] as number,
          bottom: plotValues[3] as number,
        }
      : null;
  const a = obj(r.priceAxis);
  const fit = obj(a?.fit);
  const slope = num(fit?.slope);
  const intercept = num(fit?.intercept);
  const priceAxis =
    a && slope !== null && intercept !== null && slope !== 0
      ? { scale: a.scale === 'log' ? ('log' as const) : ('linear' as const), slope, intercept }
      : null;
  return {
    found: r.found === true,
    plot,
    candles,
    invalidCandles: invalid,
    priceAxis,
    relativePrices: r.relativePrices === true || priceAxis === null,
    warnings: Array.isArray(r.warnings) ? r.warnings.map(String) : [],
    accepted: typeof r.accepted === 'boolean' ? r.accepted : r.found === true,
    reason: typeof r.reason === 'string' ? r.reason : null,
    confidence: num(r.confidence),
    symbol: typeof r.symbol === 'string' ? r.symbol : null,
    timeframe: typeof r.timeframe === 'string' ? r.timeframe : null,
    evidence: numberRecord(r.evidence),
  };
}

/** A record of finite numbers, or null. */
function numberRecord(v: unknown): Record<string, number> | null {
  const o = obj(v);
  if (!o) return null;
  const out: Record<string, number> = {};
  for (const [k, x] of Object.entries(o)) {
    const n = num(x);
    if (n !== null) out[k] = n;
  }
  return out;
}

/** Price at image row y by the reader's fit (linear: slope*y+b; log: ln(price) = slope*y+b). */
export function axisPriceAt(axis: DetectedAxis, y: number): number {
  const v = axis.slope * y + axis.intercept;
  return axis.scale === 'log' ? Math.exp(v) : v;
}

/**
 * Loads `readChart` in-process: from the workspace package, or from a module path
 * (e.g. a snapshot's src/index.ts). With `ocr`, the reader as the product runs it in Node
 * (`readChartImage` of the package's node entry: price labels checked by OCR, the time axis and
 * the legend read), which answers with a promise.
 */
export async function loadReader(modulePath?: string, ocr = false): Promise<ReadFunction> {
  if (ocr) {
    const specifier = modulePath
      ? pathToFileURL(join(dirname(modulePath), 'node', 'index.ts')).href
      : '@candlelens/chart-reader/node';
    const fn = obj(await import(specifier))?.readChartImage;
    if (typeof fn !== 'function') throw new Error(`${specifier} does not export readChartImage`);
    const readImage = fn as (image: unknown) => Promise<{ reading: unknown }>;
    return async (image) => (await readImage(image)).reading;
  }
  const specifier = modulePath ? pathToFileURL(modulePath).href : '@candlelens/chart-reader';
  const mod = obj(await import(specifier));
  const fn = mod?.readChart;
  if (typeof fn !== 'function') throw new Error(`${specifier} does not export readChart`);
  return fn as ReadFunction;
}

/**
 * Extracts packages/chart-reader as committed at `commit` into `snapshotsDir/<commit>` (kept
 * inside the repository so its imports resolve against the same node_modules) and returns the
 * path of its src/index.ts.
 */
export function readerSnapshot(repoRoot: string, commit: string, snapshotsDir: string): string {
  const full = execFileSync('git', ['rev-parse', '--short', commit], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const dir = join(snapshotsDir, full);
  const index = join(dir, 'packages', 'chart-reader', 'src', 'index.ts');
  if (!existsSync(index)) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', full, 'packages/chart-reader'], {
      cwd: repoRoot,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  return index;
}

/** Commit (and whether the working copy differs) of the reader package, for the record. */
export function readerVersion(repoRoot: string): string {
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    const commit = git('log', '-1', '--format=%h', '--', 'packages/chart-reader');
    const dirty = git('status', '--porcelain', '--', 'packages/chart-reader') !== '';
    return dirty ? `${commit}+uncommitted` : commit;
  } catch {
    return 'unknown';
  }
}

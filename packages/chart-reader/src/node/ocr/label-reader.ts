// The price-axis label OCR for Node (server worker threads, CLI): one warm engine per thread,
// and a reader that still answers, with empty readings and a warning, when it cannot load.
import { loadPaddleEngine, type PaddleModelFiles } from './paddle-engine.ts';
import type { LabelCrop, LabelReader, LabelReading } from './types.ts';

export interface LabelReaderOptions {
  /** Other model files than the ones the model package ships (tests use a missing file). */
  modelFiles?: PaddleModelFiles;
  /** Cores one recognition may use (default 1: one reader per core, as the server runs them). */
  threads?: number;
}

const empty = (crops: readonly LabelCrop[]): LabelReading[] =>
  crops.map(() => ({ text: '', confidence: 0 }));

function checkCrop(c: LabelCrop, i: number): void {
  if (!(c.width >= 1 && c.height >= 1) || c.data.length < c.width * c.height * 4)
    throw new Error(
      `label crop ${i} is not ${c.width}x${c.height} RGBA pixels (${c.data.length} bytes)`,
    );
}

/**
 * Loads the OCR engine. Never throws: when the engine cannot be loaded the reader has engine
 * 'none', a warning saying why, and reads nothing, so the caller keeps the glyph reading.
 */
export async function createLabelReader(options: LabelReaderOptions = {}): Promise<LabelReader> {
  const t0 = performance.now();
  try {
    const engine = await loadPaddleEngine(options.modelFiles, options.threads);
    const loadMs = performance.now() - t0;
    return {
      engine: 'paddle',
      warning: null,
      loadMs,
      async read(crops, charset) {
        crops.forEach(checkCrop);
        return crops.length ? engine.read(crops, charset) : [];
      },
      close: () => engine.close(),
    };
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return {
      engine: 'none',
      warning: `axis OCR unavailable (${why}); price labels are read by the glyph reader alone`,
      loadMs: performance.now() - t0,
      async read(crops) {
        crops.forEach(checkCrop);
        return empty(crops);
      },
      async close() {},
    };
  }
}

let shared: Promise<LabelReader> | null = null;

/**
 * The thread's one warm reader, loaded on first use (module state is per worker thread) with
 * the cores one recognition may use (`threads`, the first call's).
 */
export function sharedLabelReader(threads = 1): Promise<LabelReader> {
  shared ??= createLabelReader({ threads });
  return shared;
}

/** Closes the thread's shared reader (at shutdown); the next call to sharedLabelReader reloads. */
export async function closeSharedLabelReader(): Promise<void> {
  const r = shared;
  shared = null;
  if (r) await (await r).close();
}

/**
 * Loads the thread's shared reader and runs it once on a small blank label, so that the first
 * screenshot after a start is read as fast as the tenth (the models load and the engine compiles
 * its first run here, not during a trader's upload). Returns how long that took.
 */
export async function warmSharedLabelReader(threads = 1): Promise<number> {
  const t0 = performance.now();
  const reader = await sharedLabelReader(threads);
  const width = 48;
  const height = 16;
  const blank = { width, height, data: new Uint8Array(width * height * 4).fill(255) };
  await reader.read([blank]);
  return performance.now() - t0;
}

// The real-screenshot sets: truth files made by hand next to the images (format in the folder's
// README). They live outside the project (../shared relative to the repository root) and are
// never copied in.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..', '..');
/** The development set of real screenshots (override with CANDLELENS_REAL_DIR). */
export const REAL_DIR =
  process.env.CANDLELENS_REAL_DIR ?? join(REPO_ROOT, '..', 'shared', 'data', 'screenshots', 'real');

export interface OhlcTruth {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** The parts of a truth file the scoring uses. */
export interface RealTruthFile {
  image: string;
  visibleRange: [number, number];
  visibleRangeAlt?: [number, number];
  candlesApprox: number | [number, number];
  candlesBest?: number;
  lastCandle?: OhlcTruth;
  /** The first cases named the last candle `last`. */
  last?: OhlcTruth;
  lastCandleAlt?: OhlcTruth;
  lastClose?: number;
  /** [date, open, high, low, close] per visible candle, where public data drew the chart. */
  series?: [string, number, number, number, number][];
}

export interface RealCase {
  name: string;
  /** Absolute path of the image. */
  file: string;
  truth: RealTruthFile;
  lastCandle: OhlcTruth | null;
  countLo: number;
  countHi: number;
  countBest: number;
}

/** Why a real set cannot be read, or null when it can. */
export function realSetMissing(dir: string): string | null {
  if (!existsSync(dir))
    return `no real screenshots at ${dir} (../shared is absent on this machine)`;
  return null;
}

/**
 * Every `*.json` in `dir` with an `image` and a `visibleRange` is a case, in name order; `only`
 * keeps the cases whose name contains it.
 */
export function loadRealCases(dir: string, only?: string): RealCase[] {
  const cases: RealCase[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.json')) continue;
    let t: unknown;
    try {
      t = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch {
      continue;
    }
    const truth = t as RealTruthFile | null;
    if (!truth || typeof truth.image !== 'string' || !Array.isArray(truth.visibleRange)) continue;
    const name = f.replace(/\.json$/, '');
    if (only && !name.includes(only)) continue;
    const c = truth.candlesApprox;
    const [lo, hi] = Array.isArray(c) ? c : [c, c];
    cases.push({
      name,
      file: resolve(dir, truth.image),
      truth,
      lastCandle: truth.lastCandle ?? truth.last ?? null,
      countLo: lo,
      countHi: hi,
      countBest: truth.candlesBest ?? Math.round((lo + hi) / 2),
    });
  }
  return cases;
}

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserSession } from './browser-session.ts';
import { finishCorpus, generatorArgs } from './corpus-output.ts';
import { loadOhlcCsv } from './ohlc-csv.ts';
import type { OhlcBar } from './ohlc.ts';
import type { REAL_SOURCES } from './scenarios.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { toTruth } from './to-truth.ts';
import type { ManifestEntry } from './truth.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Bump when the rendering or truth format changes in a way the file hashes below miss. */
export const GENERATOR_VERSION = 'reader-corpus/1';
export const CORPUS_SEED = 20261122;
export const CORPUS_DIR =
  process.env.CANDLELENS_READER_CORPUS ?? join(here, '..', 'out', 'reader-corpus');
export const OHLC_DIR =
  process.env.CANDLELENS_OHLC_DIR ?? join(here, '..', '..', '..', 'shared', 'data', 'ohlc');

const REAL_FILES: Record<(typeof REAL_SOURCES)[number], string> = {
  'btc-daily': 'Coinbase_BTCUSD_d.csv',
  'btc-hourly': 'bitfinex-1h-btc-usd.csv',
  'goog-daily': 'goog-2011-yahoofinance.csv',
  'nikkei-daily': 'nikkei-2010-yahoofinance.csv',
  'gld-daily': 'gld-2012-yahoofinance.csv',
  'spy-minute': 'nt-spy-minute-2011-03.csv',
};

export function loadRealSeries(dir = OHLC_DIR): Record<string, OhlcBar[]> {
  const out: Record<string, OhlcBar[]> = {};
  for (const [name, file] of Object.entries(REAL_FILES)) {
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`missing OHLC sample ${path} (set CANDLELENS_OHLC_DIR)`);
    out[name] = loadOhlcCsv(path);
  }
  return out;
}

export interface CorpusPlan {
  scenarios: Scenario[];
  version: string;
}

/** The scenarios and a version stamp covering the plan and the renderer sources. */
export function corpusPlan(): CorpusPlan {
  const scenarios = buildScenarios(CORPUS_SEED, loadRealSeries());
  const hash = createHash('sha256');
  hash.update(GENERATOR_VERSION);
  hash.update(JSON.stringify(scenarios));
  const browserDir = join(here, 'browser');
  for (const f of readdirSync(browserDir).sort()) hash.update(readFileSync(join(browserDir, f)));
  for (const f of ['to-truth.ts', 'browser-session.ts']) hash.update(readFileSync(join(here, f)));
  return { scenarios, version: `${GENERATOR_VERSION}+${hash.digest('hex').slice(0, 12)}` };
}

export interface GenerateOptions {
  dir?: string;
  limit?: number;
  filter?: string;
  log?: (line: string) => void;
}

/** Renders the corpus into `dir` (images, truth files, manifest.json). */
export async function generateCorpus(
  o: GenerateOptions = {},
): Promise<{ count: number; seconds: number }> {
  const dir = o.dir ?? CORPUS_DIR;
  const log = o.log ?? ((l: string) => process.stderr.write(l + '\n'));
  const started = performance.now();
  const plan = corpusPlan();
  let scenarios = plan.scenarios;
  if (o.filter)
    scenarios = scenarios.filter(
      (s) => s.spec.id.includes(o.filter as string) || s.tags.includes(o.filter as string),
    );
  if (o.limit !== undefined) scenarios = scenarios.slice(0, o.limit);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const session = await BrowserSession.start();
  const entries: ManifestEntry[] = [];
  try {
    for (const [k, s] of scenarios.entries()) {
      const t0 = performance.now();
      const { image, result } = await session.render(s.spec);
      const truth = toTruth(s.spec, result, s.tags);
      writeFileSync(join(dir, truth.image), image);
      writeFileSync(join(dir, `${truth.id}.json`), JSON.stringify(truth));
      entries.push({
        id: truth.id,
        image: truth.image,
        truth: `${truth.id}.json`,
        library: truth.library,
        tags: truth.tags,
      });
      log(
        `[${k + 1}/${scenarios.length}] ${truth.id} ${truth.width}x${truth.height} ${truth.candles.length} candles ${Math.round(performance.now() - t0)} ms`,
      );
    }
  } finally {
    await session.close();
  }
  const partial = o.limit !== undefined || o.filter !== undefined;
  return finishCorpus(
    dir,
    { version: plan.version, seed: CORPUS_SEED, partial },
    entries,
    started,
    log,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateCorpus(generatorArgs(process.argv.slice(2)));
}

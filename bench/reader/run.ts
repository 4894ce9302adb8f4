// The chart reader benchmark: the real screenshots, the synthetic corpus, the breadth corpus, the
// holdout corpus (libraries the reader was never developed on) and the negative corpus, each in
// its own table, and a machine-readable summary for comparing two readers
// (bench/out/reader-summary.json). Usage in bench/README.md.
import { formatHeikinAshi, formatSymbols, formatTimeframes } from './report.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrate, formatCalibration, type Calibration } from './calibration.ts';
import {
  ensureCorpus,
  entryMatches,
  formatCorpusRun,
  scoreCorpus,
  type CorpusRun,
  type CorpusSource,
} from './corpus-run.ts';
import { BREADTH_DIR, breadthPlan, generateBreadth } from './breadth/breadth-generate.ts';
import { generateHoldout, HOLDOUT_DIR, holdoutPlan } from './holdout/holdout-generate.ts';
import { CORPUS_DIR, corpusPlan, generateCorpus } from './generate.ts';
import {
  ensureNegative,
  formatNegatives,
  negativeFigures,
  readNegatives,
  type NegativeRow,
} from './negative/negative-run.ts';
import { REAL_DIR } from './real/real-cases.ts';
import { formatRealRun, runRealSet, type RealRun } from './real/run-real.ts';
import { openReader, takeReaderArgs, type ReaderChoice } from './reader-choice.ts';
import type { ImageScore } from './score.ts';
import { summaryRecord } from './summary.ts';

export { entryMatches };

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const OUT = join(here, '..', 'out');
const RESULTS = join(OUT, 'reader-results.json');

export const SETS = ['real', 'synthetic', 'breadth', 'holdout', 'negative'] as const;
export type SetName = (typeof SETS)[number];

interface Options extends ReaderChoice {
  filter: string | null;
  limit: number | null;
  regen: boolean;
  sets: SetName[];
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    filter: null,
    limit: null,
    regen: false,
    readerCommit: null,
    readerModule: null,
    timeoutMs: 20000,
    sets: [...SETS],
  };
  const args = takeReaderArgs(argv, o);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--filter') o.filter = args[++i] ?? null;
    else if (a === '--limit') o.limit = Number(args[++i]);
    else if (a === '--regen') o.regen = true;
    else if (a === '--sets') {
      const names = (args[++i] ?? '').split(',').filter(Boolean);
      const bad = names.filter((n) => !(SETS as readonly string[]).includes(n));
      if (bad.length || !names.length)
        throw new Error(`--sets takes a comma-separated list of ${SETS.join(', ')}`);
      o.sets = names as SetName[];
    } else
      throw new Error(
        `unknown option ${a} (use --sets ${SETS.join(',')}, --filter <tag>, --limit N, --regen, --reader-commit <rev>, --reader-module <file>, --timeout-ms N, --ocr)`,
      );
  }
  if (o.limit !== null && !(o.limit > 0)) throw new Error('--limit needs a positive number');
  return o;
}

const SYNTHETIC: CorpusSource = {
  name: 'synthetic',
  dir: CORPUS_DIR,
  version: () => corpusPlan().version,
  generate: (log) => generateCorpus({ log }),
};

const BREADTH: CorpusSource = {
  name: 'breadth',
  dir: BREADTH_DIR,
  version: () => breadthPlan().version,
  generate: (log) => generateBreadth({ log }),
};

const HOLDOUT: CorpusSource = {
  name: 'holdout',
  dir: HOLDOUT_DIR,
  version: () => holdoutPlan().version,
  generate: (log) => generateHoldout({ log }),
};

function perImage(scores: readonly ImageScore[]): unknown[] {
  const med = (a: number[]): number | null =>
    a.length ? (a.sort((x, y) => x - y)[a.length >> 1] as number) : null;
  return scores.map(({ pctErrors, pxErrors, pctErrorsShown, ...rest }) => ({
    ...rest,
    errPctShownP95: pctErrorsShown.length
      ? pctErrorsShown.sort((a, b) => a - b)[Math.floor(pctErrorsShown.length * 0.95)]
      : null,
    errPctMedian: med(pctErrors),
    errPxMedian: med(pxErrors),
  }));
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const corpora: CorpusRun[] = [];
  let real: RealRun | null = null;
  const sources = [SYNTHETIC, BREADTH, HOLDOUT].filter((src) =>
    o.sets.includes(src.name as SetName),
  );
  const manifests = [];
  for (const src of sources) manifests.push({ src, manifest: await ensureCorpus(src, o.regen) });
  const negatives = o.sets.includes('negative') ? await ensureNegative(o.regen) : null;
  let negativeRows: NegativeRow[] | null = null;
  const { reader, version } = openReader(repoRoot, o);
  process.stderr.write(`reading with chart-reader ${version}\n`);
  try {
    if (o.sets.includes('real')) real = await runRealSet(reader, REAL_DIR);
    for (const { src, manifest } of manifests) {
      let entries = manifest.entries;
      if (o.filter) entries = entries.filter((e) => entryMatches(e, o.filter as string));
      if (o.limit !== null) entries = entries.slice(0, o.limit);
      if (entries.length === 0) {
        process.stderr.write(`${src.name}: no image matches --filter ${o.filter}\n`);
        continue;
      }
      process.stderr.write(`${src.name}: reading ${entries.length} images\n`);
      corpora.push(await scoreCorpus(reader, src.name, src.dir, manifest, entries));
    }
    if (negatives) {
      let entries = negatives.entries;
      if (o.filter) entries = entries.filter((e) => entryMatches(e, o.filter as string));
      if (o.limit !== null) entries = entries.slice(0, o.limit);
      process.stderr.write(`negative: reading ${entries.length} images\n`);
      negativeRows = await readNegatives(reader, entries);
    }
  } finally {
    await reader.stop();
  }
  const w = (s: string): boolean => process.stdout.write(s + '\n');
  if (real) w(`== real screenshots ==\n${formatRealRun(`reader ${version}`, real)}\n`);
  for (const run of corpora) w(`== ${run.name} ==\n${formatCorpusRun(run, version)}\n`);
  if (corpora.length)
    w(`${formatHeikinAshi(corpora)}\n${formatSymbols(corpora)}\n${formatTimeframes(corpora)}\n`);
  if (negativeRows)
    w(`== negative (not candlestick charts) ==\n${formatNegatives(negativeRows)}\n`);
  const calibration: [string, Calibration][] = [];
  if (real?.summary)
    calibration.push([
      'real',
      calibrate(
        real.rows.map((r) => ({
          accepted: r.error ? null : (r.accepted ?? null),
          confidence: r.confidence ?? null,
          acceptable: r.ok,
        })),
      ),
    ]);
  for (const run of corpora) calibration.push([run.name, calibrate(run.scores)]);
  if (calibration.length) {
    const all = calibration.reduce(
      (a, [, c]) => ({
        n: a.n + c.charts,
        r: a.r + c.refused - (c.refusedFew ?? 0),
        few: a.few + (c.refusedFew ?? 0),
      }),
      { n: 0, r: 0, few: 0 },
    );
    w(
      `== verdicts and confidence on charts ==\n${formatCalibration(calibration)}\n` +
        `false refusals over all charts: ${all.r}/${all.n} (target at most 1 in 50)` +
        (all.few
          ? `; besides, ${all.few} refused, rightly, for showing fewer candles than the analysis needs`
          : '') +
        '\n',
    );
  }
  mkdirSync(OUT, { recursive: true });
  const synthetic = corpora.find((c) => c.name === 'synthetic');
  if (synthetic)
    writeFileSync(
      RESULTS,
      JSON.stringify(
        {
          reader: version,
          corpus: synthetic.corpus,
          options: o,
          overall: synthetic.overall,
          byTag: synthetic.byTag,
          images: perImage(synthetic.scores),
        },
        null,
        1,
      ),
    );
  const extra: string[] = [];
  for (const run of corpora.filter((c) => c.name === 'breadth' || c.name === 'holdout')) {
    const f = join(OUT, `reader-${run.name}-results.json`);
    writeFileSync(
      f,
      JSON.stringify(
        {
          reader: version,
          corpus: run.corpus,
          overall: run.overall,
          byTag: run.byTag,
          images: perImage(run.scores),
        },
        null,
        1,
      ),
    );
    extra.push(f);
  }
  if (real && !real.skipped) {
    const f = join(OUT, 'reader-real-results.json');
    writeFileSync(f, JSON.stringify({ reader: version, images: real.rows }, null, 1));
    extra.push(f);
  }
  if (negativeRows) {
    const f = join(OUT, 'reader-negative-results.json');
    writeFileSync(f, JSON.stringify({ reader: version, images: negativeRows }, null, 1));
    extra.push(f);
  }
  const record = summaryRecord({
    reader: version,
    options: o,
    real,
    corpora,
    negative: negativeRows ? negativeFigures(negativeRows) : null,
    calibration,
  });
  const files = [
    join(OUT, 'reader-summary.json'),
    join(OUT, `reader-summary-${record.readerTag}.json`),
  ];
  for (const f of files) writeFileSync(f, JSON.stringify(record, null, 1) + '\n');
  w(`results: ${[...(synthetic ? [RESULTS] : []), ...extra, ...files].join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

// The real-screenshot benchmark: reads every case of a real set in-process (a worker thread) and
// scores it by the set's own rules. `npm run bench:real [-- --only NAME] [--dir DIR] [--json F]
// [--recompress QUALITY[@SCALE][:444]]`
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '@candlelens/chart-reader/node';
import { openReader, takeReaderArgs, type ReaderChoice } from '../reader-choice.ts';
import type { ReaderWorker } from '../reader-worker.ts';
import { REAL_DIR, REPO_ROOT, loadRealCases, realSetMissing } from './real-cases.ts';
import { parseRecompression, recompress, type Recompression } from './recompress.ts';
import { formatRealSummary, formatRealTable, formatRefusals } from './real-report.ts';
import { rowDifferences, runScorer } from './scorer-agreement.ts';
import { scoreRealCase, summariseReal, type RealRow, type RealSummary } from './real-score.ts';

export const REAL_RESULTS = join(REPO_ROOT, 'bench', 'out', 'real-results.json');

export interface RealRun {
  dir: string;
  /** Why the set was not read (absent folder), else null. */
  skipped: string | null;
  rows: RealRow[];
  summary: RealSummary | null;
}

/** Decodes each image as the read-chart CLI does (re-encoded first when `recompression` is
 * given) and reads it with `reader`. */
export async function runRealSet(
  reader: ReaderWorker,
  dir: string,
  only?: string,
  recompression?: Recompression,
): Promise<RealRun> {
  const missing = realSetMissing(dir);
  if (missing) return { dir, skipped: missing, rows: [], summary: null };
  const rows: RealRow[] = [];
  for (const c of loadRealCases(dir, only)) {
    let image;
    try {
      image = await decodeImage(recompression ? await recompress(c.file, recompression) : c.file);
    } catch (e) {
      rows.push(scoreRealCase(c, { error: `decode: ${(e as Error).message}` }));
      continue;
    }
    const { reading, ms } = await reader.read(image);
    rows.push(
      scoreRealCase(
        c,
        'error' in reading
          ? reading
          : {
              candles: reading.candles,
              axisRead: reading.priceAxis !== null && !reading.relativePrices,
              ms,
              accepted: reading.accepted,
              confidence: reading.confidence,
              reason: reading.reason,
              evidence: reading.evidence,
            },
      ),
    );
  }
  return { dir, skipped: null, rows, summary: summariseReal(rows) };
}

/** The table, summary and refusals of one run as text. */
export function formatRealRun(title: string, run: RealRun): string {
  if (run.skipped || !run.summary) return `${title}: skipped: ${run.skipped ?? 'no cases'}`;
  const refusals = formatRefusals(run.rows);
  return [
    `${title} (${run.dir})`,
    formatRealTable(run.rows),
    formatRealSummary(run.summary),
    ...(refusals ? ['refused:', refusals] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const choice: ReaderChoice = { readerCommit: null, readerModule: null, timeoutMs: 20000 };
  const args = takeReaderArgs(process.argv.slice(2), choice);
  let dir = REAL_DIR;
  let only: string | undefined;
  let json = REAL_RESULTS;
  let check = false;
  let recompression: Recompression | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--dir') dir = args[++i] ?? dir;
    else if (a === '--only') only = args[++i];
    else if (a === '--json') json = args[++i] ?? json;
    else if (a === '--check-scorer') check = true;
    else if (a === '--recompress') recompression = parseRecompression(args[++i] ?? '');
    else
      throw new Error(
        `unknown option ${a} (use --dir DIR, --only NAME, --json FILE, --check-scorer, --recompress QUALITY[@SCALE][:444], --reader-commit REV, --reader-module FILE, --timeout-ms N, --ocr)`,
      );
  }
  const { reader, version } = openReader(REPO_ROOT, choice);
  let run: RealRun;
  try {
    run = await runRealSet(reader, dir, only, recompression);
  } finally {
    await reader.stop();
  }
  const how = recompression
    ? `, re-encoded as JPEG quality ${recompression.quality} (colour ${recompression.chroma}) at scale ${recompression.scale}`
    : '';
  process.stdout.write(formatRealRun(`real screenshots, reader ${version}${how}`, run) + '\n');
  mkdirSync(dirname(json), { recursive: true });
  writeFileSync(json, JSON.stringify({ reader: version, ...run }, null, 1) + '\n');
  process.stdout.write(`results: ${json}\n`);
  if (check && !run.skipped) {
    if (recompression) throw new Error('--check-scorer reads the images as they are stored');
    if (choice.readerCommit || choice.readerModule)
      throw new Error('--check-scorer compares the working copy only (score.mjs runs its CLI)');
    const scorer = runScorer(dir, REPO_ROOT, only);
    if ('skipped' in scorer) {
      process.stdout.write(`scorer check skipped: ${scorer.skipped}\n`);
      return;
    }
    const diffs = rowDifferences(run.rows, scorer.rows);
    process.stdout.write(
      diffs.length
        ? `scorer check: ${diffs.length} difference(s)\n${diffs.map((d) => '  ' + d).join('\n')}\n`
        : `scorer check: all ${run.rows.length} cases agree with score.mjs\n`,
    );
    if (diffs.length) process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

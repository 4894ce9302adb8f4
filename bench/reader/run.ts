import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '@candlelens/chart-reader/node';
import { CORPUS_DIR, corpusPlan, generateCorpus } from './generate.ts';
import { readerSnapshot, readerVersion } from './reader-adapter.ts';
import { ReaderWorker } from './reader-worker.ts';
import { formatTable, formatTargets, formatWeakest, formatWorst, targets } from './report.ts';
import { scoreImage, summarise, summariseByTag, type ImageScore } from './score.ts';
import { bodiesShown, candlesShown, directionsShown } from './visibility.ts';
import { loadManifest, loadTruth, type CorpusManifest, type ManifestEntry } from './truth.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const RESULTS = join(here, '..', 'out', 'reader-results.json');

interface Options {
  filter: string | null;
  limit: number | null;
  regen: boolean;
  /** Score packages/chart-reader as committed at this revision instead of the working copy. */
  readerCommit: string | null;
  /** Score the readChart exported by this module file instead. */
  readerModule: string | null;
  /** Per-image limit on reading time; a reader that takes longer is stopped. */
  timeoutMs: number;
}

function parseArgs(args: string[]): Options {
  const o: Options = {
    filter: null,
    limit: null,
    regen: false,
    readerCommit: null,
    readerModule: null,
    timeoutMs: 20000,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--filter') o.filter = args[++i] ?? null;
    else if (a === '--limit') o.limit = Number(args[++i]);
    else if (a === '--regen') o.regen = true;
    else if (a === '--reader-commit') o.readerCommit = args[++i] ?? null;
    else if (a === '--timeout-ms') o.timeoutMs = Number(args[++i]);
    else if (a === '--reader-module') o.readerModule = args[++i] ?? null;
    else
      throw new Error(
        `unknown option ${a} (use --filter <tag>, --limit N, --regen, --reader-commit <rev>, --reader-module <file>, --timeout-ms N)`,
      );
  }
  if (o.limit !== null && !(o.limit > 0)) throw new Error('--limit needs a positive number');
  return o;
}

/** A tag matches exactly, by its value (`dark` for `theme:dark`) or an image id prefix. */
export function entryMatches(entry: Pick<ManifestEntry, 'id' | 'tags'>, filter: string): boolean {
  return (
    entry.id.startsWith(filter) ||
    entry.tags.some((t) => t === filter || t.slice(t.indexOf(':') + 1) === filter)
  );
}

async function ensureCorpus(regen: boolean): Promise<CorpusManifest> {
  const { version } = corpusPlan();
  const manifestPath = join(CORPUS_DIR, 'manifest.json');
  let current: CorpusManifest | null = null;
  if (existsSync(manifestPath)) {
    try {
      current = loadManifest(CORPUS_DIR);
    } catch {
      current = null;
    }
  }
  const complete =
    current !== null &&
    current.version === version &&
    current.entries.every(
      (e) => existsSync(join(CORPUS_DIR, e.image)) && existsSync(join(CORPUS_DIR, e.truth)),
    );
  if (regen || !complete) {
    process.stderr.write(
      `generating the corpus (${regen ? '--regen' : current ? 'out of date' : 'missing'})...\n`,
    );
    let last = 0;
    await generateCorpus({
      log: (line) => {
        const now = performance.now();
        if (now - last > 5000 || line.startsWith('corpus:')) {
          process.stderr.write(line + '\n');
          last = now;
        }
      },
    });
    current = loadManifest(CORPUS_DIR);
  }
  return current as CorpusManifest;
}

async function decode(
  path: string,
): Promise<{ data: Uint8Array; width: number; height: number; ms: number }> {
  const img = await decodeImage(readFileSync(path));
  return { data: img.data, width: img.width, height: img.height, ms: img.decodeMs };
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const manifest = await ensureCorpus(o.regen);
  let entries = manifest.entries;
  if (o.filter) entries = entries.filter((e) => entryMatches(e, o.filter as string));
  if (o.limit !== null) entries = entries.slice(0, o.limit);
  if (entries.length === 0) throw new Error(`no image matches --filter ${o.filter}`);
  const snapshot = o.readerCommit
    ? readerSnapshot(
        repoRoot,
        o.readerCommit,
        join(repoRoot, 'node_modules', '.cache', 'candlelens-reader-snapshots'),
      )
    : undefined;
  const modulePath = snapshot ?? (o.readerModule ? resolve(o.readerModule) : undefined);
  const reader = new ReaderWorker(modulePath, o.timeoutMs);
  const version = snapshot
    ? basename(dirname(dirname(dirname(dirname(snapshot)))))
    : o.readerModule
      ? o.readerModule
      : readerVersion(repoRoot);
  process.stderr.write(`reading ${entries.length} images with chart-reader ${version}\n`);
  const scores: ImageScore[] = [];
  try {
    for (const entry of entries) {
      const truth = loadTruth(CORPUS_DIR, entry);
      const image = await decode(join(CORPUS_DIR, entry.image));
      const { reading, ms } = await reader.read(image);
      scores.push(
        scoreImage(
          truth,
          reading,
          { readMs: ms, decodeMs: image.ms },
          {
            bodies: bodiesShown(image, truth),
            candles: candlesShown(image, truth),
            directions: directionsShown(image, truth),
          },
        ),
      );
    }
  } finally {
    await reader.stop();
  }
  const overall = summarise(scores);
  const byTag = summariseByTag(scores);
  const rows: [string, typeof overall][] = [['OVERALL', overall], ...Object.entries(byTag)];
  process.stdout.write(
    `chart reader benchmark: ${scores.length} images, reader ${version}, corpus ${manifest.version}\n`,
  );
  process.stdout.write(formatTable(rows) + '\n');
  process.stdout.write(
    `pixel floor (half a pixel as % of plot height, median): ${overall.pixelFloorPct.toFixed(3)}%\n`,
  );
  process.stdout.write(
    `bodies no wider than their wicks (open and close not in the image): ${(overall.hiddenBodyRate * 100).toFixed(1)}% of matched candles; error without those opens and closes: median ${overall.errPctShown.median.toFixed(3)}%, p95 ${overall.errPctShown.p95.toFixed(3)}%\n`,
  );
  process.stdout.write(
    `candles not in the image (under lines, no pixel of their colour): ${(overall.hiddenCandleRate * 100).toFixed(1)}% of candles; recall over the candles that show: ${overall.recallShown.toFixed(3)}; direction where the style shows it: ${overall.directionShownAccuracy.toFixed(3)}\n`,
  );
  process.stdout.write(`\ntargets:\n${formatTargets(targets(overall, byTag['size:1920x1080']))}\n`);
  process.stdout.write(`\nweakest variations:\n${formatWeakest(byTag)}\n`);
  const failures = scores.filter((s) => s.error !== null);
  if (failures.length) {
    process.stdout.write(`\nreader failed on ${failures.length} image(s):\n`);
    for (const s of failures) process.stdout.write(`  ${s.id}: ${s.error}\n`);
  }
  process.stdout.write(`\nworst images:\n${formatWorst(scores, 12)}\n`);
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    JSON.stringify(
      {
        reader: version,
        corpus: manifest.version,
        options: o,
        overall,
        byTag,
        images: scores.map(({ pctErrors, pxErrors, pctErrorsShown, ...rest }) => ({
          ...rest,
          errPctShownP95: pctErrorsShown.length
            ? pctErrorsShown.sort((a, b) => a - b)[Math.floor(pctErrorsShown.length * 0.95)]
            : null,
          errPctMedian: pctErrors.length
            ? pctErrors.sort((a, b) => a - b)[pctErrors.length >> 1]
            : null,
          errPxMedian: pxErrors.length
            ? pxErrors.sort((a, b) => a - b)[pxErrors.length >> 1]
            : null,
        })),
      },
      null,
      1,
    ),
  );
  process.stdout.write(`results: ${RESULTS}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

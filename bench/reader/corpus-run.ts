// Scores one generated corpus of charts with exact truth (the synthetic corpus, the breadth
// corpus): makes it when missing or out of date, reads every image, prints its tables.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage } from '@candlelens/chart-reader/node';
import type { ReaderWorker } from './reader-worker.ts';
import { formatTable, formatTargets, formatWeakest, formatWorst, targets } from './report.ts';
import { scoreImage, summarise, summariseByTag, type ImageScore, type Summary } from './score.ts';
import { loadManifest, loadTruth, type CorpusManifest, type ManifestEntry } from './truth.ts';
import { bodiesShown, candlesShown, directionsShown } from './visibility.ts';

export interface CorpusSource {
  /** Short name for tables and the summary (e.g. "synthetic"). */
  name: string;
  dir: string;
  /** The version stamp the current plan and renderers would give. */
  version: () => string;
  generate: (log: (line: string) => void) => Promise<unknown>;
}

/** A tag matches exactly, by its value (`dark` for `theme:dark`) or an image id prefix. */
export function entryMatches(entry: Pick<ManifestEntry, 'id' | 'tags'>, filter: string): boolean {
  return (
    entry.id.startsWith(filter) ||
    entry.tags.some((t) => t === filter || t.slice(t.indexOf(':') + 1) === filter)
  );
}

/** The manifest of a corpus, rendered first when missing, incomplete or out of date. */
export async function ensureCorpus(src: CorpusSource, regen: boolean): Promise<CorpusManifest> {
  const version = src.version();
  const manifestPath = join(src.dir, 'manifest.json');
  let current: CorpusManifest | null = null;
  if (existsSync(manifestPath)) {
    try {
      current = loadManifest(src.dir);
    } catch {
      current = null;
    }
  }
  const complete =
    current !== null &&
    current.version === version &&
    current.entries.every(
      (e) => existsSync(join(src.dir, e.image)) && existsSync(join(src.dir, e.truth)),
    );
  if (regen || !complete) {
    const why = regen ? '--regen' : current ? 'out of date' : 'missing';
    process.stderr.write(`generating the ${src.name} corpus (${why})...\n`);
    let last = 0;
    await src.generate((line) => {
      const now = performance.now();
      if (now - last > 5000 || line.startsWith('corpus:')) {
        process.stderr.write(line + '\n');
        last = now;
      }
    });
    current = loadManifest(src.dir);
  }
  return current as CorpusManifest;
}

export interface CorpusRun {
  name: string;
  corpus: string;
  scores: ImageScore[];
  overall: Summary;
  byTag: Record<string, Summary>;
}

/** Reads and scores the given entries of a corpus. */
export async function scoreCorpus(
  reader: ReaderWorker,
  name: string,
  dir: string,
  manifest: CorpusManifest,
  entries: readonly ManifestEntry[],
): Promise<CorpusRun> {
  const scores: ImageScore[] = [];
  for (const entry of entries) {
    const truth = loadTruth(dir, entry);
    const image = await decodeImage(readFileSync(join(dir, entry.image)));
    const { reading, ms } = await reader.read(image);
    scores.push(
      scoreImage(
        truth,
        reading,
        { readMs: ms, decodeMs: image.decodeMs },
        {
          bodies: bodiesShown(image, truth),
          candles: candlesShown(image, truth),
          directions: directionsShown(image, truth),
        },
      ),
    );
  }
  return {
    name,
    corpus: manifest.version,
    scores,
    overall: summarise(scores),
    byTag: summariseByTag(scores),
  };
}

const groupKey = (corpus: string): string =>
  corpus === 'breadth' || corpus === 'holdout' ? 'family' : 'lib';

/** "value a/n" for each value of a tag key: acceptable readings over images. */
export function acceptableBy(scores: readonly ImageScore[], key: string): string {
  const groups = new Map<string, { ok: number; n: number }>();
  for (const s of scores)
    for (const t of s.tags)
      if (t.startsWith(`${key}:`)) {
        const g = groups.get(t.slice(key.length + 1)) ?? { ok: 0, n: 0 };
        g.n++;
        if (s.acceptable) g.ok++;
        groups.set(t.slice(key.length + 1), g);
      }
  return [...groups]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([v, g]) => `${v} ${g.ok}/${g.n}`)
    .join(', ');
}

/** How often the last candle's close is read within 0.5% of the range (the figure issue 29 sets
 * for the real batches), over the charts read with prices. */
export function lastCloseLine(scores: readonly Pick<ImageScore, 'lastCloseErrPct'>[]): string {
  const errs = scores.map((s) => s.lastCloseErrPct).filter((e): e is number => e !== null);
  const within = errs.filter((e) => e <= 0.5).length;
  return `last close within 0.5% of the range: ${within}/${errs.length} charts read with prices`;
}

/** The tables of a corpus run, as the synthetic benchmark has always printed them. */
export function formatCorpusRun(run: CorpusRun, reader: string): string {
  const { overall, byTag, scores } = run;
  const rows: [string, Summary][] = [['OVERALL', overall], ...Object.entries(byTag)];
  const out = [
    `${run.name} corpus: ${scores.length} images, reader ${reader}, corpus ${run.corpus}`,
    formatTable(rows),
    `pixel floor (half a pixel as % of plot height, median): ${overall.pixelFloorPct.toFixed(3)}%`,
    `bodies no wider than their wicks (open and close not in the image): ${(overall.hiddenBodyRate * 100).toFixed(1)}% of matched candles; error without those opens and closes: median ${overall.errPctShown.median.toFixed(3)}%, p95 ${overall.errPctShown.p95.toFixed(3)}%`,
    `candles not in the image (under lines, no pixel of their colour): ${(overall.hiddenCandleRate * 100).toFixed(1)}% of candles; recall over the candles that show: ${overall.recallShown.toFixed(3)}; direction where the style shows it: ${overall.directionShownAccuracy.toFixed(3)}`,
    `acceptable (count within 5%, range ends within 1%): ${scores.filter((s) => s.acceptable).length}/${scores.length}; by ${groupKey(run.name)}: ${acceptableBy(scores, groupKey(run.name))}`,
    lastCloseLine(scores),
    '',
    ...(run.name === 'synthetic'
      ? [`targets:\n${formatTargets(targets(overall, byTag['size:1920x1080']))}`, '']
      : []),
    `weakest variations:\n${formatWeakest(byTag)}`,
  ];
  const failures = scores.filter((s) => s.error !== null);
  if (failures.length) {
    out.push('', `reader failed on ${failures.length} image(s):`);
    for (const s of failures) out.push(`  ${s.id}: ${s.error}`);
  }
  out.push('', `worst images:\n${formatWorst(scores, 12)}`);
  return out.join('\n');
}

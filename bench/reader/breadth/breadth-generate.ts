// Renders the breadth corpus into bench/out/reader-breadth (images, truth, manifest), apart from
// the synthetic corpus so that its figures stay comparable.
//   npx tsx bench/reader/breadth/breadth-generate.ts [--limit N] [--filter TEXT] [--out DIR]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { finishCorpus, generatorArgs } from '../corpus-output.ts';
import { CORPUS_SEED, loadRealSeries } from '../generate.ts';
import type { ManifestEntry } from '../truth.ts';
import { buildBreadthScenarios, type BreadthScenario } from './breadth-plan.ts';
import { BREADTH_BROWSER_FILES, BreadthSession } from './breadth-session.ts';
import type { BreadthSpec } from './breadth-spec.ts';
import { breadthTruth } from './breadth-truth.ts';
import { FONT_NAMES } from './fonts.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const BREADTH_VERSION = 'reader-breadth/1';
export const BREADTH_DIR =
  process.env.CANDLELENS_READER_BREADTH ?? join(here, '..', '..', 'out', 'reader-breadth');

export function breadthPlan(): { scenarios: BreadthScenario[]; version: string } {
  const scenarios = buildBreadthScenarios(CORPUS_SEED, loadRealSeries());
  const hash = createHash('sha256');
  hash.update(BREADTH_VERSION);
  hash.update(JSON.stringify(scenarios));
  hash.update(FONT_NAMES.join(','));
  for (const f of BREADTH_BROWSER_FILES) hash.update(readFileSync(join(here, 'browser', f)));
  for (const f of ['breadth-session.ts', 'breadth-truth.ts', 'breadth-generate.ts'])
    hash.update(readFileSync(join(here, f)));
  // the synthetic corpus' page helpers and the renderers the breadth corpus borrows from it
  for (const f of ['page.js', 'render-echarts.js', 'render-plotly.js'])
    hash.update(readFileSync(join(here, '..', 'browser', f)));
  return { scenarios, version: `${BREADTH_VERSION}+${hash.digest('hex').slice(0, 12)}` };
}

/** The screenshot as a trader would upload it: downscaled and/or saved as JPEG. */
export async function degrade(
  png: Buffer,
  spec: BreadthSpec,
): Promise<{ image: Buffer; width: number; height: number }> {
  const meta = await sharp(png).metadata();
  let width = meta.width ?? 0;
  let height = meta.height ?? 0;
  let img = sharp(png);
  if (spec.degrade.scale !== null) {
    width = Math.round(width * spec.degrade.scale);
    height = Math.round(height * spec.degrade.scale);
    img = img.resize({ width, height, fit: 'fill', kernel: 'lanczos3' });
  }
  const image =
    spec.degrade.jpegQuality !== null
      ? await img.jpeg({ quality: spec.degrade.jpegQuality }).toBuffer()
      : spec.degrade.scale !== null
        ? await img.png().toBuffer()
        : png;
  return { image, width, height };
}

export async function generateBreadth(
  o: { dir?: string; limit?: number; filter?: string; log?: (l: string) => void } = {},
): Promise<{ count: number; seconds: number }> {
  const plan = breadthPlan();
  return renderCorpus({ ...o, dir: o.dir ?? BREADTH_DIR, ...plan });
}

/**
 * Renders scenarios into `dir` (images, truth, manifest) in one Chromium with `scripts` loaded
 * (the breadth corpus' own by default), each screenshot degraded as its spec says.
 */
export async function renderCorpus(o: {
  dir: string;
  scenarios: BreadthScenario[];
  version: string;
  scripts?: string[];
  limit?: number;
  filter?: string;
  log?: (l: string) => void;
}): Promise<{ count: number; seconds: number }> {
  const log = o.log ?? ((l: string) => process.stderr.write(l + '\n'));
  const started = performance.now();
  let scenarios = o.scenarios;
  if (o.filter)
    scenarios = scenarios.filter(
      (s) => s.spec.id.includes(o.filter as string) || s.tags.includes(o.filter as string),
    );
  if (o.limit !== undefined) scenarios = scenarios.slice(0, o.limit);
  rmSync(o.dir, { recursive: true, force: true });
  mkdirSync(o.dir, { recursive: true });
  const session = await BreadthSession.start(o.scripts);
  const entries: ManifestEntry[] = [];
  try {
    for (const [k, s] of scenarios.entries()) {
      const t0 = performance.now();
      const { image: png, result } = await session.render(s.spec);
      const { image, width, height } = await degrade(png, s.spec);
      const truth = breadthTruth(s.spec, result, s.tags, { width, height });
      writeFileSync(join(o.dir, truth.image), image);
      writeFileSync(join(o.dir, `${truth.id}.json`), JSON.stringify(truth));
      entries.push({
        id: truth.id,
        image: truth.image,
        truth: `${truth.id}.json`,
        library: truth.library,
        tags: truth.tags,
      });
      log(
        `[${k + 1}/${scenarios.length}] ${truth.id} ${width}x${height} ${truth.candles.length} candles ${Math.round(performance.now() - t0)} ms`,
      );
    }
  } finally {
    await session.close();
  }
  const partial = o.limit !== undefined || o.filter !== undefined;
  return finishCorpus(
    o.dir,
    { version: o.version, seed: CORPUS_SEED, partial },
    entries,
    started,
    log,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateBreadth(generatorArgs(process.argv.slice(2)));
}

// Renders the holdout corpus into bench/out/reader-holdout (images, truth, manifest): charts of
// libraries the reader was never developed on (see holdout-plan.ts).
//   npx tsx bench/reader/holdout/holdout-generate.ts [--limit N] [--filter TEXT] [--out DIR]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorArgs } from '../corpus-output.ts';
import { CORPUS_SEED, loadRealSeries } from '../generate.ts';
import { breadthPlan, renderCorpus } from '../breadth/breadth-generate.ts';
import type { BreadthScenario } from '../breadth/breadth-plan.ts';
import { breadthScripts } from '../breadth/breadth-session.ts';
import { buildHoldoutScenarios } from './holdout-plan.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
export const HOLDOUT_VERSION = 'reader-holdout/1';
export const HOLDOUT_DIR =
  process.env.CANDLELENS_READER_HOLDOUT ?? join(here, '..', '..', 'out', 'reader-holdout');

const RENDERERS = ['render-chartjs.js', 'render-vega.js'];

/** The libraries' browser builds and their renderers, after the breadth corpus' page scripts
 * (layouts, overlays and the fonts are shared). */
export function holdoutScripts(): string[] {
  const pkg = (name: string, file: string): string => join(packageRoot(name), file);
  return [
    ...breadthScripts(),
    pkg('chart.js', 'dist/chart.umd.min.js'),
    pkg('chartjs-adapter-date-fns', 'dist/chartjs-adapter-date-fns.bundle.min.js'),
    pkg('chartjs-chart-financial', 'dist/chartjs-chart-financial.min.js'),
    pkg('vega', 'build/vega.min.js'),
    pkg('vega-lite', 'build/vega-lite.min.js'),
    ...RENDERERS.map((f) => join(here, 'browser', f)),
  ];
}

/** The folder of an installed package (whether or not it exports its package.json). */
function packageRoot(name: string): string {
  const entry = require.resolve(name);
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir))
    if (dir.endsWith(join('node_modules', name)) && existsSync(join(dir, 'package.json')))
      return dir;
  throw new Error(`no package folder for ${name} above ${entry}`);
}

export function holdoutPlan(): { scenarios: BreadthScenario[]; version: string } {
  const scenarios = buildHoldoutScenarios(CORPUS_SEED, loadRealSeries());
  const hash = createHash('sha256');
  hash.update(HOLDOUT_VERSION);
  hash.update(breadthPlan().version);
  hash.update(JSON.stringify(scenarios));
  for (const f of RENDERERS) hash.update(readFileSync(join(here, 'browser', f)));
  hash.update(readFileSync(join(here, 'holdout-generate.ts')));
  return { scenarios, version: `${HOLDOUT_VERSION}+${hash.digest('hex').slice(0, 12)}` };
}

export async function generateHoldout(
  o: { dir?: string; limit?: number; filter?: string; log?: (l: string) => void } = {},
): Promise<{ count: number; seconds: number }> {
  return renderCorpus({
    ...o,
    ...holdoutPlan(),
    dir: o.dir ?? HOLDOUT_DIR,
    scripts: holdoutScripts(),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateHoldout(generatorArgs(process.argv.slice(2)));
}

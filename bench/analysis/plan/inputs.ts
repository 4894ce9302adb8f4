// The inputs the risk-plan table is measured from: the market files and the engine and bench
// sources that decide the cases. Their SHA-256 is written beside the table; a test recomputes it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MARKETS_DIR } from '../evidence/markets.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const ENGINE = [
  'packages/analysis/src/forecast.ts',
  'packages/analysis/src/sessions.ts',
  'packages/analysis/src/indicator-series.ts',
  'packages/analysis/src/levels.ts',
  'packages/analysis/src/level-visits.ts',
  'packages/analysis/src/swings.ts',
  'packages/analysis/src/reference-levels.ts',
  'packages/analysis/src/evidence/evidence-data.generated.ts',
  'packages/analysis/src/evidence/groups.ts',
];

/** The plan's sources that decide the cases and their raw odds (not the sizing or the text). */
const PLAN_SOURCES = [
  'packages/analysis/src/plan/plan-levels.ts',
  'packages/analysis/src/plan/plan-noise.ts',
  'packages/analysis/src/plan/plan-odds.ts',
  'packages/contracts/src/risk-plan-math.ts',
  'packages/contracts/src/risk-plan-compute.ts',
];

function sourceFiles(): string[] {
  const plan = PLAN_SOURCES;
  const bench = readdirSync(`${ROOT}bench/analysis/plan`)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `bench/analysis/plan/${f}`);
  return [...ENGINE, ...plan, ...bench].sort();
}

/** SHA-256 over the market index, every market file it lists and the sources, in a fixed order. */
export function planInputsHash(dir = MARKETS_DIR): string {
  const hash = createHash('sha256');
  const index = readFileSync(`${dir}/index.csv`, 'utf8');
  hash.update(index);
  const files = index
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0] as string)
    .sort();
  for (const f of files) hash.update(readFileSync(`${dir}/${f}`));
  for (const f of sourceFiles()) {
    hash.update(f);
    hash.update(readFileSync(`${ROOT}${f}`, 'utf8').replace(/\r\n/g, '\n'));
  }
  return hash.digest('hex');
}

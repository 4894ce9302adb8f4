// The inputs the risk-plan table is measured from: the market files and the engine and bench
// sources that decide the cases. Their SHA-256 is written beside the table; a test recomputes it.
import { MARKETS_DIR } from '../evidence/markets.ts';
import { inputsHash, tsFiles } from '../inputs-hash.ts';

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
  'bench/analysis/inputs-hash.ts',
];

/** SHA-256 over the market index, every market file it lists and the sources, in a fixed order. */
export function planInputsHash(dir = MARKETS_DIR): string {
  return inputsHash([...ENGINE, ...PLAN_SOURCES, ...tsFiles('bench/analysis/plan')], dir);
}

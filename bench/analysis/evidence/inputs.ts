// The inputs the evidence file is measured from: the market files, the engine sources that decide
// what it claims on a chart (not the wording of the text) and the bench's own sources.
import { inputsHash, tsFiles } from '../inputs-hash.ts';
import { MARKETS_DIR } from './markets.ts';

/** Engine files that only word the text, or are generated from this very measurement. */
const WORDING =
  /\/(text-[^/]*|evidence-text|summary|disclaimer|glossary[^/]*|plain-text|index)\.ts$|\.generated\.ts$|\/plan\//;

export function evidenceSources(): string[] {
  return [
    ...tsFiles('packages/analysis/src', (p) => WORDING.test(p)),
    // the tables only print what was measured
    ...tsFiles('bench/analysis/evidence', (p) => p.endsWith('/tables.ts')),
    'bench/analysis/inputs-hash.ts',
    'bench/analysis/plan/score.ts',
    'bench/reader/prng.ts',
  ];
}

export function evidenceInputsHash(dir = MARKETS_DIR): string {
  return inputsHash(evidenceSources(), dir);
}

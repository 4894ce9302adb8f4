// The sources that decide the reader's verdict model beside the readings it is fitted on: the
// evidence the reader reports and its terms, and the fit. Their SHA-256 is written beside the
// model (verdict-model.generated.ts); a test recomputes it, so a model left behind by a change to
// them fails the unit tests. (The readings themselves come from \`npm run bench:reader\`, in
// bench/out, and are not committed: a change to the reader that moves them is not caught here.)
export const VERDICT_SOURCES = [
  'packages/chart-reader/src/stages/judge/evidence.ts',
  'bench/reader/verdict/verdict-fit.ts',
  'bench/reader/verdict/logistic.ts',
];

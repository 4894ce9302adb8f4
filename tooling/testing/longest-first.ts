import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer: Vitest's own order (projects one after another, then past durations, or the
 * largest files first where it has no record of them, as on a clean clone), with the `longest`
 * files (paths relative to the suite's root, longest first) moved to the front of their project.
 * With two workers a suite ends when its last file does: a long file started last is its tail.
 */
export function longestFirst(longest: readonly string[]): typeof BaseSequencer {
  const rank = (f: TestSpecification) => {
    const i = longest.findIndex((name) => f.moduleId.endsWith(`/${name}`));
    return i < 0 ? longest.length : i;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      return sorted
        .map((f, i) => ({ f, i }))
        .sort(
          (a, b) =>
            (a.f.project.name === b.f.project.name ? rank(a.f) - rank(b.f) : 0) || a.i - b.i,
        )
        .map(({ f }) => f);
    }
  };
}

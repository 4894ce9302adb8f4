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
      // each project's files together, in the order the projects first come, each project's
      // longest files first and the rest in Vitest's order (the sort is stable)
      const byProject = new Map<string, TestSpecification[]>();
      for (const f of await super.sort(files)) {
        const group = byProject.get(f.project.name) ?? [];
        group.push(f);
        byProject.set(f.project.name, group);
      }
      return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
    }
  };
}

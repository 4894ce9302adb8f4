import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { longestFirst } from '../testing/longest-first.ts';

// A file of a project as Vitest's sequencer sees it, with the size Vitest's cache reports (on a
// clean clone, with no durations on record, Vitest runs the largest files first).
const spec = (project: string, file: string) =>
  ({
    moduleId: `/suite/${file}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
  }) as unknown as TestSpecification;

const sizes: Record<string, number> = {
  'test/big.test.ts': 900,
  'test/mid.test.ts': 500,
  'test/slow.test.ts': 100,
  'test/slower.test.ts': 50,
  'test/own.test.ts': 10,
};
const ctx = {
  config: { root: '/suite' },
  cache: {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => ({ size: sizes[key.slice(key.indexOf(':') + 1)] ?? 0 }),
  },
};

describe('longestFirst: the sequencer that starts the slow files first', () => {
  it('moves the named files to the front of their project, longest first, the rest in Vitest’s order', async () => {
    const Sequencer = longestFirst(['test/slower.test.ts', 'test/slow.test.ts']);
    // (the constructor's context is the part of Vitest's that sorting reads)
    const sequencer = new Sequencer(ctx as never);
    const files = [
      spec('shared', 'test/slow.test.ts'),
      spec('own', 'test/own.test.ts'),
      spec('shared', 'test/mid.test.ts'),
      spec('shared', 'test/slower.test.ts'),
      spec('shared', 'test/big.test.ts'),
      spec('own', 'test/slow.test.ts'),
    ];
    const sorted = await sequencer.sort(files);
    expect(sorted.map((f) => `${f.project.name} ${f.moduleId.slice('/suite/'.length)}`)).toEqual([
      'own test/slow.test.ts',
      'own test/own.test.ts',
      'shared test/slower.test.ts',
      'shared test/slow.test.ts',
      'shared test/big.test.ts',
      'shared test/mid.test.ts',
    ]);
  });
});

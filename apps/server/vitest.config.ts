import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
// eslint-disable-next-line import-x/no-relative-packages -- a config file, bundled with its imports
import { longestFirst } from '../../tooling/testing/longest-first.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Every test file of the server, relative to its folder (`test/x.test.ts`, `src/a/b.test.ts`). */
export function serverTestFiles(): string[] {
  return ['test', 'src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
  );
}

// A file that replaces a module (`vi.mock`) needs a module graph of its own; every other file
// shares its worker's modules with the files before it (`isolate: false`), which spares each file
// importing the app again: the suite ran in 117 s instead of 169 s on two cores.
const replacesModules = /\bvi\.(do)?[mM]ock\(/;
const ownModules = serverTestFiles().filter((f) =>
  replacesModules.test(readFileSync(path.join(root, f), 'utf8')),
);

// The files that take longest (measured on two cores, PGlite: 36-14 s each), run first: with
// two workers the suite ends when its last file does, and a clean clone has no record of past
// durations (Vitest then runs the largest files first, and these are small ones).
const LONGEST = [
  'test/two-servers.test.ts',
  'test/rate-limits.test.ts',
  'test/readings.test.ts',
  'test/analysis-limits.test.ts',
  'test/embedded-data-folder.test.ts',
  'test/production-payments.test.ts',
  'test/hardening.test.ts',
  'test/analyses.test.ts',
  'test/ai-provider.test.ts',
  'test/sign-in-guessing.test.ts',
];

/** The suite's config over `include` less `exclude`, in a shared-modules and an own-modules project. */
export function serverSuite(include: string[], exclude: string[] = []) {
  const excluded = [...configDefaults.exclude, ...exclude];
  return defineConfig({
    test: {
      globalSetup: ['test/helpers/global-setup.ts'],
      setupFiles: ['test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      maxWorkers: 2,
      sequence: { sequencer: longestFirst(LONGEST) },
      projects: [
        {
          extends: true,
          test: {
            name: 'shared-modules',
            include,
            exclude: [...excluded, ...ownModules],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'own-modules', include: ownModules, exclude: excluded } },
      ],
    },
  });
}

export default serverSuite(['test/**/*.test.ts', 'src/**/*.test.ts']);

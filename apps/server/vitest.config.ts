import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaries } from '../eslint/boundaries.js';

// A small repository shaped like ours, whose files each break one rule (or none).
const root = fileURLToPath(new URL('./fixtures/repo', import.meta.url));

let results: Map<string, { ruleId: string | null; message: string }[]>;

// The TypeScript resolver reads tsconfig paths (the web app's '@/') only when ESLint runs in the
// process's working folder, as `npx eslint` does.
const startedIn = process.cwd();
afterAll(() => process.chdir(startedIn));

beforeAll(async () => {
  process.chdir(root);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...boundaries({ root, knownViolations: {} }),
    ],
  });
  const linted = await eslint.lintFiles(['.']);
  results = new Map(
    linted.map((r) => [
      r.filePath.slice(root.length + 1),
      r.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    ]),
  );
});

function reported(file: string) {
  const messages = results.get(file);
  if (!messages) throw new Error(`${file} was not linted`);
  return messages;
}

/** One report of `rule` whose message says `message`. */
const hit = (rule: string, message: string) => ({
  ruleId: rule,
  message: expect.stringContaining(message),
});

describe('the boundary rules', () => {
  it('fail an import cycle, in both of its files', () => {
    for (const file of ['packages/contracts/src/cycle-a.ts', 'packages/contracts/src/cycle-b.ts'])
      expect(reported(file)).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle' })]);
  });

  it('fail a package that imports an app', () => {
    expect(reported('packages/contracts/src/uses-server.ts')).toEqual([
      hit('import-x/no-restricted-paths', 'Packages never import apps'),
    ]);
  });

  it('fail the analysis engine importing the chart reader or an image decoder', () => {
    expect(reported('packages/analysis/src/reads-image.ts')).toEqual([
      hit('import-x/no-restricted-paths', 'The analysis engine takes candles, not images'),
    ]);
    expect(reported('packages/analysis/src/decodes.ts')).toEqual([
      hit('no-restricted-imports', 'takes candles, not images'),
    ]);
  });

  it('fail the reader importing the engine', () => {
    expect(reported('packages/chart-reader/src/uses-engine.ts')).toEqual([
      hit(
        'import-x/no-restricted-paths',
        'The reader and the contracts do not depend on the engine',
      ),
    ]);
  });

  it('fail a workspace importing another by relative path instead of its name', () => {
    expect(reported('bench/imports-source.ts')).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-relative-packages' }),
    ]);
  });

  it('fail a web feature importing another feature, by alias or by relative path', () => {
    expect(reported('apps/web/src/features/billing/pay-error.ts')).toEqual([
      hit('import-x/no-restricted-paths', 'Features do not import each other'),
    ]);
    expect(reported('apps/web/src/lib/uses-feature.ts')).toEqual([
      hit('import-x/no-restricted-paths', 'components/ and lib/ are shared by features'),
    ]);
    expect(reported('apps/web/src/features/auth/uses-app.ts')).toEqual([
      hit('import-x/no-restricted-paths', 'app/ composes features'),
    ]);
  });

  it.each([
    ['routes/lists-things.ts', 'Routes call services'],
    ['services/uses-route.ts', 'Services sit below routes'],
    ['services/uses-plugin.ts', 'Services sit below plugins'],
    ['repositories/things.repository.ts', 'Repositories import only the database'],
    ['db/uses-repository.ts', 'db/ is the bottom layer'],
    ['errors.ts', 'errors.ts is imported by every layer'],
    [
      'analysis/uses-service.ts',
      'Adapters (ai, analysis, mail, payments, storage) are called by services',
    ],
    ['plugins/uses-service.ts', 'Plugins are wiring'],
    ['cli/uses-repository.ts', 'The admin CLI works through services'],
  ])('fail a server import that goes up or skips a layer: %s', (file, message) => {
    expect(reported(`apps/server/src/${file}`)).toEqual([
      hit('import-x/no-restricted-paths', message),
    ]);
  });

  it('fail a server file outside db/ and repositories/ that imports the ORM', () => {
    expect(reported('apps/server/src/routes/health.ts')).toEqual([
      hit('no-restricted-imports', 'Only repositories'),
    ]);
  });

  it('fail a file or folder name that is not kebab-case', () => {
    expect(reported('packages/contracts/src/BadName.ts')).toEqual([
      expect.objectContaining({ ruleId: 'check-file/filename-naming-convention' }),
    ]);
    expect(reported('packages/contracts/src/Bad_Folder/plan.ts')).toEqual([
      expect.objectContaining({ ruleId: 'check-file/folder-naming-convention' }),
    ]);
  });

  it('fail a handwritten file over the line limit, not a generated one or one at the limit', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        ...boundaries({ root, knownViolations: {}, maxLines: 12 }),
      ],
    });
    const dir = 'packages/contracts/src';
    const [long, generated, atLimit] = await eslint.lintFiles([
      `${dir}/long-file.ts`,
      `${dir}/long-table.generated.ts`,
      `${dir}/twelve-lines.ts`,
    ]);
    expect(long?.messages.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
      hit('candlelens/file-size', '13 lines: a handwritten file stays within 12'),
    ]);
    expect(generated?.messages).toEqual([]);
    expect(atLimit?.messages).toEqual([]);
    // At the real limit (400) the same files pass.
    expect(reported(`${dir}/long-file.ts`)).toEqual([]);
  });

  it('pass files that import only downward', () => {
    for (const file of [
      'apps/server/src/services/things.service.ts',
      'apps/server/src/plugins/errors.ts',
      'apps/server/src/db/client.ts',
      'apps/web/src/app/router.ts',
      'apps/web/src/features/auth/error-message.ts',
      'packages/analysis/src/index.ts',
    ])
      expect(reported(file), file).toEqual([]);
  });

  it('let a known violator keep only the import it is exempt for', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        ...boundaries({
          root,
          knownViolations: { 'apps/server/src/routes/lists-things.ts': ['routes-below-services'] },
        }),
      ],
    });
    const [exempt] = await eslint.lintFiles(['apps/server/src/routes/lists-things.ts']);
    const [other] = await eslint.lintFiles(['apps/server/src/repositories/things.repository.ts']);
    expect(exempt?.messages).toEqual([]);
    expect(other?.messages).toHaveLength(1);
  });
});

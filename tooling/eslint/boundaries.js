/**
 * The lint rules that keep the architecture: no import cycles, imports only in the allowed
 * direction (packages never import apps, the engine never imports the reader, web features
 * share code only through components/ and lib/, server layers only downward), kebab-case
 * file and folder names, and no handwritten file over 400 lines. docs/architecture.md explains each rule; decision 090 the choice of
 * plugins. `boundaries({ root })` is used by eslint.config.js and by the rules' own tests
 * (tooling/test/boundaries.test.ts), which run it against a small fixture repository.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SOURCE = '**/*.{ts,tsx,js,mjs,cjs}';

/**
 * Files that break a direction rule today and are being moved (issue 23). Each entry names the
 * zones (see `serverZones`, `webZones`) or checks it is exempt from; everything else about the
 * file is still checked. Remove an entry when the file complies: the list only shrinks.
 */
/** @type {Record<string, string[]>} */
export const KNOWN_VIOLATIONS = {};

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** Server layers: routes -> services -> repositories -> db, errors at the bottom. */
function serverZones() {
  const s = (p) => `./${SERVER}/${p}`;
  return [
    {
      name: 'routes-below-services',
      target: s('routes'),
      from: [s('repositories'), s('db')],
      message: 'Routes call services; only repositories reach the database.',
    },
    {
      name: 'services-not-up',
      target: s('services'),
      from: [s('routes'), s('cli'), s('app.ts'), s('app-services.ts'), s('server.ts')],
      message: 'Services sit below routes: pass what they need in.',
    },
    {
      name: 'services-not-plugins',
      target: s('services'),
      from: s('plugins'),
      message: 'Services sit below plugins: errors live in errors.ts.',
    },
    {
      name: 'repositories-only-db',
      target: s('repositories'),
      from: s(''),
      except: ['./repositories', './db', './errors.ts'],
      message: 'Repositories import only the database (db/) and errors.ts.',
    },
    {
      name: 'db-at-bottom',
      target: s('db'),
      from: s(''),
      except: ['./db', './config'],
      message: 'db/ is the bottom layer: it imports nothing above it.',
    },
    {
      name: 'errors-at-bottom',
      target: s('errors.ts'),
      from: s(''),
      except: ['./errors.ts'],
      message: 'errors.ts is imported by every layer, so it imports none.',
    },
    {
      name: 'adapters-not-up',
      target: ['ai', 'analysis', 'mail', 'payments', 'storage'].map(s),
      from: [
        s('routes'),
        s('services'),
        s('repositories'),
        s('cli'),
        s('app.ts'),
        s('app-services.ts'),
      ],
      message:
        'Adapters (ai, analysis, mail, payments, storage) are called by services, not the reverse.',
    },
    {
      name: 'adapters-not-plugins',
      target: ['ai', 'analysis', 'mail', 'payments', 'storage'].map(s),
      from: s('plugins'),
      message: 'Adapters sit below plugins: errors live in errors.ts.',
    },
    {
      name: 'plugins-not-services',
      target: s('plugins'),
      from: [s('routes'), s('services'), s('repositories'), s('cli')],
      message: 'Plugins are wiring: they do not call services, repositories or routes.',
    },
    {
      name: 'cli-through-services',
      target: s('cli'),
      from: [s('routes'), s('repositories'), s('db/schema')],
      message: 'The admin CLI works through services, like a route.',
    },
  ];
}

/** Web: features share code only through components/ and lib/; shared code flows one way. */
function webZones(root) {
  const w = (p) => `./${WEB}/${p}`;
  let features = [];
  try {
    features = readdirSync(path.join(root, WEB, 'features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    /* no web app under this root */
  }
  return [
    ...features.map((feature) => ({
      name: 'feature-isolation',
      target: w(`features/${feature}`),
      from: w('features'),
      except: [`./${feature}`],
      message: `Features do not import each other: move what '${feature}' shares to components/ or lib/.`,
    })),
    {
      name: 'shared-flows-one-way',
      target: [w('components'), w('lib'), w('testing')],
      from: [w('features'), w('app')],
      message:
        'components/ and lib/ are shared by features, so they import no feature and not app/.',
    },
    {
      name: 'features-not-app',
      target: w('features'),
      from: w('app'),
      message: 'app/ composes features; a feature does not import app/.',
    },
  ];
}

/** Packages: pure code that never reaches into an app; the engine never reads images. */
function packageZones() {
  return [
    {
      name: 'packages-not-apps',
      target: './packages',
      from: './apps',
      message: 'Packages never import apps.',
    },
    {
      name: 'engine-not-reader',
      target: './packages/analysis',
      from: ['./packages/chart-reader', './packages/pipeline'],
      message:
        'The analysis engine takes candles, not images: compose it with the reader in @candlelens/pipeline.',
    },
    {
      name: 'reader-not-engine',
      target: ['./packages/chart-reader', './packages/contracts'],
      from: ['./packages/analysis', './packages/pipeline'],
      message: 'The reader and the contracts do not depend on the engine or the pipeline.',
    },
  ];
}

const APPS_GROUP = {
  group: ['@candlelens/server', '@candlelens/web', '@candlelens/server/*', '@candlelens/web/*'],
  message: 'Packages never import apps.',
};

const ORM_IMPORTS = [
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
];

/** One config block per tree, plus one per known violator (same zones less the exempt ones). */
function zoneBlocks(files, zones, root, knownViolations) {
  const strip = (zs) => zs.map(({ name: _name, ...zone }) => zone);
  const rule = (zs) => ({
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: strip(zs) }],
  });
  const exempt = Object.entries(knownViolations).filter(([file]) =>
    files.some((f) => file.startsWith(f.replace('/**', ''))),
  );
  return [
    { files, rules: rule(zones) },
    ...exempt.map(([file, names]) => ({
      files: [file],
      rules: rule(zones.filter((z) => !names.includes(z.name))),
    })),
  ];
}

/** Longest a handwritten source or test file may be (docs/architecture.md). */
export const MAX_LINES = 400;

/**
 * `candlelens/file-size`: a file over the limit is split along its jobs. A generated file says
 * so in its first line ("Generated by ...") and is exempt.
 * @type {import('eslint').Rule.RuleModule}
 */
const fileSize = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'integer', minimum: 1 }],
    messages: {
      long: '{{lines}} lines: a handwritten file stays within {{max}}. Split it along its jobs (a generated file says "Generated" in its first line).',
    },
  },
  create(context) {
    const max = context.options[0] ?? MAX_LINES;
    return {
      Program() {
        const lines = context.sourceCode.lines;
        const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
        if (count > max && !/generated/i.test(lines[0] ?? ''))
          context.report({
            loc: { line: 1, column: 0 },
            messageId: 'long',
            data: { lines: String(count), max: String(max) },
          });
      },
    };
  },
};

/**
 * @param {{ root: string, knownViolations?: Record<string, string[]>, maxLines?: number }} options
 * `root` is the repository (or fixture) root; `files` patterns are relative to it. `maxLines`
 * is for the rules' own tests (a small fixture file stands for a long one).
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaries({ root, knownViolations = KNOWN_VIOLATIONS, maxLines = MAX_LINES }) {
  const ormExempt = Object.entries(knownViolations)
    .filter(([, names]) => names.includes('orm-only-in-repositories'))
    .map(([file]) => file);
  return [
    {
      files: [SOURCE],
      plugins: {
        'import-x': importX,
        'check-file': checkFile,
        candlelens: { rules: { 'file-size': fileSize } },
      },
      settings: {
        // Follow imports into TypeScript files too (as the plugin's TypeScript preset does).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: [
              path.join(root, 'apps/web/tsconfig.json'),
              path.join(root, 'tsconfig.base.json'),
            ],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        // Runtime cycles (type-only imports are erased and ignored).
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        // A workspace imports another by its package name, never by a relative path into it.
        'import-x/no-relative-packages': 'error',
        'check-file/filename-naming-convention': [
          'error',
          { [SOURCE]: 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
        'candlelens/file-size': ['error', maxLines],
      },
    },
    ...zoneBlocks(['packages/**'], packageZones(), root, knownViolations),
    {
      files: ['packages/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [APPS_GROUP],
          },
        ],
      },
    },
    {
      files: ['packages/analysis/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@candlelens/chart-reader',
                  '@candlelens/chart-reader/*',
                  '@candlelens/pipeline',
                  'sharp',
                ],
                message:
                  'The analysis engine takes candles, not images: compose it with the reader in @candlelens/pipeline.',
              },
              APPS_GROUP,
            ],
          },
        ],
      },
    },
    ...zoneBlocks([`${WEB}/**`], webZones(root), root, knownViolations),
    ...zoneBlocks([`${SERVER}/**`], serverZones(), root, knownViolations),
    {
      files: [`${SERVER}/**`],
      ignores: [`${SERVER}/db/**`, `${SERVER}/repositories/**`, ...ormExempt],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ORM_IMPORTS,
                message:
                  'Only repositories (and db/) use the ORM: ask a repository through a service.',
              },
            ],
          },
        ],
      },
    },
  ];
}

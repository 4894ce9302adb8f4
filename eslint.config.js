import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from '@candlelens/tooling/eslint/boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/out/**',
      'e2e/out/**',
      'apps/server/drizzle/**',
      'coverage/**',
      // Fixtures that break the boundary rules on purpose (tooling/test/boundaries.test.ts).
      'tooling/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The app asks and tells in its own dialogs: never the browser's alert, confirm or prompt.
      'no-alert': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Plain scripts run in Node, and some pass functions to a browser page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  // Architecture: cycles, import direction, file names (docs/architecture.md).
  ...boundaries({ root: import.meta.dirname }),
);

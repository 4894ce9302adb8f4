import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The suite's second pass, against PostgreSQL (TEST_DB=postgres): only the test files under
// test/ that open the suite's test database (through `buildTestApp` or `createTestDatabase`). The
// others (the unit tests beside the source, config checks, server processes on their embedded
// database, the two-servers test that brings its own PostgreSQL databases) run the same on both
// passes, so they run once, in the first.
const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test');
const opensTestDatabase = /\b(buildTestApp|createTestDatabase)\b/;
const once = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !opensTestDatabase.test(readFileSync(path.join(testDir, f), 'utf8')))
  .map((f) => `test/${f}`);

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...once] },
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSuite, serverTestFiles } from './vitest.config.ts';

// The suite's second pass, against PostgreSQL (TEST_DB=postgres): only the test files under
// test/ that open the suite's test database (through `buildTestApp` or `createTestDatabase`). The
// others (the unit tests beside the source, config checks, server processes on their embedded
// database, the two-servers test that brings its own PostgreSQL databases) run the same on both
// passes, so they run once, in the first.
const root = path.dirname(fileURLToPath(import.meta.url));
const opensTestDatabase = /\b(buildTestApp|createTestDatabase)\b/;
const once = serverTestFiles().filter(
  (f) => f.startsWith('test/') && !opensTestDatabase.test(readFileSync(path.join(root, f), 'utf8')),
);

export default serverSuite(['test/**/*.test.ts'], once);

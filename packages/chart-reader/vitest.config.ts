import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Reading a screenshot takes a second or two on a busy two-core machine: a test that does not
  // end in 30 s is stuck, not slow (speed is measured in bench/, not asserted here).
  test: { setupFiles: ['test/setup.ts'], testTimeout: 30_000 },
});

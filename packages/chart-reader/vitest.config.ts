import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Reading a screenshot takes a second or two on a busy two-core machine: a test that does not
  // end in 30 s is stuck, not slow (speed is measured in bench/, not asserted here).
  // The files share their worker's modules (`isolate: false`): the OCR models load once a worker,
  // not once a file (the suite ran in 22 s instead of 50 s on two cores). No file replaces a module.
  test: { setupFiles: ['test/setup.ts'], testTimeout: 30_000, isolate: false },
});

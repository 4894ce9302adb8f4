import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The files share their worker's modules (`isolate: false`): the reader's models load once a
  // worker, not once a file. No file replaces a module.
  test: { setupFiles: ['test-setup.ts'], isolate: false },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/setup.ts'],
    // Two spec files at a time, each with its own browser, against the one server: a spec spends
    // most of its time waiting on the page (the suite left 65% of two cores idle one file at a
    // time) and each signs up its own users. 305 s one at a time, 178 s two at a time, here.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

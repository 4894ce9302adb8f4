import { defineConfig } from 'vitest/config';
// eslint-disable-next-line import-x/no-relative-packages -- a config file, bundled with its imports
import { longestFirst } from '../tooling/testing/longest-first.ts';

// The longest specs first (measured two at a time on two cores: 106-61 s), so that none is
// the suite's tail: on a clean clone Vitest runs the largest files first, and these are not all.
const LONGEST = [
  'specs/accessibility-app.e2e.ts',
  'specs/public-pages.e2e.ts',
  'specs/analysis.e2e.ts',
  'specs/reading-fixes.e2e.ts',
  'specs/accessibility.e2e.ts',
];

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
    sequence: { sequencer: longestFirst(LONGEST) },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

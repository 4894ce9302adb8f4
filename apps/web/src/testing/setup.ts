import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsoleError } from '@candlelens/tooling/testing';

// A test that logs an error it did not expect fails (see tooling/testing/fail-on-console-error.ts).
failOnConsoleError();

// The test files of a worker share one jsdom (vite.config.ts: isolate false): every test leaves
// an empty document behind it.
afterEach(() => {
  cleanup();
});

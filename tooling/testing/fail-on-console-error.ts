import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/** Records `console.error` calls between `start` and `check`; `check` throws if there were any. */
export function consoleErrorGuard() {
  let original = console.error;
  let unexpected: string[] = [];
  return {
    start() {
      original = console.error;
      unexpected = [];
      console.error = (...args: unknown[]) => {
        unexpected.push(format(...args));
        original(...args);
      };
    },
    check() {
      console.error = original;
      const seen = unexpected;
      unexpected = [];
      if (seen.length > 0) {
        const shown = seen.map((m) => `  ${m.split('\n')[0]}`).join('\n');
        throw new Error(`unexpected console.error (${seen.length}):\n${shown}`);
      }
    },
  };
}

/**
 * Fails the running test when code calls `console.error` and the test did not expect it: an
 * error someone would see in a terminal or a browser console is a failure, not noise. A test that
 * expects one takes the calls for itself with
 * `vi.spyOn(console, 'error').mockImplementation(() => {})`. Called once from each workspace's
 * vitest setup file (`test/setup.ts`).
 */
export function failOnConsoleError(): void {
  const guard = consoleErrorGuard();
  beforeEach(() => guard.start());
  afterEach(() => guard.check());
}

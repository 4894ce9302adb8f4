import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleErrorGuard } from '../testing/fail-on-console-error.ts';

describe('the console.error guard', () => {
  const guard = consoleErrorGuard();
  // This file's own guard (test/setup.ts) would fail these tests: they take the calls first.
  const takeCalls = () => vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it('fails a test that logs an error it did not expect, quoting it', () => {
    takeCalls();
    guard.start();
    console.error('render failed: %s', 'no chart');
    expect(() => guard.check()).toThrow(
      /unexpected console\.error \(1\):\n {2}render failed: no chart/,
    );
  });

  it('passes a test that logs no error', () => {
    guard.start();
    console.log('fine');
    expect(() => guard.check()).not.toThrow();
  });

  it('passes a test that expects the error and takes it with a spy', () => {
    guard.start();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('expected');
    expect(spy).toHaveBeenCalledWith('expected');
    spy.mockRestore();
    expect(() => guard.check()).not.toThrow();
  });

  it('puts console.error back after each test', () => {
    const before = console.error;
    guard.start();
    expect(console.error).not.toBe(before);
    guard.check();
    expect(console.error).toBe(before);
  });
});

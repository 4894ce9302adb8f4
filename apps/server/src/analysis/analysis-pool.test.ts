import { describe, expect, it } from 'vitest';
import { AnalysisBusyError, createAnalysisPool, type AnalysisRunner } from './analysis-pool.ts';
import type { AnalysisTask, AnalysisTaskResult } from './analysis.worker.ts';

const task: AnalysisTask = {
  bytes: new Uint8Array(8),
  type: 'general',
  maxPixels: 1_000_000,
  imageType: 'image/png',
};
const refused: AnalysisTaskResult = { accepted: false, reason: 'r', decodeMs: 0, readMs: 0 };

/** A runner whose analyses end when the test says so. */
function heldRunner() {
  const ends: Array<() => void> = [];
  let started = 0;
  const runner: AnalysisRunner = () => {
    started++;
    return new Promise((resolve) => ends.push(() => resolve(refused)));
  };
  return {
    runner,
    get started() {
      return started;
    },
    endNext: () => ends.shift()?.(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('closing the analysis pool', () => {
  it('waits for the analysis that runs, refuses the ones that wait, and starts nothing after', async () => {
    const worker = heldRunner();
    const pool = createAnalysisPool({ threads: 1, queueLimit: 2, timeoutMs: 60_000, ...worker });
    const running = pool.run(task);
    const waiting = [pool.run(task), pool.run(task)].map((p) =>
      p.then(
        () => 'analysed',
        (err: unknown) => (err instanceof AnalysisBusyError ? 'busy' : 'other'),
      ),
    );
    await tick();
    expect(worker.started).toBe(1);

    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    await tick();
    // Still running: closing waits for it (a worker stopped in a native call kills the process).
    expect(closed).toBe(false);
    await expect(pool.run(task)).rejects.toBeInstanceOf(AnalysisBusyError);

    worker.endNext();
    await expect(running).resolves.toEqual(refused);
    await closing;
    expect(await Promise.all(waiting)).toEqual(['busy', 'busy']);
    // The waiting ones were answered without ever reaching a worker.
    expect(worker.started).toBe(1);
  });
});

import runAnalysis, {
  type AnalysisTaskResult,
  type PreviewTaskResult,
  type WorkerTask,
} from '../../src/analysis/analysis.worker.ts';

/**
 * A stand-in for the worker threads that the test drives: each analysis waits until the test lets
 * it go, then does the real work in-process. No timing luck decides who is busy.
 */
export function controlledRunner() {
  const held: Array<() => void> = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  let entered = 0;
  let finished = 0;
  const finishWaiters: Array<{ n: number; resolve: () => void }> = [];
  // The same screenshot is read once; later uploads of it reuse that result (the test is about
  // who waits, not about reading).
  const results = new Map<string, Promise<AnalysisTaskResult | PreviewTaskResult>>();
  const runner = async (task: WorkerTask): Promise<AnalysisTaskResult | PreviewTaskResult> => {
    entered++;
    for (const w of waiters.filter((w) => entered >= w.n)) w.resolve();
    await new Promise<void>((resolve) => held.push(resolve));
    const what =
      'preview' in task
        ? `preview:${JSON.stringify(task.hints ?? null)}`
        : `${task.type}:${JSON.stringify(task.hints ?? null)}:${task.refuseBelowBand ? 'band' : ''}:${task.kept ? 'kept' : ''}`;
    const key = `${what}:${Buffer.from(task.bytes).toString('base64')}`;
    if (!results.has(key))
      results.set(key, 'preview' in task ? runAnalysis(task) : runAnalysis(task));
    try {
      return structuredClone(await results.get(key)!);
    } finally {
      finished++;
      for (const w of finishWaiters.filter((w) => finished >= w.n)) w.resolve();
    }
  };
  return {
    runner,
    /** How many analyses have started. */
    get started() {
      return entered;
    },
    /** Resolves once `n` analyses have started on a worker. */
    untilStarted(n: number): Promise<void> {
      if (entered >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    /** Resolves once `n` analyses have ended. */
    untilFinished(n: number): Promise<void> {
      if (finished >= n) return Promise.resolve();
      return new Promise((resolve) => finishWaiters.push({ n, resolve }));
    },
    /** Lets every analysis started so far (and any that start later) finish. */
    releaseAll() {
      for (const go of held.splice(0)) go();
      held.push = (go: () => void) => {
        go();
        return 0;
      };
    },
  };
}

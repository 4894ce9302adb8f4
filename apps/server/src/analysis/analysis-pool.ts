import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AdmissionGate, AnalysisBusyError } from './admission.ts';
import type {
  AnalysisTask,
  AnalysisTaskResult,
  PreviewTask,
  PreviewTaskResult,
  WorkerTask,
} from './analysis.worker.ts';

export { AnalysisBusyError };

/** The worker file: the bundled .js next to the server bundle, or the TypeScript source under tsx. */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'analysis', 'analysis.worker.js');
  if (existsSync(bundled)) return { filename: bundled, execArgv: [] };
  return { filename: path.join(here, 'analysis.worker.ts'), execArgv: ['--import', 'tsx'] };
}

export class AnalysisTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'AnalysisTimeoutError';
  }
}

/**
 * Runs one analysis or preview to completion (worker threads in the product; tests may drive
 * their own).
 */
export type AnalysisRunner = (
  task: WorkerTask,
  signal: AbortSignal,
) => Promise<AnalysisTaskResult | PreviewTaskResult>;

export interface AnalysisPool {
  /**
   * Runs the task when a worker is free; throws `AnalysisBusyError` at once when the queue is full.
   * `beforeStart` runs when the task's turn comes, before any work: what it throws is thrown.
   */
  run(
    task: AnalysisTask,
    pixels?: number,
    beforeStart?: () => Promise<void>,
  ): Promise<AnalysisTaskResult>;
  /** Reads a screenshot for its preview, behind the same gate and queue limit as analyses. */
  preview(task: PreviewTask, pixels?: number): Promise<PreviewTaskResult>;
  /** True when a new analysis would be refused right now (a cheap early answer). */
  readonly full: boolean;
  /** True while the workers are still warming up after a start (see `createAnalysisPool`). */
  readonly warming: boolean;
  /** Settles when the warm-up ends (or its time limit passes), with how long it took. */
  readonly warmedUp: Promise<{ ms: number; timedOut: boolean }>;
  readonly threads: number;
  /** Starts nothing more (what waits, or comes, is refused with `AnalysisBusyError`), waits for
   * the work that has started (up to 30 s), then stops the workers. */
  close(): Promise<void>;
}

function piscinaRunner(
  threads: number,
  warmUp: boolean,
  inFlight: InFlight,
): { run: AnalysisRunner; close: () => Promise<void>; warmed: Promise<unknown> } {
  const entry = workerEntry();
  // Warm: every worker starts with the server and stays, and warms up once (models, compiled
  // code), so no upload meets a cold worker, the first after a start or one after a quiet minute.
  // Cold (where many short-lived servers start: the test suites): workers start on demand.
  const piscina = new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: warmUp ? threads : 0,
    maxThreads: threads,
    idleTimeout: warmUp ? Number.POSITIVE_INFINITY : 60_000,
  });
  // One warm-up task per worker: each holds its worker until that worker is warm, so each of
  // the threads gets one. Closing waits for them like for any other work.
  const warmUps = warmUp
    ? Array.from({ length: threads }, () =>
        inFlight.track(piscina.run({ warmUp: true, read: true })),
      )
    : [];
  return {
    warmed: Promise.allSettled(warmUps),
    run: (task) =>
      piscina.run(task, { transferList: [] }) as Promise<AnalysisTaskResult | PreviewTaskResult>,
    close: () => piscina.destroy(),
  };
}

/**
 * The promises of work that has started and not ended. Terminating a worker thread in the middle
 * of a native call (loading or running the OCR models, decoding) brings the whole process down
 * (`terminate called after throwing an instance of 'Napi::Error'`), so the pool is closed only
 * once all of it has settled.
 */
class InFlight {
  private readonly work = new Set<Promise<unknown>>();

  track<T>(p: Promise<T>): Promise<T> {
    this.work.add(p);
    const done = () => this.work.delete(p);
    void p.then(done, done);
    return p;
  }

  /** Resolves when no work is in flight (work that starts meanwhile included), or after `limitMs`. */
  async settled(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let late = false;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        late = true;
        resolve();
      }, limitMs);
    });
    try {
      while (this.work.size && !late)
        await Promise.race([Promise.allSettled([...this.work]), limit]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The longest an instance reports itself warming up after a start (see `warming`). */
const WARM_UP_LIMIT_MS = 60_000;

/** How long closing the pool waits for work in flight before it stops the workers anyway. */
const CLOSE_WAIT_MS = 30_000;

/**
 * Worker threads sized to the cores behind an admission gate: at most `threads` analyses run, and
 * together they hold at most `pixelBudget` decoded pixels; at most `queueLimit` wait, and the rest
 * are refused at once. The time limit counts from the start of the work, so a waiting request is
 * never timed out by the queue; a timed-out analysis keeps its slot until it really ends.
 */
export function createAnalysisPool(opts: {
  threads?: number;
  queueLimit?: number;
  timeoutMs: number;
  /** Total pixels the running analyses may hold decoded (see AdmissionGate). */
  pixelBudget?: number;
  runner?: AnalysisRunner;
  /** Start every worker with the pool and warm it (models loaded, a small chart read: see
   * analysis.worker.ts), so the first analysis is as fast as the next (default); off where many
   * short-lived servers start (the server's tests), workers start on demand. */
  warmUp?: boolean;
  /** With `runner`: the warm-up its workers do after a start (settles when they are warm). */
  runnerWarmUp?: Promise<unknown> | undefined;
}): AnalysisPool {
  const threads = opts.threads ?? Math.max(1, os.availableParallelism());
  const gate = new AdmissionGate({
    slots: threads,
    queueLimit: opts.queueLimit ?? threads * 4,
    pixelBudget: opts.pixelBudget,
  });
  // Work that has started, warm-ups included: closing waits for all of it (see InFlight).
  const inFlight = new InFlight();
  let closing = false;
  const backend = opts.runner
    ? {
        run: opts.runner,
        close: async () => undefined,
        warmed: opts.runnerWarmUp ?? Promise.resolve(),
      }
    : piscinaRunner(threads, opts.warmUp ?? true, inFlight);
  // Warming until every worker has read its warm-up charts, or for WARM_UP_LIMIT_MS at most: a
  // worker that cannot warm (a model that does not load) must not keep the instance out of service.
  let warming = true;
  let limit: NodeJS.Timeout | undefined;
  const started = performance.now();
  const warmedUp = Promise.race([
    backend.warmed.then(() => false),
    new Promise<boolean>((resolve) => {
      limit = setTimeout(() => resolve(true), WARM_UP_LIMIT_MS);
      limit.unref();
    }),
  ]).then((timedOut) => {
    warming = false;
    clearTimeout(limit);
    return { ms: performance.now() - started, timedOut };
  });
  return {
    threads,
    get full() {
      return gate.full;
    },
    get warming() {
      return warming;
    },
    warmedUp,
    async run(task, pixels = 0, beforeStart) {
      return (await admitted(task, pixels, beforeStart)) as AnalysisTaskResult;
    },
    async preview(task, pixels = 0) {
      return (await admitted(task, pixels)) as PreviewTaskResult;
    },
    async close() {
      // Nothing new starts (waiting uploads are answered busy, to be sent again elsewhere), the
      // work that has started ends, then the workers stop.
      closing = true;
      await inFlight.settled(CLOSE_WAIT_MS);
      await backend.close();
    },
  };

  async function admitted(
    task: WorkerTask,
    pixels: number,
    beforeStart?: () => Promise<void>,
  ): Promise<AnalysisTaskResult | PreviewTaskResult> {
    if (closing) throw new AnalysisBusyError();
    const release = await gate.enter(pixels);
    try {
      await beforeStart?.();
      if (closing) throw new AnalysisBusyError();
    } catch (err) {
      release();
      throw err;
    }
    // The work is never cut short: terminating a worker thread in the middle of a native call
    // (label OCR, decoding) brings the whole process down. At the time limit the caller gets its
    // answer; the work ends in the background and only then gives its slot back.
    const work = inFlight.track(backend.run(task, new AbortController().signal));
    void work.then(release, release);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AnalysisTimeoutError()), opts.timeoutMs);
    });
    try {
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}

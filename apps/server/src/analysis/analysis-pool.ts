import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { AnalysisTask, AnalysisTaskResult } from './analysis.worker.ts';

/** The worker file: the bundled .js next to the server bundle, or the TypeScript source under tsx. */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'analysis', 'analysis.worker.js');
  if (existsSync(bundled)) return { filename: bundled, execArgv: [] };
  return { filename: path.join(here, 'analysis.worker.ts'), execArgv: ['--import', 'tsx'] };
}

export class AnalysisBusyError extends Error {
  constructor() {
    super('busy');
    this.name = 'AnalysisBusyError';
  }
}
export class AnalysisTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'AnalysisTimeoutError';
  }
}

export interface AnalysisPool {
  run(task: AnalysisTask): Promise<AnalysisTaskResult>;
  readonly threads: number;
  close(): Promise<void>;
}

/** A worker-thread pool sized to the cores, with a bounded queue and a per-analysis time limit. */
export function createAnalysisPool(opts: {
  threads?: number;
  queueLimit?: number;
  timeoutMs: number;
}): AnalysisPool {
  const threads = opts.threads ?? Math.max(1, os.availableParallelism());
  const maxQueue = opts.queueLimit ?? threads * 4;
  const entry = workerEntry();
  const piscina = new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 1,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 60_000,
  });
  return {
    threads,
    async run(task) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), opts.timeoutMs);
      try {
        return (await piscina.run(task, {
          signal: abort.signal,
          transferList: [],
        })) as AnalysisTaskResult;
      } catch (err) {
        if (abort.signal.aborted) throw new AnalysisTimeoutError();
        if (err instanceof Error && /queue is at limit|no task queue available/i.test(err.message))
          throw new AnalysisBusyError();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => piscina.destroy(),
  };
}

import { describe, expect, it } from 'vitest';
import runAnalysis, {
  type AnalysisTaskResult,
  type PreviewTaskResult,
  type WorkerTask,
} from '../src/analysis/analysis.worker.ts';
import { buildTestApp } from './helpers/test-app.ts';

describe('a server whose analysis workers are still warming up after a start', () => {
  it('answers /healthz 503 "warming up" until they are warm, then 200', async () => {
    let warm!: () => void;
    const warmUp = new Promise<void>((resolve) => (warm = resolve));
    const runner = (task: WorkerTask): Promise<AnalysisTaskResult | PreviewTaskResult> =>
      'preview' in task ? runAnalysis(task) : runAnalysis(task);
    const t = await buildTestApp({}, { analysisRunner: runner, analysisWarmUp: warmUp });
    try {
      const before = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(before.statusCode).toBe(503);
      expect(before.json().problems).toEqual(['analysis: workers warming up']);
      warm();
      await t.app.analysisPool.warmedUp;
      const after = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(after.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

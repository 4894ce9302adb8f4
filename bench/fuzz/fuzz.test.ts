// The fuzz benchmark's short form (the full one: npm run bench:fuzz): 128 hostile uploads through
// the real upload route of the built server, one of every kind first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartScreenshot } from '../lib/images.ts';
import { buildServer, startServer, type RunningServer } from '../lib/server.ts';
import { runFuzz } from './fuzz.ts';
import { KIND_NAMES } from './hostile.ts';

describe('hostile uploads (short form)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    buildServer();
    server = await startServer({ LOG_LEVEL: 'error' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('never crash the server, never answer 5xx, never charge for a refused input', async () => {
    const report = await runFuzz(server, await chartScreenshot(), {
      count: 128,
      seed: 23,
      concurrency: 4,
      eachKindFirst: true,
    });
    expect(report.inputs).toBe(128);
    expect(report.failures).toEqual([]);
    expect(report.crashes).toBe(0);
    expect(report.serverErrors).toBe(0);
    expect(report.wrongCredits).toBe(0);
    expect(report.extraHistory).toBe(0);
    expect(report.withoutMessage).toBe(0);
    // Every kind of hostile input was tried.
    expect(Object.keys(report.byKind).sort()).toEqual([...KIND_NAMES].sort());
  }, 300_000);
});

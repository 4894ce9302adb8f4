// The fuzz benchmark's short form (the full one: npm run bench:fuzz): a few hundred hostile
// uploads through the real upload route of the built server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartScreenshot } from '../lib/images.ts';
import { buildServer, startServer, type RunningServer } from '../lib/server.ts';
import { runFuzz } from './fuzz.ts';

describe('hostile uploads (short form)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    buildServer();
    server = await startServer({ LOG_LEVEL: 'error' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('never crash the server, never answer 5xx, never charge for a refused input', async () => {
    const report = await runFuzz(server, await chartScreenshot(), {
      count: 300,
      seed: 23,
      concurrency: 4,
    });
    expect(report.inputs).toBe(300);
    expect(report.failures).toEqual([]);
    expect(report.crashes).toBe(0);
    expect(report.serverErrors).toBe(0);
    expect(report.wrongCredits).toBe(0);
    expect(report.extraHistory).toBe(0);
    expect(report.withoutMessage).toBe(0);
    // Every kind of hostile input was tried.
    expect(Object.keys(report.byKind).length).toBeGreaterThanOrEqual(25);
  }, 300_000);
});

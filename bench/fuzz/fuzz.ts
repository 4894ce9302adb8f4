/** Sends hostile inputs through the real upload route and checks the server's answers. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  account,
  sampleMemory,
  subscribedUser,
  upload,
  type RunningServer,
} from '../lib/server.ts';
import { hostileInputs, makeBases, type HostileInput } from './hostile.ts';

export interface FuzzOptions {
  count: number;
  seed?: number;
  /** Uploads in flight at once (each lane is one user). */
  concurrency?: number;
  /** A lane moves to a fresh user after this many uploads (credits last 300 analyses). */
  perUser?: number;
  /** Where inputs that got a 5xx or broke the connection are saved, to replay them. */
  failuresDir?: string;
  onProgress?: (done: number, soFar: FuzzReport) => void;
  /** One input of every kind first (in their list's order), then `count` minus that at random. */
  eachKindFirst?: boolean;
}

export interface FuzzReport {
  inputs: number;
  statuses: Record<string, number>;
  byKind: Record<string, { count: number; statuses: Record<string, number>; slowestMs: number }>;
  /** The server process ended, or a connection broke or hung. */
  crashes: number;
  serverErrors: number;
  /** Credits spent beyond 100 per 201 answer (a refused input that was charged). */
  wrongCredits: number;
  /** Analyses in history beyond the 201 answers. */
  extraHistory: number;
  /** Refusals without a message for the trader. */
  withoutMessage: number;
  peakRssMb: number;
  slowest: { ms: number; kind: string };
  seconds: number;
  failures: { kind: string; status: number | string; message: string | null }[];
}

interface Lane {
  cookie: string;
  created: number;
}

export async function runFuzz(
  server: RunningServer,
  chart: Buffer,
  opts: FuzzOptions,
): Promise<FuzzReport> {
  const concurrency = opts.concurrency ?? 4;
  const perUser = opts.perUser ?? 200;
  const bases = await makeBases(chart);
  const inputs = hostileInputs(bases, opts.count, opts.seed ?? 21, opts.eachKindFirst);
  const report: FuzzReport = {
    inputs: 0,
    statuses: {},
    byKind: {},
    crashes: 0,
    serverErrors: 0,
    wrongCredits: 0,
    extraHistory: 0,
    withoutMessage: 0,
    peakRssMb: 0,
    slowest: { ms: 0, kind: '' },
    seconds: 0,
    failures: [],
  };
  const users: { cookie: string; created: number }[] = [];
  const newUser = async (): Promise<Lane> => {
    const lane = { cookie: await subscribedUser(server.base, 'fuzz'), created: 0 };
    users.push(lane);
    return lane;
  };
  const save = (input: HostileInput, n: number) => {
    if (!opts.failuresDir) return;
    mkdirSync(opts.failuresDir, { recursive: true });
    writeFileSync(path.join(opts.failuresDir, `${n}-${input.kind}-${input.filename}`), input.bytes);
  };
  const memory = sampleMemory(server.pid, 200);
  const t0 = performance.now();
  let stop = false;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      let lane = await newUser();
      let sent = 0;
      while (!stop) {
        const next = inputs.next();
        if (next.done) break;
        const input = next.value;
        const n = report.inputs++;
        if (sent++ >= perUser) {
          lane = await newUser();
          sent = 1;
        }
        let status: number | string;
        let message: string | null = null;
        let ms: number;
        const started = performance.now();
        try {
          const r = await upload(server.base, lane.cookie, input.bytes, {
            filename: input.filename,
            contentType: input.contentType,
            // every other input is analysed even when read below the auto-run band, so that
            // hostile inputs reach both the analysis and the reading kept for a check (422)
            acceptLowConfidence: n % 2 === 0,
            signal: AbortSignal.timeout(90_000),
          });
          ({ status, message, ms } = r);
        } catch (err) {
          ms = performance.now() - started;
          status = `connection: ${(err as Error).name}`;
          report.crashes++;
          if (server.exited) stop = true;
        }
        if (status === 201) lane.created++;
        const key = String(status);
        report.statuses[key] = (report.statuses[key] ?? 0) + 1;
        const k = (report.byKind[input.kind] ??= { count: 0, statuses: {}, slowestMs: 0 });
        k.count++;
        k.statuses[key] = (k.statuses[key] ?? 0) + 1;
        k.slowestMs = Math.max(k.slowestMs, Math.round(ms));
        if (ms > report.slowest.ms) report.slowest = { ms: Math.round(ms), kind: input.kind };
        if (typeof status === 'number' && status >= 500) report.serverErrors++;
        if (typeof status === 'number' && status >= 400 && !message) report.withoutMessage++;
        if (typeof status !== 'number' || status >= 500) {
          if (report.failures.length < 50)
            report.failures.push({ kind: input.kind, status, message });
          save(input, n);
        }
        opts.onProgress?.(report.inputs, report);
      }
    }),
  );
  report.seconds = Math.round((performance.now() - t0) / 1000);
  report.peakRssMb = memory.stop().peakMb;
  if (!server.exited) {
    for (const u of users) {
      const { credits, history } = await account(server.base, u.cookie);
      report.wrongCredits += Math.max(0, 30000 - credits - 100 * u.created);
      report.extraHistory += Math.max(0, history - u.created);
    }
  }
  if (server.exited) report.crashes++;
  return report;
}

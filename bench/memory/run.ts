/**
 * Memory ceiling of analysis: N very large screenshots uploaded at once to the real server, and the
 * server process's peak resident memory (kernel high-water mark, worker threads included).
 *
 *   npm run bench:memory [-- --count 6 --side 6300 --workers 2] [--env KEY=VALUE ...]
 *     [--postgres postgres://postgres@127.0.0.1:5432/test] [--bomb text-chunk]
 *
 * `--bomb text-chunk` uploads the review's metadata bomb instead (the chart with a 49 KB zTXt
 * chunk that inflates to 50 MB). `idleRssMb` is read after one warm-up analysis per worker, and
 * again `--rest` seconds after the burst (default 20): what the server holds once idle again.
 *
 * Embedded PGlite by default; `--postgres` runs on a fresh database there (created and dropped).
 * `--env` passes server settings, e.g. `--env ANALYSIS_READ_MAX_PIXELS=40000000 --env
 * ANALYSIS_PIXEL_BUDGET=1000000000` to read at full size with no budget (the behaviour before the
 * budget existed).
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  account,
  buildServer,
  freshPostgres,
  memoryOf,
  sampleMemory,
  startServer,
  subscribedUser,
  upload,
} from '../lib/server.ts';
import { chartScreenshot } from '../lib/images.ts';
import { textChunkBombPng } from '../fuzz/bytes.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '6' },
    side: { type: 'string', default: '6300' },
    workers: { type: 'string', default: '2' },
    env: { type: 'string', multiple: true, default: [] },
    'no-build': { type: 'boolean', default: false },
    postgres: { type: 'string' },
    bomb: { type: 'string' },
    rest: { type: 'string', default: '20' },
  },
});
const COUNT = Math.min(32, Math.max(1, Number(values.count)));
const SIDE = Math.min(12_000, Math.max(100, Number(values.side)));
const extraEnv = Object.fromEntries(
  values.env!.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);

async function main() {
  if (!values['no-build']) buildServer();
  const base = await chartScreenshot();
  const big =
    values.bomb === 'text-chunk'
      ? textChunkBombPng(base)
      : await sharp(base)
          .resize(SIDE, SIDE, { fit: 'fill', kernel: 'nearest' })
          .png({ compressionLevel: 9 })
          .toBuffer();
  const pg = values.postgres ? freshPostgres(values.postgres) : null;
  const server = await startServer({
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ANALYSIS_WORKERS: values.workers!,
    ANALYSIS_QUEUE_LIMIT: String(COUNT),
    ANALYSIS_TIMEOUT_MS: '120000',
    ...extraEnv,
  });
  try {
    const cookie = await subscribedUser(server.base, 'memory');
    // One analysis per worker first: the resting level is that of a server that has worked
    // (reader and OCR model loaded in each worker thread), not of one just started.
    const started = memoryOf(server.pid);
    await Promise.all(
      Array.from({ length: Number(values.workers) }, () =>
        upload(server.base, cookie, base, { acceptLowConfidence: true }),
      ),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const creditsBefore = (await account(server.base, cookie)).credits;
    const idle = memoryOf(server.pid);
    const sampler = sampleMemory(server.pid, 50);
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: COUNT }, () =>
        upload(server.base, cookie, big, { acceptLowConfidence: true }),
      ),
    );
    const wallMs = performance.now() - t0;
    const mem = sampler.stop();
    const statuses: Record<number, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const { credits } = await account(server.base, cookie);
    await new Promise((r) => setTimeout(r, Number(values.rest) * 1000));
    const rest = memoryOf(server.pid);
    console.log(
      JSON.stringify(
        {
          database: pg ? 'PostgreSQL' : 'PGlite',
          uploads: COUNT,
          image:
            values.bomb === 'text-chunk'
              ? `chart PNG with a zTXt chunk inflating to 50 MB, ${(big.length / 1e3).toFixed(0)} KB`
              : `${SIDE}x${SIDE} PNG, ${(big.length / 1e6).toFixed(1)} MB`,
          workers: Number(values.workers),
          settings: extraEnv,
          statuses,
          creditsSpent: creditsBefore - credits,
          startedRssMb: started.rssMb,
          idleRssMb: idle.rssMb,
          peakRssMb: mem.peakMb,
          restingRssMb: rest.rssMb,
          restAfterSeconds: Number(values.rest),
          slowestMs: Math.round(Math.max(...results.map((r) => r.ms))),
          wallMs: Math.round(wallMs),
          crashed: server.exited,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    pg?.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

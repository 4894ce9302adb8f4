/**
 * Load benchmark (loopback only, bounded): requests per second and p50/p99 for sign-in, history
 * reads and analysis uploads at 1, 8 and 32 concurrent users, on embedded PGlite and on
 * PostgreSQL; the 503 rate at overload and the server's peak memory.
 *
 *   npm run bench:load [-- --seconds 10] [--levels 1,8,32] [--db pglite,postgres]
 *     [--postgres postgres://postgres@127.0.0.1:5432/test]
 *
 * Starts the production server (apps/server/dist, built first) on a fresh data folder, or on a
 * fresh database of that PostgreSQL server (created and dropped). Uploaders that get 503 wait for
 * Retry-After, as the web app does. Results in bench/out/load-results.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { chartScreenshot } from '../lib/images.ts';
import {
  buildServer,
  freshPostgres,
  memoryOf,
  root,
  startServer,
  subscribedUser,
  upload,
} from '../lib/server.ts';
import { runLevel, type LevelResult } from './measure.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    levels: { type: 'string', default: '1,8,32' },
    db: { type: 'string', default: 'pglite,postgres' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Math.min(120, Math.max(2, Number(values.seconds)));
const LEVELS = values
  .levels!.split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 64);
const MAX_REQUESTS = 2000;
const PASSWORD = 'Candle#2024';

/** A 1920x1080 screenshot: the shared TradingView screenshot when present, else the test chart. */
async function screenshot(): Promise<{ bytes: Buffer; source: string }> {
  const spy = path.resolve(root, '../shared/data/screenshots/spy-tradingview-dark.png');
  const source = existsSync(spy) ? spy : null;
  const bytes = await sharp(source ?? (await chartScreenshot()))
    .resize(1920, 1080, { fit: 'fill' })
    .png()
    .toBuffer();
  return { bytes, source: `${source ? 'spy-tradingview-dark.png' : 'test chart'} at 1920x1080` };
}

async function benchDatabase(kind: 'pglite' | 'postgres', image: Buffer) {
  const pg = kind === 'postgres' ? freshPostgres(values.postgres!) : null;
  const server = await startServer({ LOG_LEVEL: 'error', ...(pg ? { DATABASE_URL: pg.url } : {}) });
  const { base } = server;
  const rows = {
    signIn: [] as LevelResult[],
    history: [] as LevelResult[],
    upload: [] as LevelResult[],
  };
  try {
    const maxUsers = Math.max(...LEVELS);
    const cookies = await Promise.all(
      Array.from({ length: maxUsers }, (_, i) => subscribedUser(base, `load${i}`)),
    );
    // Sign-in is limited to 10 attempts per account and address in 15 minutes: rotate accounts.
    const accounts: string[] = [];
    for (let i = 0; i < 60; i++) {
      const email = `signin-${i}-${Date.now().toString(36)}@example.com`;
      await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: base, 'x-candlelens-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Load',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
      });
      accounts.push(email);
    }
    let signIns = 0;
    for (const users of LEVELS) {
      rows.signIn.push(
        await runLevel(
          users,
          SECONDS,
          Math.min(MAX_REQUESTS, accounts.length * 9 - signIns),
          async () => {
            const email = accounts[signIns++ % accounts.length]!;
            const res = await fetch(`${base}/api/auth/sign-in/email`, {
              method: 'POST',
              headers: {
                origin: base,
                'x-candlelens-csrf': '1',
                'content-type': 'application/json',
              },
              body: JSON.stringify({ email, password: PASSWORD }),
            });
            await res.arrayBuffer();
            return { status: res.status };
          },
        ),
      );
      rows.upload.push(
        await runLevel(users, SECONDS, MAX_REQUESTS, async (u) => {
          const r = await upload(base, cookies[u]!, image, { acceptLowConfidence: true });
          return { status: r.status, retryAfterMs: r.status === 503 ? 2000 : 0 };
        }),
      );
      rows.history.push(
        await runLevel(users, SECONDS, MAX_REQUESTS * 5, async (u) => {
          const res = await fetch(`${base}/api/analyses?since=7d&limit=10`, {
            headers: { cookie: cookies[u]! },
          });
          await res.arrayBuffer();
          return { status: res.status };
        }),
      );
      const last = rows.upload.at(-1)!;
      console.log(
        `  ${kind} ${String(users).padStart(2)} users: sign-in ${rows.signIn.at(-1)!.perSecond}/s, history ${rows.history.at(-1)!.perSecond}/s, uploads ${last.perSecond}/s p50 ${last.p50ms} ms p99 ${last.p99ms} ms ${JSON.stringify(last.statuses)}`,
      );
    }
    return { database: kind, ...rows, peakRssMb: memoryOf(server.pid).peakMb };
  } finally {
    await server.stop();
    pg?.drop();
  }
}

async function main() {
  if (!values['no-build']) buildServer();
  const image = await screenshot();
  console.log(
    `CandleLens load benchmark: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${SECONDS} s per level, ${image.source}`,
  );
  const results = [];
  for (const kind of values.db!.split(',') as ('pglite' | 'postgres')[])
    results.push(await benchDatabase(kind, image.bytes));
  mkdirSync(path.join(root, 'bench/out'), { recursive: true });
  const file = path.join(root, 'bench/out/load-results.json');
  writeFileSync(file, JSON.stringify({ image: image.source, seconds: SECONDS, results }, null, 2));
  for (const r of results) {
    const overload = r.upload.at(-1)!;
    const busy = overload.statuses[503] ?? 0;
    console.log(
      `${r.database}: peak ${r.peakRssMb} MB; 503 rate at ${overload.users} users ${((100 * busy) / Math.max(1, overload.requests)).toFixed(1)}%`,
    );
  }
  console.log(`Full results: ${path.relative(root, file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

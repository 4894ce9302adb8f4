/**
 * Fuzz benchmark: hostile images through the real upload route of the production server.
 *
 *   npm run bench:fuzz [-- --count 10000 --concurrency 4 --seed 21]
 *     [--postgres postgres://postgres@127.0.0.1:5432/test]
 *
 * Reports crashes, 5xx, credits charged for refused input, peak memory and the slowest answer;
 * writes bench/out/fuzz-results.json and saves any input that failed to bench/out/fuzz-failures/.
 * Exits non-zero when any of the first three is not 0.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chartScreenshot } from '../lib/images.ts';
import { buildServer, freshPostgres, root, startServer } from '../lib/server.ts';
import { runFuzz } from './fuzz.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string', default: '21' },
    postgres: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

async function main() {
  if (!values['no-build']) buildServer();
  const out = path.join(root, 'bench/out');
  const failuresDir = path.join(out, 'fuzz-failures');
  rmSync(failuresDir, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const pg = values.postgres ? freshPostgres(values.postgres) : null;
  // Refused uploads are logged at warn; only errors are of interest here.
  const server = await startServer({ LOG_LEVEL: 'error', ...(pg ? { DATABASE_URL: pg.url } : {}) });
  try {
    const count = Number(values.count);
    const report = await runFuzz(server, await chartScreenshot(), {
      count,
      seed: Number(values.seed),
      concurrency: Number(values.concurrency),
      failuresDir,
      onProgress: (n, r) => {
        if (n % 100 === 0)
          writeFileSync(
            path.join(out, 'fuzz-results.partial.json'),
            JSON.stringify({ ...r, seconds: Math.round(process.uptime()) }, null, 2),
          );
        if (n % 500 === 0)
          console.log(
            `  ${n} / ${count} after ${Math.round(process.uptime())} s: crashes ${r.crashes}, 5xx ${r.serverErrors}, statuses ${JSON.stringify(r.statuses)}, slowest ${r.slowest.ms} ms (${r.slowest.kind})`,
          );
      },
    });
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'fuzz-results.json'), JSON.stringify(report, null, 2));
    console.log(JSON.stringify({ ...report, failures: report.failures.slice(0, 10) }, null, 2));
    console.log(
      `fuzz: ${report.inputs} inputs in ${report.seconds} s on ${pg ? 'PostgreSQL' : 'PGlite'}: crashes ${report.crashes}, 5xx ${report.serverErrors}, credits charged for refused input ${report.wrongCredits}, extra history ${report.extraHistory}, peak ${report.peakRssMb} MB, slowest ${report.slowest.ms} ms (${report.slowest.kind})`,
    );
    if (report.crashes || report.serverErrors || report.wrongCredits || report.extraHistory)
      process.exitCode = 1;
  } finally {
    await server.stop();
    pg?.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * Load benchmark (loopback only, bounded): analyses per second and latency percentiles at 1, 4 and
 * 16 concurrent users on the local provider, and history reads per second.
 *
 *   npm run bench:load [-- --seconds 20] [--levels 1,4,16]
 *
 * Starts the built server (npm run build first, or it builds) on a fresh data folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    levels: { type: 'string', default: '1,4,16' },
  },
});
const SECONDS = Math.min(120, Math.max(3, Number(values.seconds)));
const LEVELS = values
  .levels!.split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 64);
const MAX_REQUESTS_PER_LEVEL = 2000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A 1920x1080 chart screenshot: from the reader corpus when generated, else the real SPY screenshot scaled. */
async function screenshot(): Promise<{ bytes: Buffer; source: string }> {
  const manifest = path.join(root, 'bench/out/reader-corpus/manifest.json');
  if (existsSync(manifest)) {
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as {
      entries: { image: string; tags: string[] }[];
    };
    const e = m.entries.find(
      (x) =>
        x.tags.includes('size:1920x1080') && x.tags.includes('dpr:1') && x.image.endsWith('.png'),
    );
    if (e)
      return {
        bytes: readFileSync(path.join(root, 'bench/out/reader-corpus', e.image)),
        source: `corpus ${e.image}`,
      };
  }
  const spy = path.resolve(root, '../shared/data/screenshots/spy-tradingview-dark.png');
  const bytes = await sharp(spy).resize(1920, 1080, { fit: 'fill' }).png().toBuffer();
  return { bytes, source: 'spy-tradingview-dark.png scaled to 1920x1080' };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const serverEntry = path.join(root, 'apps/server/dist/server.js');
  const { buildIfNeeded } = (await import(path.join(root, 'scripts/build-if-needed.mjs'))) as {
    buildIfNeeded: () => void;
  };
  buildIfNeeded();
  const work = mkdtempSync(path.join(os.tmpdir(), 'candlelens-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      AUTH_SECRET: 'load-bench-secret-load-bench-secret-01',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: work,
      LOG_LEVEL: 'warn',
      AUTH_IP_LIMIT: '100000',
      ANALYSIS_QUEUE_LIMIT: '256',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 150; i++) {
      if (
        await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const headers = { origin: base, 'x-candlelens-csrf': '1', 'content-type': 'application/json' };
    async function user(i: number): Promise<string> {
      const email = `load-${i}-${Date.now()}@example.com`;
      const body = {
        name: `Load ${i}`,
        email,
        password: 'Candle#2024',
        confirmPassword: 'Candle#2024',
      };
      await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: body.password }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const h = { ...headers, cookie };
      const created = (await (
        await fetch(`${base}/api/subscriptions`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ planId: 'elite' }),
        })
      ).json()) as { subscriptionId: string };
      const approved = await (
        await fetch(`${base}/api/sandbox/checkout/${created.subscriptionId}/approve`, {
          method: 'POST',
          headers: h,
          body: '{}',
        })
      ).json();
      await fetch(`${base}/api/subscriptions/verify`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify(approved),
      });
      return cookie;
    }

    const image = await screenshot();
    const meta = await sharp(image.bytes).metadata();
    console.log(
      `CandleLens load benchmark: ${os.cpus().length} cores, ${SECONDS} s per level, image ${meta.width}x${meta.height} (${image.source})`,
    );
    const results: Record<string, unknown>[] = [];
    for (const level of LEVELS) {
      const cookies = await Promise.all(
        Array.from({ length: level }, (_, i) => user(level * 100 + i)),
      );
      const latencies: number[] = [];
      const statuses: Record<number, number> = {};
      const deadline = Date.now() + SECONDS * 1000;
      let sent = 0;
      const started = performance.now();
      await Promise.all(
        cookies.map(async (cookie) => {
          while (Date.now() < deadline && sent < MAX_REQUESTS_PER_LEVEL) {
            sent++;
            const form = new FormData();
            form.set('type', 'key-levels');
            form.set(
              'image',
              new Blob([new Uint8Array(image.bytes)], { type: 'image/png' }),
              'chart.png',
            );
            const t0 = performance.now();
            const res = await fetch(`${base}/api/analyses`, {
              method: 'POST',
              headers: { origin: base, 'x-candlelens-csrf': '1', cookie },
              body: form,
            });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status === 201) latencies.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const row = {
        users: level,
        analyses: latencies.length,
        perSecond: +(latencies.length / elapsed).toFixed(2),
        p50ms: Math.round(percentile(latencies, 50)),
        p90ms: Math.round(percentile(latencies, 90)),
        p99ms: Math.round(percentile(latencies, 99)),
        statuses,
      };
      results.push(row);
      console.log(
        `  ${String(level).padStart(2)} users: ${row.perSecond} analyses/s, p50 ${row.p50ms} ms, p90 ${row.p90ms} ms, p99 ${row.p99ms} ms, statuses ${JSON.stringify(statuses)}`,
      );
    }

    const reader = await user(9999);
    const history = await autocannon({
      url: `${base}/api/analyses?since=7d&limit=10`,
      headers: { cookie: reader },
      connections: 16,
      duration: Math.min(10, SECONDS),
    });
    const historyRow = {
      connections: 16,
      perSecond: Math.round(history.requests.average),
      p50ms: history.latency.p50,
      p99ms: history.latency.p99,
      non2xx: history.non2xx,
    };
    console.log(
      `  history reads: ${historyRow.perSecond} req/s at 16 connections, p50 ${historyRow.p50ms} ms, p99 ${historyRow.p99ms} ms, non-2xx ${historyRow.non2xx}`,
    );
    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/out/load-results.json'),
      JSON.stringify(
        { image: image.source, seconds: SECONDS, analyses: results, history: historyRow },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

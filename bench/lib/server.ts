/**
 * The real server for benchmarks: built, started as its own process on a fresh data folder (or a
 * given PostgreSQL), with helpers to make a subscribed user, upload screenshots and read the
 * process's memory. Loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Candle#2024';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Bundles the server (a few seconds) so the benchmark runs what production runs. */
export function buildServer(): void {
  const r = spawnSync('npm', ['run', '-s', 'build', '-w', '@candlelens/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('server build failed');
}

/** Resident memory of a process in MB: now, and its peak since it started (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export interface RunningServer {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Set when the process ended on its own (a crash). */
  exited: { code: number | null; signal: string | null } | null;
  stop(): Promise<void>;
}

/** Starts dist/server.js with production settings plus `env`, and waits until it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'candlelens-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: path.join(work, 'outbox'),
      ALLOW_SANDBOX_PAYMENTS: '1',
      PAYMENT_PROVIDER: 'sandbox',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: work,
      LOG_LEVEL: 'warn',
      SERVE_WEB: '0',
      AUTH_IP_LIMIT: '100000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server: RunningServer = {
    base,
    pid: child.pid!,
    child,
    exited: null,
    async stop() {
      if (!server.exited) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
  child.once('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  for (let i = 0; i < 300; i++) {
    if (server.exited) throw new Error(`server exited at start: ${JSON.stringify(server.exited)}`);
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error('server did not answer /healthz');
}

const jsonHeaders = (base: string) => ({
  origin: base,
  'x-candlelens-csrf': '1',
  'content-type': 'application/json',
});

/** Signs up and in; returns the session cookie. */
export async function signedInUser(base: string, tag: string): Promise<string> {
  const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = jsonHeaders(base);
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench Trader',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A signed-in user on the Elite plan (sandbox checkout, as the browser does it). */
export async function subscribedUser(base: string, tag: string): Promise<string> {
  const cookie = await signedInUser(base, tag);
  const h = { ...jsonHeaders(base), cookie };
  const post = async (url: string, body: unknown) => {
    const r = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  const created = await post('/api/subscriptions', { planId: 'elite' });
  const approved = await post(
    `/api/sandbox/checkout/${String(created.subscriptionId)}/approve`,
    {},
  );
  await post('/api/subscriptions/verify', approved);
  return cookie;
}

export interface UploadOutcome {
  status: number;
  ms: number;
  message: string | null;
}

/** Posts one screenshot to the real upload route. */
export async function upload(
  base: string,
  cookie: string,
  bytes: Uint8Array,
  opts: {
    filename?: string;
    contentType?: string;
    type?: string;
    signal?: AbortSignal;
    /** Analyse a reading below the auto-run band too (`accept=low-confidence`) instead of the
     * 422 that asks for it to be checked first. */
    acceptLowConfidence?: boolean;
  } = {},
): Promise<UploadOutcome> {
  const form = new FormData();
  form.set('type', opts.type ?? 'key-levels');
  if (opts.acceptLowConfidence) form.set('accept', 'low-confidence');
  form.set(
    'image',
    new Blob([new Uint8Array(bytes)], { type: opts.contentType ?? 'image/png' }),
    opts.filename ?? 'chart.png',
  );
  const t0 = performance.now();
  const res = await fetch(`${base}/api/analyses`, {
    method: 'POST',
    headers: { origin: base, 'x-candlelens-csrf': '1', cookie },
    body: form,
    signal: opts.signal,
  });
  const text = await res.text();
  let message: string | null;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? null;
  } catch {
    message = null;
  }
  return { status: res.status, ms: performance.now() - t0, message };
}

/** The user's credit balance and how many analyses their history holds (past 7 days, every page). */
export async function account(
  base: string,
  cookie: string,
): Promise<{ credits: number; history: number }> {
  const sub = (await (await fetch(`${base}/api/subscription`, { headers: { cookie } })).json()) as {
    credits: number;
  };
  let history = 0;
  let cursor: string | null = null;
  do {
    const url = `${base}/api/analyses?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (await fetch(url, { headers: { cookie } })).json()) as {
      items: unknown[];
      nextCursor: string | null;
    };
    history += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return { credits: sub.credits, history };
}

/** Samples a process's memory every `everyMs` until stopped; `peakMb` is the kernel's high-water mark. */
export function sampleMemory(pid: number, everyMs = 100) {
  let maxRss = 0;
  const timer = setInterval(() => {
    try {
      maxRss = Math.max(maxRss, memoryOf(pid).rssMb);
    } catch {
      /* process gone */
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      let peakMb = maxRss;
      try {
        peakMb = Math.max(peakMb, memoryOf(pid).peakMb);
      } catch {
        /* process gone */
      }
      return { maxSampledRssMb: maxRss, peakMb };
    },
  };
}

/**
 * A fresh database on a PostgreSQL server (psql on the PATH), dropped by `drop()`. `baseUrl` is a
 * postgres:// URL to a database the user may connect to (e.g. postgres://postgres@127.0.0.1/test).
 */
export function freshPostgres(baseUrl: string): { url: string; drop(): void } {
  const name = `candlelens_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const psql = (sql: string) => {
    const r = spawnSync('psql', [baseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  };
  psql(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`drop database if exists ${name} with (force)`) };
}

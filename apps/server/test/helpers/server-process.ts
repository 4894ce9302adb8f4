import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitForHealth } from '@candlelens/tooling/testing/server-health';

/** The server workspace, where `src/server.ts` and the admin CLI live. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Connection errors that mean nothing is listening at the address (or the host is unknown). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Why PostgreSQL at `url` is unreachable, or null when something answers there. Only "nothing
 * listens" counts: a server that is busy (too many clients, slow to answer under load) or that
 * refuses the login is reachable, and the test then fails with that error rather than skipping.
 */
export async function postgresUnreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 20_000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    return UNREACHABLE.has(code) ? (err as Error).message || code : null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database next to the one in `baseUrl`, dropped (with its connections) by `drop`. */
export async function createScratchDatabase(baseUrl: string, name: string) {
  // A server shared with other suites may be out of connections for a moment: try for a while.
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: baseUrl });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '53300' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The production bundle of the server and the operator tool (`build.mjs`), built into a fresh
 * folder under dist/ (git-ignored) so a running `npm start` build is left alone. It starts in
 * about half the time of the TypeScript source under tsx.
 */
export function buildServerBundle(): { dir: string; remove(): void } {
  const dir = path.join(serverRoot, 'dist', `test-${randomBytes(4).toString('hex')}`);
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', dir], {
    cwd: serverRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  logs: string[];
  stop(): Promise<void>;
}

/** The command that runs `entry` ('server' or 'admin'): from a bundle folder, or the source via tsx. */
function entryArgs(entry: 'server' | 'admin', bundle: string | undefined): string[] {
  if (bundle) return ['--enable-source-maps', path.join(bundle, `${entry}.js`)];
  return ['--import', 'tsx', entry === 'server' ? 'src/server.ts' : 'src/cli/admin.ts'];
}

/**
 * Runs one more process of the product and waits for /healthz: from `bundle` (a folder made by
 * buildServerBundle) when given, else the TypeScript source through tsx.
 */
export async function startServerProcess(
  env: Record<string, string>,
  bundle?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, entryArgs('server', bundle), {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const stop = () => stopProcess(child);
  try {
    await waitForHealth(url, child, logs, { timeoutMs: 90_000, intervalMs: 150 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, logs, stop };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs the operator tool (`npm run admin -- ...`) once; resolves with its output. */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
  bundle?: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryArgs('admin', bundle), ...args], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * A browser behind a load balancer: one cookie jar, same-origin headers and the CSRF header,
 * and each request sent to whichever instance the caller names.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly origin: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async send(
    server: string,
    method: string,
    url: string,
    opts: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      origin: this.origin,
      'x-candlelens-csrf': '1',
      ...this.extraHeaders,
      ...opts.headers,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | Buffer | undefined = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(server + url, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads answers loosely
      json: (): any => JSON.parse(bytes.toString('utf8')),
    };
  }

  get = (server: string, url: string) => this.send(server, 'GET', url);
  post = (server: string, url: string, json: unknown = {}) =>
    this.send(server, 'POST', url, { json });
}

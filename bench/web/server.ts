/** Starts the built CandleLens server on a fresh data folder for a web benchmark. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number): Promise<RunningServer> {
  const { buildIfNeeded } = (await import(path.join(root, 'scripts/build-if-needed.mjs'))) as {
    buildIfNeeded: () => void;
  };
  buildIfNeeded();
  const work = mkdtempSync(path.join(os.tmpdir(), 'candlelens-web-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: path.join(work, 'outbox'),
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      AUTH_SECRET: 'web-bench-secret-web-bench-secret-0001',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: work,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(work, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the server did not start');
}

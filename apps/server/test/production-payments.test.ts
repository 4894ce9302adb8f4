import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server entry; resolves with its output once it exits or says it is running. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-test-secret-production-test',
      MAIL_OUTBOX: path.join(os.tmpdir(), 'candlelens-prod-outbox'),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'candlelens-prod-')),
      DATABASE_URL: '',
      SERVE_WEB: '0',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      // (no analysis runs: the OCR workers' warm-up would only hold the shutdown up)
      ANALYSIS_WARM_UP: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
    const poll = setInterval(() => {
      if (output.includes('CandleLens is running')) {
        clearInterval(poll);
        child.kill('SIGTERM');
      }
    }, 100);
    child.on('exit', () => clearInterval(poll));
  });
}

describe('payments in production', { timeout: 120_000 }, () => {
  it('does not start without a real payment provider, and says why', async () => {
    const { code, output } = await startServer({});
    expect(code).toBe(1);
    expect(output).toMatch(/CandleLens cannot start/);
    expect(output).toMatch(/PAYMENT_PROVIDER.*ALLOW_SANDBOX_PAYMENTS=1/);
    expect(output).not.toMatch(/CandleLens is running/);
  });

  it('starts with the sandbox checkout when the operator switches it on, and logs it', async () => {
    const { output } = await startServer({ ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(output).toMatch(/CandleLens is running/);
    expect(output).toMatch(/sandbox checkout.*ALLOW_SANDBOX_PAYMENTS=1/i);
  });
});

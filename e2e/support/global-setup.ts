import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '@candlelens/tooling/testing/server-health';
import { startSmtpCapture } from '@candlelens/tooling/testing/smtp-capture';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module shared with `npm start`
import { buildIfNeeded, root, serverEntry } from '../../scripts/build-if-needed.mjs'; // eslint-disable-line import-x/no-relative-packages -- the root's build step, shared with npm start

/** Builds the app, starts a real SMTP catcher and the server on a fresh data folder. */
export default async function setup(project: TestProject) {
  (buildIfNeeded as () => void)();
  const work = mkdtempSync(path.join(os.tmpdir(), 'candlelens-e2e-'));
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtpCapture({
    onMail: (mail, n) =>
      writeFileSync(
        path.join(mailDir, `${String(n).padStart(4, '0')}-${mail.to.join(',')}.eml`),
        mail.raw,
      ),
  });

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverEntry as string], {
    cwd: root as string,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: smtp.url,
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0001',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // every browser of the suite signs up and in from this one address (the per-address limit
      // is the server tests' to check)
      AUTH_IP_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  await waitForHealth(baseURL, child, logs);

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
  }
}

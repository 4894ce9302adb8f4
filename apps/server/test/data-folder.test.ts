import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { buildTestApp, Client } from './helpers/test-app.ts';

/**
 * Every file and folder under `root` with group or other permission bits. The embedded database
 * writes its own files inside DATA_DIR/pglite; that folder being private keeps them unreachable,
 * as PostgreSQL requires of its data folder.
 */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (p !== root && (st.mode & 0o077) !== 0)
      found.push(`${path.relative(root, p)} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory() && path.basename(p) !== 'pglite')
      for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return found;
}

describe('the data folder', { timeout: 120_000 }, () => {
  it('keeps mails and screenshots private to the server user, whatever the umask', async () => {
    const previous = process.umask(0o022); // a typical default: files 0644, folders 0755
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candlelens-modes-'));
    const t = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const { client } = await signedInClient(t.app, 'modes');
      await subscribe(client, 'basic');
      const form = analysisForm(CHART_PNG, 'trend');
      expect((await client.post('/api/analyses', form.payload, form.headers)).statusCode).toBe(201);
      await new Client(t.app).post('/api/auth/request-password-reset', {
        email: 'nobody-here@example.com',
      });
      const reset = await new Client(t.app).post('/api/auth/request-password-reset', {
        email: (await client.get('/api/auth/get-session')).json().user.email,
      });
      expect(reset.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300)); // the reset mail is written in the background
      expect(readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(0);
      expect(readdirSync(path.join(dataDir, 'images')).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await t.close();
      process.umask(previous);
    }
  });

  it('the server keeps its embedded database and secret private, an older open folder included', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candlelens-modes-'));
    // A data folder from an earlier version, created open (0755).
    mkdirSync(path.join(dataDir, 'pglite'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'pglite'), 0o755);
    const server = await startServerProcess({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_WEB: '0',
      LOG_LEVEL: 'warn',
    });
    await server.stop();
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', 'auth-secret']));
    expect(openToOthers(dataDir)).toEqual([]);
    // a real server process started from source: slow to boot on a busy machine
  }, 120_000);
});

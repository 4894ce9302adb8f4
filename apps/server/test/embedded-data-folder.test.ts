import { chmodSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openToOthers } from './helpers/data-folder.ts';
import { startServerProcess } from './helpers/server-process.ts';

// A real server process on its embedded database (PGlite in DATA_DIR): the same on both passes of
// the suite, so it runs once (it never opens the suite's test database).
describe('the embedded data folder', { timeout: 120_000 }, () => {
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

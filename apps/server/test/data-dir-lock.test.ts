import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opened: Database[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'candlelens-lock-'));
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

// Each fresh embedded database runs initdb (several seconds on a busy machine).
describe('embedded database folder lock', { timeout: 120_000 }, () => {
  it('lets one process at a time open a data folder and frees it on close', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    expect(readFileSync(lockFile(dataDir), 'utf8')).toContain(String(process.pid));

    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /already in use by another CandleLens process \(pid \d+\)/,
    );

    await first.close();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    opened.push(await openDatabase({ dataDir }));
  });

  it('refuses a folder locked by another running process, naming it', async () => {
    const dataDir = tempDataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFile(dataDir), `${holder.pid}\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = tempDataDir();
    writeFileSync(lockFile(dataDir), `${await deadPid()}\n`);
    opened.push(await openDatabase({ dataDir }));
    expect(readFileSync(lockFile(dataDir), 'utf8')).toContain(String(process.pid));
  });

  it('does not need a lock for PostgreSQL (nothing written to the data folder)', async () => {
    const dataDir = tempDataDir();
    // No server listens here; the point is that the lock is not taken before connecting.
    await openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      dataDir,
    }).catch(() => undefined);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it('the operator tool refuses while the server holds the folder', async () => {
    const dataDir = tempDataDir();
    writeFileSync(lockFile(dataDir), `${process.pid}\n`); // this test process stands in for the server
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/admin.ts', 'users'],
        {
          cwd: serverRoot,
          env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
        },
        (err, _stdout, stderr) =>
          resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/already in use by another CandleLens process/);
    expect(result.stderr).toMatch(/Stop the server/);
  });
});

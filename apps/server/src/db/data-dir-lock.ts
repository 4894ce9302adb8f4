import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another CandleLens process (pid ${pid}). ` +
        'Two processes on one embedded database would split its data. ' +
        'Stop the server before using the operator tool, run only one server per data folder, ' +
        'or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock on an embedded database folder: DATA_DIR/pglite.lock, created
 * atomically and holding the owner's pid. A lock whose owner is gone (crash, kill -9, a reused
 * pid of a restarted container) is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, 'pglite.lock');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (heldHere.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = readOwner(file);
    // Our own pid in a lock we did not take is a leftover of an earlier process with the same pid.
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dir, owner);
    }
    rmSync(file, { force: true }); // stale: its owner is gone
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}

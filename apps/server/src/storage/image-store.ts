import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/data-folder.ts';
import { asStorageError, describeStorageProblem } from './storage-errors.ts';

/** Where uploaded screenshots and their thumbnails are kept. Keys are opaque; serving checks the owner. */
export interface ImageStore {
  /** Stores the whole image or nothing; a full or read-only store throws StorageUnavailableError. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Null when images can be written now; otherwise what is wrong, in one line (for /healthz). */
  problem(): Promise<string | null>;
}

/**
 * Writes `bytes` to `file` whole or not at all: into a temporary file beside it, renamed into
 * place once complete; a failed write (a full disk) leaves nothing behind, not even an empty file.
 */
export async function writeFileWhole(file: string, bytes: Uint8Array | string): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw asStorageError(err);
  }
}

/** Whether `dir` takes a small file now (a full or read-only folder does not). */
export async function folderProblem(dir: string): Promise<string | null> {
  try {
    await ensurePrivateDir(dir);
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    await writeFileWhole(probe, Buffer.alloc(4096));
    await rm(probe, { force: true });
    return null;
  } catch (err) {
    return describeStorageProblem(err);
  }
}

/** Files under DATA_DIR/images (the embedded default). */
export function createDiskImageStore(root: string): ImageStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid image key');
    return full;
  };
  let rootReady = false;
  return {
    async put(key, bytes) {
      const file = resolve(key);
      try {
        if (!rootReady) {
          await ensurePrivateDir(root);
          rootReady = true;
        }
        await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      } catch (err) {
        throw asStorageError(err);
      }
      await writeFileWhole(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    problem: () => folderProblem(root),
  };
}

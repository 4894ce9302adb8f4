import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/data-folder.ts';

/** Where uploaded screenshots and their thumbnails are kept. Keys are opaque; serving checks the owner. */
export interface ImageStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
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
      if (!rootReady) {
        await ensurePrivateDir(root);
        rootReady = true;
      }
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE });
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
  };
}

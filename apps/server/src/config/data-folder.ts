import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/** Folders in DATA_DIR: only the server's own user may enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files in DATA_DIR: only the server's own user may read them. */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) private; an existing one made earlier with open modes is closed. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

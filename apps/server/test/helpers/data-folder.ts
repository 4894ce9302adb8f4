import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file and folder under `root` with group or other permission bits. The embedded database
 * writes its own files inside DATA_DIR/pglite; that folder being private keeps them unreachable,
 * as PostgreSQL requires of its data folder.
 */
export function openToOthers(root: string): string[] {
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

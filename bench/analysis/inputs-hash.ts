// The inputs a generated table is measured from (the market files and the sources that decide its
// cases), hashed in a fixed order. Each generator writes the hash beside its table and a test
// recomputes it, so a table that no longer matches its inputs fails the unit tests.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MARKETS_DIR } from './evidence/markets.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The .ts files under a folder of the repository (recursively), tests excepted, sorted. */
export function tsFiles(folder: string, skip: (path: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(`${ROOT}${rel}`)) {
      const path = `${rel}/${name}`;
      if (statSync(`${ROOT}${path}`).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !skip(path)) out.push(path);
    }
  };
  walk(folder);
  return out.sort();
}

/** SHA-256 over the given sources alone (path and text, line ends normalised), in a fixed order. */
export function sourcesHash(sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const f of [...sources].sort()) {
    hash.update(f);
    hash.update(readFileSync(`${ROOT}${f}`, 'utf8').replace(/\r\n/g, '\n'));
  }
  return hash.digest('hex');
}

/** SHA-256 over the market index, every market file it lists and the given sources, in a fixed order. */
export function inputsHash(sources: readonly string[], dir = MARKETS_DIR): string {
  const hash = createHash('sha256');
  const index = readFileSync(`${dir}/index.csv`, 'utf8');
  hash.update(index);
  const files = index
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0] as string)
    .sort();
  for (const f of files) hash.update(readFileSync(`${dir}/${f}`));
  for (const f of [...sources].sort()) {
    hash.update(f);
    hash.update(readFileSync(`${ROOT}${f}`, 'utf8').replace(/\r\n/g, '\n'));
  }
  return hash.digest('hex');
}

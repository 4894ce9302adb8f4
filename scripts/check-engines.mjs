// Which installed packages do not support a given Node version, by their package.json "engines".
//   node scripts/check-engines.mjs 20.19.0 22.13.0 24.0.0
// Prints the packages that refuse each version and exits 1 when any does (nothing runs on those
// versions here: this is how the versions in package.json "engines" were checked beyond CI's 20).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const semver = createRequire(import.meta.url)('semver');
const versions = process.argv.slice(2);
const refused = Object.fromEntries(versions.map((v) => [v, []]));

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      walk(folder);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    const range = pkg.engines?.node;
    for (const v of versions)
      if (range && !semver.satisfies(v, range))
        refused[v].push(`${pkg.name}@${pkg.version} (${range})`);
    if (existsSync(path.join(folder, 'node_modules'))) walk(path.join(folder, 'node_modules'));
  }
}

walk('node_modules');
for (const [v, list] of Object.entries(refused))
  console.log(
    `Node ${v}: ${list.length ? `refused by ${list.join(', ')}` : 'every package accepts it'}`,
  );
if (Object.values(refused).some((l) => l.length)) process.exitCode = 1;

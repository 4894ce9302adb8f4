// Builds the web app and the server when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((p) =>
  path.join(root, p),
);
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/pwa',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/src',
  'apps/server/assets',
  'apps/server/drizzle',
  'packages',
].map((p) => path.join(root, p));

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'test') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

export function buildIfNeeded() {
  const built = outputs.every(existsSync)
    ? Math.min(...outputs.map((o) => statSync(o).mtimeMs))
    : 0;
  if (built >= Math.max(...sources.map(newest))) return;
  console.log('CandleLens: building the web app and the server...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export const serverEntry = path.join(root, 'apps/server/dist/server.js');

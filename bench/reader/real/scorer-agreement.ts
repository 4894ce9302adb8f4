// Checks that the in-process real-set figures agree with the set's own scorer (score.mjs, which
// runs the read-chart CLI) on the same checkout: the same count, range, last-candle and
// acceptability figures per case (times differ by nature and are not compared).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RealRow } from './real-score.ts';

const COMPARED = [
  'n',
  'countErrPct',
  'axis',
  'loErrPct',
  'hiErrPct',
  'lastErrPct',
  'inRange',
  'ok',
] as const;

/** Differences between two sets of rows, one line each (empty when they agree). */
export function rowDifferences(ours: readonly RealRow[], theirs: readonly RealRow[]): string[] {
  const diffs: string[] = [];
  const byName = new Map(theirs.map((r) => [r.name, r]));
  for (const r of ours) {
    const t = byName.get(r.name);
    if (!t) {
      diffs.push(`${r.name}: missing from the scorer's output`);
      continue;
    }
    for (const k of COMPARED) {
      const a = r[k];
      const b = t[k];
      const same =
        typeof a === 'number' && typeof b === 'number'
          ? Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a))
          : a === b;
      if (!same) diffs.push(`${r.name}: ${k} ${String(a)} here, ${String(b)} by the scorer`);
    }
  }
  if (theirs.length !== ours.length)
    diffs.push(`${ours.length} cases here, ${theirs.length} by the scorer`);
  return diffs;
}

/** Runs `score.mjs` of `dir` on `repoRoot`; null (with the reason) when it cannot be run. */
export function runScorer(
  dir: string,
  repoRoot: string,
  only?: string,
): { rows: RealRow[] } | { skipped: string } {
  const script = join(dir, 'score.mjs');
  if (!existsSync(script)) return { skipped: `no score.mjs in ${dir}` };
  const tmp = mkdtempSync(join(tmpdir(), 'candlelens-real-'));
  try {
    const out = join(tmp, 'rows.json');
    const args = [script, repoRoot, '--json', out, ...(only ? ['--only', only] : [])];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (!existsSync(out))
      return { skipped: `score.mjs wrote nothing (exit ${run.status}): ${run.stderr}` };
    return { rows: JSON.parse(readFileSync(out, 'utf8')) as RealRow[] };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

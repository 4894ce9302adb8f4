/**
 * Prints the last results (bench/out/reader-results.json) as a Markdown table for
 * docs/benchmarks.md: overall, then one row per tag for the keys given (default: a selection).
 * Usage: npx tsx bench/reader/markdown.ts [key ...]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Summary } from './score.ts';

const DEFAULT_KEYS = ['lib', 'format', 'size', 'dpr', 'frame', 'volume', 'ma', 'candle', 'spacing'];

const f = (v: number, d: number): string => (Number.isFinite(v) ? v.toFixed(d) : '-');

export function markdownTable(rows: [string, Summary][]): string {
  const head =
    '| Variation | Images | Recall | Precision | Exact count | Error median (% range) | Error p95 (% range) | Error p95, axis read (% range) | Error median (px) | Axis read | Direction | Read ms median | Read ms p95 | x decode |';
  const sep = '|' + ' --- |'.repeat(14);
  const lines = rows.map(
    ([name, s]) =>
      `| ${name} | ${s.images} | ${f(s.recall, 3)} | ${f(s.precision, 3)} | ${f(s.exactCountRate, 2)} | ${f(s.errPct.median, 3)} | ${f(s.errPct.p95, 2)} | ${f(s.errPctAxisRead.p95, 2)} | ${f(s.errPx.median, 2)} | ${f(s.axisReadRate, 2)} | ${f(s.directionAccuracy, 3)} | ${f(s.readMs.median, 0)} | ${f(s.readMs.p95, 0)} | ${f(s.timeVsDecode, 1)} |`,
  );
  return [head, sep, ...lines].join('\n');
}

if (process.argv[1]?.endsWith('markdown.ts')) {
  const here = dirname(fileURLToPath(import.meta.url));
  const results = JSON.parse(
    readFileSync(join(here, '..', 'out', 'reader-results.json'), 'utf8'),
  ) as {
    reader: string;
    corpus: string;
    overall: Summary;
    byTag: Record<string, Summary>;
  };
  const keys = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_KEYS;
  const rows: [string, Summary][] = [['**overall**', results.overall]];
  for (const key of keys)
    for (const [tag, s] of Object.entries(results.byTag))
      if (tag.startsWith(`${key}:`)) rows.push([tag, s]);
  console.log(`Reader ${results.reader}, corpus ${results.corpus}.\n`);
  console.log(markdownTable(rows));
}

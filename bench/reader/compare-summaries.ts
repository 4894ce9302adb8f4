// Compares two benchmark summaries (bench/out/reader-summary-*.json), figure by figure:
//   npx tsx bench/reader/compare-summaries.ts BEFORE.json AFTER.json
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SummaryRecord } from './summary.ts';

type Flat = Record<string, number>;

/** The comparable numbers of a summary, by a dotted name. */
export function flatten(r: SummaryRecord): Flat {
  const out: Flat = {};
  const put = (prefix: string, o: object): void => {
    for (const [k, v] of Object.entries(o))
      if (typeof v === 'number') out[`${prefix}.${k}`] = v;
      else if (typeof v === 'boolean') out[`${prefix}.${k}`] = v ? 1 : 0;
  };
  if (r.real?.summary) put('real', r.real.summary);
  if (r.real) for (const [name, c] of Object.entries(r.real.cases)) put(`real.${name}`, c);
  for (const [name, c] of Object.entries(r.corpora)) put(name, c.overall);
  if (r.negative) {
    put('negative', { images: r.negative.images, accepted: r.negative.accepted });
    for (const [cls, c] of Object.entries(r.negative.byClass)) put(`negative.${cls}`, c);
  }
  for (const [name, c] of Object.entries(r.calibration)) {
    put(`verdicts.${name}`, { refused: c.refused, refusedAcceptable: c.refusedAcceptable });
    for (const b of c.bands)
      put(`verdicts.${name}.${b.band}`, { accepted: b.accepted, rate: b.rate });
  }
  return out;
}

/** Lines "name: before -> after" for every figure that differs (or all with `all`). */
export function compareSummaries(a: SummaryRecord, b: SummaryRecord, all = false): string[] {
  const fa = flatten(a);
  const fb = flatten(b);
  const names = [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort();
  const show = (v: number | undefined): string =>
    v === undefined ? 'absent' : Number.isInteger(v) ? String(v) : v.toFixed(4);
  return names
    .filter((n) => all || !(fa[n] === fb[n] || (Number.isNaN(fa[n]) && Number.isNaN(fb[n]))))
    .map((n) => `${n}: ${show(fa[n])} -> ${show(fb[n])}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [fileA, fileB, flag] = process.argv.slice(2);
  if (!fileA || !fileB) {
    process.stderr.write('usage: compare-summaries.ts BEFORE.json AFTER.json [--all]\n');
    process.exit(2);
  }
  const load = (f: string): SummaryRecord => JSON.parse(readFileSync(f, 'utf8')) as SummaryRecord;
  const a = load(fileA);
  const b = load(fileB);
  process.stdout.write(`reader ${a.reader} (${a.date}) -> ${b.reader} (${b.date})\n`);
  const lines = compareSummaries(a, b, flag === '--all');
  process.stdout.write((lines.length ? lines.join('\n') : 'no figure differs') + '\n');
}

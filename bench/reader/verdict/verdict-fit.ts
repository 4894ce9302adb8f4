// Fits the reader's verdict from the benchmark's per-image results: one model for "this is a
// candlestick chart" (refusals) and one for "this reading is acceptable" (the confidence), over
// the evidence the reader reports. Writes
// packages/chart-reader/src/stages/judge/verdict-model.generated.ts and prints the
// cross-validated figures (each image predicted by a model fitted without it).
//
//   npm run bench:reader            # reads every set, writes bench/out/reader-*-results.json
//   npx tsx bench/reader/verdict/verdict-fit.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVIDENCE_NAMES, verdictTerms, type Evidence } from '@candlelens/chart-reader';
import { REPO_ROOT } from '../real/real-cases.ts';
import { sourcesHash } from '../../analysis/inputs-hash.ts';
import { fitLogistic, folds, predict, type FittedModel, type Sample } from './logistic.ts';
import { VERDICT_SOURCES } from './sources.ts';

const OUT = join(REPO_ROOT, 'bench', 'out');
const MODEL_FILE = join(
  REPO_ROOT,
  'packages/chart-reader/src/stages/judge/verdict-model.generated.ts',
);
const MIN_CANDLES = 20;
const K = 5;

interface Row {
  set: string;
  id: string;
  cls: string;
  chart: boolean;
  acceptable: boolean;
  evidence: Record<string, number>;
}

function load(file: string): { images: Record<string, unknown>[] } | null {
  const p = join(OUT, file);
  return existsSync(p)
    ? (JSON.parse(readFileSync(p, 'utf8')) as { images: Record<string, unknown>[] })
    : null;
}

function rows(): Row[] {
  const out: Row[] = [];
  const add = (
    set: string,
    file: string,
    chart: boolean,
    ok: (r: Record<string, unknown>) => boolean,
    cls: (r: Record<string, unknown>) => string,
  ) => {
    const data = load(file);
    if (!data) {
      process.stderr.write(`missing bench/out/${file}: run npm run bench:reader first\n`);
      return;
    }
    for (const r of data.images) {
      const e = r.evidence as Record<string, number> | null | undefined;
      if (!e || Math.exp(e.logCandles ?? 0) < MIN_CANDLES - 0.5) continue;
      out.push({
        set,
        id: String(r.id ?? r.name),
        cls: cls(r),
        chart,
        acceptable: chart && ok(r),
        evidence: e,
      });
    }
  };
  const tag = (r: Record<string, unknown>, key: string): string =>
    ((r.tags as string[] | undefined) ?? [])
      .find((t) => t.startsWith(`${key}:`))
      ?.slice(key.length + 1) ?? '';
  add(
    'synthetic',
    'reader-results.json',
    true,
    (r) => r.acceptable === true,
    (r) => tag(r, 'lib'),
  );
  add(
    'breadth',
    'reader-breadth-results.json',
    true,
    (r) => r.acceptable === true,
    (r) => tag(r, 'family'),
  );
  add(
    'real',
    'reader-real-results.json',
    true,
    (r) => r.ok === true,
    () => 'real',
  );
  add(
    'negative',
    'reader-negative-results.json',
    false,
    () => false,
    (r) => String(r.cls),
  );
  return out;
}

const names = [...EVIDENCE_NAMES];
const terms = (r: Row): Record<string, number> => verdictTerms(r.evidence as Evidence);
const termNames = Object.keys(
  verdictTerms(Object.fromEntries(names.map((k) => [k, 0])) as Evidence),
);
/** Regularisation of the chart model: chosen by the cross-validated table (see the decision). */
const CHART_L2 = 0.01;
/** The refusal threshold: chosen by the cross-validated table (see the decision). */
const THRESHOLD = 0.7;

const chartSamples = (rs: readonly Row[]): Sample[] =>
  rs.map((r) => ({ x: terms(r), y: r.chart ? 1 : 0 }));

const acceptableSamples = (rs: readonly Row[]): Sample[] =>
  rs.filter((r) => r.chart).map((r) => ({ x: r.evidence, y: r.acceptable ? 1 : 0 }));

/** Each row's probabilities from models fitted on the other folds. */
function crossValidated(rs: readonly Row[]): { pChart: number; pOk: number }[] {
  const preds = rs.map(() => ({ pChart: 0, pOk: 0 }));
  for (const fold of folds(rs.length, K)) {
    const held = new Set(fold);
    const train = rs.filter((_, i) => !held.has(i));
    const chart = fitLogistic(chartSamples(train), termNames, { l2: CHART_L2 });
    const ok = fitLogistic(acceptableSamples(train), names);
    for (const i of fold)
      preds[i] = { pChart: predict(chart, terms(rs[i]!)), pOk: predict(ok, rs[i]!.evidence) };
  }
  return preds;
}

function report(
  rs: readonly Row[],
  pChart: number[],
  pOk: number[],
  threshold: number,
  label: string,
): string {
  const lines = [`${label} (threshold ${threshold.toFixed(2)}):`];
  const sets = [...new Set(rs.map((r) => r.set))];
  for (const set of sets) {
    const idx = rs.map((r, i) => (r.set === set ? i : -1)).filter((i) => i >= 0);
    const acc = idx.filter((i) => pChart[i]! >= threshold);
    if (set === 'negative') {
      lines.push(
        `  negative: ${acc.length}/${idx.length} accepted (${acc.map((i) => rs[i]!.id).join(', ')})`,
      );
      continue;
    }
    const refused = idx.filter((i) => pChart[i]! < threshold);
    const refusedOk = refused.filter((i) => rs[i]!.acceptable);
    lines.push(
      `  ${set}: refused ${refused.length}/${idx.length} (acceptable among them ${refusedOk.length})` +
        (refused.length ? `: ${refused.map((i) => rs[i]!.id).join(', ')}` : ''),
    );
    const bands: [number, number][] = [
      [0, 0.5],
      [0.5, 0.7],
      [0.7, 0.85],
      [0.85, 1.01],
    ];
    lines.push(
      '    acceptable/accepted by confidence band: ' +
        bands
          .map(([lo, hi]) => {
            const inBand = acc.filter((i) => pOk[i]! >= lo && pOk[i]! < hi);
            const good = inBand.filter((i) => rs[i]!.acceptable).length;
            return `${lo}-${Math.min(1, hi)} ${good}/${inBand.length}`;
          })
          .join(', '),
    );
  }
  return lines.join('\n');
}

function modelSource(
  chart: FittedModel,
  ok: FittedModel,
  threshold: number,
  counts: string,
): string {
  return `// Generated by \`npx tsx bench/reader/verdict/verdict-fit.ts\`: do not edit by hand.
// Fitted on ${counts}.
// Fitting sources SHA-256: ${sourcesHash(VERDICT_SOURCES)}
import type { LogisticModel } from './evidence.ts';

export const VERDICT_MODEL: {
  threshold: number;
  chart: LogisticModel;
  acceptable: LogisticModel;
} = ${JSON.stringify({ threshold, chart, acceptable: ok }, null, 2)};
`;
}

const rs = rows();
if (rs.length === 0) process.exit(1);
const cv = crossValidated(rs);
const threshold = THRESHOLD;
for (const t of [0.5, 0.6, 0.7, 0.8, 0.9]) {
  const refused = rs.filter((r, i) => r.chart && cv[i]!.pChart < t).length;
  const accepted = rs.filter((r, i) => !r.chart && cv[i]!.pChart >= t).length;
  process.stdout.write(
    `threshold ${t}: charts refused ${refused}/${rs.filter((r) => r.chart).length}, non-charts accepted ${accepted}/${rs.filter((r) => !r.chart).length} (cross-validated)\n`,
  );
}
process.stdout.write(
  report(
    rs,
    cv.map((p) => p.pChart),
    cv.map((p) => p.pOk),
    threshold,
    `cross-validated, ${K} folds`,
  ) + '\n',
);
const chart = fitLogistic(chartSamples(rs), termNames, { l2: CHART_L2 });
const ok = fitLogistic(acceptableSamples(rs), names);
const inSample = rs.map((r) => ({
  pChart: predict(chart, terms(r)),
  pOk: predict(ok, r.evidence),
}));
process.stdout.write(
  report(
    rs,
    inSample.map((p) => p.pChart),
    inSample.map((p) => p.pOk),
    threshold,
    'fitted on all',
  ) + '\n',
);
const counts = ['synthetic', 'breadth', 'real', 'negative']
  .map((s) => `${rs.filter((r) => r.set === s).length} ${s}`)
  .join(', ');
writeFileSync(
  MODEL_FILE,
  modelSource(chart, ok, threshold, `${counts} readings of at least ${MIN_CANDLES} candles`),
);
process.stdout.write(`chart weights: ${JSON.stringify(chart.weights)}\nwrote ${MODEL_FILE}\n`);

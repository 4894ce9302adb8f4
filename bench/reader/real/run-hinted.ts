// The hinted path on the real sets: each case is read under each mark condition (`--marks`,
// default none,last,axis,all) and scored by the set's own rules. The two prices (`--axis
// Y1=P1,Y2=P2`) are the outermost truth labels whose row the truth names; the last candle
// (`--last-x`) and the price pane (`--plot`) come from CandleLens's own notes (marks.json): `pane`
// is the box the product asks the trader to draw (candles and price scale), `plot` the tight box
// of the plot alone, `all` the product's box with the last candle and the two prices. Cases
// whose truth names fewer than two label rows are not read with the two prices alone, and are
// listed. `npm run bench:hints [-- --dir DIR]... [--marks none,last,axis,pane,plot,all] [--only NAME] [--tables]`
import { fileURLToPath } from 'node:url';
import type { AxisAnchor, ReadingHints } from '@candlelens/chart-reader';
import { readChartFile } from '@candlelens/chart-reader/node';
import { REAL_DIR, loadRealCases, realSetMissing, type RealCase } from './real-cases.ts';
import {
  DEFAULT_CONDITIONS,
  MARKS_FILE,
  formatMarkMatrix,
  formatTallies,
  hintsFor,
  loadMarks,
  parseConditions,
  tallyConditions,
  type CaseMarks,
  type Condition,
  type MarkedResult,
} from './real-marks.ts';
import { formatRealSummary, formatRealTable } from './real-report.ts';
import { scoreRealCase, summariseReal, type RealRow } from './real-score.ts';

interface TruthLabel {
  value?: unknown;
  y?: unknown;
  text?: unknown;
}

/** The two labels of the truth farthest apart whose row and value it gives, or null. */
export function anchorsOf(
  labels: readonly TruthLabel[] | undefined,
): [AxisAnchor, AxisAnchor] | null {
  const usable = (labels ?? [])
    .filter(
      (l): l is { value: number; y: number; text?: unknown } =>
        typeof l.value === 'number' && typeof l.y === 'number',
    )
    .sort((a, b) => a.y - b.y);
  if (usable.length < 2) return null;
  const top = usable[0]!;
  const bottom = usable[usable.length - 1]!;
  if (bottom.y - top.y < 5 || top.value === bottom.value) return null;
  const text = (l: { value: number; text?: unknown }): string =>
    typeof l.text === 'string' && /^[\d.,]+$/.test(l.text.trim()) ? l.text.trim() : String(l.value);
  return [
    { y: top.y, price: top.value, text: text(top) },
    { y: bottom.y, price: bottom.value, text: text(bottom) },
  ];
}

/** One case read with these hints and scored. */
async function hintedRow(c: RealCase, hints: ReadingHints): Promise<RealRow> {
  try {
    const t0 = performance.now();
    // no marks: the plain reading, as the sets' scorers read it
    const marked = Object.keys(hints).length > 0;
    const { reading } = await readChartFile(c.file, marked ? { hints } : {});
    return scoreRealCase(c, {
      candles: reading.candles,
      axisRead: reading.priceAxis !== null && !reading.relativePrices,
      ms: performance.now() - t0,
      accepted: reading.accepted,
      confidence: reading.confidence,
      reason: reading.reason,
      evidence: reading.evidence,
    });
  } catch (e) {
    return scoreRealCase(c, { error: (e as Error).message });
  }
}

interface SetRun {
  dir: string;
  names: string[];
  results: MarkedResult[];
  /** Cases whose truth names fewer than two label rows. */
  withoutAxis: string[];
  /** Cases with no entry in the marks file. */
  withoutMarks: string[];
}

async function runSet(
  dir: string,
  marks: Map<string, CaseMarks>,
  conditions: readonly Condition[],
  only?: string,
): Promise<SetRun> {
  const run: SetRun = { dir, names: [], results: [], withoutAxis: [], withoutMarks: [] };
  for (const c of loadRealCases(dir, only)) {
    run.names.push(c.name);
    // the truth file is read whole: its label rows are not part of the scoring's fields
    const anchors = anchorsOf((c.truth as { axisLabels?: TruthLabel[] }).axisLabels);
    if (!anchors) run.withoutAxis.push(c.name);
    const m = marks.get(c.name);
    if (!m) run.withoutMarks.push(c.name);
    for (const condition of conditions) {
      const h = hintsFor(condition, m, anchors);
      if ('skip' in h) {
        run.results.push({ name: c.name, condition, row: null, skip: h.skip });
        continue;
      }
      const row = await hintedRow(c, h.hints);
      run.results.push({ name: c.name, condition, row, partial: h.partial });
    }
  }
  return run;
}

function formatSet(run: SetRun, conditions: readonly Condition[], tables: boolean): string {
  const out = [
    `marks on ${run.dir}`,
    formatMarkMatrix(run.names, run.results, conditions),
    'acceptable (count within 5% and range within 1%) per condition:',
    formatTallies(tallyConditions(run.results, conditions)),
  ];
  if (run.withoutAxis.length)
    out.push(`no two label rows in the truth (axis not read): ${run.withoutAxis.join(', ')}`);
  if (run.withoutMarks.length)
    out.push(`no marks noted (last, pane, plot, all not read): ${run.withoutMarks.join(', ')}`);
  if (tables)
    for (const condition of conditions) {
      const rows = run.results.filter((r) => r.condition === condition).flatMap((r) => r.row ?? []);
      if (rows.length === 0) continue;
      out.push(
        `condition ${condition}:`,
        formatRealTable(rows),
        formatRealSummary(summariseReal(rows)),
      );
    }
  return out.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const dirs: string[] = [];
  let conditions: Condition[] = DEFAULT_CONDITIONS;
  let tables = false;
  let marksFile = MARKS_FILE;
  let only: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--dir') dirs.push(args[++i] ?? '');
    else if (args[i] === '--marks') conditions = parseConditions(args[++i] ?? '');
    else if (args[i] === '--marks-file') marksFile = args[++i] ?? marksFile;
    else if (args[i] === '--tables') tables = true;
    else if (args[i] === '--only') only = args[++i];
    else
      throw new Error(
        `unknown option ${args[i]} (use --dir DIR (repeated), --marks none,last,axis,pane,plot,all, --marks-file FILE, --only NAME, --tables)`,
      );
  }
  if (dirs.length === 0) dirs.push(REAL_DIR, REAL_DIR.replace(/real\/?$/, 'real2'));
  const marks = loadMarks(marksFile);
  const all: MarkedResult[] = [];
  let sets = 0;
  for (const dir of dirs) {
    const missing = realSetMissing(dir);
    if (missing) {
      process.stdout.write(`${dir}: skipped: ${missing}\n`);
      continue;
    }
    const run = await runSet(dir, marks, conditions, only);
    if (run.names.length === 0) {
      process.stdout.write(`${dir}: no case matches\n`);
      continue;
    }
    all.push(...run.results);
    sets++;
    process.stdout.write(formatSet(run, conditions, tables) + '\n\n');
  }
  if (sets > 1)
    process.stdout.write(
      `overall (${sets} sets):\n${formatTallies(tallyConditions(all, conditions))}\n`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

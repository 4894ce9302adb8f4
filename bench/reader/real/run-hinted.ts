// The hinted path on the real sets: each case is read with two of its truth's price labels given
// as the trader's two anchors (`--axis Y1=P1,Y2=P2`: the outermost labels whose row the truth
// names), and scored by the set's own rules. Cases whose truth names fewer than two label rows
// are listed apart. `npm run bench:hints [-- --dir DIR]...`
import { fileURLToPath } from 'node:url';
import type { AxisAnchor } from '@candlelens/chart-reader';
import { readChartFile } from '@candlelens/chart-reader/node';
import { REAL_DIR, loadRealCases, realSetMissing, type RealCase } from './real-cases.ts';
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

async function hintedRows(dir: string): Promise<{ rows: RealRow[]; without: string[] }> {
  const rows: RealRow[] = [];
  const without: string[] = [];
  for (const c of loadRealCases(dir)) {
    // the truth file is read whole: its label rows are not part of the scoring's fields
    const anchors = anchorsOf((c.truth as { axisLabels?: TruthLabel[] }).axisLabels);
    if (!anchors) {
      without.push(c.name);
      continue;
    }
    rows.push(await hintedRow(c, anchors));
  }
  return { rows, without };
}

async function hintedRow(c: RealCase, axis: [AxisAnchor, AxisAnchor]): Promise<RealRow> {
  try {
    const t0 = performance.now();
    const { reading } = await readChartFile(c.file, { hints: { axis } });
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

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const dirs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--dir') dirs.push(args[++i] ?? '');
    else throw new Error(`unknown option ${args[i]} (use --dir DIR, repeated)`);
  }
  if (dirs.length === 0) dirs.push(REAL_DIR, REAL_DIR.replace(/real\/?$/, 'real2'));
  for (const dir of dirs) {
    const missing = realSetMissing(dir);
    if (missing) {
      process.stdout.write(`${dir}: skipped: ${missing}\n`);
      continue;
    }
    const { rows, without } = await hintedRows(dir);
    process.stdout.write(
      [
        `hinted by two truth labels (${dir})`,
        formatRealTable(rows),
        formatRealSummary(summariseReal(rows)),
        without.length ? `no two label rows in the truth: ${without.join(', ')}` : '',
      ].join('\n') + '\n',
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

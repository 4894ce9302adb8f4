// How fast the reader reads the real screenshots as the product runs it: `readChartImage` (label
// OCR included, one OCR thread as in each of the server's analysis workers), warm (every
// screenshot read once first), in this process. Prints per screenshot the wall time, the CPU time
// of the process and the time spent recognising labels, each the median over `--reads` reads, then
// the median and 95th percentile over the screenshots. On a shared machine compare the CPU time.
//   npm run bench:speed [-- --reads N] [--only NAME] [--ocr-threads N] [--json FILE]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage, readChartImage, type DecodedImage } from '@candlelens/chart-reader/node';
import { REAL_DIR, loadRealCases, realSetMissing } from './real-cases.ts';

const REAL2_DIR = join(REAL_DIR, '..', 'real2');

interface Row {
  name: string;
  wallMs: number;
  cpuMs: number;
  ocrMs: number;
  timeAxisMs: number;
  crops: number;
}

const median = (v: readonly number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};

/** The 95th percentile, nearest rank (of 28 screenshots: the 27th slowest). */
const p95 = (v: readonly number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! : NaN;
};

function parseArgs(argv: string[]): {
  reads: number;
  only?: string;
  threads: number;
  json?: string;
} {
  const out: { reads: number; only?: string; threads: number; json?: string } = {
    reads: 3,
    threads: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reads') out.reads = Math.max(1, Number(argv[++i]) || 3);
    else if (a === '--only') out.only = argv[++i];
    else if (a === '--ocr-threads') out.threads = Math.max(1, Number(argv[++i]) || 1);
    else if (a === '--json') out.json = argv[++i];
    else
      throw new Error(
        `unknown option ${a} (use --reads N, --only NAME, --ocr-threads N, --json FILE)`,
      );
  }
  return out;
}

async function readOnce(image: DecodedImage, threads: number): Promise<Omit<Row, 'name'>> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await readChartImage(image, { ocrThreads: threads });
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  return {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    ocrMs: r.ocrMs,
    timeAxisMs: r.timeAxisMs,
    crops: r.ocrCrops,
  };
}

async function main(): Promise<void> {
  const { reads, only, threads, json } = parseArgs(process.argv.slice(2));
  const cases = [REAL_DIR, REAL2_DIR].flatMap((dir) => {
    const missing = realSetMissing(dir);
    if (missing) {
      process.stdout.write(`skipped: ${missing}\n`);
      return [];
    }
    return loadRealCases(dir, only);
  });
  const images: { name: string; image: DecodedImage }[] = [];
  for (const c of cases) images.push({ name: c.name, image: await decodeImage(c.file) });
  // warm: the recogniser loaded, the code compiled, every screenshot read once
  for (const { image } of images) await readChartImage(image, { ocrThreads: threads });
  const runs = new Map<string, Omit<Row, 'name'>[]>(images.map((i) => [i.name, []]));
  for (let k = 0; k < reads; k++) {
    // alternate the order, so a burst of load on the shared machine spreads over the screenshots
    const order = k % 2 ? [...images].reverse() : images;
    for (const { name, image } of order) runs.get(name)!.push(await readOnce(image, threads));
  }
  const rows: Row[] = images.map(({ name }) => {
    const r = runs.get(name)!;
    return {
      name,
      wallMs: median(r.map((x) => x.wallMs)),
      cpuMs: median(r.map((x) => x.cpuMs)),
      ocrMs: median(r.map((x) => x.ocrMs)),
      timeAxisMs: median(r.map((x) => x.timeAxisMs)),
      crops: median(r.map((x) => x.crops)),
    };
  });
  const f = (v: number): string => Math.round(v).toString().padStart(7);
  const lines = [
    `${'screenshot'.padEnd(52)}   wall    CPU    OCR  times  crops`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(52)}${f(r.wallMs)}${f(r.cpuMs)}${f(r.ocrMs)}${f(r.timeAxisMs)}${f(r.crops)}`,
    ),
  ];
  const col = (k: keyof Omit<Row, 'name'>): number[] => rows.map((r) => r[k]);
  const sum = (v: number[]): number => v.reduce((a, b) => a + b, 0);
  lines.push(
    `${'median'.padEnd(52)}${f(median(col('wallMs')))}${f(median(col('cpuMs')))}${f(median(col('ocrMs')))}${f(median(col('timeAxisMs')))}${f(median(col('crops')))}`,
    `${'p95'.padEnd(52)}${f(p95(col('wallMs')))}${f(p95(col('cpuMs')))}${f(p95(col('ocrMs')))}${f(p95(col('timeAxisMs')))}${f(p95(col('crops')))}`,
    `${'total'.padEnd(52)}${f(sum(col('wallMs')))}${f(sum(col('cpuMs')))}${f(sum(col('ocrMs')))}${f(sum(col('timeAxisMs')))}${f(sum(col('crops')))}`,
    `${rows.length} screenshots, ${reads} read(s) each after a warm read, OCR on ${threads} thread(s); ms (crops: label crops recognised per reading)`,
  );
  process.stdout.write(lines.join('\n') + '\n');
  if (json) writeFileSync(json, JSON.stringify({ reads, threads, rows }, null, 1) + '\n');
}

await main();

// Reading time as the product reads: both real sets, OCR included, in one process (the analysis
// worker's `readChartImage`), warm (every screenshot read once before timing), the median of
// `--reads` reads per screenshot, then the median and 95th percentile over the screenshots.
// Wall time and the process's CPU time (both threads of the label recogniser count) are printed,
// with the load average before and after, so that a run on a shared machine says so.
// `npm run bench:speed [-- --reads 3] [--only NAME]`
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { decodeImage, readChartImage } from '@candlelens/chart-reader/node';
import { REAL_DIR, loadRealCases, realSetMissing } from './real-cases.ts';
import { quantile } from '../stats.ts';

interface Timed {
  name: string;
  width: number;
  height: number;
  wallMs: number;
  cpuMs: number;
  ocrMs: number;
}

function median(xs: number[]): number {
  return quantile(xs, 0.5);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let reads = 3;
  let only: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--reads') reads = Math.max(1, Number(args[++i]));
    else if (args[i] === '--only') only = args[++i];
    else throw new Error(`unknown option ${args[i]}`);
  }
  const dirs = [REAL_DIR, join(REAL_DIR, '..', 'real2')];
  const cases = dirs.flatMap((d) => (realSetMissing(d) ? [] : loadRealCases(d, only)));
  if (cases.length === 0) throw new Error('no real screenshots found (../shared is absent)');
  const load0 = loadavg()[0]!;
  const images = await Promise.all(cases.map((c) => decodeImage(c.file)));
  for (const image of images) await readChartImage(image); // warm: models, compiled code
  const rows: Timed[] = [];
  for (const [i, c] of cases.entries()) {
    const image = images[i]!;
    const wall: number[] = [];
    const cpu: number[] = [];
    const ocr: number[] = [];
    for (let k = 0; k < reads; k++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const { ocrMs } = await readChartImage(image);
      ocr.push(ocrMs);
      wall.push(performance.now() - t0);
      const dc = process.cpuUsage(c0);
      cpu.push((dc.user + dc.system) / 1000);
    }
    rows.push({
      name: c.name,
      width: image.width,
      height: image.height,
      wallMs: median(wall),
      cpuMs: median(cpu),
      ocrMs: median(ocr),
    });
  }
  const load1 = loadavg()[0]!;
  for (const r of rows)
    console.log(
      `${r.name.padEnd(58)} ${`${r.width}x${r.height}`.padStart(10)} wall ${r.wallMs.toFixed(0).padStart(5)} ms  cpu ${r.cpuMs.toFixed(0).padStart(5)} ms  labels ${r.ocrMs.toFixed(0).padStart(5)} ms`,
    );
  const wall = rows.map((r) => r.wallMs);
  const cpu = rows.map((r) => r.cpuMs);
  const ocr = rows.map((r) => r.ocrMs);
  console.log(
    `\n${rows.length} screenshots, ${reads} reads each, warm, OCR included; load average ${load0.toFixed(1)} before, ${load1.toFixed(1)} after`,
  );
  console.log(
    `wall median ${median(wall).toFixed(0)} ms, p95 ${quantile(wall, 0.95).toFixed(0)} ms; cpu median ${median(cpu).toFixed(0)} ms, p95 ${quantile(cpu, 0.95).toFixed(0)} ms; label reading median ${median(ocr).toFixed(0)} ms`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

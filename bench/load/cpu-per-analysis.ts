/**
 * CPU time and memory of one analysis, measured in-process (robust to a busy machine: CPU time,
 * not wall time): decode, read with label OCR, analyse, for a 1920x1080 screenshot.
 *
 *   npx tsx bench/load/cpu-per-analysis.ts [--runs 10]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodeImage, readChartImage } from '@candlelens/chart-reader/node';
import { analyzeReading } from '@candlelens/pipeline';
import { chartScreenshot } from '../lib/images.ts';
import { root } from '../lib/server.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const spy = path.resolve(root, '../shared/data/screenshots/spy-tradingview-dark.png');
const bytes = await sharp(existsSync(spy) ? readFileSync(spy) : await chartScreenshot())
  .resize(1920, 1080, { fit: 'fill' })
  .png()
  .toBuffer();

async function once() {
  const image = await decodeImage(bytes);
  const { reading } = await readChartImage(image);
  analyzeReading(reading, 'key-levels');
}
await once(); // warm: OCR model loaded, code compiled
const runs = Number(values.runs);
const rss0 = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < runs; i++) await once();
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
console.log(
  JSON.stringify({
    image: existsSync(spy) ? 'spy-tradingview-dark.png at 1920x1080' : 'test chart at 1920x1080',
    runs,
    cpuMsPerAnalysis: Math.round(cpuMs),
    analysesPerCoreSecond: +(1000 / cpuMs).toFixed(2),
    wallMsPerAnalysis: Math.round((performance.now() - t0) / runs),
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
    rssGrowthMb: Math.round((process.memoryUsage().rss - rss0) / 1e6),
    peakMb: Math.round(
      Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024,
    ),
  }),
);

/**
 * Draws an image's truth over it (plot box and wicks in magenta, open dots blue, close dots
 * orange) to check the corpus by eye; with --reader, also runs the reader on the image and
 * draws what it found (plot box and candles in cyan) and prints a one-line score.
 * Breadth images (ids of bench/out/reader-breadth) also show their panes (green) and chrome
 * regions (yellow).
 * Usage: npx tsx bench/reader/overlay.ts <id> [--reader] [--out file.png]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeImage } from '@candlelens/chart-reader/node';
import { BREADTH_DIR } from './breadth/breadth-generate.ts';
import type { BreadthTruth } from './breadth/breadth-truth.ts';
import { CORPUS_DIR } from './generate.ts';
import { loadReader, normaliseReading, type Reading } from './reader-adapter.ts';
import { scoreImage } from './score.ts';
import { loadManifest, loadTruth, type ChartTruth, type PixelBox } from './truth.ts';

const box = (p: PixelBox, color: string): string =>
  `<rect x="${p.left}" y="${p.top}" width="${p.right - p.left}" height="${p.bottom - p.top}" fill="none" stroke="${color}"/>`;

export function truthSvgMarks(t: ChartTruth): string {
  const b = t as Partial<BreadthTruth>;
  return (
    (b.panes ?? []).map((p) => box(p.box, 'lime')).join('') +
    (b.chrome ?? []).map((c) => box(c.box, 'yellow')).join('') +
    box(t.plot, 'magenta') +
    t.candles
      .map(
        (c) =>
          `<line x1="${c.x}" y1="${c.yHigh}" x2="${c.x}" y2="${c.yLow}" stroke="magenta" opacity="0.8"/>` +
          `<circle cx="${c.x}" cy="${c.yOpen}" r="2" fill="blue"/><circle cx="${c.x}" cy="${c.yClose}" r="2" fill="orange"/>`,
      )
      .join('')
  );
}

export function readingSvgMarks(r: Reading): string {
  return (
    (r.plot ? box(r.plot, 'cyan') : '') +
    r.candles
      .filter((c) => c.yHigh !== null && c.yLow !== null)
      .map(
        (c) =>
          `<line x1="${c.x}" y1="${c.yHigh}" x2="${c.x}" y2="${c.yLow}" stroke="cyan" stroke-width="3" opacity="0.5"/>`,
      )
      .join('')
  );
}

if (process.argv[1]?.endsWith('overlay.ts')) {
  const args = process.argv.slice(2);
  const id = args[0];
  const dirs = [CORPUS_DIR, BREADTH_DIR];
  const found = dirs
    .filter((dir) => existsSync(join(dir, 'manifest.json')))
    .map((dir) => ({ dir, entry: loadManifest(dir).entries.find((e) => e.id === id) }))
    .find((x) => x.entry !== undefined);
  if (!found?.entry) throw new Error(`no image ${id} in ${dirs.join(' or ')}`);
  const { dir, entry } = found;
  const truth = loadTruth(dir, entry);
  const imagePath = join(dir, entry.image);
  let marks = truthSvgMarks(truth);
  if (args.includes('--reader')) {
    const img = await decodeImage(readFileSync(imagePath));
    const read = await loadReader();
    const t0 = performance.now();
    const reading = normaliseReading(read(img));
    const s = scoreImage(truth, reading, { readMs: performance.now() - t0, decodeMs: 1 });
    console.log(
      `${id}: ${s.matched}/${s.truthCandles} matched, ${s.extra} extra, axis ${s.axisRead ? 'read' : 'not read'}, ` +
        `plot ${JSON.stringify(reading.plot)} vs truth ${JSON.stringify(truth.plot)}, warnings: ${reading.warnings.join('; ')}`,
    );
    marks += readingSvgMarks(reading);
  }
  const svg = `<svg width="${truth.width}" height="${truth.height}" xmlns="http://www.w3.org/2000/svg">${marks}</svg>`;
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? (args[outIndex + 1] as string) : join(dir, '..', `overlay-${id}.png`);
  await sharp(imagePath)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toFile(out);
  console.log(out);
}

/**
 * Checks the corpus truth against the pixels: for each full candle in a PNG image, finds the
 * topmost and bottommost pixel of the candle's wick colour near its x and compares them with
 * yHigh and yLow. Prints per library the share of candles within 1.5 px.
 * Usage: npx tsx bench/reader/verify-truth.ts [--filter <id prefix>]
 */
import { join } from 'node:path';
import { decodeImage } from '@candlelens/chart-reader/node';
import { CORPUS_DIR } from './generate.ts';
import { median } from './stats.ts';
import { loadManifest, loadTruth, type ChartTruth } from './truth.ts';

function rgb(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return null;
  const n = parseInt(m[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function candleExtentErrors(
  truth: ChartTruth,
  data: Uint8Array,
  width: number,
): { top: number; bottom: number }[] {
  const out: { top: number; bottom: number }[] = [];
  const colors = [truth.colors.upWick, truth.colors.downWick].map(rgb).filter((c) => c !== null);
  const near = (i: number): boolean =>
    colors.some(
      (c) =>
        Math.abs((data[i] as number) - c[0]) +
          Math.abs((data[i + 1] as number) - c[1]) +
          Math.abs((data[i + 2] as number) - c[2]) <
        90,
    );
  for (const c of truth.candles) {
    if (c.partial) continue;
    let top = Infinity;
    let bottom = -Infinity;
    const y0 = Math.max(0, Math.floor(c.yHigh - 6));
    const y1 = Math.min(truth.height - 1, Math.ceil(c.yLow + 6));
    for (let col = Math.floor(c.x) - 1; col <= Math.floor(c.x) + 1; col++) {
      if (col < 0 || col >= width) continue;
      for (let y = y0; y <= y1; y++) {
        if (near((y * width + col) * 4)) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
      }
    }
    if (Number.isFinite(top)) out.push({ top: top - c.yHigh, bottom: bottom - c.yLow });
  }
  return out;
}

if (process.argv[1]?.endsWith('verify-truth.ts')) {
  const filter = process.argv.includes('--filter')
    ? process.argv[process.argv.indexOf('--filter') + 1]
    : undefined;
  const manifest = loadManifest(CORPUS_DIR);
  const byLib = new Map<string, { top: number; bottom: number }[]>();
  for (const e of manifest.entries) {
    if (!e.image.endsWith('.png') || (filter && !e.id.startsWith(filter))) continue;
    const truth = loadTruth(CORPUS_DIR, e);
    const img = await decodeImage(join(CORPUS_DIR, e.image));
    const errs = candleExtentErrors(truth, img.data, img.width);
    byLib.set(e.library, [...(byLib.get(e.library) ?? []), ...errs]);
  }
  for (const [lib, errs] of byLib) {
    const tops = errs.map((e) => e.top);
    const bottoms = errs.map((e) => e.bottom);
    const within = errs.filter((e) => Math.abs(e.top) <= 1.5 && Math.abs(e.bottom) <= 1.5).length;
    console.log(
      `${lib}: ${errs.length} candles, median top offset ${median(tops).toFixed(2)} px, bottom ${median(bottoms).toFixed(2)} px, within 1.5 px: ${((within / errs.length) * 100).toFixed(1)}%`,
    );
  }
}

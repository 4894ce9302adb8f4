/**
 * Checks the breadth corpus' truth against its pixels, per renderer: the wick's extent near each
 * whole candle's x against yHigh and yLow (PNG images that were not downscaled).
 * Usage: npx tsx bench/reader/breadth/verify-breadth.ts [--filter <id prefix>] [--dir <corpus>]
 * (`--dir bench/out/reader-holdout` for the holdout corpus).
 */
import { join } from 'node:path';
import { decodeImage } from '@candlelens/chart-reader/node';
import { median } from '../stats.ts';
import { loadManifest, loadTruth } from '../truth.ts';
import { candleExtentErrors } from '../verify-truth.ts';
import { BREADTH_DIR } from './breadth-generate.ts';

export interface ExtentFigures {
  candles: number;
  medianTop: number;
  medianBottom: number;
  /** Share of candles whose drawn wick ends lie within 1.5 px of the truth. */
  within: number;
}

export function extentFigures(errs: readonly { top: number; bottom: number }[]): ExtentFigures {
  return {
    candles: errs.length,
    medianTop: median(errs.map((e) => e.top)),
    medianBottom: median(errs.map((e) => e.bottom)),
    within:
      errs.filter((e) => Math.abs(e.top) <= 1.5 && Math.abs(e.bottom) <= 1.5).length /
      (errs.length || 1),
  };
}

if (process.argv[1]?.endsWith('verify-breadth.ts')) {
  const filter = process.argv.includes('--filter')
    ? process.argv[process.argv.indexOf('--filter') + 1]
    : undefined;
  const dir: string = process.argv.includes('--dir')
    ? (process.argv[process.argv.indexOf('--dir') + 1] ?? BREADTH_DIR)
    : BREADTH_DIR;
  const byLib = new Map<string, { top: number; bottom: number }[]>();
  for (const e of loadManifest(dir).entries) {
    if (!e.image.endsWith('.png') || (filter && !e.id.startsWith(filter))) continue;
    const truth = loadTruth(dir, e);
    if (truth.tags.some((t) => t.startsWith('downscale:') && t !== 'downscale:no')) continue;
    const img = await decodeImage(join(dir, e.image));
    const errs = candleExtentErrors(truth, img.data, img.width);
    byLib.set(e.library, [...(byLib.get(e.library) ?? []), ...errs]);
  }
  for (const [lib, errs] of byLib) {
    const f = extentFigures(errs);
    console.log(
      `${lib}: ${f.candles} candles, median top offset ${f.medianTop.toFixed(2)} px, bottom ${f.medianBottom.toFixed(2)} px, within 1.5 px: ${(f.within * 100).toFixed(1)}%`,
    );
  }
}

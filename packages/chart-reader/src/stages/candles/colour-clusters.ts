import { dist, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import type { Cluster } from './types.ts';

/**
 * Seeds taken, in order of their first bin's size: compression spreads a thin candle's colour
 * over several bins, each smaller than the one bin of a small mark in a colour of its own
 * (a legend swatch, an icon), but together larger once joined to their seed.
 */
const MAX_SEEDS = 16;

/** Colour clusters of the non-background pixels of the plot (4-bit bins, greedy peak picking). */
function colorClusters(img: RgbaImage, plot: PlotBox, bg: Rgb): Cluster[] {
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const d = img.data;
  let total = 0;
  for (let y = plot.top; y < plot.bottom; y++) {
    for (let x = plot.left; x < plot.right; x++) {
      const i = (y * img.width + x) * 4;
      const r = d[i]!;
      const g = d[i + 1]!;
      const b = d[i + 2]!;
      const dr = r - bg[0];
      const dg = g - bg[1];
      const db = b - bg[2];
      if (dr * dr + dg * dg + db * db < 40 * 40) continue;
      const k = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      counts[k]! += 1;
      sums[k * 3]! += r;
      sums[k * 3 + 1]! += g;
      sums[k * 3 + 2]! += b;
      total++;
    }
  }
  const order: number[] = [];
  const minCount = Math.max(8, total * 0.002);
  for (let k = 0; k < 4096; k++) if (counts[k]! >= minCount) order.push(k);
  order.sort((a, b) => counts[b]! - counts[a]!);
  const seeds: { k: number; color: Rgb; count: number }[] = [];
  for (const k of order) {
    const kr = k >> 8;
    const kg = (k >> 4) & 15;
    const kb = k & 15;
    const near = seeds.find(
      (s) =>
        Math.max(
          Math.abs((s.k >> 8) - kr),
          Math.abs(((s.k >> 4) & 15) - kg),
          Math.abs((s.k & 15) - kb),
        ) <= 1,
    );
    if (near) {
      near.count += counts[k]!;
      continue;
    }
    if (seeds.length >= MAX_SEEDS) continue;
    const n = counts[k]!;
    seeds.push({
      k,
      color: [sums[k * 3]! / n, sums[k * 3 + 1]! / n, sums[k * 3 + 2]! / n],
      count: n,
    });
  }
  // most populous first: the caller keeps the leading few
  return seeds.map((s) => ({ color: s.color, count: s.count })).sort((a, b) => b.count - a.count);
}

/**
 * The eight most populous colours; a slot that a near-background colour (always an
 * antialiasing fringe) would take goes to the next colour far from all those kept instead (a
 * thin candle colour that compression spreads over few pixels), not to another shade.
 */
export function leadingClusters(img: RgbaImage, plot: PlotBox, bg: Rgb): Cluster[] {
  const all = colorClusters(img, plot, bg);
  const clusters = all.slice(0, 8);
  for (let k = 0; k < clusters.length; k++) {
    if (dist(clusters[k]!.color, bg) >= 55) continue;
    const next = all
      .slice(8)
      .find((c) => dist(c.color, bg) >= 55 && clusters.every((o) => dist(o.color, c.color) > 75));
    if (next) clusters[k] = next;
  }
  clusters.sort((a, b) => b.count - a.count);
  return clusters;
}

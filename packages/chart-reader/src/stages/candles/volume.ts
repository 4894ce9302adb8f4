import { median } from '../../shared/stats.ts';
import type { Blob } from './blobs.ts';
import { baselineOf } from './colour-evidence.ts';
import type { ScanContext } from './scan-context.ts';

/**
 * `speck`: in a file whose colour was kept at half resolution, shapes of fewer pixels than this
 * are compression's specks, not bars or candles, when the share of bars among the shapes is
 * counted (decision 213). Exact pixels keep every shape: counting small ones out there let a form
 * pass for a chart with volume (negative form-001) and moved breadth bars-thin-019's reading.
 */
export const VOLUME_BARS = { speck: 4 } as const;

/**
 * Volume histogram: many filled rectangles sharing one bottom row (up to three panels). Returns
 * the shapes left, and the top and bottom of the first histogram found (image rows), or null.
 * `wicked` tells a body with a wick of the shared wick colour, which is a candle.
 */
export function dropVolumeBars(
  blobs: Blob[],
  ids: Int32Array,
  ctx: ScanContext,
  wicked: (b: Blob) => boolean,
): { blobs: Blob[]; volumeTop: number | null; volumeBottom: number | null } {
  const { plotW, plotH, plot, scaleHint } = ctx;
  const rects = blobs.filter(
    (b) => b.y1 - b.y0 >= 2 && b.area / ((b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1)) > 0.85,
  );
  let volumeTop: number | null = null;
  let volumeBottom: number | null = null;
  let restRects = rects;
  const baseTol = Math.max(2, Math.round(scaleHint));
  for (let round = 0; round < 3; round++) {
    const vb = baselineOf(restRects, plotH);
    if (vb === null) break;
    restRects = restRects.filter((b) => Math.abs(b.y1 - vb) > 1);
    // bars standing on the baseline: nearly every column of the blob reaches the baseline
    // (merged neighbouring bars too); a candle reaches its low only with its wick. The
    // tolerance covers a bar edge antialiased or blurred by compression over a pixel or two.
    const isVol = (b: Blob): boolean => {
      if (Math.abs(b.y1 - vb) > 1 || wicked(b)) return false;
      const want = new Set(b.comps.map((c) => c.id + 1));
      const ya = Math.max(b.y0, vb - baseTol);
      const yb = Math.min(b.y1, vb + baseTol);
      let n = 0;
      for (let x = b.x0; x <= b.x1; x++) {
        for (let y = ya; y <= yb; y++)
          if (want.has(ids[y * plotW + x]!)) {
            n++;
            break;
          }
      }
      return n >= (b.x1 - b.x0 + 1) * 0.85;
    };
    let vols = blobs.filter(isVol);
    // (in a JPEG, specks of a few pixels, which compression scatters round thin marks, are
    // counted neither way: over thin candles and thin volume bars they can outnumber the bars)
    const counted = ctx.img.colourHalved
      ? blobs.filter((b) => b.area >= VOLUME_BARS.speck).length
      : blobs.length;
    if (vols.length < Math.max(4, counted * 0.15)) break;
    // Bars drawn as thin lines, much narrower than the candle bodies, cannot merge into a wide
    // solid block: a wide blob on their baseline is a candle whose body reaches the baseline.
    const barW = median(vols.map((b) => b.x1 - b.x0 + 1));
    const rest = blobs.filter((b) => !vols.includes(b));
    // the width of the larger blobs (specks and line pieces are many but small)
    const big = rest.filter((b) => b.area >= 12 && b.y1 - b.y0 >= 2);
    const bodyW = big.length >= 3 ? median(big.map((b) => b.x1 - b.x0 + 1)) : 0;
    if (barW <= 2 && bodyW >= barW * 2 + 2)
      vols = vols.filter((b) => b.x1 - b.x0 + 1 <= barW * 2 + 1);
    if (volumeTop === null) {
      volumeTop = Math.min(...vols.map((b) => b.y0)) + plot.top;
      volumeBottom = vb + plot.top;
    }
    blobs = blobs.filter((b) => !vols.includes(b));
  }
  return { blobs, volumeTop, volumeBottom };
}

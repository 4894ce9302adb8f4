import { describe, expect, it } from 'vitest';
import { labelClusters } from '../../../src/stages/candles/cluster-labels.ts';
import type { ScanContext } from '../../../src/stages/candles/scan-context.ts';
import { blank, candle, text, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const TEAL: Color = [38, 166, 154];
/** A table's or a caption's grey. */
const GREY: Color = [170, 170, 170];
/** A compression ring's colour: the legend's hue, faint (about 30 from the background). */
const RING: Color = [30, 46, 55];

/**
 * A plot with candles low down and a line of small digits in the rising colour at `legendTop`,
 * every gap between glyphs bridged by ring pixels (what JPEG with its colour at half resolution
 * leaves round small type). Returns the labelled plot and the digits' columns.
 */
function ringedLegend(legendTop: number, height = 12, ink: Color = TEAL, colourHalved = false) {
  const img = colourHalved ? { ...blank(400, 300, BG), colourHalved } : blank(400, 300, BG);
  for (let k = 0; k < 12; k++)
    candle(
      img,
      { x: 40 + k * 25, high: 200, low: 270, top: 215, bottom: 250, width: 9, color: TEAL },
      BG,
    );
  const x0 = 12;
  const x1 = text(img, '96.58 96.73 96.41', x0, legendTop, height, ink);
  // the rings: the background between the glyphs, a pixel above and below the line too
  for (let y = legendTop - 1; y <= legendTop + height; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 4;
      if (img.data[i] === BG[0] && img.data[i + 1] === BG[1] && img.data[i + 2] === BG[2])
        [img.data[i], img.data[i + 1], img.data[i + 2]] = RING;
    }
  const ctx: ScanContext = {
    img,
    plot: { left: 0, top: 0, right: img.width, bottom: img.height },
    bg: BG,
    scaleHint: 1,
    plotW: img.width,
    plotH: img.height,
    maxW: 40,
  };
  const labels = labelClusters(ctx, [
    { color: TEAL, count: 5000 },
    { color: RING, count: 2000 },
    { color: GREY, count: 1000 },
  ]);
  /** Pixels of the rising colour (or the grey) left in the legend's rows. */
  const left = (y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x < x1; x++) if ([1, 3].includes(labels.lab[y * img.width + x]!)) n++;
    return n;
  };
  return { labels, legend: left(legendTop, legendTop + height - 1), candles: left(200, 270) };
}

describe('labelClusters: a legend whose glyphs compression rings join', () => {
  it('takes the legend at the top of the plot out, and leaves the candles', () => {
    const { legend, candles } = ringedLegend(6);
    expect(legend).toBe(0);
    expect(candles).toBeGreaterThan(100);
  });

  it('leaves a line of such digits lower in the plot, where candles line up too', () => {
    expect(ringedLegend(120).legend).toBeGreaterThan(50);
  });

  it('looks again at small type only: a large line with its gaps bridged stays as it was', () => {
    expect(ringedLegend(6, 24).legend).toBeGreaterThan(50);
  });

  it('leaves a grey line (a table header, a caption) as the first look left it', () => {
    expect(ringedLegend(6, 12, GREY).legend).toBeGreaterThan(50);
  });

  it('takes a large line out too in a file saved with its colour halved (decision 205)', () => {
    const { legend, candles } = ringedLegend(6, 24, TEAL, true);
    expect(legend).toBe(0);
    expect(candles).toBeGreaterThan(100);
  });

  it('leaves a grey line in a file saved so as the first look left it', () => {
    expect(ringedLegend(6, 24, GREY, true).legend).toBeGreaterThan(50);
  });
});

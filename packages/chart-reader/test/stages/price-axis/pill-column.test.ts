import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { readLabelColumns } from '../../../src/read-chart.ts';
import { labelRuns } from '../../../src/stages/price-axis/index.ts';
import { blank, candle, rect, rng, textAt, type Color } from '../../raster.ts';

const bg: Color = [13, 14, 18];
const grey: Color = [150, 150, 155];
const teal: Color = [60, 170, 150];

/**
 * A small chart card 640x300 whose scale shows two plain labels (80.0 at row 80, 60.0 at row
 * 200; the one above, 100.0, lies under a badge) and the last price, 66.0, in a pill at row 164.
 */
function cardWithPill() {
  const img = blank(640, 300, bg);
  textAt(img, '80.0', 560, 80, 10, grey);
  textAt(img, '60.0', 560, 200, 10, grey);
  rect(img, 556, 156, 612, 173, teal);
  textAt(img, '66.0', 560, 164, 10, bg);
  // the badge over the top label
  rect(img, 552, 14, 606, 32, teal);
  const r = rng(3);
  let close = 95;
  for (let i = 0; i < 50; i++) {
    const open = close;
    close = Math.max(62, Math.min(98, open + (r() - 0.55) * 4));
    const y = (p: number) => Math.round(80 + ((80 - p) / 20) * 120);
    const top = y(Math.max(open, close));
    const bottom = Math.max(top + 1, y(Math.min(open, close)));
    candle(
      img,
      {
        x: 12 + i * 10,
        high: top - 4,
        top,
        bottom,
        low: bottom + 4,
        width: 5,
        color: close >= open ? [79, 164, 153] : [223, 90, 83],
      },
      bg,
    );
  }
  return img;
}

describe('a scale of two labels and a price pill', () => {
  it('is a column of three: the pill’s text stands in line with the labels', () => {
    const runs = labelRuns(readLabelColumns(cardWithPill()).columns);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]!.labels.map((l) => l.value)).toEqual([80, 66, 60]);
  });

  it('prices the candles through it', () => {
    const r = readChart(cardWithPill());
    expect(r.priceAxis?.labels.map((l) => l.value)).toEqual([80, 66, 60]);
    expect(r.relativePrices).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/read-chart.ts';
import { axisFirst, tableShare } from '../../../src/stages/panes/index.ts';
import type { RgbaImage } from '../../../src/types.ts';
import { blank, syntheticChart, textAt, type Color } from '../../raster.ts';

const BG: Color = [19, 23, 34];
const INK: Color = [200, 200, 200];

/** `src` drawn into `dst` with its top left corner at (x, y). */
function paste(dst: RgbaImage, src: RgbaImage, x: number, y: number): void {
  for (let r = 0; r < src.height; r++)
    dst.data.set(
      src.data.subarray(r * src.width * 4, (r + 1) * src.width * 4),
      ((y + r) * dst.width + x) * 4,
    );
}

/**
 * A trading page: the chart (labels every 40 px, 100.00 down in steps of 1.00) on the left and an
 * order book on the right, whose price, amount and total columns make evenly priced columns of
 * more rows than the chart's axis has labels.
 */
function tradingPage() {
  const chart = syntheticChart({ width: 600, height: 360, n: 40, seed: 5 });
  const page = blank(980, 400, BG);
  paste(page, chart.image, 10, 20);
  for (let k = 0; k < 17; k++) {
    const y = 40 + k * 20;
    textAt(page, (2190.4 - k * 1.17).toFixed(2), 640, y, 9, INK);
    textAt(page, (0.1 + (k % 5) * 0.3).toFixed(3), 760, y, 9, INK);
    textAt(page, (3120.55 - k * 1.52).toFixed(2), 880, y, 9, INK);
  }
  return { page, chart };
}

describe('price scales before the columns of a table', () => {
  it('reads the chart through its own axis on a page with an order book beside it', () => {
    const { page, chart } = tradingPage();
    const r = readChart(page);
    expect(r.priceAxis).not.toBeNull();
    const values = r.priceAxis!.labels.map((l) => l.value);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
    expect(Math.min(...values)).toBeGreaterThan(90);
    // the candles are priced on the chart's scale
    const lows = r.candles.map((c) => c.low);
    const truthLow = Math.min(...chart.candles.map((c) => c.low));
    expect(Math.abs(Math.min(...lows) - truthLow)).toBeLessThan(0.1);
  });

  it('tells a column with text beside every row from labels standing alone', () => {
    const run = (xs: number[]) => ({
      labels: xs.map((y) => ({ line: { x0: 100, y0: y, x1: 140, y1: y + 9 } })),
    });
    const rows = [20, 40, 60, 80, 100];
    const beside = rows.map((y) => ({ x0: 170, y0: y, x1: 200, y1: y + 9 }));
    expect(tableShare(run(rows), beside)).toBe(1);
    // a neighbour of another height, or a single glyph (a candle body), is not a table cell
    const unlike = rows.map((y) => ({ x0: 170, y0: y, x1: 200, y1: y + 20 }));
    const specks = rows.map((y) => ({ x0: 150, y0: y, x1: 153, y1: y + 9 }));
    expect(tableShare(run(rows), [...unlike, ...specks])).toBe(0);
    const axis = run([30, 70, 110]);
    const table = run(rows);
    expect(axisFirst([table, axis], beside)).toEqual([axis, table]);
  });
});

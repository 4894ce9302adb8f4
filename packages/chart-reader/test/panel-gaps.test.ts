import { describe, expect, it } from 'vitest';
import { readChart } from '../src/index.ts';
import { blank, candle, rect, rng, text, textAt, type Color } from './raster.ts';

const dark: Color = [19, 23, 34];
const up: Color = [38, 166, 154];
const down: Color = [239, 83, 80];
const grey: Color = [200, 200, 200];

/**
 * A terminal docked over the bottom of the plot (rows 400 on), and a series that dips under it
 * twice: candles 0-4 and 10-14 stand just above its edge, 5-9 and 15-34 go on under it, 35-89
 * climb back into the plot. Prices: 200 at row 20, one unit every 40 rows.
 */
function dippingUnderPanel() {
  const img = blank(900, 520, dark);
  for (let k = 0; k < 10; k++) textAt(img, (200 - k).toFixed(2), 822, 20 + k * 40, 9, grey);
  const r = rng(7);
  const hidden = (i: number): boolean => (i >= 5 && i <= 9) || (i >= 15 && i <= 34);
  const shown: { x: number; low: number }[] = [];
  for (let i = 0; i < 90; i++) {
    const x = 20 + i * 8;
    // rows of the body's middle: near the edge, under the panel, then climbing to row 120
    const mid = hidden(i) ? 450 : i < 35 ? 376 : 376 - (i - 35) * 4;
    const open = Math.round(mid + (r() - 0.5) * 10);
    const close = Math.round(mid + (r() - 0.5) * 10);
    const top = Math.min(open, close);
    const bottom = Math.max(top + 1, Math.max(open, close));
    const low = bottom + 2 + Math.round(r() * 3);
    candle(
      img,
      { x, high: top - 3, top, bottom, low, width: 5, color: close < open ? up : down },
      dark,
    );
    if (!hidden(i)) shown.push({ x, low });
  }
  // the terminal: a border line, then its fill with a row of orders
  rect(img, 0, 400, 900, 401, [90, 94, 104]);
  rect(img, 0, 401, 900, 520, [42, 46, 57]);
  text(img, '1001 4107.11 4156.99', 20, 430, 10, grey);
  return { img, shown };
}

describe('a panel over the bottom of the plot', () => {
  it('keeps the candles on both sides of a stretch it hides in the series', () => {
    const { img, shown } = dippingUnderPanel();
    const r = readChart(img);
    expect(r.found).toBe(true);
    // the first candles, parted from the rest and from each other by candles under the panel
    for (const s of shown.slice(0, 10))
      expect(r.candles.some((c) => Math.abs(c.x - s.x) <= 1)).toBe(true);
    expect(Math.abs(r.candles.length - shown.length)).toBeLessThanOrEqual(2);
  });
});

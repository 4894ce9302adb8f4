import { describe, expect, it } from 'vitest';
import { readChart } from '../../../src/index.ts';
import { blank, candle, rect, textAt, type Color } from '../../raster.ts';

const bg: Color = [255, 255, 255];
const grid: Color = [225, 228, 234];

/**
 * A light chart 900x480 whose price labels stand every 60 rows from row 40 to row 340, each with
 * its grid line drawn across the whole width (the price column included); the series ends in a
 * run of quiet candles below the lowest label's line, which none of them crosses.
 */
function chartBelowLastLabel() {
  const img = blank(900, 480, bg);
  for (let k = 0; k <= 5; k++) {
    const y = 40 + k * 60;
    rect(img, 0, y, 900, y + 1, grid);
    textAt(img, (1285 - k).toFixed(2), 820, y, 11, [60, 60, 60]);
  }
  let mid = 120;
  for (let i = 0; i < 60; i++) {
    // the first forty walk down from row 120 to row 300, the last twenty stay quiet below 355
    mid = i < 40 ? 120 + Math.round((180 * i) / 39) + (i % 4) * 4 : 370 + (i % 3) * 3;
    const up = i % 3 !== 0;
    candle(
      img,
      {
        x: 12 + i * 13,
        high: mid - 12,
        top: mid - 6,
        bottom: mid + 4,
        low: mid + 9,
        width: 7,
        color: up ? [38, 166, 154] : [239, 83, 80],
      },
      bg,
    );
  }
  return img;
}

describe('a grid line at the lowest label’s row', () => {
  it('is drawn in the pane, not between panes: the candles below it are read', () => {
    const r = readChart(chartBelowLastLabel());
    expect(r.plot!.bottom).toBeGreaterThan(380);
    expect(r.candles.length).toBeGreaterThanOrEqual(57);
    expect(r.candles.filter((c) => c.yLow > 350).length).toBeGreaterThanOrEqual(18);
  });
});

import { describe, expect, it } from 'vitest';
import { axisBesideCandles } from '../../../src/stages/price-axis/index.ts';
import { NUMBER_TABLE, OTHER_PANE } from '../../../src/stages/price-axis/other-pane-axis.ts';
import type { AxisLabel, PriceAxis } from '../../../src/types.ts';

// Decision 209: a volume or indicator pane's scale is not the candles' price axis.

const label = (y: number, value: number): AxisLabel => ({
  y,
  value,
  text: String(value),
  box: { x0: 300, y0: y - 5, x1: 340, y1: y + 5 },
});

/** An axis fitted through `labels` (linear), with `rejected` read beside it but left out. */
function axisOf(labels: AxisLabel[], rejected: AxisLabel[] = []): PriceAxis {
  const [a, b] = [labels[0]!, labels.at(-1)!];
  const slope = (b.value - a.value) / (b.y - a.y);
  return {
    side: 'right',
    scale: 'linear',
    labels,
    rejected,
    fit: { slope, intercept: a.value - slope * a.y, residual: 0 },
  };
}

// the candles stand between rows 40 and 200; a volume pane's scale below them, every 40 rows
const rows = { top: 40, bottom: 200 };
const volume = [label(260, 1_000_000), label(300, 500_000), label(340, 0)];

describe('an axis beside another pane', () => {
  it('keeps an axis whose labels stand beside the candles, even when some stand beyond them', () => {
    const price = [label(20, 110), label(100, 105), label(180, 100), label(260, 95)];
    const out = axisBesideCandles(axisOf(price), rows);
    expect(out).toEqual({ axis: axisOf(price), foreign: null });
  });

  it('drops a volume scale under the candles when no other labels read beside them', () => {
    const out = axisBesideCandles(axisOf(volume), rows);
    expect(out).toEqual({ axis: null, foreign: OTHER_PANE });
  });

  it('does not fit a scale to two stray readings beside the candles (two points always fit)', () => {
    const out = axisBesideCandles(axisOf(volume, [label(30, 1325.4), label(190, 128)]), rows);
    expect(out.axis).toBeNull();
  });

  it('refits to three labels beside the candles that the volume scale outnumbered', () => {
    const beside = [label(60, 1320), label(120, 1310), label(180, 1300)];
    const out = axisBesideCandles(axisOf([...volume, label(380, -500_000)], beside), rows);
    expect(out.foreign).toBe(OTHER_PANE);
    expect(out.axis!.labels.map((l) => l.value)).toEqual([1320, 1310, 1300]);
    // row 90 is halfway between 1320 and 1310
    expect(out.axis!.fit.slope * 90 + out.axis!.fit.intercept).toBeCloseTo(1315, 6);
  });

  it('drops a two-label fit whose labels both stand under the lowest low, however near', () => {
    // an indicator window's maximum and a level, just under the candles
    const atr = [label(212, 198.76), label(256, 110.42)];
    expect(axisBesideCandles(axisOf(atr), rows)).toEqual({ axis: null, foreign: OTHER_PANE });
    // one of the two beside the candles: kept
    const two = [label(190, 101), label(230, 99)];
    expect(axisBesideCandles(axisOf(two), rows).foreign).toBeNull();
  });

  it('drops an indicator scale drawn above the candles as well', () => {
    const rsi = [label(10, 70), label(20, 50), label(30, 30)];
    expect(axisBesideCandles(axisOf(rsi), { top: 80, bottom: 300 }).axis).toBeNull();
  });
});

describe('a column of a table taken for a scale', () => {
  // a watch list's prices, a row every 21 px: three of them fall on one line by chance
  const rowsOf = (values: number[]) => values.map((v, k) => label(60 + 21 * k, v));
  const list = rowsOf([189.41, 411.2, 1.08421, 191.774, 2331.7, 61234.5, 151.882, 142.37, 176.54]);

  it('drops a fit of three numbers with more read between them off the line', () => {
    const fitted = [list[6]!, list[7]!, list[2]!].sort((a, b) => a.y - b.y);
    const rest = list.filter((l) => !fitted.includes(l));
    const out = axisBesideCandles(axisOf(fitted, rest), { top: 40, bottom: 300 });
    expect(out).toEqual({ axis: null, foreign: NUMBER_TABLE });
  });

  it('keeps a scale with a tag and a crosshair label read between its labels', () => {
    const scale = [110, 105, 100, 95, 90].map((v, k) => label(40 + 50 * k, v));
    const out = axisBesideCandles(axisOf(scale, [label(72, 106.8), label(161, 99.9)]), rows);
    expect(out.foreign).toBeNull();
    expect(out.axis!.labels).toHaveLength(5);
  });
});

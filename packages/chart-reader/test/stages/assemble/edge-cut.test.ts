import { describe, expect, it } from 'vitest';
import { dropLeadingCut, dropPanelCut } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';
import { blank, rect, type Color } from '../../raster.ts';

const plot = { left: 0, top: 20, right: 600, bottom: 400 };

/** A candle at x with its body from `top` to `bottom` and wicks of three rows where they fit. */
function candle(x: number, top: number, bottom: number): RawCandle {
  return {
    x,
    yHigh: Math.max(plot.top, top - 3),
    yBodyTop: top,
    yBodyBottom: bottom,
    yLow: Math.min(plot.bottom - 1, bottom + 3),
    bodyWidth: 7,
    color: 0,
    hollow: false,
  };
}

const series = (n: number): RawCandle[] =>
  Array.from({ length: n }, (_, i) => candle(20 + i * 10, 150 + (i % 5) * 10, 180 + (i % 5) * 10));

describe('dropLeadingCut: candles running out of the plot at the start of the series', () => {
  it('leaves out a first candle whose body runs through the plot bottom', () => {
    const first = candle(10, 370, plot.bottom - 1);
    const { candles, dropped } = dropLeadingCut([...series(30), first], plot);
    expect(dropped).toBe(1);
    expect(candles).toHaveLength(30);
    expect(candles).not.toContain(first);
  });

  it('leaves out the first candles cut by the plot top too, but no more than three', () => {
    const cut = [0, 1, 2, 3].map((i) => candle(-30 + i * 10, plot.top, plot.top + 20));
    const { candles, dropped } = dropLeadingCut([...cut, ...series(30)], plot);
    expect(dropped).toBe(3);
    expect(candles[0]).toBe(cut[3]);
  });

  it('keeps a candle at the edge in the middle of the series, and the first one with its wick below it', () => {
    const mid = series(30);
    mid[12] = candle(mid[12]!.x, 360, plot.bottom - 1);
    expect(dropLeadingCut(mid, plot).dropped).toBe(0);
    const wicked = [candle(10, 360, plot.bottom - 6), ...series(30)];
    expect(dropLeadingCut(wicked, plot).dropped).toBe(0);
  });

  it('keeps everything on a chart too short to spare a candle', () => {
    const short = [candle(10, 370, plot.bottom - 1), ...series(15)];
    expect(dropLeadingCut(short, plot)).toEqual({ candles: short, dropped: 0 });
  });
});

describe('dropPanelCut: candles a panel over the plot cuts', () => {
  const bg: Color = [0, 0, 0];
  /** A 600x500 picture: the plot's black down to row 400, a grey terminal over the rest. */
  const picture = (panel: Color | null) => {
    const img = blank(600, 500, bg);
    if (panel) {
      rect(img, 0, 400, 600, 401, [128, 128, 128]);
      rect(img, 0, 401, 600, 500, panel);
    }
    return img;
  };

  it('leaves out the candles that run into a terminal docked over the plot’s bottom', () => {
    const s = series(30);
    // three candles whose lows reach the last row above the terminal: the panel hides the rest
    const cut = [candle(330, 380, 396), candle(340, 385, 398), candle(350, 370, 399)];
    const { candles, dropped } = dropPanelCut([...s, ...cut], plot, picture([240, 240, 240]), bg);
    expect(dropped).toBe(3);
    expect(candles).toEqual(s);
  });

  it('keeps candles that reach the plot’s edge where its background goes on (no panel)', () => {
    const s = series(30);
    const low = [candle(330, 380, 396), candle(340, 385, 398)];
    expect(dropPanelCut([...s, ...low], plot, picture(null), bg).dropped).toBe(0);
  });

  it('keeps a candle that ends two rows above the panel: its low shows', () => {
    const s = series(30);
    const near = { ...candle(330, 380, 390), yLow: plot.bottom - 2 };
    expect(dropPanelCut([...s, near], plot, picture([240, 240, 240]), bg).dropped).toBe(0);
  });
});

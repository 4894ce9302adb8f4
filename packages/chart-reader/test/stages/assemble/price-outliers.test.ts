import { describe, expect, it } from 'vitest';
import { dropPriceOutliers } from '../../../src/stages/assemble/index.ts';
import type { RawCandle } from '../../../src/stages/candles/index.ts';

const plot = { left: 0, top: 20, right: 600, bottom: 400 };

/** A candle at x whose body spans rows top..bottom, with wicks of four rows. */
function candle(x: number, top: number, bottom: number): RawCandle {
  return {
    x,
    yHigh: top - 4,
    yBodyTop: top,
    yBodyBottom: bottom,
    yLow: bottom + 4,
    bodyWidth: 7,
    color: 0,
    hollow: false,
  };
}

/** A series that walks down and up again: each candle opens where the last closed. */
const series = (n: number): RawCandle[] =>
  Array.from({ length: n }, (_, i) => {
    const level = 200 + 6 * Math.abs((i % 20) - 10);
    return candle(20 + i * 12, level, level + 8);
  });

describe('dropPriceOutliers: marks far off the series', () => {
  it('leaves out a legend letter between two candles that meet, and a mark before the first', () => {
    const s = series(40);
    const letter = candle(s[17]!.x, 40, 48); // 150 rows above its neighbours
    const kept = s.filter((_, i) => i !== 17);
    const icon = candle(8, 380, 392); // before the first candle, far below it
    const { candles, dropped } = dropPriceOutliers(
      [...kept.slice(0, 17), letter, ...kept.slice(17), icon],
      plot,
    );
    expect(dropped).toBe(2);
    expect(candles).not.toContain(letter);
    expect(candles).not.toContain(icon);
    expect(candles).toHaveLength(39);
  });

  it("leaves out a logo's strokes read as two marks side by side at the plot's bottom", () => {
    const s = series(40);
    const strokes = [candle(s[5]!.x, 366, 384), candle(s[6]!.x, 364, 388)];
    const marked = [...s.slice(0, 5), ...strokes, ...s.slice(7)];
    const { candles, dropped } = dropPriceOutliers(marked, plot);
    expect(dropped).toBe(2);
    expect(candles).not.toContain(strokes[0]);
    expect(candles).not.toContain(strokes[1]);
  });

  it('leaves out a legend’s letters over a quiet market: a slot apart, one of them a dash', () => {
    // small candles, five rows tall, every 4 px; a legend's "(-0" over the plot's top: a letter
    // 7 rows tall, a dash a slot further on, and another letter after the next candle
    const quiet = Array.from({ length: 90 }, (_, i) => {
      const level = 300 + ((i * 7) % 5);
      return { ...candle(20 + i * 4, level, level + 1), bodyWidth: 3 };
    });
    const letter = { ...candle(quiet[20]!.x + 1, 33, 36), bodyWidth: 3 };
    const dash = {
      ...letter,
      x: quiet[22]!.x + 1,
      yHigh: 36,
      yBodyTop: 36,
      yBodyBottom: 36,
      yLow: 37,
    };
    const other = { ...letter, x: quiet[24]!.x + 1 };
    const marked = [
      ...quiet.slice(0, 20),
      letter,
      quiet[21]!,
      dash,
      quiet[23]!,
      other,
      ...quiet.slice(25),
    ].filter((c) => c !== quiet[21] && c !== quiet[23]);
    const { candles, dropped } = dropPriceOutliers(marked, plot);
    expect(dropped).toBe(3);
    expect(candles).not.toContain(letter);
    expect(candles).not.toContain(dash);
    expect(candles).not.toContain(other);
  });

  it('keeps a gap that the series goes on from, and a long candle that reaches its neighbours', () => {
    const s = series(30);
    // from candle 15 on, the series stands 120 rows lower: a gap, not an outlier
    const gapped = s.map((c, i) =>
      i >= 15
        ? {
            ...c,
            yHigh: c.yHigh + 120,
            yBodyTop: c.yBodyTop + 120,
            yBodyBottom: c.yBodyBottom + 120,
            yLow: c.yLow + 120,
          }
        : c,
    );
    expect(dropPriceOutliers(gapped, plot).dropped).toBe(0);
    // a spike: its wick runs far up, its body opens at the previous close
    const spiked = series(30);
    spiked[10] = { ...spiked[10]!, yHigh: spiked[10]!.yHigh - 150 };
    expect(dropPriceOutliers(spiked, plot).dropped).toBe(0);
    // a mark far off in the middle of the plot: not where legends and icons stand
    const island = series(30);
    island[12] = candle(island[12]!.x, 120, 128);
    expect(dropPriceOutliers(island, plot).dropped).toBe(0);
    // a flat candle (a dash) far off at the top: a series of flat candles jumps so
    const dash = series(30);
    dash[12] = { ...candle(dash[12]!.x, 30, 30), yHigh: 30, yLow: 30 };
    expect(dropPriceOutliers(dash, plot).dropped).toBe(0);
  });

  it('keeps a last candle that jumps, and candles among a row of marks far off', () => {
    const s = series(30);
    const last = candle(20 + 30 * 12, 20, 40); // the latest news: far above the one before
    expect(dropPriceOutliers([...s, last], plot).candles).toContain(last);
    // a line of legend text read as marks, alternating with the candles beneath it: which is
    // the series cannot be told from its neighbours, so nothing goes
    const mixed = series(30).map((c, i) =>
      i >= 10 && i < 16 && i % 2 === 0 ? candle(c.x, 20, 28) : c,
    );
    expect(dropPriceOutliers(mixed, plot).dropped).toBe(0);
  });

  it('leaves nothing out when too many marks stand off (a jumpy series, not stray marks)', () => {
    const jumpy = series(40).map((c, i) =>
      i % 2
        ? {
            ...c,
            yHigh: c.yHigh - 100,
            yBodyTop: c.yBodyTop - 100,
            yBodyBottom: c.yBodyBottom - 100,
            yLow: c.yLow - 100,
          }
        : c,
    );
    expect(dropPriceOutliers(jumpy, plot).dropped).toBe(0);
  });
});

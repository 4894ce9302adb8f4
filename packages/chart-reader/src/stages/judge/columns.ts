import type { ReadCandle } from '../../types.ts';

/** Ends within this many rows of a row stand on it. */
const ON_ROW_PX = 2;

/**
 * The largest share of the marks that start or end on one row: columns of a bar chart standing
 * up from a zero line and hanging down from it (a chart of returns, of profit and loss) have
 * their lows or their highs on that row. Candles end on rows of their own; a few share a level
 * (a double bottom), not most of them.
 */
export function twoSidedBaseline(candles: readonly Pick<ReadCandle, 'yHigh' | 'yLow'>[]): number {
  const n = candles.length;
  if (n === 0) return 0;
  const ends = candles
    .flatMap((c, i) => [
      { y: c.yLow, i },
      { y: c.yHigh, i },
    ])
    .sort((a, b) => a.y - b.y);
  let best = 0;
  let j = 0;
  const inWindow = new Map<number, number>();
  for (let k = 0; k < ends.length; k++) {
    inWindow.set(ends[k]!.i, (inWindow.get(ends[k]!.i) ?? 0) + 1);
    while (ends[k]!.y - ends[j]!.y > ON_ROW_PX) {
      const i = ends[j]!.i;
      const left = (inWindow.get(i) ?? 0) - 1;
      if (left > 0) inWindow.set(i, left);
      else inWindow.delete(i);
      j++;
    }
    best = Math.max(best, inWindow.size);
  }
  return best / n;
}

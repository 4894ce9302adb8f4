import { median } from '../../shared/stats.ts';
import type { RawCandle } from './types.ts';

/**
 * A price pane holds one candle per column. When the candles fall into two horizontal bands
 * separated by empty rows and the candles of one band stand in the same columns as those of the
 * other, the lower-resolution band is a miniature of the same series (a range slider or
 * navigator, a leftover volume panel): only the taller band is the chart.
 */
export function dropMiniatureBand(cs: RawCandle[], minGap = 8): RawCandle[] {
  if (cs.length < 10) return cs;
  const y0 = Math.min(...cs.map((c) => c.yHigh));
  const y1 = Math.max(...cs.map((c) => c.yLow));
  const cover = new Int32Array(y1 - y0 + 2);
  for (const c of cs) {
    cover[c.yHigh - y0]!++;
    cover[c.yLow - y0 + 1]!--;
  }
  let run = 0;
  let best: { a: RawCandle[]; b: RawCandle[] } | null = null;
  for (let y = y0; y <= y1; y++) {
    const before = run;
    run += cover[y - y0]!;
    // the first empty row of each gap; a gap of a few rows is where a line drawn across the
    // candles cut them (their pieces end on both sides of it), not the space between two panes
    if (run !== 0 || before === 0 || y === y0) continue;
    let gap = 1;
    while (y + gap <= y1 && cover[y + gap - y0] === 0) gap++;
    if (gap < minGap) continue;
    // an empty row: candles above it and below it
    const a = cs.filter((c) => c.yLow < y);
    const b = cs.filter((c) => c.yHigh > y);
    if (a.length + b.length !== cs.length) continue;
    const minSide = Math.min(a.length, b.length);
    // a miniature repeats a good part of the series, not a few stray pieces
    if (
      minSide >= Math.max(5, cs.length * 0.25) &&
      (!best || minSide > Math.min(best.a.length, best.b.length))
    )
      best = { a, b };
  }
  if (!best) return cs;
  const span = (g: RawCandle[]): number =>
    Math.max(...g.map((c) => c.yLow)) - Math.min(...g.map((c) => c.yHigh)) + 1;
  const xs = (g: RawCandle[]): number[] => g.map((c) => c.x).sort((p, q) => p - q);
  // share of `g`'s candles with a candle of `other` in the same column
  const paired = (g: RawCandle[], other: RawCandle[]): number => {
    const ox = xs(other);
    let n = 0;
    for (const c of g) {
      let lo = 0;
      let hi = ox.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (ox[mid]! < c.x) lo = mid + 1;
        else hi = mid;
      }
      const near = Math.min(
        Math.abs((ox[lo] ?? Infinity) - c.x),
        Math.abs((ox[lo - 1] ?? Infinity) - c.x),
      );
      if (near <= Math.max(1.5, c.bodyWidth)) n++;
    }
    return n / g.length;
  };
  const { a, b } = best;
  const sa = span(a);
  const sb = span(b);
  if (sa >= sb * 1.5 && paired(b, a) >= 0.5) return a;
  if (sb >= sa * 1.5 && paired(a, b) >= 0.5) return b;
  return cs;
}

/**
 * A volume bar drawn as thin as a wick, in the candle's colour, right under the candle joins its
 * lower wick: the pixels show one line from the body down to the volume baseline, with no step
 * where the wick ends. A candle low on that baseline is therefore not read; the price scale
 * keeps real lows off the bottom edge of the pane. Such a low is set to the body bottom plus the
 * lower wick typical of the candles whose lows are seen (never past the baseline). Changes `cs`
 * in place and returns how many lows were estimated.
 */
export function estimateMergedLows(
  cs: RawCandle[],
  volumeBottom: number,
  /** rows a shape on the baseline may end above it (`baselineSlack`) */
  slack = 1,
): number {
  const merged = (c: RawCandle): boolean =>
    c.yLow >= volumeBottom - slack && c.yBodyBottom < volumeBottom - 2;
  const seen = cs.filter((c) => !merged(c) && c.yLow < volumeBottom - 1 - slack);
  if (seen.length < 3) return 0;
  const wick = median(seen.map((c) => c.yLow - c.yBodyBottom));
  let n = 0;
  for (const c of cs) {
    if (!merged(c)) continue;
    c.yLow = Math.min(volumeBottom, c.yBodyBottom + Math.round(wick));
    n++;
  }
  return n;
}

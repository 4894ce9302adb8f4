import { median } from '../../shared/stats.ts';
import type { RawCandle } from '../candles/index.ts';
import { MARGIN_DRAWING } from './margin-params.ts';

/**
 * Two neighbours are slices of one filled shape: one colour, each body reaching the mark's top
 * (or bottom) row, and that row shared. A box drawn in the margin (a position tool's target or
 * stop, a Fibonacci zone, often in the candles' own colours) is cut by the slot finder at the
 * candles' pitch into such slices. Two real candles of one colour do not share an edge: the
 * second opens where the first closed, so a rising candle's bottom stands at the last one's top.
 * Where one colour draws both directions, a rising candle and a falling one after it do share
 * the top: there both edges and the style must be shared (a box's slices are alike; real candles
 * move on).
 */
function sameShape(a: RawCandle, b: RawCandle, oneColour: boolean): boolean {
  const s = MARGIN_DRAWING.shape;
  if (a.color !== b.color || a.ticks || b.ticks) return false;
  // one colour for both directions: the style may tell them apart (hollow rising candles); a
  // shape's text makes some of its slices look hollow, so two colours ask nothing of the style
  if (oneColour && a.hollow !== b.hollow) return false;
  const tall = (c: RawCandle): boolean => c.yBodyBottom - c.yBodyTop + 1 >= s.minBodyPx;
  if (!tall(a) || !tall(b)) return false;
  const flatTop = (c: RawCandle): boolean => c.yBodyTop - c.yHigh <= s.wicklessPx;
  const flatBottom = (c: RawCandle): boolean => c.yLow - c.yBodyBottom <= s.wicklessPx;
  const top = flatTop(a) && flatTop(b) && Math.abs(a.yHigh - b.yHigh) <= s.edgePx;
  const bottom = flatBottom(a) && flatBottom(b) && Math.abs(a.yLow - b.yLow) <= s.edgePx;
  return oneColour ? top && bottom : top || bottom;
}

/**
 * Filled shapes drawn after the last candle, sliced at the pitch (decision 156): from the end,
 * marks that continue a neighbour's edge (slices), with at most `afterMax` other marks after the
 * last slice (the shapes' text, tags, a line's dashes) and at most `betweenMax` between slices
 * (another shape's slice in a slot, a zone's label), none of them standing alone as wide as the
 * bodies with a wick out of each end of its body (most candles have both; the run ends at the
 * first). The run counts when it holds `minSlices` slices, `sliceShare` of its marks, and one shape of `minChain` slices in a row. Returns how
 * many trailing marks that is, from the earliest slice (0 when none); never where fewer than
 * `minRemaining` candles would remain.
 */
export function shapeSlices(sorted: readonly RawCandle[]): number {
  const p = MARGIN_DRAWING;
  const s = p.shape;
  const n = sorted.length;
  const lo = p.minRemaining;
  const ones = sorted.filter((c) => c.color === 1).length;
  const oneColour = Math.min(ones, n - ones) < n * s.colourShare;
  const body = median(sorted.map((c) => c.bodyWidth));
  if (!(body >= s.minBodyWidthPx)) return 0;
  const joins = (i: number): boolean => i > lo && sameShape(sorted[i - 1]!, sorted[i]!, oneColour);
  let first = -1;
  let slices = 0;
  let others = 0;
  let chain = 0;
  let longest = 0;
  for (let i = n - 1; i >= lo; i--) {
    if (joins(i) || (i + 1 < n && joins(i + 1))) {
      first = i;
      slices++;
      others = 0;
      chain++;
      longest = Math.max(longest, chain);
      continue;
    }
    chain = 0;
    others++;
    // a mark standing alone as wide as the bodies with a wick out of each end of its body is a
    // candle: the drawings end there (a part of a wider shape cut at the pitch is not, nor a
    // letter narrower than the bodies)
    const c = sorted[i]!;
    const candle =
      !c.cut &&
      c.bodyWidth > body * p.letters.narrowShare &&
      c.yBodyTop - c.yHigh > s.wicklessPx &&
      c.yLow - c.yBodyBottom > s.wicklessPx;
    if (candle || others > (first < 0 ? s.afterMax : s.betweenMax)) break;
  }
  if (first < 0 || slices < s.minSlices || longest < s.minChain) return 0;
  return slices >= (n - first) * s.sliceShare ? n - first : 0;
}

/**
 * A shape drawn from the last candles on into the margin (a position tool placed a few bars
 * back): in the slots it covers, the slot finder took the shape for the candle. Such a mark is a
 * part of a wider shape cut at the pitch, has no wick, and continues an edge of the shapes left
 * out after the series (the slices among `gone` that continue one another's). Returns those
 * among the last `overMax` marks kept; never where fewer than `minRemaining` candles would
 * remain.
 */
export function shapeOverSeries(
  kept: readonly RawCandle[],
  gone: readonly RawCandle[],
): RawCandle[] {
  const p = MARGIN_DRAWING;
  const s = p.shape;
  const ones = [...kept, ...gone].filter((c) => c.color === 1).length;
  const all = kept.length + gone.length;
  const oneColour = Math.min(ones, all - ones) < all * s.colourShare;
  if (!(median(kept.map((c) => c.bodyWidth)) >= s.minBodyWidthPx)) return [];
  const shapes = gone.filter((c) => gone.some((o) => o !== c && sameShape(o, c, oneColour)));
  if (shapes.length < s.minSlices) return [];
  const solid = (c: RawCandle): boolean =>
    c.cut === true &&
    c.yBodyTop - c.yHigh <= s.wicklessPx &&
    c.yLow - c.yBodyBottom <= s.wicklessPx;
  const from = Math.max(p.minRemaining, kept.length - s.overMax);
  const over = kept
    .slice(from)
    .filter((c) => solid(c) && shapes.some((o) => sameShape(o, c, oneColour)));
  return kept.length - over.length < p.minRemaining ? [] : over;
}

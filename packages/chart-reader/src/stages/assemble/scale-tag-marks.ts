// A price tag on the scale read as a candle after the last one (issue item 1: the empty right
// margin), found where its box runs on across the scale's label columns.
import { dist, type Rgb } from '../../shared/colour.ts';
import type { PlotBox, PriceAxis, RgbaImage } from '../../types.ts';
import type { RawCandle } from '../candles/index.ts';
import { labelStrip, type LabelStrip } from './scale-tag.ts';

/**
 * How a line's price tag on the scale is told from a candle. Charting apps mark a horizontal
 * line's price (an order line, a position's entry, stop and target, an alert, the last price)
 * with a box filled in the line's colour on the price scale; where the plot's box runs on to the
 * labels (the reader puts its edge at the labels, not at the scale's border), the part of the box
 * left of the labels is a wickless body at the series' end, as tall as the tag. A candle stops at
 * the plot's edge; the tag runs on over the label columns.
 * - `near`: a pixel within this RGB distance of the plot's background is not the tag's;
 * - `runHeights`: a row of the tag is filled from the labels' first column on for at least this
 *   many of the labels' text heights (a label's digits leave background between them within a
 *   height);
 * - `wicklessPx`: rows of wick a tag's body may show past its ends (antialiasing);
 * - `slackPx`: rows a body's top and bottom may stand off the tag's first and last filled rows;
 * - `joinHeights`: the tag's filled rows are never further apart than this many text heights
 *   (its rows above and below its text; the text's rows are short of filled where it is as light
 *   as a light plot's background);
 * - `gapPx`: background pixels allowed between the body's right end and the label columns on its
 *   middle row (rounding of the body's width);
 * - `marks`: trailing marks looked at.
 *
 * Measured on the breadth corpus' order-line charts (apex-006, apex-010, app-chrome-011: an order
 * line's tag read as one more candle, the last close 4-6% of the range off) and the synthetic
 * corpus' lightweight-charts renders (the last price's tag's left column read as a candle).
 */
export const SCALE_TAG_MARK = {
  near: 60,
  runHeights: 1.5,
  wicklessPx: 1,
  slackPx: 2,
  gapPx: 2,
  joinHeights: 1.5,
  marks: 2,
  minRemaining: 20,
} as const;

/**
 * The candles without the trailing marks that are the left part of a price tag on a scale on
 * the right: a wickless body whose top and bottom are those of a tag's filled rows (filled from
 * the labels' first column on), and whose colour runs unbroken on its middle row from its right
 * end to the labels.
 * At most `marks` of them, from the end; never where fewer than `minRemaining` would remain.
 */
export function dropScaleTags(
  candles: RawCandle[],
  plot: PlotBox,
  img: RgbaImage,
  bg: Rgb,
  axis: PriceAxis | null,
): { candles: RawCandle[]; dropped: number } {
  const p = SCALE_TAG_MARK;
  if (!axis || axis.side !== 'right' || candles.length < p.minRemaining + 1)
    return { candles, dropped: 0 };
  const strip = labelStrip(img, axis);
  if (!strip || strip.x0 <= plot.left) return { candles, dropped: 0 };
  const sorted = [...candles].sort((a, b) => a.x - b.x);
  const isTag = (q: Rgb): boolean => dist(q, bg) > p.near;
  const gone = new Set<RawCandle>();
  for (let k = 1; k <= p.marks && sorted.length - k >= p.minRemaining; k++) {
    const c = sorted[sorted.length - k]!;
    if (!tagPart(img, strip, c, isTag)) break;
    gone.add(c);
  }
  if (gone.size === 0) return { candles, dropped: 0 };
  return { candles: candles.filter((c) => !gone.has(c)), dropped: gone.size };
}

/** Whether mark `c` is the left part of a tag filling the label strip (see `dropScaleTags`). */
function tagPart(
  img: RgbaImage,
  strip: LabelStrip,
  c: RawCandle,
  isTag: (q: Rgb) => boolean,
): boolean {
  const p = SCALE_TAG_MARK;
  if (c.yBodyTop - c.yHigh > p.wicklessPx || c.yLow - c.yBodyBottom > p.wicklessPx) return false;
  const run = Math.min(strip.x1 - strip.x0 + 1, Math.max(4, strip.textHeight * p.runHeights));
  const on = (x: number, y: number): boolean => {
    const i = (y * img.width + x) * 4;
    return isTag([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
  };
  const filled = (y: number): boolean => {
    for (let x = strip.x0; x < strip.x0 + run; x++) if (!on(x, y)) return false;
    return true;
  };
  // the body is the tag's height: the tag's rows are filled at its top and bottom, not past
  // them, and between them but for its text (light text on a light plot leaves its rows short
  // of filled). A candle at the tag's price, the last one at the last price's tag, is as tall
  // as it moved
  const top = c.yBodyTop;
  const bottom = c.yBodyBottom;
  const rows: number[] = [];
  for (let y = Math.max(0, top - p.slackPx); y <= Math.min(img.height - 1, bottom + p.slackPx); y++)
    if (filled(y)) rows.push(y);
  const join = strip.textHeight * p.joinHeights;
  if (
    rows.length === 0 ||
    rows[0]! > top + p.slackPx ||
    rows.at(-1)! < bottom - p.slackPx ||
    rows.some((y, i) => i > 0 && y - rows[i - 1]! > join) ||
    (top - p.slackPx > 0 && filled(top - p.slackPx - 1)) ||
    (bottom + p.slackPx < img.height - 1 && filled(bottom + p.slackPx + 1))
  )
    return false;
  const middle = Math.round((top + bottom) / 2);
  // the body's colour runs on to the labels
  const from = Math.ceil(c.x + c.bodyWidth / 2);
  let gap = 0;
  for (let x = from; x < strip.x0; x++) if (!on(x, middle) && ++gap > p.gapPx) return false;
  return true;
}

// A trader's hints, in image pixels: the price pane's box, two heights with their prices, the
// last candle. The stages use them where they apply: the pane search keeps to the box, the
// price mapping goes through the two anchors (the labels read still give the decimals), and
// marks right of the last candle are not candles. A hinted reading is as deterministic as any.
import { median } from './shared/stats.ts';
import { priceAtY, repriced } from './stages/assemble/index.ts';
import { rejudged } from './stages/judge/index.ts';
import type { Box } from './stages/panes/index.ts';
import type { AxisLabel, ChartReading, PriceAxis, ReadingHints, RgbaImage } from './types.ts';

/** The smallest pane a hint may mark, in pixels each way. */
const MIN_HINT_BOX = 40;

/**
 * What is wrong with the hints for this image, in words a trader understands, or null when they
 * can be used. Checked before reading: a hint off the picture or two anchors on one row would
 * only make a wrong reading look checked.
 */
export function hintProblem(hints: ReadingHints, width: number, height: number): string | null {
  const inside = (x: number, y: number): boolean =>
    Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x < width && y < height;
  if (hints.plot) {
    const p = hints.plot;
    if (!inside(p.x0, p.y0) || !inside(p.x1, p.y1))
      return 'The marked price pane is off the picture.';
    if (p.x1 - p.x0 < MIN_HINT_BOX || p.y1 - p.y0 < MIN_HINT_BOX)
      return `The marked price pane is too small: mark at least ${MIN_HINT_BOX} x ${MIN_HINT_BOX} pixels.`;
  }
  if (hints.axis) {
    const [a, b] = hints.axis;
    if (!inside(0, a.y) || !inside(0, b.y)) return 'A marked price height is off the picture.';
    if (!Number.isFinite(a.price) || !Number.isFinite(b.price))
      return 'Each marked height needs a price.';
    if (Math.abs(a.y - b.y) < 5) return 'Mark two heights at least 5 pixels apart.';
    if (a.price === b.price) return 'The two marked prices must differ.';
    // screen rows grow downwards, prices upwards
    if (a.y < b.y !== a.price > b.price)
      return 'The higher of the two marks must have the higher price.';
  }
  if (hints.lastX !== undefined && !inside(hints.lastX, 0))
    return 'The marked last candle is off the picture.';
  return null;
}

/** The hinted pane clamped to the image, or null without one. */
export function hintedPane(img: RgbaImage, hints: ReadingHints | undefined): Box | null {
  const p = hints?.plot;
  if (!p) return null;
  const c = (v: number, max: number): number => Math.max(0, Math.min(max, Math.round(v)));
  return {
    x0: c(Math.min(p.x0, p.x1), img.width - 1),
    y0: c(Math.min(p.y0, p.y1), img.height - 1),
    x1: c(Math.max(p.x0, p.x1), img.width - 1),
    y1: c(Math.max(p.y0, p.y1), img.height - 1),
  };
}

/**
 * The crop read for a price scale when the trader marked the pane: the marked box, widened to
 * take in the scale's labels when they stand just beside it (the trader may mark the plot alone
 * or the plot with its axis); null when the scale labels another part of the picture.
 */
export function hintedCrop(hint: Box, labels: Box, imageWidth: number): Box | null {
  const rows = Math.min(hint.y1, labels.y1) - Math.max(hint.y0, labels.y0);
  if (rows < 0.5 * Math.min(hint.y1 - hint.y0, labels.y1 - labels.y0)) return null;
  const reach = 0.1 * imageWidth;
  if (labels.x1 < hint.x0 - reach || labels.x0 > hint.x1 + reach) return null;
  return {
    x0: Math.min(hint.x0, labels.x0),
    y0: hint.y0,
    x1: Math.max(hint.x1, labels.x1),
    y1: hint.y1,
  };
}

const ANCHORED = 'prices from the two heights you marked';

/** A read label agrees with the anchors when it lies this share of their price span off. */
const LABEL_AGREES = 0.01;

function anchorAxis(reading: ChartReading, anchors: NonNullable<ReadingHints['axis']>): PriceAxis {
  const [a, b] = anchors;
  const read = reading.priceAxis;
  const log = read?.scale === 'log' && a.price > 0 && b.price > 0;
  const v = (p: number): number => (log ? Math.log(p) : p);
  const slope = (v(b.price) - v(a.price)) / (b.y - a.y);
  const intercept = v(a.price) - slope * a.y;
  const axis: PriceAxis = {
    side: read?.side ?? 'right',
    scale: log ? 'log' : 'linear',
    labels: [],
    fit: { slope, intercept, residual: 0 },
  };
  const span = Math.abs(b.price - a.price);
  const all = [...(read?.labels ?? []), ...(read?.rejected ?? [])];
  const agrees = (l: AxisLabel): boolean =>
    Math.abs(priceAtY(axis, l.y) - l.value) <= LABEL_AGREES * span;
  const labels = all.filter(agrees).sort((x, y) => x.y - y.y);
  const anchorLabels: AxisLabel[] = anchors.map((p) => ({
    y: p.y,
    value: p.price,
    text: p.text ?? String(p.price),
  }));
  return {
    ...axis,
    // the labels read give the decimals; the anchors stand in when none agree with them
    labels: labels.length >= 2 ? labels : anchorLabels,
    rejected: all.filter((l) => !agrees(l)),
  };
}

/**
 * The reading with the hints that apply after the pane is read: prices through the two anchors,
 * marks right of the marked last candle left out; judged again.
 */
export function withHints(reading: ChartReading, hints: ReadingHints | undefined): ChartReading {
  if (!hints || !reading.found) return reading;
  let r = reading;
  if (hints.lastX !== undefined && r.candles.length > 1) {
    const xs = r.candles.map((c) => c.x);
    const pitch = median(xs.slice(1).map((x, i) => x - xs[i]!));
    const edge = hints.lastX + Math.max(2, 0.5 * pitch);
    const kept = r.candles.filter((c) => c.x <= edge);
    const dropped = r.candles.length - kept.length;
    if (dropped > 0)
      // a second pass (after OCR) finds nothing more to drop
      r = {
        ...r,
        candles: kept,
        warnings: [
          ...r.warnings,
          `${dropped === 1 ? 'a mark' : `${dropped} marks`} right of the last candle you marked left out`,
        ],
      };
  }
  if (hints.axis) {
    const axis = anchorAxis(r, hints.axis);
    r = {
      ...r,
      priceAxis: axis,
      relativePrices: false,
      stages: { ...r.stages, axis: 1 },
      candles: repriced(r.candles, axis),
      warnings: [
        ...r.warnings.filter(
          (w) => !w.startsWith('prices are relative to the plot') && w !== ANCHORED,
        ),
        ANCHORED,
      ],
    };
  }
  return rejudged(r);
}

import type { ReadingHintsInput, ReadingPreview } from '@candlelens/contracts';

// The trader's marks on a reading preview, in the reading's pixels (the preview's width x height),
// and the arithmetic the marking tools need. Pure functions, tested beside this file.

export type Preview = Pick<
  ReadingPreview,
  'width' | 'height' | 'plot' | 'candles' | 'priceLabels' | 'relativePrices' | 'decimals'
>;

/** A box in the reading's pixels, x0 <= x1 and y0 <= y1. */
export interface PaneBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One of the two marked heights: its row, and its price as typed (or prefilled). */
export interface HeightMark {
  y: number;
  price: string;
  /** The trader typed the price: moving the mark no longer fills it in. */
  typed: boolean;
}

/** The smallest pane the server takes (pixels each way). */
export const MIN_PANE = 40;

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A point on the displayed screenshot (client pixels) in the reading's pixels, kept inside it. */
export function pointOnImage(
  rect: { left: number; top: number; width: number; height: number },
  client: { x: number; y: number },
  size: { width: number; height: number },
): { x: number; y: number } {
  if (!rect.width || !rect.height) return { x: 0, y: 0 };
  return {
    x: clamp(Math.round(((client.x - rect.left) / rect.width) * size.width), 0, size.width - 1),
    y: clamp(Math.round(((client.y - rect.top) / rect.height) * size.height), 0, size.height - 1),
  };
}

/** The box two corners span, whichever way it was dragged. */
export function boxOf(a: { x: number; y: number }, b: { x: number; y: number }): PaneBox {
  return {
    x0: Math.min(a.x, b.x),
    y0: Math.min(a.y, b.y),
    x1: Math.max(a.x, b.x),
    y1: Math.max(a.y, b.y),
  };
}

/** The pane to start from: the plot box read, or most of the screenshot. */
export function initialPane(p: Preview): PaneBox {
  if (p.plot)
    return {
      x0: Math.round(p.plot.left),
      y0: Math.round(p.plot.top),
      x1: Math.round(p.plot.right),
      y1: Math.round(p.plot.bottom),
    };
  return {
    x0: Math.round(p.width * 0.05),
    y0: Math.round(p.height * 0.05),
    x1: Math.round(p.width * 0.85),
    y1: Math.round(p.height * 0.9),
  };
}

/**
 * The price at a row from the labels read (a straight line through them), or null when no price
 * axis was read. A row on a label gets the label's own value.
 */
export function priceAtRow(p: Preview, y: number): number | null {
  if (p.relativePrices || p.priceLabels.length < 2) return null;
  const near = p.priceLabels.find((l) => Math.abs(l.y - y) <= 3);
  if (near) return near.value;
  const n = p.priceLabels.length;
  const my = p.priceLabels.reduce((s, l) => s + l.y, 0) / n;
  const mv = p.priceLabels.reduce((s, l) => s + l.value, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const l of p.priceLabels) {
    sxy += (l.y - my) * (l.value - mv);
    sxx += (l.y - my) ** 2;
  }
  if (sxx === 0) return null;
  return mv + (sxy / sxx) * (y - my);
}

/** A price written with the chart's own decimals (or enough to tell prices apart). */
export function formatReadPrice(value: number, decimals: number | null): string {
  const places = clamp(decimals ?? (Math.abs(value) >= 1 || value === 0 ? 2 : 6), 0, 8);
  return value.toLocaleString('en-US', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    useGrouping: false,
  });
}

/**
 * A typed price as a number: '3,120.50', '3 120.50' and '97,5' (a decimal comma) are read; null
 * when it is not a price.
 */
export function parsePrice(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!t) return null;
  if (t.includes('.')) t = t.replace(/,/g, '');
  else if (/^-?\d{1,3}(,\d{3})+$/.test(t)) t = t.replace(/,/g, '');
  else t = t.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
}

/** A mark's price filled in from the labels read, unless the trader typed one. */
export function withPrefill(p: Preview, mark: HeightMark): HeightMark {
  if (mark.typed) return mark;
  const v = priceAtRow(p, mark.y);
  return { ...mark, price: v === null ? '' : formatReadPrice(v, p.decimals) };
}

/** The two heights to start from: the highest and lowest labels read, or a quarter in. */
export function initialHeights(p: Preview): [HeightMark, HeightMark] {
  const labels = [...p.priceLabels].sort((a, b) => a.y - b.y);
  const top = labels[0];
  const bottom = labels.at(-1);
  const rows: [number, number] =
    top && bottom && bottom.y - top.y >= 10
      ? [Math.round(top.y), Math.round(bottom.y)]
      : p.plot
        ? [
            Math.round(p.plot.top + (p.plot.bottom - p.plot.top) * 0.25),
            Math.round(p.plot.top + (p.plot.bottom - p.plot.top) * 0.75),
          ]
        : [Math.round(p.height * 0.25), Math.round(p.height * 0.75)];
  return [
    withPrefill(p, { y: rows[0], price: '', typed: false }),
    withPrefill(p, { y: rows[1], price: '', typed: false }),
  ];
}

/** The axis marks as the server takes them, or what is missing in words. */
export function axisHint(
  marks: [HeightMark, HeightMark],
): { axis: NonNullable<ReadingHintsInput['axis']> } | { problem: string } {
  const prices = marks.map((m) => parsePrice(m.price));
  const missing = prices.findIndex((v) => v === null);
  if (missing >= 0) return { problem: `Type the price at height ${missing + 1}.` };
  const [a, b] = marks;
  return {
    axis: [
      { y: a.y, price: prices[0]!, text: a.price.trim() },
      { y: b.y, price: prices[1]!, text: b.price.trim() },
    ],
  };
}

/** The candle nearest a column, when the column falls on one (else the column itself). */
export function snapToCandle(p: Preview, x: number): number {
  let best: { x: number; d: number } | null = null;
  for (const c of p.candles) {
    const d = Math.abs(c.x - x);
    if (!best || d < best.d) best = { x: c.x, d };
  }
  if (best && best.d <= Math.max(3, candlePitch(p) / 2)) return Math.round(best.x);
  return Math.round(x);
}

/** The next candle's column right (1) or left (-1) of a column; the column itself at either end. */
export function stepCandle(p: Pick<Preview, 'candles'>, x: number, direction: -1 | 1): number {
  const xs = p.candles.map((c) => Math.round(c.x));
  const next = direction > 0 ? xs.find((c) => c > x) : [...xs].reverse().find((c) => c < x);
  return next ?? x;
}

/** The median distance between neighbouring candles (pixels), or 0 with fewer than two. */
export function candlePitch(p: Pick<Preview, 'candles'>): number {
  const gaps = p.candles
    .slice(1)
    .map((c, i) => c.x - p.candles[i]!.x)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  return gaps[gaps.length >> 1] ?? 0;
}

/** The marks in use after one more: each gesture replaces its own mark and keeps the others. */
export function mergeHints(
  current: ReadingHintsInput | null,
  patch: ReadingHintsInput,
): ReadingHintsInput {
  return { ...(current ?? {}), ...patch };
}

/** The names of the marks in use, for the page ("price pane, two prices"). */
export function markNames(hints: ReadingHintsInput | null): string[] {
  if (!hints) return [];
  return [
    ...(hints.plot ? ['price pane'] : []),
    ...(hints.axis ? ['two prices'] : []),
    ...(hints.lastX !== undefined ? ['last candle'] : []),
  ];
}

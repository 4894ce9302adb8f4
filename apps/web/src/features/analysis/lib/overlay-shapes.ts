import type { StoredReading, StoredResult } from '@candlelens/contracts';
import { candleSpacing, indexToX, plotBox, priceToY } from './overlay-geometry.ts';

export interface LevelShape {
  y: number;
  price: number;
  kind: 'support' | 'resistance';
  label: string;
  strength: number;
}
export interface LineShape {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: 'support' | 'resistance' | 'channel';
}
export interface PatternShape {
  name: string;
  bias: 'bullish' | 'bearish' | 'neutral';
  /** Polyline through the pattern's swing points (double tops, head and shoulders, flags). */
  points: { x: number; y: number }[];
  /**
   * Triangles, wedges and channels come as two boundary lines (upper start, upper end, lower
   * start, lower end): drawn as a shaded band between the lines instead of a polyline.
   */
  band: { x: number; y: number }[] | null;
  /** Box around the candles (candlestick patterns, or when there are no points). */
  box: { x: number; y: number; width: number; height: number } | null;
  target: { x1: number; x2: number; y: number; price: number } | null;
  stop: { x1: number; x2: number; y: number; price: number } | null;
}
export interface ForecastShape {
  /** Polygons (x,y pairs) for the 95%, 80% and 50% ranges, widest first. */
  bands: { level: 95 | 80 | 50; points: { x: number; y: number }[] }[];
  median: { x: number; y: number }[];
  /** Null when the direction has no measured edge. */
  probabilityUp: number | null;
}

const present = <T>(v: T | null): v is T => v !== null;

export function levelShapes(reading: StoredReading, result: StoredResult): LevelShape[] {
  return result.levels
    .map((l) => {
      const y = priceToY(reading, l.price);
      return y === null
        ? null
        : { y, price: l.price, kind: l.kind, label: l.label, strength: l.strength };
    })
    .filter(present);
}

export function trendLineShapes(reading: StoredReading, result: StoredResult): LineShape[] {
  return result.trendLines
    .map((t) => {
      const x1 = indexToX(reading, t.from.index);
      const x2 = indexToX(reading, t.to.index);
      const y1 = priceToY(reading, t.from.price);
      const y2 = priceToY(reading, t.to.price);
      if (x1 === null || x2 === null || y1 === null || y2 === null) return null;
      return { x1, y1, x2, y2, kind: t.kind };
    })
    .filter(present);
}

function candleBox(reading: StoredReading, start: number, end: number) {
  const bars = reading.candles.slice(Math.max(0, start), end + 1);
  if (!bars.length) return null;
  const ys = bars.flatMap((c) => [priceToY(reading, c.high), priceToY(reading, c.low)]);
  const xs = [indexToX(reading, start), indexToX(reading, end)];
  if (ys.some((v) => v === null) || xs.some((v) => v === null)) return null;
  const pad = Math.max(3, 0.6 * candleSpacing(reading));
  const top = Math.min(...(ys as number[]));
  const bottom = Math.max(...(ys as number[]));
  const left = Math.min(...(xs as number[])) - pad;
  const right = Math.max(...(xs as number[])) + pad;
  return { x: left, y: top - pad, width: right - left, height: bottom - top + 2 * pad };
}

function marker(reading: StoredReading, endIndex: number, price: number | undefined) {
  if (price === undefined) return null;
  const y = priceToY(reading, price);
  const x1 = indexToX(reading, endIndex);
  const x2 = indexToX(reading, endIndex + 6);
  return y === null || x1 === null || x2 === null ? null : { x1, x2, y, price };
}

export function patternShapes(reading: StoredReading, result: StoredResult): PatternShape[] {
  return result.patterns.map((p) => {
    const points = p.points
      .map((pt) => {
        const x = indexToX(reading, pt.index);
        const y = priceToY(reading, pt.price);
        return x === null || y === null ? null : { x, y };
      })
      .filter(present);
    const usePoints = p.kind === 'chart' && points.length >= 2;
    const [a, b, c, d] = p.points;
    const isBand =
      usePoints &&
      points.length === 4 &&
      a !== undefined &&
      b !== undefined &&
      c !== undefined &&
      d !== undefined &&
      a.index === c.index &&
      b.index === d.index;
    const [u0, u1, l0, l1] = points;
    return {
      name: p.name,
      bias: p.bias,
      points: usePoints && !isBand ? points : [],
      band: isBand && u0 && u1 && l0 && l1 ? [u0, u1, l1, l0] : null,
      box: usePoints ? null : candleBox(reading, p.startIndex, p.endIndex),
      target: marker(reading, p.endIndex, p.target),
      stop: marker(reading, p.endIndex, p.stop),
    };
  });
}

export function forecastShape(reading: StoredReading, result: StoredResult): ForecastShape | null {
  const f = result.forecast;
  const lastIndex = reading.candles.length - 1;
  const last = reading.candles[lastIndex];
  if (!f || !f.path.length || !last) return null;
  const x0 = indexToX(reading, lastIndex);
  const y0 = priceToY(reading, last.close);
  if (x0 === null || y0 === null) return null;
  const start = { x: x0, y: y0 };
  // Bars continue at the candle spacing, but the cone is drawn at least a tenth of the plot
  // wide so its range stays readable on dense charts; prices (y) are exact.
  const box = plotBox(reading);
  const step = Math.max(
    candleSpacing(reading),
    (0.1 * (box.right - box.left)) / Math.max(1, f.horizon),
  );
  const at = (index: number, price: number) => {
    const x = x0 + (index - lastIndex) * step;
    const y = priceToY(reading, price);
    return y === null ? null : { x, y };
  };
  const band = (key: 'p95' | 'p80' | 'p50') => {
    const upper = f.path.map((s) => at(s.index, s[key][1]));
    const lower = f.path.map((s) => at(s.index, s[key][0]));
    if (upper.some((p) => p === null) || lower.some((p) => p === null)) return [];
    return [
      start,
      ...(upper as { x: number; y: number }[]),
      ...(lower as { x: number; y: number }[]).reverse(),
    ];
  };
  const median = [start, ...f.path.map((s) => at(s.index, s.price)).filter(present)];
  return {
    bands: [
      { level: 95 as const, points: band('p95') },
      { level: 80 as const, points: band('p80') },
      { level: 50 as const, points: band('p50') },
    ].filter((b) => b.points.length > 0),
    median,
    probabilityUp: f.probabilityUp ?? null,
  };
}

/**
 * Label rows for the level lines: each label sits on its line unless it would overlap a
 * neighbour; crowded labels are pushed apart, and kept between min and max when they fit.
 */
export function spreadLabels(
  ys: readonly number[],
  gap: number,
  min: number,
  max: number,
): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => Math.min(max, Math.max(min, o.y)));
  for (let k = 1; k < placed.length; k++)
    placed[k] = Math.max(placed[k] as number, (placed[k - 1] as number) + gap);
  const last = placed.length - 1;
  // Overflowing the bottom while all labels would fit: pack them upwards from the bottom.
  if (last >= 0 && (placed[last] as number) > max && min + last * gap <= max) {
    placed[last] = max;
    for (let k = last - 1; k >= 0; k--)
      placed[k] = Math.min(placed[k] as number, (placed[k + 1] as number) - gap);
  }
  const out = new Array<number>(ys.length);
  order.forEach((o, k) => (out[o.i] = placed[k] as number));
  return out;
}

export { plotBox };

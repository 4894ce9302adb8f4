import type { IndicatorLine, StoredReading, StoredResult } from '@candlelens/contracts';
import { indexToX, priceToY } from './overlay-geometry.ts';

export interface IndicatorShape {
  key: string;
  label: string;
  color: string;
  /** Bollinger Band edges are drawn dashed, averages solid. */
  dashed: boolean;
  /** Runs of consecutive defined values: a gap where the indicator has no value yet. */
  segments: { x: number; y: number }[][];
}

const BAND = '#60a5fa';
const AVERAGES = ['#fbbf24', '#e879f9', '#f97316', '#a3e635', '#f472b6'];

/** One colour per line: the bands share one, the averages take the next free colour. */
function colorFor(key: string, i: number): string {
  return key.startsWith('bb-') ? BAND : (AVERAGES[i % AVERAGES.length] as string);
}

/** The analysis's indicator lines, if it has any (older analyses do not). */
export function indicatorLinesOf(result: StoredResult): IndicatorLine[] {
  const lines = result.indicatorLines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (l): l is IndicatorLine =>
      typeof l?.key === 'string' && typeof l.label === 'string' && Array.isArray(l.values),
  );
}

/** Moving averages and bands as polylines on the screenshot, in image pixels. */
export function indicatorShapes(reading: StoredReading, result: StoredResult): IndicatorShape[] {
  let average = 0;
  return indicatorLinesOf(result).map((line) => {
    const segments: { x: number; y: number }[][] = [];
    let run: { x: number; y: number }[] = [];
    line.values.forEach((v, i) => {
      const x = v === null || i >= reading.candles.length ? null : indexToX(reading, i);
      const y = v === null ? null : priceToY(reading, v);
      if (x === null || y === null) {
        if (run.length > 1) segments.push(run);
        run = [];
      } else run.push({ x, y });
    });
    if (run.length > 1) segments.push(run);
    const band = line.key.startsWith('bb-');
    return {
      key: line.key,
      label: line.label,
      color: colorFor(line.key, band ? 0 : average++),
      dashed: band && line.key !== 'bb-middle',
      segments,
    };
  });
}

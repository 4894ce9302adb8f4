// Labels of a training render, free from the renderer's data-to-pixel mapping: per input column
// of the model, whether a candle (body or wick) of the price pane stands there, and whether the
// column lies within the series (from the first candle's left edge to the last one's right edge).
import { inputColumnOf } from '@candlelens/chart-reader/node';
import type { BreadthResult } from '../breadth/breadth-spec.ts';

export interface ColumnLabels {
  /** 1 where a candle stands in the column, else 0. */
  candle: number[];
  /** 1 from the first candle's column to the last one's, else 0. */
  span: number[];
  /** The last candle's right edge, in input columns (-1 without candles). */
  lastColumn: number;
}

/**
 * The labels at the model's input width. `fx` scales the page's CSS px to the saved image's
 * pixels; candles outside the price pane's columns (cut at its edge) count where they are drawn.
 */
export function columnLabels(
  result: Pick<BreadthResult, 'candles' | 'plot'>,
  fx: number,
  image: { width: number },
  inputWidth: number,
): ColumnLabels {
  const candle = new Array<number>(inputWidth).fill(0);
  const span = new Array<number>(inputWidth).fill(0);
  const left = result.plot.left * fx;
  const right = (result.plot.left + result.plot.width) * fx;
  let first = Infinity;
  let last = -1;
  for (const c of result.candles) {
    const half = Math.max(0.5, c.halfWidth * fx);
    const x0 = Math.max(left, c.x * fx - half);
    const x1 = Math.min(right - 1, c.x * fx + half);
    if (x1 < x0) continue;
    const a = inputColumnOf(x0, image.width, inputWidth);
    const b = inputColumnOf(x1, image.width, inputWidth);
    for (let k = a; k <= b; k++) candle[k] = 1;
    first = Math.min(first, a);
    last = Math.max(last, b);
  }
  for (let k = Number.isFinite(first) ? first : inputWidth; k <= last; k++) span[k] = 1;
  return { candle, span, lastColumn: last };
}

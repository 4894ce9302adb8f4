import type { ReadCandle } from '../../types.ts';

/**
 * A step line (a price line drawn as stairs: a level, then a riser to the next level) read as
 * OHLC bars: each riser is a stem, the treads either side its open and close ticks. Every such
 * "bar" opens where the one before closed and reaches no further than its ticks. Real OHLC bars
 * run past their open or close to a high or low on most bars. Measured with the pure reader on
 * the negative corpus' price lines (the one read as bars: 0.91) against every chart read as
 * bars in the breadth corpus' `ohlc-bars` and `bars-thin` families (36 renders: at most 0.51).
 */
export const STEP_LINE = {
  /** Share of the bars, from the second, that open on the close before and reach no further. */
  share: 0.75,
  /** Rows a tick may stand off the previous close, or a stem's end off its ticks. */
  rowsPx: 1.5,
  /** Fewest bars the share is measured on. */
  minBars: 20,
} as const;

type Rows = Pick<ReadCandle, 'x' | 'yOpen' | 'yHigh' | 'yLow' | 'yClose'>;

/** The share of the bars (after the first, left to right) that are a step line's stairs. */
export function stepShare(bars: readonly Rows[]): number {
  if (bars.length < STEP_LINE.minBars) return 0;
  const sorted = [...bars].sort((a, b) => a.x - b.x);
  const tol = STEP_LINE.rowsPx;
  let stairs = 0;
  for (let i = 1; i < sorted.length; i++) {
    const b = sorted[i]!;
    const top = Math.min(b.yOpen, b.yClose);
    const bottom = Math.max(b.yOpen, b.yClose);
    const onClose = Math.abs(b.yOpen - sorted[i - 1]!.yClose) <= tol;
    const noFurther = b.yHigh >= top - tol && b.yLow <= bottom + tol;
    if (onClose && noFurther) stairs++;
  }
  return stairs / (sorted.length - 1);
}

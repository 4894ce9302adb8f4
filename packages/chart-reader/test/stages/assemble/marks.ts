import type { RawCandle } from '../../../src/stages/candles/index.ts';

export const plot = { left: 0, top: 0, right: 900, bottom: 500 };

/** A mark at x spanning rows top..bottom (its body the middle half). */
export function mark(x: number, top: number, bottom: number): RawCandle {
  const q = (bottom - top) / 4;
  return {
    x,
    yHigh: top,
    yBodyTop: top + q,
    yBodyBottom: bottom - q,
    yLow: bottom,
    bodyWidth: 5,
    color: 0,
    hollow: false,
  };
}

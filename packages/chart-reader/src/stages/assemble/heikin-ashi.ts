import type { ReadCandle } from '../../types.ts';

/**
 * How Heikin-Ashi candles show themselves: each opens at the middle of the body before it (its
 * open is the average of the previous open and close), where an ordinary candle opens near the
 * previous close or wherever a gap puts it. Measured in pixels, over the candles whose previous
 * body is tall enough to have a middle apart from its ends.
 */
export const HEIKIN_ASHI = {
  /** A previous body shorter than this (px) cannot tell its middle from its ends. */
  minBody: 4,
  /** An open is at the middle within this share of the previous body (and 1.5 px). */
  tolerance: 0.15,
  /** Candles with a tall enough previous body needed to decide. */
  minPairs: 15,
  /** Share of them opening at the middle. */
  share: 0.8,
} as const;

/**
 * Whether the series reads as Heikin-Ashi candles. On the real screenshots an ordinary series
 * opens at the previous body's middle for at most a third of its candles (a misread OHLC-bar
 * chart); the Heikin-Ashi render, for all of them.
 */
export function looksHeikinAshi(candles: readonly ReadCandle[]): boolean {
  let pairs = 0;
  let atMiddle = 0;
  let atClose = 0;
  for (let i = 1; i < candles.length; i++) {
    const a = candles[i - 1]!;
    const b = candles[i]!;
    const body = Math.abs(a.yOpen - a.yClose);
    if (body < HEIKIN_ASHI.minBody) continue;
    pairs++;
    const tol = Math.max(1.5, HEIKIN_ASHI.tolerance * body);
    if (Math.abs(b.yOpen - (a.yOpen + a.yClose) / 2) <= tol) atMiddle++;
    if (Math.abs(b.yOpen - a.yClose) <= tol) atClose++;
  }
  return (
    pairs >= HEIKIN_ASHI.minPairs && atMiddle >= HEIKIN_ASHI.share * pairs && atMiddle > 2 * atClose
  );
}

export const HEIKIN_ASHI_WARNING =
  'Heikin-Ashi candles: each opens at the middle of the body before it, so their open and close are averages, not traded prices';

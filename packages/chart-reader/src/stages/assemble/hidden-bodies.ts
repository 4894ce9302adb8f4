import { median, medianStep } from '../../shared/stats.ts';
import type { RawCandle } from '../candles/index.ts';
import { ASSEMBLE } from './params.ts';

const HIDDEN = ASSEMBLE.hiddenBodies;

/**
 * Bodies as narrow as the wicks (where the bodies of other candles show wider) hide their open
 * and close; when the style tells each candle's direction (`oneStyle` false, and wicks not in
 * a colour of their own, which bounds the bodies however narrow) they are estimated from the
 * neighbours (a candle opens near the previous close). Marks the candles whose body is hidden.
 */
export function hiddenBodies(
  candles: RawCandle[],
  oneStyle: boolean,
  ownWickColour: boolean,
): boolean[] {
  const shows = candles.filter((c) => c.wickWidth !== undefined && c.bodyWidth > c.wickWidth);
  const wickTyp = shows.length >= HIDDEN.minShowing ? median(shows.map((c) => c.wickWidth!)) : null;
  const pitch = medianStep(candles) ?? NaN;
  return candles.map(
    (c) =>
      !oneStyle &&
      !ownWickColour &&
      c.wickWidth !== undefined &&
      c.bodyWidth === c.wickWidth &&
      c.yLow - c.yHigh >= HIDDEN.minHeight &&
      (wickTyp !== null
        ? c.bodyWidth <= wickTyp
        : c.bodyWidth <= Math.max(HIDDEN.minWidth, pitch * HIDDEN.pitchShare)),
  );
}

/**
 * Bodies no wider than their wicks (narrow candles at a high pixel ratio, drawn as one-width
 * bars) show their high and low but not their open and close. A candle opens near the previous
 * close, so the price between two neighbours lies in both their ranges: a hidden body's open is
 * taken from the previous candle (its close when its body shows, else the middle of the two
 * ranges' overlap) and its close likewise from the next. `hidden` marks such candles; the
 * result holds each candle's body top and bottom (y grows downwards).
 */
export function estimateHiddenBodies(
  candles: RawCandle[],
  up: boolean[],
  hidden: boolean[],
): { top: number; bottom: number }[] {
  const n = candles.length;
  const pitch = medianStep(candles) ?? 0;
  const openY = (c: RawCandle, u: boolean): number => (u ? c.yBodyBottom : c.yBodyTop);
  const closeY = (c: RawCandle, u: boolean): number => (u ? c.yBodyTop : c.yBodyBottom);
  const clamp = (v: number, c: RawCandle): number => Math.min(c.yLow, Math.max(c.yHigh, v));
  // the price two neighbours share: the middle of their ranges' overlap, or of the gap between
  const shared = (a: RawCandle, b: RawCandle): number => {
    const lo = Math.max(a.yHigh, b.yHigh);
    const hi = Math.min(a.yLow, b.yLow);
    return (lo + hi) / 2;
  };
  return candles.map((c, i) => {
    if (!hidden[i]) return { top: c.yBodyTop, bottom: c.yBodyBottom };
    const mid = (c.yHigh + c.yLow) / 2;
    const near = pitch * ASSEMBLE.direction.neighbourPitches;
    const p = i > 0 && c.x - candles[i - 1]!.x <= near ? candles[i - 1]! : null;
    const q = i + 1 < n && candles[i + 1]!.x - c.x <= near ? candles[i + 1]! : null;
    const open = p ? clamp(hidden[i - 1] ? shared(p, c) : closeY(p, up[i - 1]!), c) : mid;
    const close = q ? clamp(hidden[i + 1] ? shared(c, q) : openY(q, up[i + 1]!), c) : mid;
    // the direction (the colour) then says which end is the open; half a pixel apart at least,
    // so that it still shows
    const m = (open + close) / 2;
    const half = Math.max(HIDDEN.minHalf, Math.abs(open - close) / 2);
    return { top: m - half, bottom: m + half };
  });
}

import type { Rgb } from '../../shared/colour.ts';
import type { RawCandle } from '../candles/index.ts';
import { decideUp, directionsByContinuity, greenness } from './direction.ts';
import { ASSEMBLE } from './params.ts';

const DIRECTION = ASSEMBLE.direction;

/** Which candles rise, and how that was read. */
export interface Directions {
  /** per candle: true when it rises */
  up: boolean[];
  /** the candles' colour class that rises (0 or 1) */
  upClass: 0 | 1;
  method: 'hue' | 'data';
  /** two candle colours tell the direction */
  twoColours: boolean;
  /** neither colour nor fill tells it: each candle is read from its neighbours */
  oneStyle: boolean;
  /** how sure the reading of the directions is, 0..1 */
  confidence: number;
}

/**
 * Two candle classes: two colours, or hollow versus filled bodies (one colour, or styles that
 * mark direction by the fill). When both partitions exist, the one the data explain better wins.
 */
export function readDirections(candles: RawCandle[], colors: Rgb[]): Directions {
  const n1 = candles.filter((c) => c.color === 1).length;
  const nh = candles.filter((c) => c.hollow).length;
  const split = (k: number): boolean =>
    k >= Math.max(DIRECTION.minClass, candles.length * DIRECTION.minClassShare) &&
    k <= candles.length * (1 - DIRECTION.minClassShare);
  const colourOk = colors.length >= 2 && split(n1);
  const fillOk = split(nh);
  const byColour = (c: RawCandle): 0 | 1 => c.color;
  const byFill = (c: RawCandle): 0 | 1 => (c.hollow ? 0 : 1);
  const hue = colourOk ? greenness(colors[0]!) - greenness(colors[1]!) : 0;
  const decColour = colourOk ? decideUp(candles, byColour, hue, true) : null;
  const decFill = fillOk ? decideUp(candles, byFill, DIRECTION.fillPrior, false) : null;
  const useFill =
    decFill !== null &&
    (decColour === null ||
      Math.abs(decFill.votes.data) > Math.abs(decColour.votes.data) + DIRECTION.fillMargin);
  const twoColours = !useFill && colourOk;
  const cls = useFill ? byFill : twoColours ? byColour : byFill;
  const dec = useFill
    ? decFill!
    : (decColour ?? decideUp(candles, byFill, DIRECTION.fillPrior, false));
  // Neither two colours nor hollow against filled bodies: the chain of opens and closes decides
  // each candle on its own.
  // When the fill tells the direction, it shows only on bodies wide and tall enough to have an
  // interior (the smallest hollow body read sets the bar); the others are chained to them.
  const isUp = (c: RawCandle): boolean => cls(c) === dec.upClass;
  // Where every body large enough to show its interior is hollow, the filled ones are only the
  // small bodies whose interior cannot show: the fill tells nothing.
  let chain: ReturnType<typeof directionsByContinuity> | null = null;
  let oneStyle = !colourOk && !fillOk;
  if (!oneStyle && !twoColours) {
    const hollows = candles.filter((c) => c.hollow);
    const minW = Math.min(...hollows.map((c) => c.bodyWidth));
    const minH = Math.min(...hollows.map((c) => c.yBodyBottom - c.yBodyTop));
    const seen = (c: RawCandle): boolean =>
      c.hollow || (c.bodyWidth >= minW && c.yBodyBottom - c.yBodyTop >= minH);
    const shown = candles.filter(seen);
    if (!split(shown.filter((c) => !c.hollow).length * (candles.length / shown.length)))
      oneStyle = true;
    else {
      const known = candles.map((c) => (seen(c) ? isUp(c) : null));
      if (known.some((k) => k === null)) chain = directionsByContinuity(candles, known);
    }
  }
  if (oneStyle) chain = directionsByContinuity(candles);
  return {
    up: candles.map((c, i) => (chain ? chain.up[i]! : isUp(c))),
    upClass: dec.upClass,
    method: dec.method,
    twoColours,
    oneStyle,
    confidence: chain && oneStyle ? chain.fit * 0.8 : dec.confidence,
  };
}

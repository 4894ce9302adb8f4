import { hex } from '../../shared/colour.ts';
import { round2 } from '../../shared/stats.ts';
import type { ChartReading, PlotBox, PriceAxis, ReadCandle } from '../../types.ts';
import type { BarTicks, CandleScan } from '../candles/index.ts';
import { estimateHiddenBodies, hiddenBodies } from './hidden-bodies.ts';
import { priceAtY } from './price-mapping.ts';
import { readDirections } from './read-directions.ts';

/** The warning a reading of OHLC bars carries (the verdict counts bars, not candles, by it). */
/** Said where both directions share one style: each direction is inferred. */
export const ONE_STYLE_WARNING =
  'one candle style for both directions: each direction is read from the neighbours (a candle opens near the previous close)';

export const OHLC_BARS_WARNING =
  'OHLC bars: each open and close read from its ticks (left: open, right: close)';

/** The candles as the reading gives them, the colours that mean rising and falling. */
export interface Assembled {
  candles: ReadCandle[];
  colors: NonNullable<ChartReading['colors']>;
  /** how sure the directions are, 0..1 */
  directionConfidence: number;
  /** share of the candles whose body shows (wider than the wick), so that their open and close
   * are read, not estimated: low on dense charts whose bodies are as thin as the wicks */
  bodiesShown: number;
  /** the last candle's body is hidden behind its wick (its close estimated) */
  lastHidden: boolean;
  /** how the directions were read, when not from two colours */
  warnings: string[];
}

/**
 * Gives each candle found its direction and its prices: through the fitted axis, else relative
 * to the plot (0 = bottom, 100 = top). Bodies hidden behind their wicks are estimated.
 */
export function assembleCandles(
  scan: CandleScan,
  axis: PriceAxis | null,
  plot: PlotBox,
  /** The open's and close's rows of OHLC bars (`readBarTicks`), when the chart draws bars. */
  bars: readonly (BarTicks | null)[] | null = null,
): Assembled {
  const dirs = readDirections(scan.candles, scan.colors);
  const { upClass, twoColours, oneStyle } = dirs;
  // Relative scale when the axis is unreadable: 0 = bottom of plot, 100 = top.
  const rel = (y: number): number =>
    (100 * (plot.bottom - y)) / Math.max(1, plot.bottom - plot.top);
  const price = (y: number): number => (axis ? priceAtY(axis, y) : rel(y));
  const hidden = hiddenBodies(scan.candles, oneStyle, scan.ownWickColour);
  const bodies = estimateHiddenBodies(scan.candles, dirs.up, hidden);
  const candles: ReadCandle[] = scan.candles.map((c, i) => {
    const ticks = bars?.[i] ?? null;
    // a bar's ticks give its open and close, and with them its direction
    const up = ticks ? ticks.yClose <= ticks.yOpen : dirs.up[i]!;
    const { top, bottom } = bodies[i]!;
    const yOpen = ticks ? ticks.yOpen : up ? bottom : top;
    const yClose = ticks ? ticks.yClose : up ? top : bottom;
    return {
      x: round2(c.x),
      open: price(yOpen),
      high: price(c.yHigh),
      low: price(c.yLow),
      close: price(yClose),
      yOpen,
      yHigh: c.yHigh,
      yLow: c.yLow,
      yClose,
      bodyWidth: c.bodyWidth,
      up,
      time: null,
      volume: null,
    };
  });
  const upColor = twoColours ? scan.colors[upClass]! : scan.colors[0]!;
  const downColor = twoColours ? scan.colors[1 - upClass]! : upColor;
  const warnings: string[] = [];
  if (bars) warnings.push(OHLC_BARS_WARNING);
  else if (oneStyle) warnings.push(ONE_STYLE_WARNING);
  else if (!twoColours)
    warnings.push(
      `direction from the fill: ${upClass === 0 ? 'hollow' : 'filled'} bodies read as rising`,
    );
  return {
    candles,
    colors: { up: hex(upColor), down: hex(downColor), method: dirs.method },
    directionConfidence: dirs.confidence,
    bodiesShown:
      scan.candles.length === 0
        ? 1
        : scan.candles.filter((c) => c.wickWidth === undefined || c.bodyWidth > c.wickWidth)
            .length / scan.candles.length,
    lastHidden: hidden[lastIndex(scan.candles)] === true,
    warnings,
  };
}

/** Index of the rightmost candle (-1 when none). */
export function lastIndex(candles: readonly { x: number }[]): number {
  let k = -1;
  candles.forEach((c, i) => {
    if (k < 0 || c.x > candles[k]!.x) k = i;
  });
  return k;
}

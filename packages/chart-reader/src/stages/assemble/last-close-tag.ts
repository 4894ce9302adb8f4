// The last candle's close from the last price's tag on the price scale: which end of its body
// the close is where both directions share one style (decision 190), and where the close is on
// a body that does not show it (hidden behind its wick, or over its whole range: decision 206).
import { dist, fromHex, type Rgb } from '../../shared/colour.ts';
import type { ChartReading, PriceAxis, ReadCandle, RgbaImage } from '../../types.ts';
import { plotBackground } from '../normalise/index.ts';
import { lastIndex, ONE_STYLE_WARNING } from './assemble.ts';
import { priceAtY } from './price-mapping.ts';
import { labelStrip, stripFill, tagRowNear } from './scale-tag.ts';

/**
 * Where candles of both directions are drawn alike (one colour, or hollow and filled alike), the
 * direction of each is inferred: it opens near the previous close. A candle that opens with a gap
 * away from that close is read the wrong way round, and on the last candle that puts the last
 * close, the number a trader reads first, a body's height off. Charting apps mark the last price
 * on the scale with a tag (a filled box behind the price: TradingView, lightweight-charts,
 * MetaTrader's bid, KLineChart). `rows`: the rows either side of a body end looked at, in the
 * labels' text heights (the tag's solid rows stand just above and below its text, about half a
 * text height from its price); `near`: a pixel within this RGB distance
 * of the plot's background is not the tag's; `fill`: the share of the scale's label columns the
 * tag fills on a row (a label's digits fill well under it: `CLOSE_TAG`'s measure); `minApart`:
 * the body's ends stand at least this many times the rows looked at apart (a shorter body's two
 * ends would see one tag). Set on the breadth corpus' one-style charts (jpeg-013, phone-003:
 * their last candles opened with a gap).
 */
export const LAST_TAG = { rows: 0.6, near: 60, fill: 0.85, minApart: 2 } as const;

/**
 * The reading with its last candle turned round when the price scale shows the last price's tag
 * at the end of its body the reading took for the open, and at that end only. Only where the
 * reading inferred the directions (`ONE_STYLE_WARNING`); unchanged otherwise.
 */
export function lastCloseByTag<
  R extends Pick<ChartReading, 'candles' | 'priceAxis' | 'plot' | 'warnings'>,
>(img: RgbaImage, r: R): R {
  const last = r.candles.at(-1);
  const axis = r.priceAxis;
  if (!last || !axis || !r.plot || !r.warnings.includes(ONE_STYLE_WARNING)) return r;
  const strip = labelStrip(img, axis);
  if (!strip) return r;
  const reach = Math.max(2, Math.round(strip.textHeight * LAST_TAG.rows));
  if (Math.abs(last.yClose - last.yOpen) < reach * LAST_TAG.minApart) return r;
  const bg: Rgb = plotBackground(img, r.plot);
  const tagged = (row: number): boolean =>
    tagRowNear(img, strip, row, reach, LAST_TAG.fill, (p) => dist(p, bg) > LAST_TAG.near);
  if (tagged(last.yClose) || !tagged(last.yOpen)) return r;
  const turned = {
    ...last,
    open: last.close,
    close: last.open,
    yOpen: last.yClose,
    yClose: last.yOpen,
    ...(last.up !== undefined ? { up: !last.up } : {}),
  };
  return { ...r, candles: [...r.candles.slice(0, -1), turned] };
}

/**
 * Where the last candle's body is as narrow as its wick (a dense chart, the bodies drawn as one
 * line), its open and close do not show and are estimated from its neighbours; the last one has
 * no next candle to open at its close, and the estimate is the middle of its range. Where its
 * body spans its whole range, no wick past either end, it shows no more (a line over the candle,
 * the last price's own, can widen a wick to a body's width). The last price's tag on the scale,
 * filled in the candle's colour, stands at its close. `near` and `fill` as `CLOSE_TAG`'s (a tag
 * pixel within this RGB distance of the candle's colour, and this share of the label columns on a
 * row); `reach`: rows past the candle's high and low looked at, in the labels' text heights;
 * `joinHeights`: solid rows within this many text heights of each other are one tag (its rows
 * above and below its text). Measured on the synthetic corpus'
 * dense lightweight-charts renders (lwc-096: the last close 4.4% of the range off once the tag's
 * left column was no longer read as one more candle; lwc-014, lwc-019, lwc-105: bodies over the
 * whole range, the last close 2-3% off).
 */
export const HIDDEN_CLOSE_TAG = { near: 60, fill: 0.85, reach: 1, joinHeights: 1.5 } as const;

/**
 * The last candle with its close at the middle of the one tag in its colour the scale shows
 * over its range (see `HIDDEN_CLOSE_TAG`); unchanged where no such tag, more than one, or one
 * that says the other direction than the candle's colour.
 */
export function hiddenCloseByTag(
  img: RgbaImage,
  axis: PriceAxis,
  last: ReadCandle,
  colour: Rgb,
): ReadCandle {
  const p = HIDDEN_CLOSE_TAG;
  const strip = labelStrip(img, axis);
  if (!strip) return last;
  const reach = Math.round(strip.textHeight * p.reach);
  const from = Math.max(0, Math.floor(last.yHigh) - reach);
  const to = Math.min(img.height - 1, Math.ceil(last.yLow) + reach);
  const rows: number[] = [];
  for (let y = from; y <= to; y++)
    if (stripFill(img, strip, y, (q) => dist(q, colour) <= p.near) >= p.fill) rows.push(y);
  if (rows.length === 0) return last;
  const join = strip.textHeight * p.joinHeights;
  if (rows.some((y, i) => i > 0 && y - rows[i - 1]! > join)) return last;
  const row = Math.min(last.yLow, Math.max(last.yHigh, (rows[0]! + rows.at(-1)!) / 2));
  if (last.up !== undefined && (last.up ? row > last.yOpen : row < last.yOpen)) return last;
  return { ...last, yClose: row, close: priceAtY(axis, row) };
}

/**
 * The assembled candles with the last one's close read from the last price's tag
 * (`hiddenCloseByTag`) where its body does not show its close: hidden behind its wick
 * (`lastHidden`), or spanning its whole range. Unchanged without an axis.
 */
export function unseenCloseByTag<
  A extends { candles: ReadCandle[]; colors: { up: string; down: string }; lastHidden: boolean },
>(img: RgbaImage, axis: PriceAxis | null, a: A): A {
  const i = lastIndex(a.candles);
  const last = a.candles[i];
  if (!axis || !last || last.up === undefined) return a;
  const whole =
    Math.min(last.yOpen, last.yClose) <= last.yHigh + 1 &&
    Math.max(last.yOpen, last.yClose) >= last.yLow - 1;
  if (!a.lastHidden && !whole) return a;
  const read = hiddenCloseByTag(img, axis, last, fromHex(last.up ? a.colors.up : a.colors.down));
  if (read === last) return a;
  return { ...a, candles: a.candles.map((c, j) => (j === i ? read : c)) };
}

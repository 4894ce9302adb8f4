// The last candle's close where both directions share one style: the last price's tag on the
// price scale says which end of its body the close is (decision 190).
import { dist, type Rgb } from '../../shared/colour.ts';
import type { ChartReading, RgbaImage } from '../../types.ts';
import { plotBackground } from '../normalise/index.ts';
import { ONE_STYLE_WARNING } from './assemble.ts';
import { labelStrip, tagRowNear } from './scale-tag.ts';

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

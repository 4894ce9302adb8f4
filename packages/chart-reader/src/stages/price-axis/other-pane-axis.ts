// Numbers that are not the candles' price scale (decision 209). The fit takes the labels of one
// column that fall on one line; when the candles' own labels do not read (JPEG blur, a font the
// glyph reader does not know, tags between them) the column it fits can be another one:
// - another pane's scale: a chart with a volume or indicator pane under the candles has a scale
//   in each pane, often in one column; the fit explains the lower pane's labels alone, and every
//   candle is priced in contracts or RSI points (1,300 rupees read as 6 million). A price axis
//   stands beside the prices it labels: labels that all stand a label step or more below the
//   lowest low (or above the highest high) label something else, and so do the two labels of a
//   two-label fit that both stand beyond them (an indicator window's maximum and a level, just
//   under the candles);
// - a table's column: a watch list or an order table beside the chart holds a column of prices
//   one row apart; among a dozen unrelated numbers three fall on a line within a pixel by
//   chance. A scale's labels between its fitted ones are on the fit too (a misread, the last
//   price's tag, a crosshair's label are the few that are not); a fit with as many labels read
//   between its own as it has, off the line, is a coincidence in a column of numbers.
import { median } from '../../shared/stats.ts';
import type { AxisLabel, PriceAxis } from '../../types.ts';
import { fitTexts } from './checked-axis.ts';
import { PRICE_AXIS } from './params.ts';

export interface CandleRows {
  /** The highest high's row and the lowest low's (pixel rows grow downwards). */
  top: number;
  bottom: number;
}

export interface ForeignCheck {
  /** The axis to price the candles with: as given, refitted to the labels beside the candles,
   * or null when the labels fitted are not the candles' scale and no others are. */
  axis: PriceAxis | null;
  /** Why the labels fitted are not the candles' scale, in words; null when they are. */
  foreign: string | null;
}

export const OTHER_PANE =
  'the price labels read stand beside another pane (volume or an indicator), not beside the candles';
export const NUMBER_TABLE =
  'the numbers read beside the chart are a column of a table or a watch list, not a price scale';

/** Which side of the candles' rows the labels all stand on, a label step or more away. */
function sideBeyond(labels: AxisLabel[], rows: CandleRows): 'below' | 'above' | null {
  const ys = labels.map((l) => l.y).sort((a, b) => a - b);
  if (ys.length < 2) return null;
  const step = median(ys.slice(1).map((y, i) => y - ys[i]!));
  if (!(step > 0)) return null;
  // two labels tell no step of their own: any distance beyond the candles counts
  const far = ys.length === 2 ? 0 : PRICE_AXIS.otherPane.stepsBeyond * step;
  if (ys[0]! > rows.bottom + far) return 'below';
  if (ys.at(-1)! < rows.top - far) return 'above';
  return null;
}

/** Whether the labels read between the fitted ones, off the fit, are as many as the fitted. */
function tableColumn(axis: PriceAxis): boolean {
  if (axis.labels.length < 2) return false;
  const ys = axis.labels.map((l) => l.y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const between = (axis.rejected ?? []).filter((l) => l.y > top && l.y < bottom).length;
  return between >= PRICE_AXIS.otherPane.tableBetween && between >= axis.labels.length;
}

/**
 * The axis checked against the candles' rows and its column: kept where its labels reach the
 * candles and are not a coincidence among a table's numbers; where they all stand beyond the
 * candles, refitted to the other labels read on the candles' side (at least `refitLabels` on
 * one scale, themselves reaching the candles), else none.
 */
export function axisBesideCandles(axis: PriceAxis, rows: CandleRows): ForeignCheck {
  if (tableColumn(axis)) return { axis: null, foreign: NUMBER_TABLE };
  const side = sideBeyond(axis.labels, rows);
  if (!side) return { axis, foreign: null };
  const edge =
    side === 'below'
      ? Math.min(...axis.labels.map((l) => l.y))
      : Math.max(...axis.labels.map((l) => l.y));
  const near = (axis.rejected ?? [])
    .filter((l) => (side === 'below' ? l.y < edge : l.y > edge))
    .sort((a, b) => a.y - b.y);
  const refit = near.length
    ? fitTexts(
        axis,
        near,
        near.map((l) => l.text),
      )
    : null;
  const fits =
    refit !== null &&
    refit.labels.length >= PRICE_AXIS.otherPane.refitLabels &&
    sideBeyond(refit.labels, rows) === null &&
    !tableColumn(refit);
  return { axis: fits ? refit : null, foreign: OTHER_PANE };
}

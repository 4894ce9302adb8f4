// Stage: locate the plot. Bounds the price pane between the price-axis label column, separator
// lines, bars of another background colour, the grid's extent and the price labels' reach.
import type { Rgb } from '../../shared/colour.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { findPlotBox } from './plot-box.ts';
import { plotSurface } from './plot-surface.ts';

export { crop, paneCandidates, type Box, type PaneCandidate, type ScaleColumn } from './locate.ts';
export { splitAtDividers } from './separators.ts';
export { axisFirst, tableShare } from './table-columns.ts';

/** The price-axis label column as read: its side, its x range, its text height, its labels' rows. */
export interface LabelColumn {
  side: 'left' | 'right';
  x0: number;
  x1: number;
  textHeight: number;
  labelYs: number[];
}

/** The plot box and how sure the stage is of it; `column` is null when no price axis was read. */
export function locatePlot(
  img: RgbaImage,
  bg: Rgb,
  column: LabelColumn | null,
): { plot: PlotBox; confidence: number } {
  if (!column) return findPlotBox(img, bg, null);
  const labelYs = [...column.labelYs].sort((a, b) => a - b);
  // the step between price labels, when three or more stand evenly apart
  const gaps = labelYs.slice(1).map((y, i) => y - labelYs[i]!);
  const labelStep =
    gaps.length >= 2 && Math.min(...gaps) >= Math.max(...gaps) * 0.85
      ? Math.max(...gaps)
      : undefined;
  // a panel over the middle of the plot can outnumber its background there
  return findPlotBox(img, plotSurface(img, bg, column), {
    side: column.side,
    x0: column.x0,
    x1: column.x1,
    textHeight: column.textHeight,
    topLabelY: labelYs[0]!,
    bottomLabelY: labelYs[labelYs.length - 1]!,
    labelStep,
    labelYs,
  });
}

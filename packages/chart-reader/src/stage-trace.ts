// What each stage of one run returned besides the reading, kept when a run is traced (the stage
// drawings of `read-chart --debug-stages`): enough to see where a reading went wrong.
import type { TimesRead } from './read-times.ts';
import type { CandleScan } from './stages/candles/index.ts';
import type { Box } from './stages/panes/index.ts';
import type { AxisResult, LabelColumn, LabelRun } from './stages/price-axis/index.ts';
import type { ChartReading, PlotBox, PriceAxis } from './types.ts';

/** The stages of one pane, in the coordinates of its crop (at `box` in the screenshot). */
export interface PaneTrace {
  /** The price axis as the glyph reader fitted it, and as the label reader checked it. */
  axis: AxisResult;
  checkedAxis: PriceAxis | null;
  labelsSource: 'glyph' | 'ocr' | null;
  plot: PlotBox;
  plotConfidence: number;
  /** The candle scan: colour clusters, candle shapes, candles before and after their wicks. */
  scan: CandleScan;
}

/** One candidate pane read: where, how it was weighed, what its verdict said. */
export interface AttemptTrace {
  box: Box;
  /** Merit by the stages, and weighed by the verdict (the best pane has the highest). */
  stages: number;
  judged: number;
  reading: ChartReading;
  pane: PaneTrace | null;
}

export interface ChartTrace {
  /** Whether the label reader recognises text (OCR), or is the glyph port (reads nothing). */
  recognises: boolean;
  /** The screenshot's ink (1 where it differs from the surface around it) and text lines. */
  ink: Uint8Array | null;
  lines: Box[];
  /** The label columns as read (glyph, and again by the label reader where they were weak). */
  columns: LabelColumn[];
  /** The price scales the columns hold: each proposes a pane. */
  runs: LabelRun[];
  attempts: AttemptTrace[];
  /** Index of the attempt kept, or -1 when none was (the whole image was read). */
  best: number;
  /** The time axis and the legend, when read. */
  times: Omit<TimesRead, 'reading'> | null;
}

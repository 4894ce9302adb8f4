import {
  GLYPH_PORT,
  LabelReaderError,
  runNow,
  type LabelPort,
  type Staged,
} from './shared/label-port.ts';
import type { Rgb } from './shared/colour.ts';
import { round2 } from './shared/stats.ts';
import {
  assembleCandles,
  dropLeadingCut,
  dropMarginDrawings,
  dropScaleTags,
  unseenCloseByTag,
  dropPanelCut,
  dropPriceOutliers,
} from './stages/assemble/index.ts';
import {
  floatingPanels,
  readBarTicks,
  scanCandles,
  seeThrough,
  withoutPanels,
} from './stages/candles/index.ts';
import { fillBelow, type judgeReading } from './stages/judge/index.ts';
import {
  NORMALISE,
  normaliseImage,
  plotBackground,
  restoreFaded,
  restoreUnderInlays,
  restoreUnderOverlays,
  findVeil,
  scaleHint,
} from './stages/normalise/index.ts';
import { locatePlot } from './stages/panes/index.ts';
import {
  axisBesideCandles,
  checkedAxis,
  edgeClampedLabels,
  readPriceAxis,
  type AxisLabelCandidate,
  type CandleRows,
  type CheckedAxis,
} from './stages/price-axis/index.ts';
import type { PaneTrace } from './stage-trace.ts';
import type { ChartReading, PlotBox, ReadChartOptions, RgbaImage } from './types.ts';

/** Reading one pane: the public options, and the labels of its price scale when already read. */
export interface PaneOptions extends ReadChartOptions {
  labels?: AxisLabelCandidate[];
  /** Keep what each stage returned (`PaneRun.trace`), for the stage drawings. */
  trace?: boolean;
  /** The rows of the crop the trader marked as the pane's top and bottom (the crop reaches a
   * little past them): the plot spans them, or the pane's own edges found next to them (a panel
   * over the middle of the plot cannot cut it short). */
  markedRows?: { top: number; bottom: number };
}

/** A pane's reading before it is judged (the verdict weighs it after marks apart are dropped). */
export type PaneReading = Parameters<typeof judgeReading>[0];

/** A pane read: the reading, and what its stages returned when traced (else null). */
export interface PaneRun {
  reading: PaneReading;
  trace: PaneTrace | null;
}

const NOT_FOUND = 'no candlestick chart found';

/**
 * A box drawn by hand passes the pane's own border by a few pixels: an edge of the plot found this
 * close inside the marked top or bottom (share of the marked height) is the pane's, and the plot
 * stops there (a frame line, the date ticks under it, the shared baseline of volume columns stay
 * out, and labels drawn at the pane's edges are read as such). An edge found further in (a panel
 * over the plot, a legend) is not the pane's: the marked row stands. A divider line just past a
 * marked edge bounds the crop read (`pane-attempts.ts`), which reaches this far past the marked
 * rows to see it. Measured on the 28 real screenshots with the pane marked as the page asks
 * (`npm run bench:hints`).
 */
export const MARKED_EDGE_SHARE = 0.06;

/** Rows inside a marked edge where a divider line is still the pane's border (a box drawn by hand
 * overshoots a frame by a pixel or three; a line further in is the plot's own grid, and cutting
 * there lost a Plotly chart's highs). */
export const MARKED_BORDER_INSIDE_PX = 3;

/** The plot of a marked crop: the rows the trader marked, or the pane's edges found just inside. */
export function markedPlot(found: PlotBox, marked: { top: number; bottom: number }): PlotBox {
  const near = MARKED_EDGE_SHARE * (marked.bottom - marked.top);
  const inside = (edge: number, mark: number, sign: number): boolean =>
    (edge - mark) * sign >= 0 && Math.abs(edge - mark) <= near;
  return {
    ...found,
    top: inside(found.top, marked.top, 1) ? found.top : marked.top,
    bottom: inside(found.bottom, marked.bottom, -1) ? found.bottom : marked.bottom,
  };
}

/** The warning of a reading whose price labels the label reader read anew. */
const LABELS_REREAD = 'price labels re-read by OCR';

/** The rows from the highest high to the lowest low. */
function candleRows(candles: readonly { yHigh: number; yLow: number }[]): CandleRows {
  let top = Infinity;
  let bottom = -Infinity;
  for (const c of candles) {
    top = Math.min(top, c.yHigh);
    bottom = Math.max(bottom, c.yLow);
  }
  return { top, bottom };
}

function notFound(warnings: string[], plot: ChartReading['plot'] = null): PaneReading {
  return {
    found: false,
    plot,
    candles: [],
    priceAxis: null,
    relativePrices: true,
    colors: null,
    symbol: null,
    timeframe: null,
    instrument: null,
    stages: { plot: 0, candles: 0, axis: 0, colors: 0 },
    warnings: [NOT_FOUND, ...warnings],
  };
}

/**
 * Reads one chart pane that fills (most of) the image: the price axis at one side (its labels
 * checked by `port`, which reads in this image's coordinates), the plot, the candles. Never
 * throws on a well-formed image, except what the label reader throws (a failed recogniser is
 * the caller's to report, not a pane without a chart).
 */
export function* readPaneWith(
  image: RgbaImage,
  options: PaneOptions,
  port: LabelPort,
): Staged<PaneRun> {
  try {
    return yield* paneStages(image, options, port);
  } catch (e) {
    if (e instanceof LabelReaderError) throw e;
    const why = `internal error: ${e instanceof Error ? e.message : String(e)}`;
    return { reading: notFound([why]), trace: null };
  }
}

/** One pane read by the pure reader (the glyph reader alone). */
export function readPane(image: RgbaImage, options: PaneOptions = {}): PaneReading {
  return runNow(readPaneWith(image, options, GLYPH_PORT)).reading;
}

/** The stages in order: normalise, price axis, plot, candles, price axis checked, assemble. */
function* paneStages(img: RgbaImage, options: PaneOptions, port: LabelPort): Staged<PaneRun> {
  const image = normaliseImage(img);
  if (!image.ok) return { reading: notFound([image.warning]), trace: null };
  const axisRes = readPriceAxis(img, image.background, options.axisSide, options.labels);
  const warnings: string[] = [...axisRes.warnings];
  const located = locatePlot(
    img,
    image.background,
    axisRes.axis
      ? {
          side: axisRes.axis.side,
          x0: axisRes.x0,
          x1: axisRes.x1,
          textHeight: axisRes.textHeight,
          labelYs: axisRes.axis.labels.map((l) => l.y),
        }
      : null,
  );
  const plotConf = located.confidence;
  const plot = options.markedRows ? markedPlot(located.plot, options.markedRows) : located.plot;
  const clamped = axisRes.axis && edgeClampedLabels(img, axisRes.axis, plot, axisRes.textHeight);
  const bg = plotBackground(img, plot);
  // a panel floating over the plot (a position sizer) holds no candles: the candles are read
  // with a solid surface of its fill in its place (decision 216)
  const veil = findVeil(img, plot, bg);
  const panels = floatingPanels(img, plot, bg).filter((p) => !seeThrough(p, plot, veil));
  const unveiled = restoreUnderOverlays(img, plot, bg, veil);
  const scanFrom = (from: RgbaImage) =>
    scanCandles(
      restoreUnderInlays(withoutPanels(from, plot, panels), plot, bg),
      plot,
      bg,
      scaleHint(axisRes.textHeight, img.width),
    );
  const scanned = withFadedRestored(unveiled, plot, bg, scanFrom, img.colourHalved === true);
  warnings.push(...scanned.warnings);
  const edgeCut = dropLeadingCut(scanned.candles, plot);
  const panelCut = dropPanelCut(edgeCut.candles, plot, img, bg);
  const outliers = dropPriceOutliers(panelCut.candles, plot);
  const tags = dropScaleTags(outliers.candles, plot, img, bg, axisRes.axis);
  const drawings = dropMarginDrawings(tags.candles, plot);
  const scan = { ...scanned, candles: drawings.candles };
  if (drawings.dropped > 0)
    warnings.push(
      `${drawings.dropped === 1 ? 'a mark' : `${drawings.dropped} marks`} after the last candle left out (lines, boxes, text or markers drawn into the empty margin, not candles)`,
    );
  if (tags.dropped > 0)
    warnings.push(
      `${tags.dropped === 1 ? 'a mark' : `${tags.dropped} marks`} at the end left out (a line's price tag on the scale, not a candle)`,
    );
  if (outliers.dropped > 0)
    warnings.push(
      `${outliers.dropped === 1 ? 'a mark' : `${outliers.dropped} marks`} far off the series between candles left out (not a candle: a legend letter, an icon)`,
    );
  if (panelCut.dropped > 0)
    warnings.push(
      `${panelCut.dropped === 1 ? 'a candle runs' : `${panelCut.dropped} candles run`} out of the visible plot (a panel over the plot cuts ${panelCut.dropped === 1 ? 'it' : 'them'}): left out, as the edge is not ${panelCut.dropped === 1 ? 'its' : 'their'} price`,
    );
  if (edgeCut.dropped > 0)
    warnings.push(
      `${edgeCut.dropped === 1 ? 'the first candle runs' : `the first ${edgeCut.dropped} candles run`} out of the plot: left out, as ${edgeCut.dropped === 1 ? 'its' : 'their'} prices there are not in the picture`,
    );
  const trace = (checked: CheckedAxis | null): PaneTrace | null =>
    options.trace
      ? {
          axis: axisRes,
          checkedAxis: checked?.axis ?? null,
          labelsSource: checked?.source ?? null,
          plot,
          plotConfidence: plotConf,
          scan: scanned,
        }
      : null;
  if (scan.candles.length < 3) return { reading: notFound(warnings, plot), trace: trace(null) };
  if (!clamped)
    warnings.push(
      'prices are relative to the plot (0 = bottom, 100 = top): ' +
        (axisRes.warnings[0] ?? 'price axis not read'),
    );
  // the labels checked by the label reader before any candle is priced
  const checked = clamped ? yield* checkedAxis(clamped, port) : null;
  const beside = checked ? axisBesideCandles(checked.axis, candleRows(scan.candles)) : null;
  const axis = beside ? beside.axis : null;
  if (beside?.foreign)
    warnings.push(
      axis
        ? `${beside.foreign}: the candles are priced from the labels beside them`
        : `prices are relative to the plot (0 = bottom, 100 = top): ${beside.foreign}`,
    );
  const assembled = unseenCloseByTag(
    img,
    axis,
    assembleCandles(scan, axis, plot, readBarTicks(img, bg, scan.candles)),
  );
  warnings.push(...assembled.warnings);
  if (checked?.source === 'ocr') warnings.push(LABELS_REREAD);
  const reading: PaneReading = {
    found: true,
    plot,
    candles: assembled.candles,
    priceAxis: axis,
    relativePrices: !axis,
    colors: assembled.colors,
    symbol: null,
    timeframe: null,
    instrument: null,
    stages: {
      plot: round2(plotConf),
      candles: round2(scan.confidence),
      axis: round2(axisRes.confidence),
      colors: round2(assembled.directionConfidence),
      bodies: round2(assembled.bodiesShown),
    },
    fillBelow: round2(fillBelow(img, plot, bg, assembled.candles)),
    ...(scan.tooDense ? { tooDense: true } : {}),
    warnings,
  };
  return { reading, trace: trace(checked) };
}

/**
 * The candles scanned from the image, or from it with the candles a fade dims restored to their
 * colours (`restoreFaded`) where that finds more of them: where the faded candles already read
 * on their own (a fade on a dark plot, whose dimmed colours stand apart from the background), the
 * restored ones can merge with lines of their colour, and fewer are found. Not in a file whose
 * colour was kept at half resolution (a JPEG): there the blends compression leaves around every
 * candle pile up like a fade's.
 */
function withFadedRestored(
  img: RgbaImage,
  plot: PlotBox,
  bg: Rgb,
  scan: (from: RgbaImage) => ReturnType<typeof scanCandles>,
  colourHalved: boolean,
): ReturnType<typeof scanCandles> {
  const plain = scan(img);
  if (colourHalved) return plain;
  const restored = restoreFaded(img, plot, bg);
  if (restored === img) return plain;
  const again = scan(restored);
  return again.candles.length > plain.candles.length * NORMALISE.fade.moreCandles ? again : plain;
}

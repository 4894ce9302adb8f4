import type { Rgb } from '../../shared/colour.ts';
import { connectedComponents } from '../../shared/components.ts';
import { madRatio } from '../../shared/stats.ts';
import type { PlotBox, RgbaImage } from '../../types.ts';
import { dropMiniatureBand, estimateMergedLows } from './bands.ts';
import { blobOf, dropEnclosedFills, joinDiagonal, mergeOccluded, type Blob } from './blobs.ts';
import { labelCandleColours, neutralClusters, outlineBlends, unmovedMap } from './candle-labels.ts';
import { labelClusters } from './cluster-labels.ts';
import { barStems } from './bar-stems.ts';
import { restoreTallWicks } from './tall-wicks.ts';
import { ticksOfStems, withoutTicks } from './bar-stem-ticks.ts';
import { chooseColours } from './colour-choice.ts';
import { leadingClusters } from './colour-clusters.ts';
import { gatherColourEvidence } from './colour-evidence.ts';
import type { ScanContext } from './scan-context.ts';
import { splitAndFilter } from './slot-filter.ts';
import { fillEmptySlots } from './slots.ts';
import { candlesOfShapes } from './split.ts';
import { removeTextRows } from './text-mask.ts';
import type { CandleScan, RawCandle, Stem } from './types.ts';
import { dropDottedColumns } from './dotted.ts';
import { dropVolumeBars } from './volume.ts';
import { columnCandles } from './column-candles.ts';
import { crowding } from './crowding.ts';
import { denseSlotCandles } from './dense-slots.ts';
import { fadedTwins } from './faded-twins.ts';
import { withCandlesUnderLines } from './under-line.ts';
import { baselineSlack, lowsAtVolumeStep } from './volume-wicks.ts';
import {
  confirmSharedWick,
  extendFadedWicks,
  extendDarkWicks,
  extendNeutralWicks,
  hasSharedWick,
  unseenWickBrightness,
} from './wicks.ts';

function emptyScan(plot: PlotBox): CandleScan {
  return {
    candles: [],
    colors: [],
    volumeTop: null,
    volumeBottom: null,
    ownWickColour: false,
    contentTop: plot.top,
    contentBottom: plot.bottom,
    confidence: 0,
    tooDense: false,
    warnings: [],
  };
}

/**
 * Finds the candles in the plot: the candle colours first (colour clusters scored by how
 * candle-like their shapes are), then the shapes of those colours, cleaned of volume bars,
 * text, lines and miniatures, split one per slot, with their wicks followed to their ends.
 * Coordinates are image pixels.
 */
export function scanCandles(img: RgbaImage, plot: PlotBox, bg: Rgb, scaleHint: number): CandleScan {
  const plotW = plot.right - plot.left;
  const plotH = plot.bottom - plot.top;
  if (plotW < 8 || plotH < 8) return emptyScan(plot);
  const ctx: ScanContext = {
    img,
    plot,
    bg,
    scaleHint,
    plotW,
    plotH,
    maxW: Math.max(4, plotW * 0.06),
  };
  const clusters = leadingClusters(img, plot, bg);
  if (clusters.length === 0) return emptyScan(plot);
  // 1. the colours: every cluster labelled, then the two candle colours chosen by their shapes
  const labels = labelClusters(ctx, clusters);
  const cc = connectedComponents(labels.lab, plotW, plotH);
  // noise, photographs and dithered images break into countless specks: nothing to read there
  // (a dashed grid alone makes thousands of shapes on a chart; noise makes one every few pixels)
  if (cc.comps.length > Math.max(20_000, (plotW * plotH) / 25))
    return { ...emptyScan(plot), warnings: ['the plot is specks, not shapes'] };
  const evidence = gatherColourEvidence(ctx, labels, cc);
  const pick = chooseColours(evidence);
  if (!pick) return { ...emptyScan(plot), warnings: ['no candle-like shapes found'] };
  // candles drawn faded outside a box selection are the candle colours too
  const { firstColour, secondColour, twins } = fadedTwins(
    evidence,
    cc,
    plotH,
    pick.firstColour,
    pick.secondColour,
  );
  const chosen = [firstColour, secondColour].filter((k) => k > 0);
  // faded shades of the candle colours: the twins where both colours fade alike, else the
  // shades the colour choice found drawing bars of a colour
  const shades = twins.size ? [] : (pick.shades ?? []);
  const labelled = labelCandleColours(ctx, labels, evidence.wideShare, cc, chosen, shades, twins);
  const { cols } = labelled;
  // OHLC bars: their stems, and the ticks that join neighbours into one shape set aside (read
  // back below beside each stem)
  const bars = barStems(labelled.lab, plotW, plotH);
  const lab2 = bars?.merged ? withoutTicks(labelled.lab, plotW, plotH, bars.stems) : labelled.lab;
  // 2. the shapes of the candle colours
  const cc2 = connectedComponents(lab2, plotW, plotH);
  const wick = confirmSharedWick(pick.wick, cc2, labels.lab, plotW, plotH);
  const shapes = candleShapes(ctx, cc2.comps.map(blobOf), cc2.ids, labels, wick);
  // candles that did not move, in a neutral colour of their own, in a blend of a candle colour
  // with its outline or in the wick colour both directions share (an outline-only doji): read
  // in the empty slots only
  const blends = [...outlineBlends(labels, bg, chosen), ...(wick > 0 ? [wick] : [])];
  // (OHLC bars that did not move are no candle-like shapes for the colour choice to find: on a
  // bar chart every grey is looked at, decision 201; on a candle chart so read, a panel's grey
  // buttons were read as candles, real2 cTrader)
  const greys = pick.unmoved ? [pick.unmoved.cluster] : bars ? neutralClusters(labels, chosen) : [];
  const unmoved =
    !twins.size && (greys.length || blends.length) ? unmovedMap(labels, greys, blends) : undefined;
  // on a candle chart whose colour choice named no such grey (too few candle-like shapes: two
  // or three flat candles in the window), the other greys too, read only where a mark is a dash
  // on its neighbours' rows (decision 204)
  // (the map is made when an empty slot first asks for it: a pass over the plot most charts
  // never need)
  const otherGreys = !pick.unmoved && !bars && !twins.size ? neutralClusters(labels, chosen) : [];
  let dashes: Uint8Array | undefined;
  const unmovedDashes = otherGreys.length
    ? (): Uint8Array => (dashes ??= unmovedMap(labels, otherGreys, []))
    : undefined;
  // 3. the candles, one per slot
  const { candles, lattice } = candlesOfShapes(shapes.blobs, cc2.ids, ctx);
  const floor = shapes.volumeTop === null ? plotH : shapes.volumeTop - plot.top;
  const slotted = fillEmptySlots(
    splitAndFilter(
      dropMiniatureBand(candles, Math.max(8, Math.round(3 * scaleHint + 5))),
      ctx.maxW,
      plot,
      lattice?.pitch ?? null,
      lattice?.grid,
    ),
    {
      lab: lab2,
      width: plotW,
      height: plotH,
      ink: labels.nonBg,
      lattice: lattice?.pitch ?? null,
      image: img,
      ...(unmoved ? { unmoved } : {}),
      ...(unmovedDashes ? { unmovedDashes } : {}),
    },
    plot,
    shapes.volumeTop ?? plot.bottom,
  );
  // candles a column of pixels each are read column by column; narrower still, not at all
  const crowd = crowding(lab2, plot, floor, slotted);
  // touching candles a few pixels apart, read slot by slot on the grid their colour changes show
  const dense =
    crowd.oneColumn || bars ? null : denseSlotCandles(lab2, plot, floor, slotted, crowd);
  // and, in the slots left empty between them, candles under a line that peek out of it
  const cleaned = crowd.oneColumn
    ? columnCandles(lab2, plot, floor, spanOf(slotted, plot))
    : withCandlesUnderLines(
        dense?.candles ?? slotted,
        { lab: lab2, width: plotW, height: plotH, ink: labels.nonBg },
        plot,
        shapes.volumeTop ?? plot.bottom,
      );
  const beforeWicks = cleaned.map((c) => ({ yHigh: c.yHigh, yLow: c.yLow }));
  // 4. the wicks followed to their ends
  if (wick > 0)
    extendNeutralWicks(
      cleaned,
      labels.lab,
      labels.nonBg,
      wick,
      plot,
      plotW,
      plotH,
      Math.max(3, Math.round(scaleHint * 3)),
    );
  extendFadedWicks(
    cleaned,
    img,
    plot,
    cols,
    bg,
    labels.nonBg,
    Math.max(1, Math.round(scaleHint)),
    floor,
  );
  // wicks in a colour of their own that no cluster stood for (black wicks on coloured bodies)
  const unseen = unseenWickBrightness(cleaned, img, plot, cols, bg);
  if (unseen !== null)
    extendDarkWicks(
      cleaned,
      img,
      plot,
      unseen,
      bg,
      labels.nonBg,
      Math.max(1, Math.round(scaleHint)),
      floor,
    );
  // wicks and stems taller than half the plot, which the vertical-line rule took
  const tall = restoreTallWicks(
    cleaned,
    labelled.lined,
    labelled.lineColumns,
    plot,
    plotW,
    plotH,
    floor,
    labels.nonBg,
    Math.max(1, Math.round(scaleHint)),
  );
  if (shapes.volumeBottom !== null && shapes.volumeTop !== null)
    lowsAtVolumeStep(cleaned, img, bg, shapes.volumeBottom, shapes.volumeTop);
  // (a bar's stem the vertical-line rule took, given back, has its ticks read beside it too:
  // decision 216)
  if (bars)
    attachTicks(
      cleaned,
      tall.length
        ? [...bars.stems, ...tall].sort((a, b) => a.x0 - b.x0 || a.top - b.top)
        : bars.stems,
      labelled,
      ctx,
    );
  const scan = scanResult(plot, {
    cleaned,
    cols,
    oneColour: secondColour < 0,
    volumeTop: shapes.volumeTop,
    volumeBottom: shapes.volumeBottom,
    baselineSlack: baselineSlack(img),
    ownWickColour: wick > 0,
    tooDense: crowd.tooDense && !dense,
    oneColumn: crowd.oneColumn,
  });
  return {
    ...scan,
    diagnostics: {
      clusterLabels: labels.lab,
      ink: labels.nonBg,
      clusters,
      fringe: labels.fringe,
      chosen: { first: firstColour, second: secondColour, wick },
      candleLabels: lab2,
      lattice: lattice?.pitch ?? null,
      beforeWicks,
    },
  };
}

/**
 * Each bar found on a stem gets the rows of the ticks beside that stem (image rows). A tick no
 * mark shows once long lines are taken out is read where the lines still stand: a line drawn
 * along a tick takes it with it (the last-price line runs through the last bar's close).
 */
function attachTicks(
  cs: RawCandle[],
  stems: Stem[],
  labelled: { lab: Uint8Array; lined: Uint8Array },
  ctx: ScanContext,
): void {
  const { plot, plotW, plotH } = ctx;
  const read = ticksOfStems(labelled.lab, plotW, plotH, stems);
  const missing = read.some((t) => t.yOpen === null || t.yClose === null);
  const lined = missing ? ticksOfStems(labelled.lined, plotW, plotH, stems) : read;
  const ticks = read.map((t, k) => ({
    yOpen: t.yOpen ?? lined[k]!.yOpen,
    yClose: t.yClose ?? lined[k]!.yClose,
  }));
  const row = (y: number | null): number | null => (y === null ? null : y + plot.top);
  let k = 0;
  for (const c of cs) {
    const x = c.x - plot.left;
    while (k + 1 < stems.length && stems[k + 1]!.x0 - 0.5 <= x) k++;
    // the stem under the bar's centre; else the one nearest it within the bar's own width, where
    // a line's stroke joined to a tick pulled the shape's centre off its stem
    const off = (j: number): number => {
      const s = stems[j];
      return s ? Math.max(0, s.x0 - x, x - s.x1) : Infinity;
    };
    const j = off(k + 1) < off(k) ? k + 1 : k;
    const s = stems[j];
    if (!s || off(j) > Math.max(1, (c.bodyWidth - 1) / 2)) continue;
    if (off(j) > 1) c.x = (s.x0 + s.x1) / 2 + plot.left;
    c.ticks = { yOpen: row(ticks[j]!.yOpen), yClose: row(ticks[j]!.yClose) };
  }
}

/** The plot columns from the first candle to the last, a column either side. */
function spanOf(cs: RawCandle[], plot: PlotBox): [number, number] {
  const xs = cs.map((c) => c.x - plot.left);
  return [Math.floor(Math.min(...xs)) - 1, Math.ceil(Math.max(...xs)) + 1];
}

/**
 * The shapes of the candle colours that can be candles: merged across occlusions (lines drawn
 * over a candle) and corner joins, without volume bars, shapes as tall as the plot, rows of
 * text and the fills enclosed in outlines.
 */
function candleShapes(
  ctx: ScanContext,
  components: Blob[],
  ids: Int32Array,
  labels: { lab: Uint8Array; nonBg: Uint8Array },
  wick: number,
): { blobs: Blob[]; volumeTop: number | null; volumeBottom: number | null } {
  const { plotW, plotH, maxW } = ctx;
  let blobs = joinDiagonal(components, ids, plotW, plotH, maxW);
  blobs = dropDottedColumns(blobs, ctx.scaleHint);
  blobs = mergeOccluded(blobs, labels.nonBg, ids, plotW, Math.max(6, Math.round(plotH * 0.03)));
  const wicked = (b: Blob): boolean => hasSharedWick(b, wick, labels.lab, plotW, plotH);
  const vol = dropVolumeBars(blobs, ids, ctx, wicked);
  blobs = vol.blobs.filter((b) => b.y1 - b.y0 + 1 < plotH * 0.97);
  blobs = removeTextRows(blobs);
  blobs = dropEnclosedFills(blobs, maxW);
  return { blobs, volumeTop: vol.volumeTop, volumeBottom: vol.volumeBottom };
}

/** The scan's result: the candles with their colours, warnings and confidence. */
function scanResult(
  plot: PlotBox,
  found: {
    cleaned: RawCandle[];
    cols: Rgb[];
    oneColour: boolean;
    volumeTop: number | null;
    volumeBottom: number | null;
    /** rows a shape on the volume baseline may end above it */
    baselineSlack: number;
    ownWickColour: boolean;
    tooDense: boolean;
    oneColumn: boolean;
  },
): CandleScan {
  const { cleaned, cols, oneColour, volumeTop, volumeBottom, ownWickColour, tooDense } = found;
  const warnings: string[] = [];
  if (oneColour) warnings.push('only one candle colour found');
  if (found.oneColumn)
    warnings.push(
      'each candle is a single column of pixels: read column by column, its open and close do not show',
    );
  if (volumeBottom !== null) {
    const n = estimateMergedLows(cleaned, volumeBottom, found.baselineSlack);
    if (n > 0)
      warnings.push(
        `the lower wicks of ${n} candle${n === 1 ? '' : 's'} run into the volume bars: their lows are estimated`,
      );
  }
  const widths = cleaned.map((c) => c.bodyWidth);
  const conf =
    cleaned.length >= 5
      ? Math.min(1, cleaned.length / 20) *
        (widths.length ? Math.min(1, 3 / (1 + madRatio(widths))) : 0)
      : 0.2;
  return {
    candles: cleaned,
    colors: cols,
    volumeTop,
    volumeBottom,
    ownWickColour,
    contentTop: cleaned.length ? Math.min(...cleaned.map((c) => c.yHigh)) : plot.top,
    contentBottom: cleaned.length ? Math.max(...cleaned.map((c) => c.yLow)) : plot.bottom,
    confidence: Math.min(1, conf),
    tooDense,
    warnings,
  };
}

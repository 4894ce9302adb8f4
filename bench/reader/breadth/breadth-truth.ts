// The breadth corpus' truth: the synthetic corpus' truth record plus panes, time labels, candle
// times, symbol and timeframe where the chart shows them, chrome regions, font and degradation.
import { spacingBucket } from '../to-truth.ts';
import type { ChartTruth, PixelBox } from '../truth.ts';
import type { BreadthResult, BreadthSpec, Box, PaneKind } from './breadth-spec.ts';

export interface BreadthTruth extends ChartTruth {
  family: string;
  /** The price pane (the same box as `plot`), then each volume or indicator pane. */
  panes: { kind: 'price' | PaneKind; box: PixelBox }[];
  /** Time-axis labels where the renderer exposes them (x of the instant they name), else null. */
  timeLabels: { text: string; x: number; time: string | null }[] | null;
  /** The instrument and timeframe where a legend, header or title shows them, else null. */
  symbol: string | null;
  timeframe: string | null;
  timeframeSeconds: number;
  /** App chrome and overlays drawn around or over the plot. */
  chrome: { kind: string; box: PixelBox }[];
  font: string;
  barStyle: 'candles' | 'ohlc' | 'heikin-ashi';
  degradation: { jpegQuality: number | null; scale: number | null };
}

const SHOWS_SYMBOL = new Set(['legend', 'header']);
/** Chrome drawn opaque over the plot: the candles under it are not in the picture. */
const COVERING = new Set(['trade-panel', 'panel']);
/** Pixels about a candle's ends within which a panel's edge leaves it uncertain. */
const EDGE_PX = 1;

/** Whether a candle's box lies under one of the panels, is cut by one, or shows whole. */
function coverage(
  panels: readonly PixelBox[],
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): 'hidden' | 'cut' | 'shown' {
  let cut = false;
  for (const p of panels) {
    const meets = x1 > p.left && x0 < p.right && y1 > p.top && y0 < p.bottom;
    if (!meets) continue;
    if (x0 >= p.left && x1 <= p.right && y0 >= p.top && y1 <= p.bottom) return 'hidden';
    cut = true;
  }
  return cut ? 'cut' : 'shown';
}

/** Truth in physical pixels of the screenshot as saved (after any downscaling). */
export function breadthTruth(
  spec: BreadthSpec,
  r: BreadthResult,
  tags: string[],
  size: { width: number; height: number },
): BreadthTruth {
  const fx = size.width / spec.cssWidth;
  const fy = size.height / spec.cssHeight;
  const box = (b: Box): PixelBox => ({
    left: b.left * fx,
    top: b.top * fy,
    right: (b.left + b.width) * fx,
    bottom: (b.top + b.height) * fy,
  });
  const plot = box(r.plot);
  // opaque panels over the plot hide the candles under them, and cut those at their edges
  const panels = r.chrome.filter((c) => COVERING.has(c.kind)).map(box);
  const drawn = r.candles.map((c) => {
    const bar = spec.bars[c.i];
    if (!bar) throw new Error(`${spec.id}: candle index ${c.i} out of range`);
    const half = c.halfWidth * fx;
    const x = c.x * fx;
    return {
      x,
      yOpen: c.yOpen * fy,
      yHigh: c.yHigh * fy,
      yLow: c.yLow * fy,
      yClose: c.yClose * fy,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      partial: x - half < plot.left || x + half > plot.right,
      time: c.time,
      half,
    };
  });
  const candles = drawn
    .map(({ half, ...c }) => ({
      c,
      // (a candle whose end stands within a pixel of a panel's edge cannot be told from one
      // the panel cuts: either reading counts)
      cover: coverage(panels, c.x - half, c.x + half, c.yHigh - EDGE_PX, c.yLow + EDGE_PX),
    }))
    .filter(({ cover }) => cover !== 'hidden')
    .map(({ c, cover }) => (cover === 'cut' ? { ...c, partial: true } : c));
  const chrome = r.chrome.map((c) => ({ kind: c.kind, box: box(c) }));
  const shownByOverlay = chrome.some((c) => SHOWS_SYMBOL.has(c.kind));
  const shows = new Set(r.shows);
  // the synthetic corpus' ECharts and Plotly renderers title the chart "SYMBOL · TIMEFRAME"
  if (spec.library === 'echarts' || spec.library === 'plotly') {
    shows.add('symbol');
    shows.add('timeframe');
  }
  const spacing = r.spacing * fx;
  const jpeg = spec.degrade.jpegQuality !== null;
  return {
    id: spec.id,
    image: `${spec.id}.${jpeg ? 'jpg' : 'png'}`,
    format: jpeg ? 'jpeg' : 'png',
    library: spec.library,
    tags: [...tags, `spacing:${spacingBucket(spacing)}`],
    width: size.width,
    height: size.height,
    dpr: spec.dpr * fx,
    cssWidth: spec.cssWidth,
    cssHeight: spec.cssHeight,
    plot,
    priceRange: { top: r.priceTop, bottom: r.priceBottom },
    scale: 'linear',
    axisSamples: r.samples.map((s) => ({ y: s.y * fy, price: s.price })),
    axisSide: spec.axisSide,
    colors: { background: spec.theme.background, ...spec.colors },
    candleSpacing: spacing,
    precision: spec.precision,
    candles,
    family: spec.family,
    panes: r.panes.map((p) => ({ kind: p.kind, box: box(p) })),
    timeLabels: r.timeLabels
      ? r.timeLabels.map((l) => ({
          text: l.text,
          x: l.x * fx,
          time:
            typeof l.time === 'number' ? new Date(l.time * 1000).toISOString() : (l.time ?? null),
        }))
      : null,
    symbol: shownByOverlay || shows.has('symbol') ? spec.symbol : null,
    timeframe: shownByOverlay || shows.has('timeframe') ? spec.timeframe : null,
    timeframeSeconds: spec.timeframeSeconds,
    chrome,
    font: spec.theme.fontFamily,
    barStyle: spec.barStyle,
    degradation: spec.degrade,
  };
}

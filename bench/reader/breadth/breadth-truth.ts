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
  const chrome = r.chrome.map((c) => ({ kind: c.kind, box: box(c) }));
  // an opaque panel hides what is under it: a candle it covers any part of is neither required
  // nor penalised (as candles cut by the plot's edge)
  const panels = chrome.filter((c) => c.kind === 'panel').map((c) => c.box);
  const hidden = (x: number, half: number, yHigh: number, yLow: number): boolean =>
    panels.some(
      (p) => x + half >= p.left && x - half <= p.right && yLow >= p.top && yHigh <= p.bottom,
    );
  const candles = r.candles.map((c) => {
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
      partial:
        x - half < plot.left || x + half > plot.right || hidden(x, half, c.yHigh * fy, c.yLow * fy),
      time: c.time,
    };
  });
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

import type { RenderSpec } from '../render-spec.ts';

export type PaneKind = 'volume' | 'rsi' | 'macd' | 'atr';
export type LayoutKind =
  'full' | 'toolbar' | 'watchlist' | 'trading-page' | 'window' | 'phone' | 'card';
export type OverlayKind =
  | 'legend'
  | 'tooltip'
  | 'order-lines'
  | 'info-panel'
  | 'markers'
  | 'magnifier'
  | 'cursor'
  | 'panel'
  | 'panel-translucent'
  | 'trade-panel'
  | 'study-legend'
  | 'badge'
  | 'margin-drawings'
  /** a strategy's trades: arrows at entries and exits with their text beside them */
  | 'trade-labels'
  /** a second symbol compared on a price scale of its own, left of the plot (lightweight-charts) */
  | 'compare'
  /** a strategy's signals in the candles' colours (triangles, crosses, arrows, dots) over a bar's
   * high or under its low, the last bar's among them */
  | 'signals'
  /** volume bars in the price pane, half transparent in the candles' colours, on a scale of
   * their own under the candles, whose lower wicks run into them (lightweight-charts) */
  | 'volume-overlay';
/** Drawings the margin family puts after the last candle (`browser/margin-drawings.js`). */
export type MarginDrawingKind =
  | 'box'
  | 'zones'
  | 'pill'
  | 'order'
  | 'position'
  | 'lines'
  | 'text'
  | 'markers'
  | 'fib'
  | 'ray'
  | 'dashes';
/** Renderers of the breadth corpus; ECharts and Plotly are the synthetic corpus' own; Chart.js
 * and Vega-Lite draw the holdout corpus only (`../holdout/`). */
export type BreadthLibrary =
  | 'mt'
  | 'lwc-panes'
  | 'apex'
  | 'kline'
  | 'echarts'
  | 'plotly'
  | 'canvas'
  | 'plotly-ohlc'
  | 'mpl'
  | 'chartjs'
  | 'vega';
/** Looks of the matplotlib-like renderer, after matplotlib's own style sheets. */
export type MplStyle = 'default' | 'ggplot' | 'seaborn' | 'dark' | 'fivethirtyeight';

/** A line the matplotlib-like renderer draws over the candles (moving averages, bands). */
export interface MplLine {
  kind: 'sma' | 'ema' | 'bb-upper' | 'bb-middle' | 'bb-lower';
  period: number;
  color: string;
  /** CSS px */
  width: number;
}

/** What only the dense family draws: many candles, a few pixels apart. */
export interface DenseOptions {
  /** The matplotlib-like look (lib `mpl`), else null. */
  mpl: {
    style: MplStyle;
    /** body width as a share of the slot (1 = bodies touching) */
    bodyRatio: number;
    /** bodies on whole pixels (matplotlib snaps rectangles) or antialiased at their edges */
    snap: boolean;
    /** width of the edge stroked around each body in its colour (CSS px; 0 for none) */
    bodyEdge: number;
    /** wick colour: a colour, or 'body' for the candle's own */
    wick: string;
    /** CSS px */
    wickWidth: number;
    lines: MplLine[];
    legend: 'inside' | 'outside' | 'none';
    rotateDates: boolean;
  } | null;
  /** Visible bars left out of the drawing, their slots kept empty (no data those days). */
  missing: number[];
  /** Plotly: candles from this visible index on drawn faded, as a box selection leaves them. */
  fadeFrom: number | null;
}
export type MtStyle = 'green' | 'classic-black' | 'classic-white' | 'green-red';

/** A chart of the breadth corpus: a render spec plus panes, chrome, overlays and degradation. */
export interface BreadthSpec extends Omit<RenderSpec, 'library'> {
  library: BreadthLibrary;
  family: string;
  layout: LayoutKind;
  panes: PaneKind[];
  /** Heikin-Ashi: candles drawn from the bars' Heikin-Ashi values (`spec.bars` holds them). */
  barStyle: 'candles' | 'ohlc' | 'heikin-ashi';
  overlays: OverlayKind[];
  /** Where each overlay goes (fractions, one pair per overlay). */
  overlayAt: [number, number][];
  symbol: string;
  /** As the chart shows it ("M5", "1H", "15m"). */
  timeframe: string;
  timeframeSeconds: number;
  exchange: string;
  mt: {
    style: MtStyle;
    header: boolean;
    bidLine: boolean;
    infoPanel: boolean;
    arrows: boolean;
    /** The chart's shift: the empty space after the last bar, a share of the plot (0.06 when
     * absent). */
    shift?: number;
  } | null;
  apex: { toolbar: boolean; title: boolean } | null;
  kline: { legend: boolean; marks: boolean; barSpace: number; rightGap: number } | null;
  /** The plain canvas renderer: bars or candles on whole device pixels. */
  canvas: CanvasStyle | null;
  /** Plotly's OHLC trace on a date axis. */
  plotlyOhlc: {
    lineWidth: number;
    /** Tick length as a share of the bar pitch (Plotly's `tickwidth`). */
    tickwidth: number;
    fade: Fade | null;
    volume: boolean;
    legend: boolean;
    priceTitle: boolean;
  } | null;
  /** The margin family: bars the visible range runs on past the data (lightweight-charts; the
   * other renderers leave the margin their own way) and the drawings put after the last candle,
   * the first kind always drawn. Else absent. */
  margin?: { bars: number; kinds: MarginDrawingKind[] };
  /** The dense family's options, else absent. */
  dense?: DenseOptions;
  /** Applied to the screenshot afterwards, as uploads degrade: JPEG and downscaling. */
  degrade: { jpegQuality: number | null; scale: number | null };
}

/** A box selection: the bars outside the share `from..to` of the series drawn at `alpha`. */
export interface Fade {
  from: number;
  to: number;
  alpha: number;
}

export interface CanvasStyle {
  mode: 'bars' | 'candles';
  /** Device pixels from one bar to the next, the stem's width and a tick's length past it. */
  pitch: number;
  stem: number;
  tick: number;
  /** Opacity of every bar (pastel colours drawn translucent). */
  alpha: number;
  fade: Fade | null;
  /** Candles: a neutral outline colour and its opacity, and the device pixels between bodies. */
  outline: string | null;
  outlineAlpha: number;
  gap: number;
  /** Price range padding (a share of the range) and the price labels: nice steps, or fifths of
   * the range from the lowest low to the highest high. */
  pad: number;
  labels: 'nice' | 'fifths';
  title: boolean;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the page reports for a breadth chart (CSS px, page coordinates). */
export interface BreadthResult {
  plot: Box;
  candles: {
    i: number;
    x: number;
    yOpen: number;
    yHigh: number;
    yLow: number;
    yClose: number;
    halfWidth: number;
    time: string;
  }[];
  priceTop: number;
  priceBottom: number;
  samples: { y: number; price: number }[];
  spacing: number;
  panes: (Box & { kind: 'price' | PaneKind })[];
  timeLabels: { text: string; x: number; time: string | number | null }[] | null;
  chrome: (Box & { kind: string })[];
  /** What the layout shows of the instrument ("symbol", "timeframe"). */
  shows: string[];
  frame: Box;
}

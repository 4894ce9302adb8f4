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
  | 'trade-panel'
  | 'study-legend'
  | 'badge';
/** Renderers of the breadth corpus; ECharts and Plotly are the synthetic corpus' own. */
export type BreadthLibrary = 'mt' | 'lwc-panes' | 'apex' | 'kline' | 'echarts' | 'plotly';
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
  } | null;
  apex: { toolbar: boolean; title: boolean } | null;
  kline: { legend: boolean; marks: boolean; barSpace: number; rightGap: number } | null;
  /** Applied to the screenshot afterwards, as uploads degrade: JPEG and downscaling. */
  degrade: { jpegQuality: number | null; scale: number | null };
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

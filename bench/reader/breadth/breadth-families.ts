// The breadth corpus' families: which renderers, layouts, bar styles and overlays each draws,
// and how many charts (decision 070; the panel, study-legend and badge-card families: 145; the
// margin family: 156; the compare family: 176; the spike family: 200; the outlined-jpeg family:
// 203; the labels-jpeg, dense-jpeg and phone-jpeg families: 205; the signals and signals-jpeg
// families: 212; the volume-overlay and volume-jpeg families: 213; the panel-jpeg family: 217;
// the jpeg family: the real screenshots re-encoded, docs/benchmarks.md).
import type { BreadthLibrary, BreadthSpec, LayoutKind, OverlayKind } from './breadth-spec.ts';

export interface Family {
  name: string;
  count: number;
  libs: BreadthLibrary[];
  layouts: LayoutKind[];
  bars: BreadthSpec['barStyle'][];
  overlays: OverlayKind[][];
  degrade: boolean;
  /** Saved as JPEG at one of these qualities (colour at half resolution each way, as phones and
   * apps save), drawn at one device pixel and not scaled. */
  jpeg?: number[];
}

/** Volume in the price pane, half transparent in the candles' colours, the lower wicks of the
 * lowest candles running into its bars (the default of trading apps; decision 213). */
/** An opaque trading panel over part of the plot: a position sizer over the middle, a terminal
 * docked over the bottom, an order window over the right. */
const PANEL_CUT: Family = {
  name: 'panel-cut',
  count: 12,
  libs: ['mt', 'lwc-panes', 'kline', 'mt', 'apex', 'lwc-panes'],
  layouts: ['full', 'window'],
  bars: ['candles'],
  overlays: [['trade-panel']],
  degrade: false,
};

const VOLUME_OVERLAY: Family = {
  name: 'volume-overlay',
  count: 8,
  libs: ['lwc-panes'],
  layouts: ['full', 'toolbar'],
  bars: ['candles'],
  overlays: [['volume-overlay'], ['volume-overlay', 'legend']],
  degrade: false,
};

export const FAMILIES: Family[] = [
  {
    name: 'mt-classic',
    count: 14,
    libs: ['mt'],
    layouts: ['full', 'window', 'full'],
    bars: ['candles'],
    overlays: [[], [], ['cursor']],
    degrade: false,
  },
  {
    name: 'mt-color',
    count: 10,
    libs: ['mt'],
    layouts: ['full', 'window'],
    bars: ['candles'],
    overlays: [[], ['markers']],
    degrade: false,
  },
  {
    name: 'ohlc-bars',
    count: 12,
    libs: ['mt', 'lwc-panes', 'kline'],
    layouts: ['full', 'toolbar'],
    bars: ['ohlc'],
    overlays: [[], ['legend']],
    degrade: false,
  },
  {
    // thin bars whose ticks merge with the stem or the neighbours, one colour or pastel, faded
    // by a box selection or under a tool panel
    name: 'bars-thin',
    count: 24,
    libs: ['canvas', 'mt', 'canvas', 'plotly-ohlc', 'lwc-panes', 'canvas', 'kline', 'plotly-ohlc'],
    layouts: ['full', 'full', 'toolbar'],
    bars: ['ohlc'],
    overlays: [[], ['panel'], [], ['panel-translucent'], ['legend']],
    degrade: false,
  },
  {
    // candles outlined in a neutral colour with dim wicks, many of them dojis whose tiny body
    // shows only the outline
    name: 'outlined',
    count: 14,
    libs: ['canvas', 'canvas', 'lwc-panes', 'canvas', 'lwc-panes'],
    layouts: ['full', 'full', 'toolbar'],
    bars: ['candles'],
    overlays: [[], [], ['legend']],
    degrade: false,
  },
  {
    name: 'heikin-ashi',
    count: 8,
    libs: ['lwc-panes', 'kline', 'apex', 'echarts', 'plotly', 'mt'],
    layouts: ['full', 'toolbar'],
    bars: ['heikin-ashi'],
    overlays: [[], ['legend']],
    degrade: false,
  },
  {
    name: 'lwc-panes',
    count: 16,
    libs: ['lwc-panes'],
    layouts: ['full', 'toolbar', 'watchlist'],
    bars: ['candles'],
    overlays: [[], ['legend'], ['legend', 'order-lines']],
    degrade: false,
  },
  {
    name: 'apex',
    count: 12,
    libs: ['apex'],
    layouts: ['full', 'toolbar'],
    bars: ['candles'],
    overlays: [[], ['order-lines']],
    degrade: false,
  },
  {
    name: 'kline',
    count: 12,
    libs: ['kline'],
    layouts: ['full', 'watchlist'],
    bars: ['candles'],
    overlays: [[], ['markers']],
    degrade: false,
  },
  {
    name: 'app-chrome',
    count: 14,
    libs: ['lwc-panes', 'kline', 'apex', 'echarts', 'plotly'],
    layouts: ['trading-page', 'window', 'watchlist'],
    bars: ['candles'],
    overlays: [
      ['tooltip'],
      ['legend', 'info-panel'],
      ['order-lines', 'tooltip'],
      ['legend', 'markers'],
    ],
    degrade: false,
  },
  {
    name: 'phone',
    count: 10,
    libs: ['lwc-panes', 'kline', 'mt', 'echarts'],
    layouts: ['phone'],
    bars: ['candles'],
    overlays: [[], ['legend']],
    degrade: false,
  },
  {
    name: 'degraded',
    count: 14,
    libs: ['lwc-panes', 'mt', 'kline', 'apex', 'echarts', 'plotly'],
    layouts: ['full', 'toolbar', 'window'],
    bars: ['candles'],
    overlays: [['magnifier'], ['cursor'], ['magnifier', 'legend']],
    degrade: true,
  },
  PANEL_CUT,
  {
    // TradingView-style legends: the last bar and a study's values in the candle colours over
    // the plot's top, above a long series of small candles
    name: 'study-legend',
    count: 10,
    libs: ['lwc-panes'],
    layouts: ['full', 'toolbar'],
    bars: ['candles'],
    overlays: [['study-legend'], ['study-legend', 'markers']],
    degrade: false,
  },
  {
    // a small chart card whose price scale shows few labels, one of them under a badge
    name: 'badge-card',
    count: 10,
    libs: ['lwc-panes'],
    layouts: ['card'],
    bars: ['candles'],
    overlays: [['badge']],
    degrade: false,
  },
  {
    // an empty margin after the last candle with drawings in it: position boxes in the candles'
    // colours and others, Fibonacci zones, order lines, the last price's pill, markers (156)
    name: 'margin',
    count: 20,
    libs: ['lwc-panes', 'kline', 'lwc-panes', 'mt', 'lwc-panes'],
    layouts: ['full', 'toolbar', 'full'],
    bars: ['candles'],
    overlays: [['margin-drawings'], ['margin-drawings'], ['legend', 'margin-drawings']],
    degrade: false,
  },
  {
    // a second symbol compared on a scale of its own left of the plot: one pane, two scales
    // whose labels both fit the candles' rows (decision 176)
    name: 'compare',
    count: 10,
    libs: ['lwc-panes'],
    layouts: ['full', 'toolbar'],
    bars: ['candles', 'candles', 'ohlc'],
    overlays: [['compare'], ['compare', 'legend']],
    degrade: false,
  },
  {
    // a screenshot passed on as JPEG at one device pixel, as phones and messaging apps save it:
    // candles a few pixels wide whose colour compression halves, legends, a cursor or a
    // magnifier over them (the real screenshots so re-encoded read 9-12 of 28)
    name: 'jpeg',
    count: 24,
    libs: ['lwc-panes', 'mt', 'kline', 'apex', 'echarts', 'plotly'],
    layouts: ['full', 'toolbar', 'window'],
    bars: ['candles'],
    overlays: [[], ['legend'], ['cursor'], ['magnifier', 'legend']],
    degrade: false,
    jpeg: [70, 80, 90, 95],
  },
  {
    // one bar spanning most of the prices shown (a flash crash, a news candle): a stem or a wick
    // taller than half the plot, which a vertical line's rule must not take (decision 200)
    name: 'spike',
    count: 16,
    libs: ['lwc-panes', 'mt', 'kline', 'lwc-panes', 'mt', 'kline', 'echarts', 'plotly'],
    layouts: ['full', 'toolbar', 'window'],
    bars: ['candles', 'candles', 'candles', 'ohlc', 'ohlc', 'ohlc', 'candles', 'candles'],
    overlays: [[], ['legend'], []],
    degrade: false,
  },
  {
    // the outlined family's style passed on as JPEG at one device pixel: outlines whose edges
    // compression rings, and wicks in a dim grey a few tens of levels off the plot (a server-side
    // renderer's picture sent on by a messaging app; decision 203)
    name: 'outlined-jpeg',
    count: 12,
    libs: ['canvas', 'canvas', 'lwc-panes'],
    layouts: ['full', 'full', 'toolbar'],
    bars: ['candles'],
    overlays: [[], [], ['legend']],
    degrade: false,
    jpeg: [70, 80, 90, 95],
  },
  {
    // a strategy's trades labelled over the candles (arrows, `long`, `+1.78677`, `tp1`), passed
    // on as JPEG at one device pixel: small grey type whose glyphs compression joins (decision 205)
    name: 'labels-jpeg',
    count: 12,
    libs: ['lwc-panes', 'kline', 'echarts', 'mt', 'plotly', 'lwc-panes'],
    layouts: ['full', 'toolbar'],
    bars: ['candles'],
    overlays: [['trade-labels'], ['trade-labels', 'legend']],
    degrade: false,
    jpeg: [70, 80, 90, 95],
  },
  {
    // a phone's screenshot passed on as JPEG (its own gallery, a messaging app): the app's large
    // last price and change over a dark or light chart, legends in larger type (decision 205)
    name: 'phone-jpeg',
    count: 10,
    libs: ['lwc-panes', 'kline', 'mt', 'echarts'],
    layouts: ['phone'],
    bars: ['candles'],
    overlays: [['legend'], [], ['legend', 'trade-labels']],
    degrade: false,
    jpeg: [70, 80, 90, 95],
  },
  {
    // a strategy's signals plotted in the candles' own colours, the last bar's among them: a
    // triangle and a cross over its high, an arrow or a dot under its low (decision 212)
    name: 'signals',
    count: 8,
    libs: ['lwc-panes', 'kline', 'mt', 'echarts'],
    layouts: ['full', 'toolbar'],
    bars: ['candles'],
    overlays: [['signals'], ['signals', 'legend']],
    degrade: false,
  },
  {
    // the same passed on as JPEG at one device pixel: only each shape's core keeps the candle
    // colour, a body wide (real2 tv-ftx-breakout re-encoded; decision 212)
    name: 'signals-jpeg',
    count: 12,
    libs: ['lwc-panes', 'kline', 'mt', 'echarts', 'plotly', 'lwc-panes'],
    layouts: ['full', 'toolbar'],
    bars: ['candles'],
    overlays: [['signals'], ['signals', 'legend']],
    degrade: false,
    jpeg: [70, 80, 90, 95],
  },
  VOLUME_OVERLAY,
  // the same passed on as JPEG at one device pixel: the thin bars' colour fades towards their
  // ends (real spy-tradingview-dark re-encoded; decision 213)
  { ...VOLUME_OVERLAY, name: 'volume-jpeg', count: 12, jpeg: [70, 80, 90, 95] },
  // the trading panels passed on as JPEG at one device pixel: a light panel's edge rings into a
  // dark plot (real2 mt5 re-encoded; decision 217)
  { ...PANEL_CUT, name: 'panel-jpeg', jpeg: [70, 80, 90, 95] },
];

// The breadth corpus' families: what each draws, with which renderers, layouts, bar styles and
// overlays, and how many renders of each.
import type { BreadthLibrary, BreadthSpec, LayoutKind, OverlayKind } from './breadth-spec.ts';

export interface Family {
  name: string;
  count: number;
  libs: BreadthLibrary[];
  layouts: LayoutKind[];
  bars: BreadthSpec['barStyle'][];
  overlays: OverlayKind[][];
  degrade: boolean;
}

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
];

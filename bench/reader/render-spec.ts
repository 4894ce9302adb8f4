import type { OhlcBar } from './ohlc.ts';
import type { ChartLibrary } from './truth.ts';

/** Everything a browser-side renderer needs to draw one chart (plain JSON). */
export interface RenderSpec {
  id: string;
  library: ChartLibrary;
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  format: 'png' | 'jpeg';
  quality: number;
  /** Where the chart sits in the page (CSS px); the rest is page chrome with text. */
  frame: { left: number; top: number; width: number; height: number };
  title: string;
  theme: {
    name: string;
    background: string;
    text: string;
    grid: string;
    chrome: string;
    fontFamily: string;
    fontSize: number;
  };
  colors: {
    up: string;
    down: string;
    upBorder: string;
    downBorder: string;
    upWick: string;
    downWick: string;
    hollow: 'none' | 'up' | 'both';
  };
  axisSide: 'left' | 'right';
  grid: 'off' | 'solid' | 'dotted';
  volume: boolean;
  maPeriods: number[];
  maColors: string[];
  lastPrice: boolean;
  watermark: string | null;
  crosshair: boolean;
  timeAxis: boolean;
  logScale: boolean;
  labelFormat: 'plain' | 'comma' | 'space' | 'kilo';
  precision: number;
  /** All bars; the first `hiddenLeft` are scrolled off the left edge. */
  bars: OhlcBar[];
  hiddenLeft: number;
  /** Empty bar slots to the right of the last bar. */
  rightOffset: number;
  /** Wick width in CSS px for renderers that allow it. */
  wickWidth: number;
  /** Library logo shown (lightweight-charts' attribution logo). */
  logo: boolean;
  /** Crosshair position as fractions of the plot width and height. */
  crosshairAt: [number, number];
  /** Fraction of a candle slot cut off at the left edge when scrolled. */
  scrollFrac: number;
  /** Line width of moving averages in CSS px. */
  lineWidth: number;
}

/** What a browser-side renderer reports back, in CSS px relative to the page. */
export interface RenderResult {
  plot: { left: number; top: number; width: number; height: number };
  candles: {
    i: number;
    x: number;
    yOpen: number;
    yHigh: number;
    yLow: number;
    yClose: number;
    halfWidth: number;
  }[];
  priceTop: number;
  priceBottom: number;
  samples: { y: number; price: number }[];
  spacing: number;
  /** Where to put the mouse for a crosshair (CSS px), if any. */
  mouse: { x: number; y: number } | null;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Image-space box in physical pixels (right/bottom exclusive edges). */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * One candle as drawn. `x` and `y*` are continuous image coordinates in physical pixels
 * (pixel column i spans [i, i+1)); prices are in price units.
 * `partial` marks a candle cut by the plot edge: it is neither required nor penalised.
 */
export interface TruthCandle {
  x: number;
  yOpen: number;
  yHigh: number;
  yLow: number;
  yClose: number;
  open: number;
  high: number;
  low: number;
  close: number;
  partial: boolean;
  /** When the candle opened (ISO 8601), where the corpus records it. */
  time?: string;
}

/** Libraries of the synthetic corpus. */
export type SyntheticLibrary = 'lightweight-charts' | 'echarts' | 'canvas-broker' | 'plotly';

export type ChartLibrary =
  | SyntheticLibrary
  // the breadth corpus
  | 'mt'
  | 'lwc-panes'
  | 'apex'
  | 'kline'
  | 'canvas'
  | 'plotly-ohlc'
  | 'mpl'
  // the holdout corpus
  | 'chartjs'
  | 'vega';

export interface ChartTruth {
  id: string;
  /** File name of the image, relative to the corpus folder. */
  image: string;
  format: 'png' | 'jpeg';
  library: ChartLibrary;
  tags: string[];
  width: number;
  height: number;
  dpr: number;
  cssWidth: number;
  cssHeight: number;
  /** The candle pane in physical pixels. */
  plot: PixelBox;
  /** Prices at the top and bottom edge of the plot (the visible price range). */
  priceRange: { top: number; bottom: number };
  scale: 'linear' | 'log';
  /** (y, price) pairs across the plot, for checking any fitted axis mapping. */
  axisSamples: { y: number; price: number }[];
  axisSide: 'left' | 'right';
  colors: {
    background: string;
    up: string;
    down: string;
    upBorder: string;
    downBorder: string;
    upWick: string;
    downWick: string;
    hollow: 'none' | 'up' | 'both';
  };
  /** Distance between neighbouring candle centres in physical pixels. */
  candleSpacing: number;
  /** Decimal places the chart shows for prices. */
  precision: number;
  candles: TruthCandle[];
}

export interface ManifestEntry {
  id: string;
  image: string;
  truth: string;
  library: ChartLibrary;
  tags: string[];
}

export interface CorpusManifest {
  version: string;
  seed: number;
  count: number;
  entries: ManifestEntry[];
}

export function loadManifest(corpusDir: string): CorpusManifest {
  return JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as CorpusManifest;
}

export function loadTruth(corpusDir: string, entry: Pick<ManifestEntry, 'truth'>): ChartTruth {
  return JSON.parse(readFileSync(join(corpusDir, entry.truth), 'utf8')) as ChartTruth;
}

/** Price at image row `y` according to the truth's visible range and scale. */
export function truthPriceAt(truth: ChartTruth, y: number): number {
  const { top, bottom } = truth.priceRange;
  const t = (y - truth.plot.top) / (truth.plot.bottom - truth.plot.top);
  if (truth.scale === 'log' && top > 0 && bottom > 0) {
    return Math.exp(Math.log(top) + t * (Math.log(bottom) - Math.log(top)));
  }
  return top + t * (bottom - top);
}

export { matchCandles, type CandleMatch, type MatchResult } from './match.ts';

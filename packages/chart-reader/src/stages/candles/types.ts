import type { RgbaImage } from '../../types.ts';
import type { Rgb } from '../../shared/colour.ts';

export interface RawCandle {
  x: number;
  yHigh: number;
  yLow: number;
  yBodyTop: number;
  yBodyBottom: number;
  bodyWidth: number;
  /** width of the narrowest row (the wick's); the body's extent shows only where it is wider */
  wickWidth?: number;
  /** 0 = colour A, 1 = colour B */
  color: 0 | 1;
  hollow: boolean;
  /** read from a part of a wider shape cut at the estimated pitch */
  cut?: boolean;
  /** an OHLC bar's stem: the rows of its open (left tick) and close (right tick), null where
   * the tick was not seen (set only when the chart draws bars) */
  ticks?: { yOpen: number | null; yClose: number | null };
}

export interface CandleScan {
  candles: RawCandle[];
  colors: Rgb[];
  /** Top of a detected volume histogram (its bars are excluded), or null. */
  volumeTop: number | null;
  volumeBottom: number | null;
  /** wicks are drawn in a colour of their own, which bounds the bodies however narrow */
  ownWickColour: boolean;
  contentTop: number;
  contentBottom: number;
  confidence: number;
  /** candles stand closer together than the pixels can separate (`crowding`): not readable */
  tooDense?: boolean;
  warnings: string[];
  /** What the scan saw on the way (the stage drawings); absent when it stopped early. */
  diagnostics?: ScanDiagnostics;
}

/** The colour clusters and candle shapes behind a scan, and the candles before their wicks. */
export interface ScanDiagnostics {
  /** Each plot pixel's colour cluster (k for the k-th), 0 elsewhere: background, other ink,
   * fringes, long lines and text taken out. */
  clusterLabels: Uint8Array;
  /** Each plot pixel that is not background, whatever its colour (1), text taken out. */
  ink: Uint8Array;
  clusters: Cluster[];
  /** Whether the k-th cluster is only the antialiased fringe of another (index 0 unused). */
  fringe: boolean[];
  /** The clusters chosen as the two candle colours (the second -1 with one colour) and as the
   * wicks' own colour (0 when none). */
  chosen: { first: number; second: number; wick: number };
  /** Each plot pixel's candle colour: 0 none, 1 the first, 2 the second. */
  candleLabels: Uint8Array;
  /** The candle pitch the shapes' edges show, when they show one. */
  lattice: number | null;
  /** Each candle's high and low before its wick was followed to its end. */
  beforeWicks: { yHigh: number; yLow: number }[];
}

export interface Cluster {
  color: Rgb;
  count: number;
}

/** Candle label map of the plot: 0 = none, 1 = the first candle colour, 2 = the second. */
export interface LabelMap {
  lab: Uint8Array;
  width: number;
  height: number;
  /** Pixels that are not background, whatever their colour (1), when known. */
  ink?: Uint8Array;
  /** The candle pitch the shapes' edges show, when they show one. */
  lattice?: number | null;
  /** The screenshot the plot is in (to tell a wick from the grid line it is drawn on). */
  image?: RgbaImage;
  /** Pixels of the colour of candles that did not move (1), when the chart has one. */
  unmoved?: Uint8Array;
  /** The pixels of greys that may be candles that did not move (1), made on first use: read
   * only as a dash a body wide and a few rows tall, on a neighbour's rows (decision 204). */
  unmovedDashes?: () => Uint8Array;
}

/** An OHLC bar's stem: its columns and the rows its ink spans. */
export interface Stem {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

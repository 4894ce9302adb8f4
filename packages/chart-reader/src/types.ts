/** RGBA pixels, 4 bytes per pixel, row-major. */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** The file kept its colour at half resolution (a JPEG saved 4:2:0 or 4:2:2, as phones and
   * messaging apps pass screenshots on, or a lossy WebP): thin shapes carry blends of their
   * colour. */
  colourHalved?: boolean;
}

export interface ReadChartOptions {
  /** Force the price-axis side instead of detecting it. */
  axisSide?: 'left' | 'right';
  /** Collect what each stage found (`ChartReading.diagnostics`), for the debug drawing. */
  diagnostics?: boolean;
  /** What the trader marked on the screenshot (`hints.ts`). */
  hints?: ReadingHints;
}

/** A trader's marks on the screenshot, in image pixels. */
export interface ReadingHints {
  /** The price pane: what is outside is not read (panels, order books, other panes). */
  plot?: { x0: number; y0: number; x1: number; y1: number };
  /** Two heights and their prices (`text` as typed, for the decimals), top or bottom first. */
  axis?: [AxisAnchor, AxisAnchor];
  /** The last candle's column: marks right of it are not candles. */
  lastX?: number;
}

export interface AxisAnchor {
  y: number;
  price: number;
  text?: string;
}

export interface PlotBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ReadCandle {
  /** The candle's centre as an image column index (column c covers [c, c + 1) of the image; a
   * candle on columns 60-62 stands at 61), fractional where its width is even. */
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  yOpen: number;
  yHigh: number;
  yLow: number;
  yClose: number;
  bodyWidth: number;
  /** true when the candle was drawn in the rising colour. */
  up?: boolean;
  /** When the candle opened, where the time axis could be read (ISO 8601: `2024-03-01T09:30`,
   * `2024-03-01`, a time of day `09:30` when no label gave the date, or `--03-01T09:30` /
   * `---01T09:30` when labels gave the day but no year); else null. */
  time: string | null;
  /** The candle's bar in a volume pane (relative height, or read from its axis); else null. */
  volume: number | null;
}

export interface AxisLabel {
  y: number;
  value: number;
  text: string;
  /** The label's text box in the image (for re-reading it). */
  box?: { x0: number; y0: number; x1: number; y1: number };
  /** Set when the reader read digits of this label as the zeros tick labels end in. */
  roundedOff?: boolean;
  /** Digits of the count when the label folds its leading zeros (`0.0{4}5123`). */
  foldDigits?: number;
}

export interface PriceAxis {
  side: 'left' | 'right';
  scale: 'linear' | 'log';
  /** Labels used by the fit (inliers). */
  labels: AxisLabel[];
  /** Labels read but rejected by the robust fit (misreads, last-price or crosshair labels). */
  rejected?: AxisLabel[];
  /** linear: price = slope*y + intercept; log: ln(price) = slope*y + intercept */
  fit: { slope: number; intercept: number; residual: number };
}

export interface ChartReading {
  /** A candlestick chart was found and read well enough to analyse. */
  accepted: boolean;
  /** When not accepted: why, in words a trader understands. */
  reason: string | null;
  /** 0..1: how likely this reading is acceptable (count and price range right). */
  confidence: number;
  /** Parts of the reading that are uncertain, for the page to name ("price axis", ...). */
  uncertain: string[];
  /** Instrument and timeframe read from a legend or header (e.g. "EURUSD", "5m"), or null. */
  symbol: string | null;
  timeframe: string | null;
  /** The instrument's name where the legend writes one (`SPDR S&P 500 ETF Trust`), or null. */
  instrument: string | null;
  found: boolean;
  plot: PlotBox | null;
  candles: ReadCandle[];
  priceAxis: PriceAxis | null;
  relativePrices: boolean;
  colors: { up: string; down: string; method: 'hue' | 'data' } | null;
  /** Per-stage confidence, 0..1. */
  stages: {
    plot: number;
    candles: number;
    axis: number;
    colors: number;
    /** Share of the candles whose body shows, so that their open and close are read. */
    bodies?: number;
  };
  warnings: string[];
  /** The candles are Heikin-Ashi (each opens at the middle of the body before it, or the legend
   * says so): their prices are averages, not traded prices. */
  heikinAshi?: boolean;
  /** Share of the candles standing on a solid fill that runs down from their lows, as an area
   * chart's series runs along the top of its fill (`stages/judge/fill-below.ts`); absent when
   * not measured. */
  fillBelow?: number;
  /** The candles stand closer together than the pixels can separate (`stages/candles`,
   * `crowding.ts`): the chart cannot be read at this size; absent when they do not. */
  tooDense?: boolean;
  /** The measurements the verdict was made from (`stages/judge`), by name; absent when nothing
   * was found. */
  evidence?: Record<string, number>;
  /** What the stages found on the way, for the debug drawing (only with `options.diagnostics`). */
  diagnostics?: ReadingDiagnostics;
}

export interface Pane extends PlotBox {
  kind: 'price' | 'volume' | 'indicator' | 'other';
}

export interface ReadingDiagnostics {
  panes: Pane[];
  /** Marks looked at and not taken for candles (text, arrows, volume bars, ...). */
  rejectedMarks: PlotBox[];
  /** Time-axis labels read: their anchor (tick or centre) and text. */
  timeLabels: { x: number; y: number; text: string }[];
  /** Legend and header lines read for the symbol and timeframe: their left end and text. */
  legendLines?: { x: number; y: number; text: string }[];
}

import type { AnalysisType } from './analysis-types.ts';

/** What the chart reader recovered, as stored with an analysis (image pixels and prices). */
export interface StoredReading {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number } | null;
  candles: {
    x: number;
    open: number;
    high: number;
    low: number;
    close: number;
    /** ISO 8601 time of the candle where the time axis was read. */
    time?: string | null;
    volume?: number | null;
  }[];
  /** The reader's verdict (absent on analyses stored before it existed). */
  accepted?: boolean;
  /** 0..1: how likely the reading is right. */
  confidence?: number;
  /** Parts of the reading that are uncertain ("price axis", ...). */
  uncertain?: string[];
  symbol?: string | null;
  timeframe?: string | null;
  priceAxis: {
    side: 'left' | 'right';
    scale: 'linear' | 'log';
    /** linear: price = slope*y + intercept; log: ln(price) = slope*y + intercept (y in image pixels). */
    fit: { slope: number; intercept: number };
    labels: { y: number; value: number }[];
  } | null;
  /** True when the axis could not be read: prices are 0 (plot bottom) to 100 (plot top). */
  relativePrices: boolean;
  warnings: string[];
}

/** Drawn on the screenshot: all geometry in bar indices (into reading.candles) and prices. */
export interface StoredResult {
  levels: {
    price: number;
    kind: 'support' | 'resistance';
    strength: number;
    touches: number;
    label: string;
  }[];
  trendLines: {
    from: { index: number; price: number };
    to: { index: number; price: number };
    kind: 'support' | 'resistance' | 'channel';
  }[];
  patterns: {
    name: string;
    kind: 'candlestick' | 'chart';
    bias: 'bullish' | 'bearish' | 'neutral';
    startIndex: number;
    endIndex: number;
    points: { index: number; price: number }[];
    target?: number;
    entry?: number;
    stop?: number;
    reliability?: number;
  }[];
  forecast: {
    horizon: number;
    path: {
      index: number;
      price: number;
      p50: [number, number];
      p80: [number, number];
      p95: [number, number];
    }[];
    probabilityUp: number;
  } | null;
  /** Moving averages and bands to draw, aligned with reading.candles by index (absent on older analyses). */
  indicatorLines?: IndicatorLine[];
  [extra: string]: unknown;
}

/** One indicator line (e.g. key 'sma-20', 'bb-upper'): a value per candle, null where undefined. */
export interface IndicatorLine {
  key: string;
  label: string;
  values: (number | null)[];
}

/** A read-only link to one analysis that its owner made public and can revoke. */
export interface ShareLink {
  token: string;
  /** The public page, e.g. https://candlelens.app/shared/<token>. */
  url: string;
  createdAt: string;
}

/** One analysis, as the owner sees it. Image URLs work only with the owner's session. */
export interface AnalysisRecord {
  id: string;
  type: AnalysisType;
  createdAt: string;
  /** Markdown for the 'Chart Analysis' panel. */
  text: string;
  summary: string;
  provider: 'local' | 'openai';
  imageUrl: string;
  thumbnailUrl: string;
  reading: StoredReading;
  result: StoredResult;
  timings: { readMs: number; analyzeMs: number; aiMs: number | null; totalMs: number };
  /** The analysis's share link, when its owner made one. */
  share?: ShareLink | null;
}

/** GET /api/shared/:token (no session): what a shared link shows; no account data. */
export interface SharedAnalysisResponse {
  analysis: Pick<
    AnalysisRecord,
    'id' | 'type' | 'createdAt' | 'text' | 'summary' | 'reading' | 'result' | 'imageUrl'
  >;
}

/** POST /api/analyses (multipart: `image` file, `type` field; optional `idempotency-key` header). */
export interface CreateAnalysisResponse {
  analysis: AnalysisRecord;
  credits: number;
}

/** GET /api/analyses?since=7d&limit=10&cursor=... newest first. */
export interface AnalysisListItem {
  id: string;
  type: AnalysisType;
  createdAt: string;
  summary: string;
  thumbnailUrl: string;
  imageUrl: string;
  share?: ShareLink | null;
}
export interface AnalysisListResponse {
  items: AnalysisListItem[];
  nextCursor: string | null;
}

/** Error answers carry `message` (written for the user) and sometimes more. */
export interface ApiErrorBody {
  message: string;
  /** On a 403 for a locked analysis type: the plan that unlocks it. */
  requiredPlan?: string;
}

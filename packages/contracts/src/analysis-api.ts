import type { AnalysisResult, Forecast, Level, Pattern, TrendLine } from './analysis-result.ts';
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
    /**
     * Decimals of the price labels as printed on the axis ('696.00' -> 2), so the app writes
     * prices as the chart does; absent on analyses stored before it was kept.
     */
    decimals?: number | null;
  } | null;
  /** True when the axis could not be read: prices are 0 (plot bottom) to 100 (plot top). */
  relativePrices: boolean;
  warnings: string[];
}

type Drawn<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

/**
 * The engine's result as stored with an analysis (text and summary are stored beside it).
 * Results stored by earlier versions lack later fields, so only what the app draws is required.
 */
export type StoredResult = Partial<
  Omit<AnalysisResult, 'text' | 'summary' | 'levels' | 'trendLines' | 'patterns' | 'forecast'>
> & {
  levels: Drawn<Level, 'price' | 'kind' | 'strength' | 'touches' | 'label'>[];
  trendLines: TrendLine[];
  patterns: Drawn<Pattern, 'name' | 'kind' | 'bias' | 'startIndex' | 'endIndex' | 'points'>[];
  forecast: Drawn<Forecast, 'horizon' | 'path'> | null;
};

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
  /** The analysis's share link, when its owner made one (the list is the owner's own). */
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

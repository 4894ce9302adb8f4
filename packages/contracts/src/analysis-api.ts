import { z } from 'zod';
import type { AnalysisResult, Forecast, Level, Pattern, TrendLine } from './analysis-result.ts';
import { ACCEPT_LOW_CONFIDENCE, ANALYSIS_TYPES, UPLOAD_FIELDS } from './analysis-types.ts';
import { PLAN_NAMES } from './plans.ts';
import { readingHintsSchema, readingPreviewSchema } from './reading-api.ts';
import { storedPlanSchema, type PublicPlan } from './risk-plan-api.ts';

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
  /** The instrument's name where the legend writes one instead of a ticker (absent before). */
  instrument?: string | null;
  /** The reader that read the chart, e.g. 'chart-reader 0.1.0' (absent before it was kept). */
  readerVersion?: string | null;
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

/**
 * A stored JSON object the server passes through unchanged: it is checked to be an object and
 * typed by its interface above (StoredReading, StoredResult), never reshaped, so no field the
 * engine adds is lost on the way to the web.
 */
const storedObject = <T>(what: string) =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
    message: `${what} must be an object`,
  });

export const analysisTypeSchema = z.enum(ANALYSIS_TYPES);

/** Who wrote an analysis's text: the local writer, or OpenAI grounded on the measurements. */
export const ANALYSIS_TEXT_PROVIDERS = ['local', 'openai'] as const;

/** A read-only link to one analysis that its owner made public and can revoke. */
export const shareLinkSchema = z.object({
  token: z.string(),
  /** The public page, e.g. https://candlelens.app/shared/<token>. */
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** One analysis, as the owner sees it. Image URLs work only with the owner's session. */
export const analysisRecordSchema = z.object({
  id: z.string(),
  type: analysisTypeSchema,
  createdAt: z.string(),
  /** Markdown for the 'Chart Analysis' panel. */
  text: z.string(),
  summary: z.string(),
  provider: z.enum(ANALYSIS_TEXT_PROVIDERS),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The candles as read, as a CSV file (owner only; the shared page has its own). */
  candlesUrl: z.string(),
  reading: storedObject<StoredReading>('reading'),
  result: storedObject<StoredResult>('result'),
  timings: z.object({
    readMs: z.number(),
    analyzeMs: z.number(),
    aiMs: z.number().nullable(),
    totalMs: z.number(),
  }),
  /** The analysis's share link, when its owner made one. */
  share: shareLinkSchema.nullable().optional(),
  /** The trader's risk plan, once they made one. */
  plan: storedPlanSchema.nullable().optional(),
  /** The trader looked at the reading and confirmed or fixed it before paying. */
  readingChecked: z.boolean().optional(),
  /** The marks the trader fixed the reading with, if any. */
  hints: readingHintsSchema.nullable().optional(),
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;

/** GET /api/shared/:token (no session): what a shared link shows; no account data. */
export const sharedAnalysisResponseSchema = z.object({
  analysis: analysisRecordSchema
    .pick({
      id: true,
      type: true,
      createdAt: true,
      text: true,
      summary: true,
      reading: true,
      result: true,
      imageUrl: true,
      candlesUrl: true,
    })
    .extend({
      /** The owner's risk plan without the account size or money figures. */
      publicPlan: z
        .custom<PublicPlan>((v) => typeof v === 'object' && v !== null, {
          message: 'plan must be an object',
        })
        .nullable()
        .optional(),
    }),
});
export type SharedAnalysisResponse = z.infer<typeof sharedAnalysisResponseSchema>;

/**
 * POST /api/analyses: a multipart form with the `image` file and the `type` field (an optional
 * `idempotency-key` header makes a retry safe). The server collects the parts and checks them
 * here; the messages are the product's.
 */
export const uploadMessages = {
  noImage: 'Choose a chart screenshot to analyze.',
  noType: 'Choose an analysis type.',
  unknownType: `Unknown analysis type. Use one of: ${ANALYSIS_TYPES.join(', ')}.`,
} as const;
export const uploadTypeFieldSchema = z.enum(ANALYSIS_TYPES, {
  error: (issue) =>
    issue.input === undefined ? uploadMessages.noType : uploadMessages.unknownType,
});
/** `accept=low-confidence`: analyse a reading below the auto-run band as read (see below). */
const acceptSchema = z
  .literal(ACCEPT_LOW_CONFIDENCE, {
    message: `accept takes one value: ${ACCEPT_LOW_CONFIDENCE}.`,
  })
  .optional();
export const analysisUploadSchema = z.object({
  [UPLOAD_FIELDS.image]: z.instanceof(Uint8Array, { message: uploadMessages.noImage }),
  [UPLOAD_FIELDS.type]: uploadTypeFieldSchema,
  [UPLOAD_FIELDS.accept]: acceptSchema,
});
export type AnalysisUpload = z.infer<typeof analysisUploadSchema>;

/** POST /api/analyses with the id of a reading the trader has seen, instead of the file. */
export const analysisFromReadingSchema = z.object({
  [UPLOAD_FIELDS.reading]: z.uuid({
    message: 'This chart reading was not found. Upload the screenshot again.',
  }),
  [UPLOAD_FIELDS.type]: uploadTypeFieldSchema,
});

/**
 * POST /api/analyses?accept=low-confidence: the same as the form field. An upload of the file
 * whose reading is below the auto-run band is otherwise answered 422 with `analysisNeedsCheckSchema`
 * and nothing charged (a reading id is confirmed as it is, whatever `accept` says).
 */
export const analysisUploadQuerySchema = z.object({ [UPLOAD_FIELDS.accept]: acceptSchema });

/** 422 on POST /api/analyses: the reader refused the chart (`message` says why), or read it below
 * the auto-run band and the upload did not accept that: then `preview` is the reading, kept for
 * its owner as POST /api/readings keeps one, to confirm or fix by its id. */
export const analysisNeedsCheckSchema = apiErrorSchemaBase().extend({
  preview: readingPreviewSchema.optional(),
});

/** POST /api/readings: the `image` file, and the analysis type it is for (checked at once). */
export const readingUploadSchema = z.object({
  [UPLOAD_FIELDS.image]: z.instanceof(Uint8Array, { message: uploadMessages.noImage }),
  [UPLOAD_FIELDS.type]: uploadTypeFieldSchema.optional(),
});

/** Letters, digits, '-' and '_', 8 to 100 of them (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const analysisUploadHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, {
      message: "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_' (a UUID fits).",
    })
    .optional(),
});

/**
 * POST /api/analyses: 201 with the new analysis, or 200 replaying the first answer to a key (or
 * the trader's earlier analysis of the same screenshot read the same way, with `replayed`).
 */
export const createAnalysisResponseSchema = z.object({
  analysis: analysisRecordSchema,
  credits: z.number(),
  /** Nothing was charged: this analysis was made and paid for before. */
  replayed: z.boolean().optional(),
});
export type CreateAnalysisResponse = z.infer<typeof createAnalysisResponseSchema>;

/** 'all' reaches every analysis the user kept; '7d' (the default) or '48h' a window. */
const sinceSchema = z.string().max(10).default('7d');

/**
 * GET /api/analyses?since=7d&limit=10&cursor=...&symbol=SPY&type=trend newest first: `symbol`
 * (any case, or NO_SYMBOL from stored-reading.ts) and `type` narrow the list.
 */
export const analysisListQuerySchema = z.object({
  since: sinceSchema,
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
  symbol: z.string().trim().min(1).max(100).optional(),
  type: analysisTypeSchema.optional(),
});
export type AnalysisListQuery = z.input<typeof analysisListQuerySchema>;
export const analysisListItemSchema = analysisRecordSchema
  .pick({
    id: true,
    type: true,
    createdAt: true,
    summary: true,
    thumbnailUrl: true,
    imageUrl: true,
    share: true,
    readingChecked: true,
  })
  .extend({
    /** The instrument as the chart names it: its ticker, or its name; null when not shown. */
    symbol: z.string().nullable(),
    timeframe: z.string().nullable(),
    /** The last candle's close; null when the price axis could not be read. */
    lastClose: z.number().nullable(),
    /** Decimals the chart writes its prices with, where known. */
    priceDecimals: z.number().int().nullable(),
  });
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;
export const analysisListResponseSchema = z.object({
  items: z.array(analysisListItemSchema),
  nextCursor: z.string().nullable(),
});
export type AnalysisListResponse = z.infer<typeof analysisListResponseSchema>;

/** GET /api/analyses/filters?since=7d: the symbols and tools of the user's analyses, to filter by. */
export const analysisFiltersQuerySchema = z.object({ since: sinceSchema });
export const analysisFiltersResponseSchema = z.object({
  /** Most analysed first; `symbol` null counts the charts that show none. */
  symbols: z.array(z.object({ symbol: z.string().nullable(), count: z.number().int() })),
  types: z.array(z.object({ type: analysisTypeSchema, count: z.number().int() })),
});
export type AnalysisFiltersResponse = z.infer<typeof analysisFiltersResponseSchema>;

/** Error answers carry `message` (written for the user) and sometimes more. */
function apiErrorSchemaBase() {
  return z.object({
    message: z.string(),
    /** On a 403 for a locked analysis type: the plan that unlocks it. */
    requiredPlan: z.enum(PLAN_NAMES).optional(),
  });
}
export const apiErrorSchema = apiErrorSchemaBase();
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

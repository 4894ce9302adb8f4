import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** One analysis: what was read from the chart, what was computed, the text, and where the image is. */
export const analyses = pgTable(
  'analyses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text').notNull(),
    summary: text('summary').notNull(),
    provider: text('provider').notNull(),
    reading: jsonb('reading').notNull(),
    result: jsonb('result').notNull(),
    imageKey: text('image_key').notNull(),
    imageType: text('image_type').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    readMs: integer('read_ms').notNull(),
    analyzeMs: integer('analyze_ms').notNull(),
    aiMs: integer('ai_ms'),
    totalMs: integer('total_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the uploaded bytes: a reused idempotency key must come with the same upload. */
    imageSha256: text('image_sha256'),
    /** The trader's risk plan on this chart (StoredPlan), once they made one. */
    plan: jsonb('plan'),
    /**
     * What the history shows and filters by, copied from the reading when it is stored: the
     * instrument as the chart names it (ticker, else its name), the timeframe, the last close and
     * the decimals the chart writes prices with. Null where the chart did not show them.
     */
    symbol: text('symbol'),
    timeframe: text('timeframe'),
    lastClose: doublePrecision('last_close'),
    priceDecimals: integer('price_decimals'),
    /** The uploaded file's name as the browser sent it (for the candles' CSV), when it sent one. */
    imageName: text('image_name'),
    /** The marks (ReadingHints) the trader fixed the reading with before paying, or null. */
    hints: jsonb('hints'),
    /** The trader checked the reading (confirmed it below the auto-run band, or fixed it). */
    readingChecked: boolean('reading_checked').notNull().default(false),
    /**
     * For an analysis made from a reading preview: SHA-256 of the screenshot, the type and the
     * marks. The same screenshot read the same way is analysed (and charged) once per trader.
     */
    readingKey: text('reading_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analyses_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('analyses_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('analyses_user_reading_key_uq').on(t.userId, t.readingKey),
  ],
);

/** A trader's account size and risk per trade, in their currency, kept for their next plan. */
export const riskSettings = pgTable('risk_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  account: doublePrecision('account').notNull(),
  /** Exactly one of the two is set. */
  riskPercent: doublePrecision('risk_percent'),
  riskAmount: doublePrecision('risk_amount'),
  currency: text('currency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A free reading preview: the screenshot kept for a short while (in the image store, under
 * `imageKey`) so that its owner can fix the reading and confirm it without uploading it again.
 * Deleted with its image once `expiresAt` has passed.
 */
export const chartReadings = pgTable(
  'chart_readings',
  {
    /** A random UUID: the reading's only handle, checked against its owner on every request. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    imageType: text('image_type').notNull(),
    /** SHA-256 of the bytes as uploaded (the same fingerprint an analysis keeps). */
    imageSha256: text('image_sha256').notNull(),
    /** The pixels the reading and the trader's marks are in. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The marks of the latest reading (ReadingHints), or null. */
    hints: jsonb('hints'),
    /** The latest reading's verdict: a refused reading cannot be analysed. */
    accepted: boolean('accepted').notNull(),
    reason: text('reason'),
    confidence: doublePrecision('confidence').notNull(),
    /** The latest reading itself (KeptReading, analysis/kept-reading.ts), or null (kept before
     * readings were): confirming analyses it rather than reading the screenshot again. */
    reading: jsonb('reading'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chart_readings_expires_idx').on(t.expiresAt)],
);

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  analyzeFailed,
  messages,
  type AnalysisType,
  type ReadingPreview,
  type ReadingPreviewData,
} from '@candlelens/contracts';
import { hintProblem, runsAtOnce, type ReadingHints } from '@candlelens/chart-reader';
import type { Db } from '../db/client.ts';
import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  type AnalysisPool,
} from '../analysis/analysis-pool.ts';
import type { PreviewTaskResult } from '../analysis/analysis.worker.ts';
import {
  keptReadingFromJson,
  keptReadingJson,
  type KeptReading,
} from '../analysis/kept-reading.ts';
import {
  IMAGE_EXTENSIONS,
  inspectUpload,
  readingSize,
  type UploadLimits,
} from '../analysis/upload-checks.ts';
import { UserFacingError } from '../errors.ts';
import {
  deleteExpiredReadings,
  deleteOwnedReading,
  findLiveReading,
  insertReading,
  updateReadingVerdict,
  type ReadingRow,
} from '../repositories/readings.repository.ts';
import type { ImageStore } from '../storage/image-store.ts';
import { StorageUnavailableError, storageRefusal } from '../storage/storage-errors.ts';
import { assertHasPlanAndCredits, assertMayAnalyze, busy, type GateDeps } from './analysis-gate.ts';
import { ReadingNeedsCheck, type AnalysisService, type Upload } from './analysis.service.ts';
import { readingKeyOf, uploadFingerprint } from './idempotency.ts';
import type { LimitRule, RateLimitService } from './rate-limit.service.ts';

/** Expired previews deleted per pass (each pass also deletes their images). */
const PRUNE_BATCH = 200;

export const GONE =
  'This chart reading has expired or was not found. Upload the screenshot again: nothing was charged.';

/** No marks at all is the same as none. */
function marksOrNull(hints: ReadingHints | null | undefined): ReadingHints | null {
  if (!hints) return null;
  const { plot, axis, lastX } = hints;
  if (!plot && !axis && lastX === undefined) return null;
  return {
    ...(plot ? { plot } : {}),
    ...(axis ? { axis } : {}),
    ...(lastX !== undefined ? { lastX } : {}),
  };
}

/**
 * The free reading preview: the screenshot read in the analysis pool (no charge) and kept for a
 * short while, so that its owner can see the reading, fix it with marks (read again, free) and
 * confirm it, which analyses it and charges once (`analyse`). Every call checks the owner.
 */
export class ReadingService {
  private readonly rule: LimitRule;

  constructor(
    private readonly deps: GateDeps & {
      db: Db;
      pool: AnalysisPool;
      store: ImageStore;
      analyses: AnalysisService;
      rateLimits: RateLimitService;
      limits: UploadLimits;
      previewsPerHour: number;
      ttlMinutes: number;
      log: FastifyBaseLogger;
    },
  ) {
    this.rule = { name: 'reading-preview', max: deps.previewsPerHour, windowSeconds: 60 * 60 };
  }

  /**
   * Checked before the upload's body is read: a plan and the credits for one analysis (a preview
   * is free, but only a trader who could pay for the analysis gets one), then the hourly limit.
   */
  async assertMayPreview(user: { id: string }): Promise<void> {
    await assertHasPlanAndCredits(this.deps, user.id);
    await this.countPreview(user.id);
  }

  /** Reads an uploaded screenshot for its preview and keeps it for `ttlMinutes`. */
  async preview(
    user: { id: string },
    input: { bytes: Buffer; type?: AnalysisType | undefined },
  ): Promise<ReadingPreview> {
    if (input.type) await assertMayAnalyze(this.deps, user.id, input.type);
    if (this.deps.pool.full) throw busy();
    const image = await inspectUpload(input.bytes, this.deps.limits);
    const result = await this.read(image, null);
    if ('hintProblem' in result) throw new UserFacingError(400, result.hintProblem);
    return this.keep(user.id, image, uploadFingerprint(input.bytes), result);
  }

  /**
   * An upload of the file straight to POST /api/analyses: analysed and charged as it always was
   * when its reading is at or above the auto-run band, or when the upload accepts a reading below
   * it (`accept=low-confidence`). Otherwise nothing is charged: the reading is kept as a preview
   * (counted as one) and answered with 422, to be confirmed or fixed by its id like any other.
   */
  async analyseUpload(
    user: { id: string },
    input: Parameters<AnalysisService['create']>[1] & { fromReading?: undefined },
  ) {
    try {
      return await this.deps.analyses.create(user, input);
    } catch (err) {
      if (!(err instanceof ReadingNeedsCheck)) throw err;
      await this.countPreview(user.id);
      const preview = await this.keep(user.id, err.image, err.imageSha256, err.made);
      throw new UserFacingError(422, messages.readingNeedsCheck, { preview });
    }
  }

  /** Reads the owner's screenshot again with the trader's marks (free) and keeps its verdict. */
  async withHints(user: { id: string }, id: string, marks: ReadingHints): Promise<ReadingPreview> {
    const row = await this.live(user.id, id);
    const hints = marksOrNull(marks);
    const problem = hints ? hintProblem(hints, row.width, row.height) : null;
    if (problem) throw new UserFacingError(400, problem);
    await this.countPreview(user.id);
    if (this.deps.pool.full) throw busy();
    const image = await inspectUpload(await this.imageOf(row), this.deps.limits);
    const result = await this.read(image, hints);
    if ('hintProblem' in result) throw new UserFacingError(400, result.hintProblem);
    const { preview, kept } = result;
    await updateReadingVerdict(this.deps.db, user.id, id, {
      hints,
      accepted: preview.accepted,
      reason: preview.reason,
      confidence: preview.confidence,
      reading: keptReadingJson(kept),
    });
    return { ...preview, id, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Analyses the owner's reading as last read (with its marks; the reading kept with the preview,
   * not the screenshot read again) and charges once: the same reading
   * confirmed again, or the same screenshot uploaded again with the same marks, replays the
   * analysis kept for it (a screenshot uploaded again without marks is analysed as today). A
   * refused reading is not analysed, and nothing is charged.
   */
  async analyse(
    user: { id: string },
    input: { readingId: string; type: AnalysisType; idempotencyKey: string | null },
  ) {
    const row = await this.live(user.id, input.readingId);
    if (!row.accepted)
      throw new UserFacingError(
        422,
        row.reason ?? 'No candlestick chart was found in this image. Nothing was charged.',
      );
    const hints = marksOrNull(row.hints as ReadingHints | null);
    const bytes = await this.imageOf(row);
    return this.deps.analyses.create(user, {
      type: input.type,
      bytes,
      idempotencyKey: input.idempotencyKey,
      fromReading: {
        imageSha256: row.imageSha256,
        hints,
        // below the band the trader confirmed what they saw; with marks they fixed it
        checked: hints !== null || !runsAtOnce(row),
        // with marks, the same screenshot marked the same way; without, this very reading
        readingKey: readingKeyOf(hints ? row.imageSha256 : `reading:${row.id}`, input.type, hints),
        kept: keptReadingFromJson(row.reading),
      },
    });
  }

  /** "This is not a candlestick chart", or leaving: the preview and its screenshot go now. */
  async discard(user: { id: string }, id: string): Promise<void> {
    const row = await deleteOwnedReading(this.deps.db, user.id, id);
    if (!row) throw new UserFacingError(404, GONE);
    await this.deps.store.delete(row.imageKey);
  }

  /** Deletes expired previews and their screenshots; any instance may run it at any time. */
  async prune(now = new Date()): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await deleteExpiredReadings(this.deps.db, now, PRUNE_BATCH);
      await Promise.all(rows.map((r) => this.deps.store.delete(r.imageKey).catch(() => undefined)));
      deleted += rows.length;
      if (rows.length < PRUNE_BATCH) return deleted;
    }
  }

  /**
   * Keeps a reading as a preview for `ttlMinutes`: the screenshot (as uploaded, less its metadata)
   * in the image store, and the row with the verdict and the reading itself.
   */
  private async keep(
    userId: string,
    image: Upload,
    imageSha256: string,
    made: { preview: ReadingPreviewData; kept: KeptReading },
  ): Promise<ReadingPreview> {
    const { db, store, log } = this.deps;
    const { preview, kept } = made;
    const id = randomUUID();
    const imageKey = `readings/${userId}/${id}.${IMAGE_EXTENSIONS[image.type]}`;
    try {
      await store.put(imageKey, image.bytes, image.type);
    } catch (err) {
      await store.delete(imageKey).catch(() => undefined);
      if (!(err instanceof StorageUnavailableError)) throw err;
      log.error({ err }, 'storage: a reading preview could not be kept');
      throw storageRefusal(err);
    }
    const expiresAt = new Date(Date.now() + this.deps.ttlMinutes * 60_000);
    try {
      await insertReading(db, {
        id,
        userId,
        imageKey,
        imageType: image.type,
        imageSha256,
        width: preview.width,
        height: preview.height,
        hints: preview.hints,
        accepted: preview.accepted,
        reason: preview.reason,
        confidence: preview.confidence,
        reading: keptReadingJson(kept),
        expiresAt,
      });
    } catch (err) {
      await store.delete(imageKey).catch(() => undefined);
      throw err;
    }
    return { ...preview, id, expiresAt: expiresAt.toISOString() };
  }

  private async countPreview(userId: string): Promise<void> {
    const { max } = this.rule;
    await this.deps.rateLimits.enforce([{ rule: this.rule, subject: userId }], (retry) => {
      const minutes = Math.max(1, Math.ceil(retry / 60));
      return `You have had ${max} free chart readings in the last hour, the most CandleLens makes in an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    });
  }

  private async live(userId: string, id: string): Promise<ReadingRow> {
    const row = await findLiveReading(this.deps.db, userId, id);
    if (!row) throw new UserFacingError(404, GONE);
    return row;
  }

  private async imageOf(row: ReadingRow): Promise<Buffer> {
    const bytes = await this.deps.store.get(row.imageKey);
    if (!bytes) throw new UserFacingError(404, GONE);
    return bytes;
  }

  /** The screenshot read in the pool, at the size analyses read it, with the trader's marks. */
  private async read(
    image: Awaited<ReturnType<typeof inspectUpload>>,
    hints: ReadingHints | null,
  ): Promise<PreviewTaskResult> {
    const { pool, limits, log } = this.deps;
    const size = readingSize(image.width, image.height, limits.readMaxPixels);
    try {
      return await pool.preview(
        {
          preview: true,
          bytes: image.bytes,
          maxPixels: limits.maxPixels,
          ...(size.maxSide ? { maxSide: size.maxSide } : {}),
          ...(hints ? { hints } : {}),
        },
        size.pixels,
      );
    } catch (err) {
      if (err instanceof AnalysisBusyError) throw busy();
      if (err instanceof AnalysisTimeoutError)
        throw new UserFacingError(504, analyzeFailed('reading the chart took too long'));
      log.warn({ err }, 'chart could not be decoded or read for its preview');
      throw new UserFacingError(
        422,
        'The image could not be read. It may be damaged; try another screenshot.',
      );
    }
  }
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  analyzeFailed,
  chartDecimals,
  chartSymbol,
  lastCloseOf,
  messages,
  CREDITS_PER_ANALYSIS,
  type AnalysisRecord,
  type AnalysisType,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { AiWriter } from '../ai/openai-writer.ts';
import { AiWriterError } from '../ai/openai-writer.ts';
import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  type AnalysisPool,
} from '../analysis/analysis-pool.ts';
import type { ReadingHints } from '@candlelens/chart-reader';
import type { AnalysisDone, AnalysisNeedsCheck } from '../analysis/analysis.worker.ts';
import type { KeptReading } from '../analysis/kept-reading.ts';
import {
  IMAGE_EXTENSIONS,
  inspectUpload,
  readingSize,
  type UploadLimits,
} from '../analysis/upload-checks.ts';
import { InsufficientCreditsError, UserFacingError } from '../errors.ts';
import {
  deleteOwned,
  findByIdempotencyKey,
  findByReadingKey,
  findOwned,
  insertAnalysis,
  type AnalysisRow,
} from '../repositories/analyses.repository.ts';
import type { ImageStore } from '../storage/image-store.ts';
import { StorageUnavailableError, storageRefusal } from '../storage/storage-errors.ts';
import {
  assertCreditsCover,
  assertHasPlanAndCredits,
  assertMayAnalyze,
  busy,
  titleOf,
} from './analysis-gate.ts';
import { toRecord } from './analysis-record.ts';
import type { CreditsService } from './credits.service.ts';
import { assertSameUpload, uploadFingerprint } from './idempotency.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** An upload as the route hands it over, or a reading preview's screenshot as its service does. */
interface NewUpload {
  type: AnalysisType;
  bytes: Buffer;
  idempotencyKey: string | null;
  /** The file's name as the browser sent it, if it sent one. */
  fileName?: string | null;
  /** The analysis of a reading the trader has seen (and perhaps fixed) before paying. */
  fromReading?: FromReading;
  /** An upload of the file itself: analyse it even when its reading is below the auto-run band
   * (`accept=low-confidence`); otherwise such a reading is not analysed (`ReadingNeedsCheck`). */
  acceptLowConfidence?: boolean;
}

/** What an analysis made from a reading preview keeps of it. */
export interface FromReading {
  /** The fingerprint of the screenshot as uploaded (the stored copy has no metadata). */
  imageSha256: string;
  hints: ReadingHints | null;
  /** The trader confirmed the reading below the auto-run band, or fixed it. */
  checked: boolean;
  /** Screenshot, type and marks: the same reading is analysed and charged once. */
  readingKey: string;
  /** The reading the trader saw, analysed as it is (null: the screenshot is read again). */
  kept: KeptReading | null;
}

/**
 * An upload of the file whose reading is below the auto-run band, that did not accept that:
 * nothing was analysed or charged, and the reading is to be kept as a preview and checked.
 */
export class ReadingNeedsCheck extends Error {
  constructor(
    readonly image: Upload,
    readonly imageSha256: string,
    readonly made: Pick<AnalysisNeedsCheck, 'preview' | 'kept'>,
  ) {
    super('the reading is below the auto-run band');
    this.name = 'ReadingNeedsCheck';
  }
}

/** The name of an uploaded file as kept: no folders, no control characters, at most 200 long. */
function keptFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 200);
  return clean || null;
}

/** What the upload checks found: the image's type and size. */
export type Upload = Awaited<ReturnType<typeof inspectUpload>>;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * A user's analyses: creating one (upload -> checks -> worker (read + analyse) -> optional AI text
 * -> one transaction (charge + record)), and each one: get, images, remove (the list and its
 * filters are the HistoryService's).
 */
export class AnalysisService {
  constructor(
    private readonly deps: {
      db: Db;
      credits: CreditsService;
      subscriptions: SubscriptionService;
      pool: AnalysisPool;
      store: ImageStore;
      writer: AiWriter | null;
      limits: UploadLimits;
      log: FastifyBaseLogger;
    },
  ) {}

  async create(
    user: { id: string },
    input: NewUpload,
  ): Promise<{ analysis: AnalysisRecord; credits: number; replayed: boolean }> {
    const started = performance.now();
    const imageSha256 = input.fromReading?.imageSha256 ?? uploadFingerprint(input.bytes);
    const replay = await this.replay(user.id, input, imageSha256);
    if (replay) return replay;
    // Who may analyse, then the queue bound: answered at once, before any image work.
    await assertMayAnalyze(this.deps, user.id, input.type);
    if (this.deps.pool.full) throw busy();
    const image = await inspectUpload(input.bytes, this.deps.limits);
    const work = await this.readChart(user.id, input, image);
    if (work.needsCheck) throw new ReadingNeedsCheck(image, imageSha256, work);
    const { text, aiMs } = await this.writeText(input, image, work);
    return this.keep(user.id, input, { image, work, text, aiMs, started, imageSha256 });
  }

  /**
   * Checked before the upload's body is read: a plan and the credits for one analysis (the tool's
   * tier needs the form's `type` and is checked in `create`). A retry of an upload already
   * answered skips it: its answer is replayed whatever the balance is now.
   */
  async assertMayStart(user: { id: string }, idempotencyKey: string | null): Promise<void> {
    if (idempotencyKey && (await findByIdempotencyKey(this.deps.db, user.id, idempotencyKey)))
      return;
    await assertHasPlanAndCredits(this.deps, user.id);
  }

  /**
   * The first answer to a retried upload (same idempotency key and image), or the trader's
   * analysis of the same screenshot read the same way (same type and marks), or null.
   */
  private async replay(
    userId: string,
    input: NewUpload,
    imageSha256: string,
  ): Promise<{ analysis: AnalysisRecord; credits: number; replayed: true } | null> {
    const { db } = this.deps;
    let done = input.idempotencyKey
      ? await findByIdempotencyKey(db, userId, input.idempotencyKey)
      : null;
    if (done) assertSameUpload(done, input.type, imageSha256);
    else if (input.fromReading)
      done = await findByReadingKey(db, userId, input.fromReading.readingKey);
    if (!done) return null;
    return {
      analysis: toRecord(done),
      credits: await this.deps.credits.balance(userId),
      replayed: true,
    };
  }

  /**
   * Reads and analyses the chart in a worker, with its failures in the trader's words: a reading
   * the trader saw in its preview is analysed as kept, not read again. An upload of the file whose
   * reading is below the auto-run band is not analysed unless it accepts that (`needsCheck`).
   * Very large screenshots are read shrunk; the pool admits work by the pixels it will hold. The
   * credits are checked again when a worker is free: credits spent while this upload waited (on
   * another instance, by the operator) are not followed by reading the chart.
   */
  private async readChart(
    userId: string,
    input: NewUpload,
    image: Upload,
  ): Promise<AnalysisDone | AnalysisNeedsCheck> {
    const { pool, limits, log } = this.deps;
    let work;
    try {
      const size = readingSize(image.width, image.height, limits.readMaxPixels);
      work = await pool.run(
        {
          bytes: image.bytes,
          type: input.type,
          imageType: image.type,
          maxPixels: limits.maxPixels,
          maxSide: size.maxSide,
          ...(input.fromReading?.hints ? { hints: input.fromReading.hints } : {}),
          ...(input.fromReading?.kept ? { kept: input.fromReading.kept } : {}),
          ...(!input.fromReading && !input.acceptLowConfidence ? { refuseBelowBand: true } : {}),
        },
        size.pixels,
        () => assertCreditsCover(this.deps, userId),
      );
    } catch (err) {
      if (err instanceof InsufficientCreditsError) throw err;
      if (err instanceof AnalysisBusyError) throw busy();
      if (err instanceof AnalysisTimeoutError)
        throw new UserFacingError(504, analyzeFailed('reading the chart took too long'));
      log.warn({ err }, 'chart could not be decoded or read');
      throw new UserFacingError(
        422,
        'The image could not be read. It may be damaged; try another screenshot.',
      );
    }
    // The reader refused the screenshot (not a candlestick chart, too small...): its reason, as
    // written, and nothing is charged or kept.
    if (!work.accepted) throw new UserFacingError(422, work.reason);
    if (work.needsCheck) return work;
    if (work.reading.candles.length === 0) {
      throw new UserFacingError(
        422,
        'No candlestick chart was found in this image. Upload a screenshot of a candlestick chart.',
      );
    }
    return work;
  }

  /** The analysis text: the engine's, or the AI writer's grounded on the measurements. */
  private async writeText(
    input: NewUpload,
    image: Upload,
    work: AnalysisDone,
  ): Promise<{ text: string; aiMs: number | null }> {
    const { writer } = this.deps;
    if (!writer) return { text: work.result.text, aiMs: null };
    const t = performance.now();
    const { text: _text, summary: _summary, ...measurements } = work.result;
    let text;
    try {
      text = await writer.write({
        type: input.type,
        imageDataUrl: `data:${image.type};base64,${image.bytes.toString('base64')}`,
        measuredText: work.result.text,
        measurements: {
          reading: { ...work.reading, candles: work.reading.candles.slice(-120) },
          analysis: measurements,
        },
      });
    } catch (err) {
      throw new UserFacingError(
        502,
        analyzeFailed(err instanceof AiWriterError ? err.reason : undefined),
      );
    }
    const aiMs = Math.round(performance.now() - t);
    if (text === messages.noAnalysisAvailable) {
      // The model wrote nothing: keep the engine's own text, and say so.
      text = `_${messages.noAnalysisAvailable} from the AI writer; this is CandleLens's own reading of the chart._\n\n${work.result.text}`;
    }
    return { text, aiMs };
  }

  /**
   * Stores the screenshot and its thumbnail, then charges and records the analysis in one
   * transaction. On failure the stored images are deleted: nothing is charged, nothing kept (a
   * concurrent retry with the same key that won the race is answered instead).
   */
  private async keep(
    userId: string,
    input: NewUpload,
    made: {
      image: Upload;
      work: AnalysisDone;
      text: string;
      aiMs: number | null;
      started: number;
      imageSha256: string;
    },
  ): Promise<{ analysis: AnalysisRecord; credits: number; replayed: boolean }> {
    const { db, credits, store, writer } = this.deps;
    const { image, work, text, aiMs, started, imageSha256 } = made;
    const id = randomUUID();
    const imageKey = `${userId}/${id}.${IMAGE_EXTENSIONS[image.type]}`;
    const thumbnailKey = `${userId}/${id}.thumb.webp`;
    try {
      await store.put(imageKey, work.stored, image.type);
      await store.put(thumbnailKey, work.thumbnail, 'image/webp');
    } catch (err) {
      await Promise.all([store.delete(imageKey), store.delete(thumbnailKey)]).catch(
        () => undefined,
      );
      if (!(err instanceof StorageUnavailableError)) throw err;
      this.deps.log.error({ err }, 'storage: an analysed chart could not be saved');
      throw storageRefusal(err);
    }
    const { text: _t, summary, ...result } = work.result;
    try {
      const { row, balance } = await db.transaction(async (tx) => {
        const balance = await credits.spend(
          tx,
          userId,
          CREDITS_PER_ANALYSIS,
          `analysis:${id}`,
          `${titleOf(input.type)}`,
        );
        const row = await insertAnalysis(tx, {
          id,
          userId,
          type: input.type,
          text,
          summary,
          provider: writer ? 'openai' : 'local',
          reading: work.reading,
          result,
          imageKey,
          imageType: image.type,
          thumbnailKey,
          width: work.width,
          height: work.height,
          readMs: Math.round(work.decodeMs + work.readMs),
          analyzeMs: Math.round(work.analyzeMs),
          aiMs,
          totalMs: Math.round(performance.now() - started),
          idempotencyKey: input.idempotencyKey,
          imageSha256,
          // what the history shows and filters by
          symbol: chartSymbol(work.reading),
          timeframe: work.reading.timeframe ?? null,
          lastClose: lastCloseOf(work.reading),
          priceDecimals: chartDecimals(work.reading, result),
          imageName: keptFileName(input.fileName),
          hints: input.fromReading?.hints ?? null,
          readingChecked: input.fromReading?.checked ?? false,
          readingKey: input.fromReading?.readingKey ?? null,
        });
        return { row, balance };
      });
      return { analysis: toRecord(row), credits: balance, replayed: false };
    } catch (err) {
      await Promise.all([store.delete(imageKey), store.delete(thumbnailKey)]).catch(
        () => undefined,
      );
      if (isUniqueViolation(err)) {
        const replay = await this.replay(userId, input, imageSha256);
        if (replay) return replay;
      }
      throw err;
    }
  }

  /** One of the user's analyses; another user's id is not found. */
  async get(userId: string, id: string): Promise<AnalysisRecord> {
    return toRecord(await this.owned(userId, id));
  }

  /** The uploaded screenshot or its thumbnail, for its owner only. */
  async image(
    userId: string,
    id: string,
    kind: 'image' | 'thumbnail',
  ): Promise<{ bytes: Buffer; contentType: string }> {
    const row = await this.owned(userId, id);
    const bytes = await this.deps.store.get(kind === 'image' ? row.imageKey : row.thumbnailKey);
    if (!bytes) throw new UserFacingError(404, 'Image not found');
    return { bytes, contentType: kind === 'image' ? row.imageType : 'image/webp' };
  }

  /** Deletes the analysis and its images. */
  async remove(userId: string, id: string): Promise<void> {
    const row = await deleteOwned(this.deps.db, userId, id);
    if (!row) throw new UserFacingError(404, 'Analysis not found');
    const { store } = this.deps;
    await Promise.all([store.delete(row.imageKey), store.delete(row.thumbnailKey)]);
  }

  private async owned(userId: string, id: string): Promise<AnalysisRow> {
    const row = await findOwned(this.deps.db, userId, id);
    if (!row) throw new UserFacingError(404, 'Analysis not found');
    return row;
  }
}

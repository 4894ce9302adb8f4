import { randomBytes } from 'node:crypto';
import {
  publicPlanOf,
  type AnalysisType,
  type SharedAnalysisResponse,
  type ShareLink,
  type StoredPlan,
  type StoredReading,
  type StoredResult,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import type { ImageStore } from '../storage/image-store.ts';
import { findOwned } from '../repositories/analyses.repository.ts';
import { candlesFileOf, storedImageName, type CandlesFile } from './candles-csv.ts';
import {
  deleteShareOf,
  findShareOf,
  findSharedAnalysis,
  insertShareOnce,
  type ShareRow,
} from '../repositories/shares.repository.ts';

/** 32 random bytes in base64url: 43 characters, 256 bits nobody can guess. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const NOT_SHARED = 'This analysis is no longer shared.';

const newToken = () => randomBytes(32).toString('base64url');

export function toShareLink(
  share: Pick<ShareRow, 'token' | 'createdAt'>,
  publicUrl: string,
): ShareLink {
  return {
    token: share.token,
    url: `${publicUrl}/shared/${share.token}`,
    createdAt: share.createdAt.toISOString(),
  };
}

async function requireOwned(db: Db, userId: string, analysisId: string) {
  const row = await findOwned(db, userId, analysisId);
  if (!row) throw new UserFacingError(404, 'Analysis not found');
  return row;
}

/** Share links: made and revoked by the analysis's owner only, read by anyone with the token. */
export class ShareService {
  constructor(private readonly deps: { db: Db; store: ImageStore; publicUrl: string }) {}

  /** The owner's link to the analysis: the existing one, or a new one. */
  async share(userId: string, analysisId: string): Promise<{ link: ShareLink; created: boolean }> {
    const { db, publicUrl } = this.deps;
    await requireOwned(db, userId, analysisId);
    const { share, created } = await insertShareOnce(db, analysisId, newToken());
    return { link: toShareLink(share, publicUrl), created };
  }

  /** Stops sharing at once; the token never works again. Nothing to revoke is not an error. */
  async revoke(userId: string, analysisId: string): Promise<void> {
    await requireOwned(this.deps.db, userId, analysisId);
    await deleteShareOf(this.deps.db, analysisId);
  }

  /** The analysis's link for its owner's views, or null. */
  async linkOf(analysisId: string): Promise<ShareLink | null> {
    const share = await findShareOf(this.deps.db, analysisId);
    return share ? toShareLink(share, this.deps.publicUrl) : null;
  }

  private async shared(token: string) {
    const row = TOKEN_PATTERN.test(token) ? await findSharedAnalysis(this.deps.db, token) : null;
    if (!row) throw new UserFacingError(404, NOT_SHARED);
    return row;
  }

  /** What the public page shows: the analysis, never its owner or their account. */
  async read(token: string): Promise<SharedAnalysisResponse> {
    const row = await this.shared(token);
    return {
      analysis: {
        id: row.id,
        type: row.type as AnalysisType,
        createdAt: row.createdAt.toISOString(),
        text: row.text,
        summary: row.summary,
        reading: row.reading as StoredReading,
        result: row.result as StoredResult,
        imageUrl: `/api/shared/${token}/image`,
        candlesUrl: `/api/shared/${token}/candles.csv`,
        ...(row.plan ? { publicPlan: publicPlanOf(row.plan as StoredPlan) } : {}),
      },
    };
  }

  /**
   * The shared analysis' candles as CSV. The screenshot is named as it is stored (`<id>.png`),
   * never by the name its owner's file had.
   */
  async candles(token: string): Promise<CandlesFile> {
    const row = await this.shared(token);
    return candlesFileOf(row, storedImageName(row));
  }

  /** The shared screenshot. */
  async image(token: string): Promise<{ bytes: Buffer; contentType: string }> {
    const row = await this.shared(token);
    const bytes = await this.deps.store.get(row.imageKey);
    if (!bytes) throw new UserFacingError(404, 'Image not found');
    return { bytes, contentType: row.imageType };
  }
}

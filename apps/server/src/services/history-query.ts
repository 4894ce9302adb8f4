import { UserFacingError } from '../errors.ts';

/** Keyset cursor of the history list: the last row's (createdAt, id), opaque to the caller. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(
  cursor: string | undefined,
): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw new UserFacingError(400, 'Invalid cursor');
  return { createdAt, id };
}

/**
 * '7d', '48h': how far back the history reaches (a window of at most 30 days); 'all': every
 * analysis the user kept (null: no lower bound).
 */
export function sinceDate(since: string): Date | null {
  if (since === 'all') return null;
  const m = /^(\d{1,3})([dh])$/.exec(since);
  if (!m)
    throw new UserFacingError(
      400,
      "Invalid 'since': use a number of days or hours such as 7d or 48h, or all",
    );
  const hours = Number(m[1]) * (m[2] === 'd' ? 24 : 1);
  return new Date(Date.now() - Math.min(hours, 30 * 24) * 3600_000);
}

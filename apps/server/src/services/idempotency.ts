import { createHash } from 'node:crypto';
import { UserFacingError } from '../errors.ts';

/** What identifies an upload for its idempotency key: the SHA-256 of its bytes. */
export function uploadFingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A reused idempotency key replays the first result only for the same upload (same image, same
 * analysis type); anything else is a client bug that must not silently get the old answer.
 */
export function assertSameUpload(
  done: { type: string; imageSha256: string | null },
  type: string,
  imageSha256: string,
): void {
  const sameImage = done.imageSha256 === null || done.imageSha256 === imageSha256; // older rows
  if (!sameImage || done.type !== type)
    throw new UserFacingError(
      422,
      'This Idempotency-Key was already used for a different upload. Send a new key with a new chart.',
    );
}

/** The marks in one fixed order (object keys sorted), so equal marks give equal keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * What identifies an analysis of a reading preview: what was read (the screenshot's fingerprint
 * when the trader marked it, else the reading itself), the analysis type and the trader's marks.
 * Re-running it replays the analysis kept for it instead of charging again.
 */
export function readingKeyOf(source: string, type: string, hints: unknown): string {
  return createHash('sha256')
    .update(`${source}\n${type}\n${canonical(hints ?? null)}`)
    .digest('hex');
}

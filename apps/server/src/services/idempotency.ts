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

import { UserFacingError } from '../errors.ts';

/** The disk or bucket refused a write: full, or not writable (read-only, no permission). */
export class StorageUnavailableError extends Error {
  constructor(
    readonly full: boolean,
    options: { cause: unknown },
  ) {
    super(full ? 'storage is full' : 'storage is not writable', options);
    this.name = 'StorageUnavailableError';
  }
}

const FULL = new Set(['ENOSPC', 'EDQUOT', 'XMinioStorageFull', 'InsufficientStorage']);
const NOT_WRITABLE = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'AccessDenied',
  'XMinioServerNotInitialized',
]);

/** The write failure as a StorageUnavailableError when it is the storage's fault; else as it is. */
export function asStorageError(err: unknown): unknown {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  const code = e?.code ?? e?.name ?? '';
  if (FULL.has(code) || e?.$metadata?.httpStatusCode === 507)
    return new StorageUnavailableError(true, { cause: err });
  if (NOT_WRITABLE.has(code)) return new StorageUnavailableError(false, { cause: err });
  return err;
}

/** What a trader is told when the chart cannot be saved: nothing charged, try later. */
export function storageRefusal(err: StorageUnavailableError): UserFacingError {
  return new UserFacingError(
    err.full ? 507 : 503,
    `CandleLens cannot save charts right now (its storage is ${err.full ? 'full' : 'not writable'}). Nothing was charged. Please try again later.`,
    {},
    { 'retry-after': '60' },
  );
}

/** One line for /healthz and the log: what is wrong with the storage, with the system's code. */
export function describeStorageProblem(err: unknown): string {
  const e = asStorageError(err);
  const cause = e instanceof StorageUnavailableError ? e.cause : err;
  const c = cause as { code?: string; name?: string; message?: string };
  if (e instanceof StorageUnavailableError) return `storage: ${e.message} (${c.code ?? c.name})`;
  return `storage: ${c?.message ?? String(cause)}`;
}

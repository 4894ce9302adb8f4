/**
 * The screenshot a trader shared into CandleLens from another app. The service worker
 * (apps/web/pwa/sw.js) receives the share and keeps the file on this device under one key; the
 * upload box takes it from there, after sign-in if need be. It is forgotten once read, after an
 * hour, or at sign-out.
 */

/** The cache and key the service worker writes (keep in step with apps/web/pwa/sw.js). */
const CACHE = 'candlelens-shared-screenshot';
const KEY = '/shared-screenshot';
/** A share older than this is dropped, not offered. */
const MAX_AGE_MS = 60 * 60 * 1000;

/** The shared screenshot waiting on this device, if any (it stays until forgotten). */
export async function sharedScreenshot(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(KEY);
    if (!kept) return null;
    const at = Number(kept.headers.get('x-shared-at'));
    if (!at || Date.now() - at > MAX_AGE_MS) {
      await cache.delete(KEY);
      return null;
    }
    const blob = await kept.blob();
    const name = decodeURIComponent(kept.headers.get('x-file-name') ?? 'shared-chart');
    return new File([blob], name, { type: kept.headers.get('content-type') ?? blob.type });
  } catch {
    return null;
  }
}

/** Drops the shared screenshot (it was analysed, set aside, or the trader signed out). */
export async function forgetSharedScreenshot(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE).catch(() => false);
}

/** What the app says when a share arrived without a screenshot it can keep (`?shared=...`). */
export const SHARE_PROBLEMS: Record<string, string> = {
  retry:
    'Your shared screenshot did not reach CandleLens: the app was still being set up on this device. Share it again, or choose it below.',
  'not-an-image':
    'Only images can be analyzed. Share a PNG, JPEG or WebP screenshot of your chart, or choose one below.',
  'too-large':
    'That file is too large to analyze. Share a smaller screenshot, or choose one below.',
  none: 'No screenshot came with the share. Share the image itself, or choose it below.',
  unreadable: 'The shared screenshot could not be read. Share it again, or choose it below.',
};

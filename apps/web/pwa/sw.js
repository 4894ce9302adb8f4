/* global __CANDLELENS_VERSION__, __CANDLELENS_SHELL__ */
// CandleLens's service worker, built into dist/sw.js with this build's version and app shell
// (apps/web/pwa/pwa-plugin.ts fills in the two names below). It keeps the app shell only: the
// page, its scripts, styles and icons. It never keeps an answer from /api/ (analyses, charts,
// accounts) and never serves one from a cache. It also receives screenshots shared from other
// apps (the manifest's share_target): the file waits on this device until the trader's upload
// box takes it.

const VERSION = __CANDLELENS_VERSION__;
const SHELL = __CANDLELENS_SHELL__;
const SHELL_CACHE = `candlelens-shell-${VERSION}`;
/** The one screenshot shared into the app and not yet taken by the upload box. */
const SHARE_CACHE = 'candlelens-shared-screenshot';
const SHARED_KEY = '/shared-screenshot';
/** A shared file larger than this is not kept (the upload refuses far smaller ones anyway). */
const SHARE_MAX_BYTES = 50 * 1024 * 1024;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// A new version replaces the old at once: its caches go, and it takes over open pages.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('candlelens-shell-') && k !== SHELL_CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const redirect = (to) => Response.redirect(new URL(to, self.location.origin).href, 303);

/**
 * A screenshot shared from another app (a POST of a multipart form, field `image`): kept on this
 * device, then the app opens on the upload (/app, or sign-in first and back). A post from another
 * site's page (its address as referrer) is not taken: only the phone's share sheet sends one
 * with no referrer.
 */
async function receiveShare(request) {
  const referrer = request.referrer ? new URL(request.referrer) : null;
  if (referrer && referrer.origin !== self.location.origin) return redirect('/app');
  let file;
  try {
    const form = await request.formData();
    file = form.getAll('image').find((f) => f instanceof File && f.size > 0) ?? null;
  } catch {
    return redirect('/app?shared=unreadable');
  }
  if (!file) return redirect('/app?shared=none');
  if (!file.type.startsWith('image/')) return redirect('/app?shared=not-an-image');
  if (file.size > SHARE_MAX_BYTES) return redirect('/app?shared=too-large');
  const cache = await caches.open(SHARE_CACHE);
  await cache.put(
    SHARED_KEY,
    new Response(file, {
      headers: {
        'content-type': file.type,
        'x-file-name': encodeURIComponent(file.name || 'shared-chart'),
        'x-shared-at': String(Date.now()),
      },
    }),
  );
  return redirect('/app?shared=1');
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/share-target') {
    event.respondWith(receiveShare(request));
    return;
  }
  if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The network first (a page is always the newest); the kept shell when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(SHELL_CACHE)
          .then((cache) => cache.match('/index.html'))
          .then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Built files carry their content's hash in their name: a kept copy is always right.
    event.respondWith(
      caches.open(SHELL_CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

/**
 * The playground's service worker: on install it stores every file of the build (the app,
 * its workers, the word lists and level collections), so that after one visit the
 * playground works with no network. The list is written in at build time by the
 * `precache` plugin of web/vite.config.ts; a new build is a new cache, and the old one is
 * deleted once the new worker takes over.
 */
/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** Replaced by the build with the array of the build's file names, relative to the app. */
const PRECACHE = '__PRECACHE_MANIFEST__' as unknown as string[];
const CACHE = `puzzlegraph-${PRECACHE.join('|').length}-${hash(PRECACHE.join('|'))}`;

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Pages are the one index.html whatever their query; files are named by their content.
  // `ignoreVary`: a server's `Vary: Origin` would tell a module script (sent with an Origin)
  // from the same file stored at install (sent without).
  const options = { cacheName: CACHE, ignoreVary: true };
  const cached =
    request.mode === 'navigate'
      ? caches.match(new URL('./', self.location.href).href, options)
      : caches.match(request, options);
  event.respondWith(cached.then((response) => response ?? fetch(request)));
});

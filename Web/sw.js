// Kinetic service worker: keeps the app shell and kinetic.wasm in a cache so the app works
// offline after the first visit. The page, app.js and kinetic.wasm are fetched network-first so
// updates show on the next load; the other shell files are served from the cache first.

// The shell's files and the cache's name, which changes whenever any shell file does, come from the
// build (scripts/shell-manifest.py writes shell-files.js); the browser checks that file for changes
// too, so a new build installs a new worker with a new cache and the old cache is deleted.
importScripts('shell-files.js');

const { cache: CACHE, scripts: SCRIPTS, files: FILES } = self.KINETIC_SHELL;
const SHELL = ['', ...FILES];
const NETWORK_FIRST = new Set(['', 'index.html', ...SCRIPTS, 'kinetic.wasm']);
/**
 * Loaded when first used (the Watch player, run tickets, the sounds' notes, the name dialog), so cached
 * then rather than fetched on a first visit.
 */
const ON_FIRST_USE = new Set(['watch.js', 'replay-log.js', 'tickets.js', 'synth.js', 'name-dialog.js']);

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === 'cache-on-first-use') event.waitUntil(cacheOnFirstUseFiles());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const file = shellFile(new URL(request.url));
  if (file === null) return;
  event.respondWith(NETWORK_FIRST.has(file) ? networkFirst(request, file) : cacheFirst(request, file));
});

/**
 * Caches each shell file on its own, so one missing file does not stop the install. The page registers
 * this worker once it has started, so the files it loaded are in the HTTP cache, just revalidated: a
 * network-first file is copied from there (it is served from this cache only offline, and every online
 * load stores a fresh copy), a cache-first one is revalidated (a 304 when unchanged). Neither is
 * downloaded a second time.
 */
async function precacheShell() {
  const cache = await caches.open(CACHE);
  const copy = (file) => new Request(scopeURL(file), { cache: NETWORK_FIRST.has(file) ? 'force-cache' : 'no-cache' });
  const files = SHELL.filter((file) => !ON_FIRST_USE.has(file));
  await Promise.all(files.map((file) => cache.add(copy(file)).catch(() => {})));
}

/**
 * Caches the files a first visit leaves until they are used (ON_FIRST_USE) once a later visit asks for
 * them, so a player who goes offline after it still has the name dialog, the sounds and Watch.
 */
async function cacheOnFirstUseFiles() {
  const cache = await caches.open(CACHE);
  const cached = await Promise.all([...ON_FIRST_USE].map((file) => cache.match(scopeURL(file))));
  const missing = [...ON_FIRST_USE].filter((file, index) => !cached[index]);
  await Promise.all(missing.map((file) => cache.add(scopeURL(file)).catch(() => {})));
}

async function deleteOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
}

/** The shell file a URL names, relative to this worker's scope, or null for anything else. */
function shellFile(url) {
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const file = url.pathname.slice(scope.pathname.length);
  return SHELL.includes(file) ? file : null;
}

function scopeURL(file) {
  return new URL(file, self.registration.scope).href;
}

/**
 * The network's copy, or this cache's when offline. A request that can be rebuilt asks the server for a 304
 * when the cached copy is current (its ETag), and the cached copy then serves: a warm load downloads nothing
 * again even where the browser's HTTP cache cannot revalidate a worker's fetch (a private session, a cache
 * evicted since).
 */
async function networkFirst(request, file) {
  const cached = await caches.match(scopeURL(file));
  try {
    const response = await fetch(revalidating(request, cached));
    if (response.status === 304 && cached) return cached;
    if (response.ok) await store(file, response.clone());
    return response;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

/** `request` with `If-None-Match` set to the cached copy's ETag; a navigation cannot be rebuilt, so as it is. */
function revalidating(request, cached) {
  const etag = cached?.headers.get('ETag');
  if (!etag || request.mode === 'navigate') return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', etag);
  return new Request(request, { headers });
}

async function cacheFirst(request, file) {
  const cached = await caches.match(scopeURL(file));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await store(file, response.clone());
  return response;
}

async function store(file, response) {
  const cache = await caches.open(CACHE);
  await cache.put(scopeURL(file), response);
}

/// <reference lib="webworker" />
// The portal's service worker (built into dist/sw.js by sw/plugin.ts). It keeps what the candidate
// has already loaded, so a reload without network still draws the app, and a returning visit
// downloads no asset that has not changed. It costs no data of its own: nothing is precached,
// what the page loaded before the worker took over is copied from the browser's HTTP cache, and
// tokens and API answers (/realms, /api) never go through it. The candidate's last-known data is
// kept by the app itself, per user (see apps/portal/src/services/offline).
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_LOADED,
  PAGES_CACHE,
  ASSETS_CACHE,
  SHELL_KEY,
  type CacheLoadedMessage,
} from '../src/services/offline/protocol';

declare const self: ServiceWorkerGlobalScope;

void self.skipWaiting();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');
/** The API and the identity provider: never cached, never answered by the worker. */
const isApi = (url: URL) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/realms/');

/** Hashed files never change: the cache answers, the network only for a file not seen yet. */
// `ignoreVary`: a stored copy serves whatever the request's Origin or Accept-Encoding (servers
// vary on them; a hashed file is the same file).
registerRoute(
  ({ url }) => isAsset(url),
  new CacheFirst({ cacheName: ASSETS_CACHE, matchOptions: { ignoreVary: true } }),
);

/**
 * Pages: the network first (fresh HTML, new builds), the copy when there is no network. An address
 * with a query string is never kept: it can carry a reset link's token or a staff search, which must
 * not outlive the visit on the device (offline, the shell draws such a page instead).
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !isApi(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [
      { cacheWillUpdate: async ({ request, response }) => (new URL(request.url).search ? null : response) },
    ],
  }),
);

/** An app page never loaded here, without network: the app's shell, which draws it from the device. */
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await caches
      .open(PAGES_CACHE)
      .then((cache) => cache.match(SHELL_KEY, { ignoreVary: true }));
    if (shell) return shell;
  }
  return Response.error();
});

/**
 * Copies `url` into `cacheName` from the HTTP cache (`force-cache`: any stored copy, fresh or not;
 * the network only if the browser has already evicted it). Scripts were loaded as CORS requests
 * (modules), the document as a navigation: each is asked for the same way, so a server that
 * varies on Origin still finds the stored copy.
 */
async function copyFromHttpCache(
  cacheName: string,
  url: string,
  mode: RequestMode,
  key = url,
): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'force-cache', mode, credentials: 'same-origin' });
    if (response.ok) await (await caches.open(cacheName)).put(key, response);
  } catch {
    // Unreachable now: it will be cached the next time the page asks for it.
  }
}

/**
 * The page tells what it loaded before this worker controlled it: its document (which also
 * becomes the shell for offline navigations) and its assets.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as CacheLoadedMessage | undefined;
  if (message?.type !== CACHE_LOADED) return;
  const urls = message.assets.filter((url) => isAsset(new URL(url)));
  const page = new URL(message.document);
  event.waitUntil(
    Promise.all([
      // Kept under its address only without a query string (see the pages route above).
      ...(page.search ? [] : [copyFromHttpCache(PAGES_CACHE, message.document, 'same-origin')]),
      copyFromHttpCache(PAGES_CACHE, message.document, 'same-origin', SHELL_KEY),
      ...urls.map((url) => copyFromHttpCache(ASSETS_CACHE, url, /\.css$/.test(url) ? 'no-cors' : 'cors')),
    ]),
  );
});

/** Caches of older versions of this worker go. */
self.addEventListener('activate', (event) => {
  const current = new Set([ASSETS_CACHE, PAGES_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.has(key)).map((key) => caches.delete(key)))),
  );
});

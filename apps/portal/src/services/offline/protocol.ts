// What the page and the service worker (apps/portal/sw/sw.ts) say to each other.
export const CACHE_LOADED = 'admission:cache-loaded';
export const ASSETS_CACHE = 'admission-assets-v1';
// v2: v1 kept addresses with a query string (a reset token, a staff search); the worker's activation
// deletes it.
export const PAGES_CACHE = 'admission-pages-v2';
/** The key of the page served for an app URL never loaded on this device, when offline. */
export const SHELL_KEY = '/__offline-shell';

export interface CacheLoadedMessage {
  type: typeof CACHE_LOADED;
  /** The URL of the document the page was loaded from. */
  document: string;
  /** Same-origin assets the page loaded before the worker controlled it. */
  assets: string[];
}

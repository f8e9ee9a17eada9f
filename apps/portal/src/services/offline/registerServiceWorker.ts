// Registers the offline service worker (apps/portal/sw/sw.ts) once the dashboard is drawn, so
// the login page's first load stays as small as it is. The worker then copies, from the HTTP
// cache, what this page loaded before it took over.
import { reportUnexpected } from '../report';
import { CACHE_LOADED, type CacheLoadedMessage } from './protocol';

let registering: Promise<void> | undefined;

export function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve();
  }
  registering ??= (async () => {
    try {
      const controlled = navigator.serviceWorker.controller !== null;
      const worker = `${import.meta.env.BASE_URL}sw.js`;
      // Trusted Types (the production CSP): a policy whose only answer is the worker's own address.
      const policy = window.trustedTypes?.createPolicy('portal-sw', { createScriptURL: () => worker });
      await navigator.serviceWorker.register((policy ? policy.createScriptURL(worker) : worker) as string);
      if (controlled) return;
      const { active } = await navigator.serviceWorker.ready;
      const [navigation] = performance.getEntriesByType('navigation');
      const message: CacheLoadedMessage = {
        type: CACHE_LOADED,
        document: navigation?.name ?? window.location.href,
        assets: performance.getEntriesByType('resource').map((entry) => entry.name),
      };
      active?.postMessage(message);
    } catch (error) {
      // No worker (private mode, an old browser): the portal works, only not offline.
      reportUnexpected('service worker not registered', error);
    }
  })();
  return registering;
}

// Creates the app's services: the session of this tab (session.ts: token storage, the session actor,
// sign-in and « Déconnexion ») and the API clients whose 401 handling asks that session for a fresh
// token (clients.ts). Nothing here runs at import time.
import type { StorageLike } from '@admission/api-client';
import type { PortalConfig } from '../config/env';
import type { Services } from '../services/context';
import type { TabPresence } from '../services/tabPresence';
import { createClients } from './clients';
import { createSession } from './session';

export interface ServicesOptions {
  config: PortalConfig;
  /** `window.localStorage` in the browser; a memory storage in the prerender and in tests. */
  storage: StorageLike;
  /** Defaults to `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * The Web Lock the refreshes of this browser's tabs share (default `admission-token-refresh`).
   * Tests that run many apps in one page give each its own, so no app waits on another's refresh.
   */
  refreshLock?: string;
  /**
   * Which tabs of the portal are open (main.tsx; services/tabPresence.ts). When this tab is new and
   * no other is open, the session the device holds was left by a closed tab: it is ended and erased
   * before anything is drawn. Tests without it keep whatever their storage holds.
   */
  presence?: Pick<TabPresence, 'lastTabWasClosed'>;
}

export function createServices(options: ServicesOptions): Services {
  const session = createSession(options);
  return { config: options.config, ...session, ...createClients(options, session) };
}

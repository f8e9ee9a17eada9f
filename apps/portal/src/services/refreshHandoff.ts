// The newest token set, handed from the tab that got it to the next tab that takes the refresh
// lock (app/services.ts, refreshAcrossTabs). Local storage alone cannot do it: another tab's
// renderer sees a local storage write a moment later, and the lock can be granted before that
// moment, so the next tab read the token just spent and spent it again, which ends the session for
// every tab (docs/behaviour.md, « Session »; seen under load by e2e/tabs.spec.ts).
// IndexedDB transactions are ordered by the browser itself: written before the lock is released,
// read after it is granted, the set is always the newest. Emptied whenever the session ends. Read
// through a schema with a version (services/deviceData.ts): a set written by an older portal, or
// anything else found under the key, is removed and reads as none (the tabs then use local storage).
import * as v from 'valibot';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { readKept } from './deviceData';

export interface HandedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface RefreshHandoff {
  read(): Promise<HandedTokens | null>;
  write(tokens: HandedTokens): Promise<void>;
  clear(): Promise<void>;
  /**
   * The session ended (« Déconnexion », expiry, a refused refresh): the set is replaced by a mark
   * that says so, until the next sign-in writes its own. A tab about to refresh with the token it
   * holds reads it inside the refresh lock, where local storage may still show the old set.
   */
  end(): Promise<void>;
  /** Whether the last session was ended (`end`) and no sign-in came since. */
  hasEnded(): Promise<boolean>;
}

const KEY = 'tokens';

/** The version of the set written now; a set of any other version is not read. */
export const HANDOFF_VERSION = 1;

const handedSchema = v.object({
  version: v.picklist([HANDOFF_VERSION]),
  accessToken: v.string(),
  refreshToken: v.string(),
});

const endedSchema = v.object({ version: v.picklist([HANDOFF_VERSION]), ended: v.literal(true) });

/** What the handoff holds, if it is a set of this version; null for anything else. */
export function handedTokensOf(value: unknown): HandedTokens | null {
  const handed = readKept(handedSchema, value);
  return handed && { accessToken: handed.accessToken, refreshToken: handed.refreshToken };
}

/**
 * The handoff in the IndexedDB database `name`. Without IndexedDB (the prerender in Node, a browser
 * that refuses it), every call does nothing and reads nothing: the tabs then rely on local storage.
 */
export function createRefreshHandoff(name: string): RefreshHandoff {
  let store: UseStore | null | undefined;
  const open = (): UseStore | null => {
    if (store !== undefined) return store;
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore(name, 'handoff');
    } catch {
      store = null;
    }
    return store;
  };
  return {
    async read() {
      const db = open();
      if (!db) return null;
      try {
        const value: unknown = await get(KEY, db);
        const handed = handedTokensOf(value);
        if (handed === null && value !== undefined && !readKept(endedSchema, value)) await del(KEY, db);
        return handed;
      } catch {
        return null;
      }
    },
    async write(tokens) {
      const db = open();
      if (!db) return;
      try {
        await set(KEY, { version: HANDOFF_VERSION, ...tokens }, db);
      } catch {
        // Nothing more to do: local storage still holds the set.
      }
    },
    async end() {
      const db = open();
      if (!db) return;
      try {
        await set(KEY, { version: HANDOFF_VERSION, ended: true }, db);
      } catch {
        // Nothing more to do: local storage is cleared all the same.
      }
    },
    async hasEnded() {
      const db = open();
      if (!db) return false;
      try {
        return readKept(endedSchema, await get(KEY, db)) !== null;
      } catch {
        return false;
      }
    },
    async clear() {
      const db = open();
      if (!db) return;
      try {
        await del(KEY, db);
      } catch {
        // Nothing more to do.
      }
    },
  };
}

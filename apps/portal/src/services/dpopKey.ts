// The session's DPoP key (PORTAL_DPOP; docs/behaviour.md, « Session »): an ES256 key pair made by
// WebCrypto at each sign-in, its private half non-extractable, kept in IndexedDB as a CryptoKey (a
// structured clone: never exported, never in local storage), so every tab of the session signs
// with it. Read again for each proof: a sign-in in another tab brings a new key with its tokens.
// Erased with the rest whenever the session ends (app/session.ts).
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { newDpopKey, type DpopKeys } from '@admission/api-client';

export interface SessionKey extends DpopKeys {
  /** Erases the key. A read started before still gets it (IndexedDB keeps their order). */
  clear(): Promise<void>;
}

/**
 * The key in the IndexedDB database `name`. Where IndexedDB fails (the prerender, a browser that
 * refuses it) the key lives in this tab's memory only: its other tabs then cannot sign, and refresh
 * into a refusal that ends the session, as a browser without the key would.
 */
export function createSessionKey(name: string): SessionKey {
  let store: UseStore | undefined;
  /** This tab's copy, read only where IndexedDB fails. */
  let held: CryptoKeyPair | null = null;
  const withStore = async <T>(task: (store: UseStore) => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await task((store ??= createStore(name, 'dpop')));
    } catch {
      return otherwise;
    }
  };
  return {
    create: newDpopKey,
    current: () =>
      withStore(async (db) => {
        const pair = await get<CryptoKeyPair>('key', db);
        // Anything else found under the key reads as none.
        return pair?.privateKey instanceof CryptoKey ? pair : null;
      }, held),
    keep: (key) => {
      held = key;
      return withStore((db) => set('key', key, db), undefined);
    },
    clear: () => {
      held = null;
      return withStore((db) => del('key', db), undefined);
    },
  };
}

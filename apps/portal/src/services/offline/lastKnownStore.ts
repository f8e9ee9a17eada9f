// The candidate's last-known dashboard on the device (issue 16). One entry, `lastKnown`, in the
// same storage as the session: written after a load from the network, read when the dashboard
// starts, wiped whenever the session ends (logout, expiry, refused refresh) and when another
// account signs in. Synchronous storage on purpose: the dashboard draws it before any await.
// Only what the dashboard shows is kept (applications, details, grades): never tokens, never
// other API answers.
import { lastKnownFor, type LastKnown } from '@admission/flows';
import type { StorageLike } from '@admission/api-client';

const LAST_KNOWN_KEY = 'lastKnown';

export interface LastKnownStore {
  /** The copy for `accountId`, or null (none, another account's, unreadable). */
  read(accountId: string | null): LastKnown | null;
  write(copy: LastKnown): void;
  /** Removes the copy. */
  clear(): void;
  /** Removes the copy unless it is `accountId`'s. */
  keepOnly(accountId: string): void;
}

export function createLastKnownStore(storage: StorageLike): LastKnownStore {
  const parsed = (): unknown => {
    try {
      const raw = storage.getItem(LAST_KNOWN_KEY);
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  };
  const clear = () => {
    try {
      storage.removeItem(LAST_KNOWN_KEY);
    } catch {
      // A storage that throws holds nothing we could remove.
    }
  };
  return {
    read: (accountId) => lastKnownFor(parsed(), accountId),
    write(copy) {
      try {
        storage.setItem(LAST_KNOWN_KEY, JSON.stringify(copy));
      } catch {
        // Full or unavailable storage: the dashboard simply has no copy offline.
      }
    },
    clear,
    keepOnly(accountId) {
      const copy = parsed();
      if (copy !== null && lastKnownFor(copy, accountId) === null) clear();
    },
  };
}

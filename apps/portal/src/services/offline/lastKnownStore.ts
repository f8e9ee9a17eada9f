// The candidate's last-known dashboard on the device (docs/behaviour.md, « Offline »). One entry,
// `lastKnown`, in the same storage as the session: written after a load from the network, read when
// the dashboard starts, wiped whenever the session ends (logout, expiry, refused refresh) and when another
// account signs in. Synchronous storage on purpose: the dashboard draws it before any await.
// Only what the dashboard shows is kept (applications, details, grades): never tokens, never
// other API answers. Read through a schema with a version (services/deviceData.ts): a copy of an
// older version or of another shape, or text that is not JSON, is removed and reads as none.
import * as v from 'valibot';
import { applicationItemSchema, bacResultSchema, type StorageLike } from '@admission/api-client';
import { lastKnownFor, type LastKnown } from '@admission/flows';
import { parseKept } from '../deviceData';

const LAST_KNOWN_KEY = 'lastKnown';

/** The version of the copy written now; a copy of any other version is not read. */
export const LAST_KNOWN_VERSION = 1;

const lastKnownSchema = v.object({
  version: v.picklist([LAST_KNOWN_VERSION]),
  accountId: v.string(),
  savedAt: v.pipe(
    v.string(),
    v.check((date) => !Number.isNaN(Date.parse(date))),
  ),
  applications: v.array(
    v.object({
      // An application of call 3 with its details (call 5) merged in, as the dashboard showed it.
      application: v.object({
        ...applicationItemSchema.entries,
        address: v.nullish(v.string()),
        seriesId: v.nullish(v.string()),
        ufrId: v.nullish(v.string()),
      }),
      grades: v.nullable(bacResultSchema),
    }),
  ),
});

export interface LastKnownStore {
  /** The copy for `accountId`, or null (none, another account's; one that cannot be read is removed). */
  read(accountId: string | null): LastKnown | null;
  write(copy: LastKnown): void;
  /** Removes the copy. */
  clear(): void;
  /** Removes the copy unless it is `accountId`'s. */
  keepOnly(accountId: string): void;
}

export function createLastKnownStore(storage: StorageLike): LastKnownStore {
  const clear = () => {
    try {
      storage.removeItem(LAST_KNOWN_KEY);
    } catch {
      // A storage that throws holds nothing we could remove.
    }
  };
  /** The kept copy, whoever's it is; one that cannot be read is removed. */
  const kept = (): LastKnown | null => {
    let raw: string | null;
    try {
      raw = storage.getItem(LAST_KNOWN_KEY);
    } catch {
      return null;
    }
    if (raw === null) return null;
    const stored = parseKept(lastKnownSchema, raw);
    if (stored === null) {
      clear();
      return null;
    }
    const { version: _version, ...copy } = stored;
    return copy;
  };
  return {
    read: (accountId) => lastKnownFor(kept(), accountId),
    write(copy) {
      try {
        storage.setItem(LAST_KNOWN_KEY, JSON.stringify({ version: LAST_KNOWN_VERSION, ...copy }));
      } catch {
        // Full or unavailable storage: the dashboard simply has no copy offline.
      }
    },
    clear,
    keepOnly(accountId) {
      const copy = kept();
      if (copy !== null && lastKnownFor(copy, accountId) === null) clear();
    },
  };
}

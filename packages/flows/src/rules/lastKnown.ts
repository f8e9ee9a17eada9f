import type { ApiError, Application, BacResult } from '@admission/api-client';
import type { ApplicationAddressFields } from './payload';

/** One application as it was last seen: with its details merged in, and its grades. */
export interface LastKnownApplication {
  application: Application & ApplicationAddressFields;
  grades: BacResult | null;
}

/**
 * The candidate's last successfully loaded dashboard, kept on the device so it can be shown,
 * read-only, when the network is gone. Tied to one account.
 */
export interface LastKnown {
  accountId: string;
  /** When it was loaded (ISO 8601). */
  savedAt: string;
  applications: LastKnownApplication[];
}

/** Only the network being gone (no answer, or none in time) falls back on the device's copy. */
export function isOffline(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}

/**
 * The device's copy, if it is usable for `accountId`: saved for that very account. Its shape and
 * version are the reader's business (apps/portal/src/services/offline/lastKnownStore.ts reads it
 * through a schema); another account's copy is not this one's.
 */
export function lastKnownFor(copy: LastKnown | null, accountId: string | null): LastKnown | null {
  return accountId && copy?.accountId === accountId ? copy : null;
}

/** The copy to keep of what was just loaded. */
export function lastKnownOf(
  accountId: string,
  savedAt: Date,
  applications: LastKnownApplication[],
): LastKnown {
  return { accountId, savedAt: savedAt.toISOString(), applications };
}

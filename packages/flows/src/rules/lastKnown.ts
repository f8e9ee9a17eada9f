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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The device's copy, if it is usable for `accountId`: saved for that very account, with a date
 * and a list. Anything else (another account's copy, an older format, an edited entry) is not.
 */
export function lastKnownFor(copy: unknown, accountId: string | null): LastKnown | null {
  if (!accountId || !isObject(copy)) return null;
  if (copy.accountId !== accountId || typeof copy.savedAt !== 'string') return null;
  if (Number.isNaN(Date.parse(copy.savedAt)) || !Array.isArray(copy.applications)) return null;
  const usable = copy.applications.every(
    (entry: unknown) =>
      isObject(entry) &&
      isObject(entry.application) &&
      typeof entry.application.candidateId === 'string' &&
      (entry.grades === null || isObject(entry.grades)),
  );
  return usable ? (copy as unknown as LastKnown) : null;
}

/** The copy to keep of what was just loaded. */
export function lastKnownOf(
  accountId: string,
  savedAt: Date,
  applications: LastKnownApplication[],
): LastKnown {
  return { accountId, savedAt: savedAt.toISOString(), applications };
}

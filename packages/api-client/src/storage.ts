import * as v from 'valibot';
import { decodeAccessToken } from './claims';
import { loggedInUserSchema } from './schemas';
import type { LoggedInUser } from './types';

/** The part of the Web Storage API used here (`localStorage` fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The spec's local storage keys (section 3), and `sessionEndsAt`: when the identity session ends
 * (milliseconds since the epoch; from the token answer's `refresh_expires_in`), after which nothing
 * of it may be shown on the device.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  accountId: 'accountId',
  sessionEndsAt: 'sessionEndsAt',
} as const;

interface StoredSession {
  accessToken: string;
  refreshToken?: string | null;
  user?: LoggedInUser | null;
  accountId?: string | null;
}

export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getUser(): LoggedInUser | null;
  getAccountId(): string | null;
  /** When the identity session ends (ms since the epoch), if known. */
  getSessionEndsAt(): number | null;
  /** Records when the identity session ends (null: unknown, removed). */
  setSessionEndsAt(endsAt: number | null): void;
  /** Writes what is given; a null or absent refresh token, user or account id is removed. */
  save(session: StoredSession): void;
  /** Removes the session's keys (logout); `theme` and other keys stay. */
  clear(): void;
}

/** A bare opaque value: non-empty, no whitespace, not a stringified `undefined`/`null`. */
function isOpaqueValue(value: string): boolean {
  return /^\S+$/.test(value) && value !== 'undefined' && value !== 'null';
}

/**
 * Token storage over `localStorage` (or any `StorageLike`). A corrupt value is treated as
 * absent and removed; a storage that throws (private mode, quota) reads as empty.
 */
export function createTokenStorage(storage: StorageLike): TokenStorage {
  function read<T>(key: string, parse: (raw: string) => T | null): T | null {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    const value = parse(raw);
    if (value === null) remove(key);
    return value;
  }
  function remove(key: string): void {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more to do: the value is ignored anyway.
    }
  }
  function write(key: string, value: string | null | undefined): void {
    if (value === null || value === undefined || value === '') {
      remove(key);
      return;
    }
    try {
      storage.setItem(key, value);
    } catch {
      // Quota or private mode: the session lives in memory only.
    }
  }

  return {
    // An expired token is not corrupt (its claims still identify the session): kept.
    getAccessToken: () => read(STORAGE_KEYS.accessToken, (raw) => (decodeAccessToken(raw) ? raw : null)),
    getRefreshToken: () => read(STORAGE_KEYS.refreshToken, (raw) => (isOpaqueValue(raw) ? raw : null)),
    getUser: () =>
      read(STORAGE_KEYS.user, (raw) => {
        try {
          const user = v.safeParse(loggedInUserSchema, JSON.parse(raw));
          return user.success ? user.output : null;
        } catch {
          return null;
        }
      }),
    getAccountId: () => read(STORAGE_KEYS.accountId, (raw) => (isOpaqueValue(raw) ? raw : null)),
    getSessionEndsAt: () =>
      read(STORAGE_KEYS.sessionEndsAt, (raw) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null)),
    setSessionEndsAt: (endsAt) => write(STORAGE_KEYS.sessionEndsAt, endsAt === null ? null : String(endsAt)),
    // The access token last: other tabs follow its key (apps/portal followOtherTabs), and by then
    // the refresh token, user and account id that go with it are written.
    save(session) {
      write(STORAGE_KEYS.refreshToken, session.refreshToken);
      write(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
      write(STORAGE_KEYS.accountId, session.accountId);
      write(STORAGE_KEYS.accessToken, session.accessToken);
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) remove(key);
    },
  };
}

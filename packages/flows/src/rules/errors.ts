// What a failed call means for the user: the one place the identity provider's and the services'
// refusals become the typed codes that ui words in French.
import type { ApiError } from '@admission/api-client';

export type LoginErrorCode =
  | 'invalidCredentials'
  /**
   * Refused again after several refusals of this address in this browser: a wrong password, or the
   * account locked by the identity provider (which answers a lock as a wrong password).
   */
  | 'invalidCredentialsOrLocked'
  | 'tooManyAttempts'
  /** Refused by the candidate login: no candidate role. */
  | 'forbiddenRole'
  /** Refused by the staff sign-in: no staff role. */
  | 'notStaff'
  | 'accountDisabled'
  | 'accountNotSetUp'
  | 'network'
  | 'timeout'
  | 'server';

/**
 * The realm's brute-force "Max login failures" (failureFactor) the deployment sets
 * (docs/identity-provider.md). While an account is locked Keycloak answers exactly like a wrong
 * password, so the login counts the refusals it saw for one address and, from this many on, tells
 * the user to wait rather than to try again.
 */
export const LOGIN_FAILURES_BEFORE_LOCKOUT = 10;
/**
 * From this many refusals of one address in this browser, a refusal names both causes it may have:
 * a wrong password, or a lock set by failures the portal did not see (another browser, Keycloak's
 * quick-login check). Below it, a typo reads as a typo.
 */
export const LOGIN_FAILURES_BEFORE_WARNING = 3;
/** Refusals older than the realm's failure reset time (12 h) no longer count at Keycloak either. */
export const LOGIN_FAILURES_FORGOTTEN_AFTER_MS = 12 * 60 * 60 * 1000;
export type SessionErrorCode = 'sessionExpired' | 'network' | 'timeout' | 'server';

/**
 * A refused password grant (call 1). Keycloak has moved its errors between 400 and 401 across
 * versions, so the OAuth `code` decides, never the status (docs/identity-provider.md).
 */
export function classifyLoginError(error: ApiError): LoginErrorCode {
  if (error.kind === 'network' || error.kind === 'timeout') return error.kind;
  // The proxy's rate limit on the token endpoint (deploy/nginx.conf answers 429).
  if (error.kind === 'http' && error.status === 429) return 'tooManyAttempts';
  if (error.kind !== 'http' || error.code === undefined) return 'server';
  switch (error.code) {
    case 'invalid_grant':
      if (error.message === 'Account disabled') return 'accountDisabled';
      if (error.message === 'Account is not fully set up') return 'accountNotSetUp';
      // Wrong password, unknown user, and the brute-force lockout all read "Invalid user credentials".
      return 'invalidCredentials';
    case 'invalid_request':
      // A blank username or password is the user's doing; any other malformed request is ours.
      return /^Missing parameter: (username|password)$/.test(error.message ?? '')
        ? 'invalidCredentials'
        : 'server';
    default:
      // invalid_client, unauthorized_client, unsupported_grant_type...: the deployment is wrong.
      return 'server';
  }
}

/**
 * After `failures` refusals of one address in this browser, an "invalid credentials" reads as a
 * lockout (from the realm's failure factor) or as either cause (from a few).
 */
export function lockoutAware(code: LoginErrorCode, failures: number): LoginErrorCode {
  if (code !== 'invalidCredentials') return code;
  if (failures >= LOGIN_FAILURES_BEFORE_LOCKOUT) return 'tooManyAttempts';
  return failures >= LOGIN_FAILURES_BEFORE_WARNING ? 'invalidCredentialsOrLocked' : code;
}

/**
 * The key under which the refusals of an address are counted in the browser's storage: a hash of
 * the address as the identity provider compares it (trimmed, lower case), so the storage of a
 * shared computer does not list the addresses typed there. FNV-1a, 32 bits: a collision only
 * merges two addresses' counts.
 */
export function loginFailureKey(address: string): string {
  let hash = 0x811c9dc5;
  for (const char of address.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A failed refresh (call 2). The identity provider's refusal (`invalid_grant`, `invalid_request`,
 * or another 4xx) ends the session. Everything that says nothing about the session keeps the
 * tokens, to be tried again: no answer, a timeout, a 5xx, a 429 (too many requests from one
 * address: a cybercafé or a carrier's NAT shares one) and an answer that cannot be read (a captive
 * portal's page: the identity provider never saw the request).
 */
export function classifySessionError(error: ApiError): SessionErrorCode {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return error.kind;
    // A refresh whose caller stopped waiting proves nothing about the session: keep the tokens.
    case 'aborted':
      return 'network';
    case 'badResponse':
      return 'server';
    case 'http':
      return error.status >= 400 && error.status < 500 && error.status !== 429 ? 'sessionExpired' : 'server';
    default:
      return 'sessionExpired';
  }
}

/**
 * Why a dashboard load (the applications, an application's grades or details, its history) could
 * not be shown; ui words it.
 */
export type LoadErrorCode = 'failed' | 'timeout';

/** A load that got no usable answer: a failure to show with "Réessayer", never as absence. */
export function classifyLoadError(error: ApiError): LoadErrorCode {
  return error.kind === 'timeout' ? 'timeout' : 'failed';
}

/** Why a programme change stopped (docs/behaviour.md, « Error catalogue »). */
export type ProgramChangeErrorCode =
  | 'loadFailed'
  | 'loadError'
  /** The eligible programmes not loaded for want of a connection (no answer at all). */
  | 'loadNetwork'
  | 'sessionExpired'
  | 'saveRejected'
  | 'saveFailed'
  | 'timeout';

/**
 * The eligible programmes (call 6) not loaded: answered without success (`loadFailed`), the session
 * ended, none in time, or no usable answer (`loadError`: the spec's "the call threw").
 */
export function classifyProgramsLoadError(error: ApiError): ProgramChangeErrorCode {
  switch (error.kind) {
    case 'rejected':
    case 'http':
      return 'loadFailed';
    case 'unauthorized':
      return 'sessionExpired';
    case 'timeout':
      return 'timeout';
    case 'network':
      return 'loadNetwork';
    default:
      return 'loadError';
  }
}

/** The change not saved (call 7): refused by the server (`saveRejected`), the session ended, none in time, or no usable answer. */
export function classifyChoicesSaveError(error: ApiError): ProgramChangeErrorCode {
  switch (error.kind) {
    case 'rejected':
    case 'http':
      return 'saveRejected';
    case 'unauthorized':
      return 'sessionExpired';
    case 'timeout':
      return 'timeout';
    default:
      return 'saveFailed';
  }
}

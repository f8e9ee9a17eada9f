/** What every typed call resolves to: it never rejects. */
export type ApiError =
  /**
   * A non-2xx status other than an unrecoverable 401. `message` is the server's, if it sent one;
   * `code` is an OAuth error code (`invalid_grant`...) when the identity provider sent one, and
   * then `message` is its `error_description`.
   */
  | {
      kind: 'http';
      status: number;
      message?: string;
      code?: string;
      /** A 503's or 429's `Retry-After` header as sent (seconds or an HTTP date), when it has one. */
      retryAfter?: string;
    }
  /** A 2xx envelope with `isSuccess: false` (e.g. a save the server refused). */
  | { kind: 'rejected'; message?: string }
  /** No answer: connection refused, DNS, CORS. */
  | { kind: 'network' }
  /** No answer within the call's time limit. */
  | { kind: 'timeout' }
  /**
   * No answer because the caller's own signal aborted the call (its actor stopped, its page went):
   * nobody waits for it any more, so it is never a failure to show.
   */
  | { kind: 'aborted' }
  /** An answer that is not JSON, not the envelope, or not the documented shape. */
  | { kind: 'badResponse'; reason: string }
  /** Still 401 after the one refresh and retry (or no token could be obtained). */
  | { kind: 'unauthorized' };

/**
 * `E` is the error of one call when that call has a kind of its own: a staff decision's 409 is
 * `{ kind: 'conflict' }` (staffApi.ts `StaffDecisionError`), decided there once, so no caller reads
 * a status again.
 */
export type ApiResult<T, E extends { kind: string } = ApiError> =
  | {
      ok: true;
      data: T;
      /**
       * A list read tolerantly: items that did not match the contract but could still be shown,
       * with what could not be read given its "unknown" value (`status: 'unknown'`,
       * `submissionDate: null`). One line per such item, for the caller's log; absent when none.
       */
      issues?: readonly string[];
    }
  | { ok: false; error: E };

export function failure(error: ApiError): { ok: false; error: ApiError } {
  return { ok: false, error };
}

/**
 * An optional addition of candidate-service (x-portal-addition) read as absent when the service
 * answers 404: `data: null`, nothing to show, not a failure to retry.
 */
export function absentOn404<T>(result: ApiResult<T>): ApiResult<T | null> {
  return !result.ok && result.error.kind === 'http' && result.error.status === 404
    ? { ok: true, data: null }
    : result;
}

/**
 * The `http` error of a refused answer, with a 503's or 429's `Retry-After` (the portal's « Forte
 * affluence » waits as the server asks; docs/behaviour.md).
 */
export function httpError(response: Response): Extract<ApiError, { kind: 'http' }> {
  const retryAfter =
    response.status === 503 || response.status === 429 ? response.headers.get('Retry-After') : null;
  return retryAfter
    ? { kind: 'http', status: response.status, retryAfter }
    : { kind: 'http', status: response.status };
}

// When to try again a call the server refused for being overloaded (docs/behaviour.md,
// « Forte affluence »): capped exponential backoff with full jitter, after the server's own
// `Retry-After`. Pure: the random draw and the clock are given.
import type { ApiError } from '@admission/api-client';

/**
 * The first draw's upper bound; each further try doubles it. Chosen with `npm run bench:overload`
 * (docs/behaviour.md, deviation 67): 2 s kept the offered load at 1.71 × the demand without a
 * `Retry-After`, 12 s keeps it under 1.3.
 */
export const BUSY_BASE_MS = 12_000;
/** No draw is longer. */
export const BUSY_CAP_MS = 60_000;
/** A server's `Retry-After` is honoured up to this (a mistaken « 86400 » does not park the page for a day). */
export const BUSY_RETRY_AFTER_MAX_MS = 120_000;
/** Tries after the first refusal; then the failure of a call that did not answer. */
export const BUSY_TRIES = 5;

/**
 * Whether a failed call means « the servers are overwhelmed, try again later »: a 503, a 429 or no
 * answer at all (a timeout, a network failure).
 */
export function isBusy(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 503 || error.status === 429);
}

/** Whether a failed call gets another try after `previous` (null: it was the first call). */
export function canRetryBusy(error: ApiError, previous: BusyRetry | null): boolean {
  return isBusy(error) && (previous?.attempt ?? 0) < BUSY_TRIES;
}

/**
 * Whether an answered refusal says « overwhelmed » (a 503 or 429) with tries left: the loads whose
 * « no answer » already has a meaning of their own (the device's copy, one time limit per sign-in)
 * retry only these.
 */
export function canRetryOverloaded(error: ApiError, previous: BusyRetry | null): boolean {
  return error.kind === 'http' && canRetryBusy(error, previous);
}

/**
 * A `Retry-After` header in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3); null when absent or unreadable. A date in the past is 0.
 */
export function retryAfterMs(header: string | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date ends with « GMT » (IMF-fixdate and the obsolete forms alike).
  const date = value.endsWith('GMT') ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before try `attempt` (1 for the first retry): the server's `Retry-After` when it sent one
 * (capped at `BUSY_RETRY_AFTER_MAX_MS`), then a draw in [0, min(cap, base × 2^(attempt-1)))
 * (« full jitter »): never sooner than the server asked, and the candidates it refused together,
 * told the same `Retry-After`, do not come back in the same second.
 */
export function busyDelayMs(attempt: number, retryAfter: number | null, random: () => number): number {
  const after = retryAfter === null ? 0 : Math.min(retryAfter, BUSY_RETRY_AFTER_MAX_MS);
  return after + Math.floor(random() * Math.min(BUSY_CAP_MS, BUSY_BASE_MS * 2 ** Math.max(0, attempt - 1)));
}

/** The longest wait the rule gives before a try. */
export const BUSY_LONGEST_MS = BUSY_RETRY_AFTER_MAX_MS + BUSY_CAP_MS;

/** The next try of a busy call, kept in a machine's context so the screen can count down. */
export interface BusyRetry {
  /** 1 for the first retry, up to `BUSY_TRIES`. */
  attempt: number;
  /** The wait drawn, in ms. */
  delayMs: number;
  /** When the next try starts (ms since the epoch), for the countdown. */
  at: number;
}

/**
 * The next try after `error`, or null when the call is not busy or its tries are spent.
 * `previous` is the try that just failed (null after the first call).
 */
export function nextBusyRetry(
  error: ApiError,
  previous: BusyRetry | null,
  now: number,
  random: () => number = Math.random,
): BusyRetry | null {
  if (!canRetryBusy(error, previous)) return null;
  const attempt = (previous?.attempt ?? 0) + 1;
  const header = error.kind === 'http' ? error.retryAfter : undefined;
  const delayMs = busyDelayMs(attempt, retryAfterMs(header, now), random);
  return { attempt, delayMs, at: now + delayMs };
}

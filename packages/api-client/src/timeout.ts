/** How long a call may take before it counts as failed (spec: "every call has a time limit"). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface Deadline {
  /** Aborts when the time limit passes or when the caller's own signal aborts. */
  signal: AbortSignal;
  /** Whether it was the time limit (and not the caller) that aborted. */
  expired: () => boolean;
}

/** A signal for one call: the caller's, bounded by `timeoutMs`. */
export function deadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const limit = AbortSignal.timeout(timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, limit]) : limit,
    expired: () => limit.aborted,
  };
}

/** The time limit of one call: the client's (default 20 s) and the caller's own signal. */
export function limitOf(
  options: { timeoutMs?: number | undefined },
  call?: { signal?: AbortSignal | undefined },
): { timeoutMs: number; signal?: AbortSignal | undefined } {
  return { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: call?.signal };
}

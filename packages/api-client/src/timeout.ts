/** How long a call may take before it counts as failed (spec: "every call has a time limit"). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface Deadline {
  /** Aborts when the time limit passes or when the caller's own signal aborts. */
  signal: AbortSignal;
  /**
   * Why a call that got no answer ended: `timeout` when its time limit aborted it, `aborted` when
   * the caller's signal did (the caller stopped waiting: not a failure), `network` when neither
   * did (refused, dropped, CORS).
   */
  noAnswer: () => 'timeout' | 'aborted' | 'network';
}

/** A signal for one call: the caller's, bounded by `timeoutMs`. */
export function deadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const limit = AbortSignal.timeout(timeoutMs);
  const signal = caller ? AbortSignal.any([caller, limit]) : limit;
  return {
    signal,
    noAnswer: () => {
      if (!signal.aborted) return 'network';
      // Whichever aborted first: AbortSignal.any takes on that signal's reason.
      return caller?.aborted && signal.reason === caller.reason ? 'aborted' : 'timeout';
    },
  };
}

/** The time limit of one call: the client's (default 20 s) and the caller's own signal. */
export function limitOf(
  options: { timeoutMs?: number | undefined },
  call?: { signal?: AbortSignal | undefined },
): { timeoutMs: number; signal?: AbortSignal | undefined } {
  return { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: call?.signal };
}

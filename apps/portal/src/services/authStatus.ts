import type { AuthOutcome } from '@admission/api-client';

/** The auth API calls are judged by their HTTP status; no answer at all is a rejection. */
export function statusOf(outcome: AuthOutcome): { status: number } {
  if (outcome.ok) return { status: 200 };
  if (outcome.error.kind === 'http') return { status: outcome.error.status };
  throw outcome.error;
}

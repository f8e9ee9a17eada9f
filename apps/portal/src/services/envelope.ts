import type { ApiResult } from '@admission/api-client';

/**
 * The envelope the machines read, from a typed result. No answer at all (network failure, a body
 * that is not the envelope) is what "the call threw" means in the spec: a rejection.
 */
export function envelopeOf<T>(result: ApiResult<T>): {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
} {
  if (result.ok) return { isSuccess: true, data: result.data };
  if (result.error.kind === 'network' || result.error.kind === 'badResponse') throw result.error;
  const message = 'message' in result.error ? result.error.message : undefined;
  return { isSuccess: false, message: message ?? null };
}

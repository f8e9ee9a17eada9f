import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './authMiddleware';
import type { ApiClientOptions, CallOptions, CandidateApiOptions } from './candidateApi';
import { messageOf, readJsonData, withMessage } from './envelope';
import type { paths } from './generated/auth-service';
import { failure, type ApiResult } from './result';
import { authMessageSchema } from './schemas';
import { deadline, limitOf } from './timeout';

type AuthServiceClient = Client<paths>;

/**
 * Success is a 200 whose body is the documented `AuthMessage` (the message itself is informative):
 * a 200 that cannot be read is `badResponse`, never the outcome it did not confirm.
 */
type AuthOutcome = ApiResult<{ message: string | null }>;

export interface AuthApi {
  readonly client: AuthServiceClient;
  /**
   * Call 8, with the link's token in a JSON body (this portal's change: the spec sent no body, so
   * the account id alone verified the address). 404 and 400 come back as `http` errors with their status.
   */
  verifyEmail(body: { userId: string; token: string }, options?: CallOptions): Promise<AuthOutcome>;
  /** Call 9. */
  requestPasswordReset(email: string, options?: CallOptions): Promise<AuthOutcome>;
  /**
   * Not in the spec: a new verification e-mail for an account not yet activated (the same answer
   * for every address; 429 past the limits).
   */
  resendVerificationEmail(email: string, options?: CallOptions): Promise<AuthOutcome>;
  /**
   * Not in the spec (`x-portal-addition`): whether a reset link's token can still be used, without
   * using it. 400 (unknown, used, expired) and 404 (a service without the call) come back as `http`
   * errors with their status.
   */
  checkPasswordReset(token: string, options?: CallOptions): Promise<AuthOutcome>;
  /** Call 10. `userId` is the token from the reset link (the API's name for it). */
  confirmPasswordReset(
    body: { userId: string; newPassword: string },
    options?: CallOptions,
  ): Promise<AuthOutcome>;
}

type RawResult = { data?: unknown; error?: unknown; response: Response };

async function statusOutcome(
  send: (signal: AbortSignal) => Promise<RawResult>,
  limit: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<AuthOutcome> {
  const call = deadline(limit.timeoutMs, limit.signal);
  let raw: RawResult;
  try {
    raw = await send(call.signal);
  } catch {
    return failure({ kind: call.noAnswer() });
  }
  const { response } = raw;
  if (response.status !== 200) {
    return failure(withMessage({ kind: 'http', status: response.status }, messageOf(raw.error)));
  }
  if (typeof raw.data !== 'string' || raw.data === '') {
    return failure({ kind: 'badResponse', reason: 'empty body' });
  }
  const read = readJsonData(raw.data, authMessageSchema);
  return read.ok ? { ok: true, data: { message: read.data.message } } : read;
}

function authServiceClient(options: ApiClientOptions): AuthServiceClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Accept: 'application/json' },
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
}

/** Client of the auth API (calls 8-10). These calls are made logged out: no bearer, no retry. */
export function createAuthApi(options: ApiClientOptions): AuthApi {
  const client = authServiceClient(options);

  return {
    client,
    verifyEmail: ({ userId, token }, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/users/{userId}/verify-email', {
            params: { path: { userId } },
            body: { token },
            parseAs: 'text',
            signal,
          }),
        limitOf(options, call),
      ),
    requestPasswordReset: (email, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/reset-password/request', {
            body: { email },
            parseAs: 'text',
            signal,
          }),
        limitOf(options, call),
      ),
    resendVerificationEmail: (email, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/verify-email/resend', {
            body: { email },
            parseAs: 'text',
            signal,
          }),
        limitOf(options, call),
      ),
    checkPasswordReset: (token, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/reset-password/check', { body: { token }, parseAs: 'text', signal }),
        limitOf(options, call),
      ),
    confirmPasswordReset: ({ userId, newPassword }, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/reset-password/confirm', {
            body: { userId, newPassword },
            parseAs: 'text',
            signal,
          }),
        limitOf(options, call),
      ),
  };
}

export interface PasswordApi {
  readonly client: AuthServiceClient;
  /**
   * The signed-in person's password change (not in the spec, which simulates it). 400: the new
   * password breaks a rule (the message says which); 403: wrong current password; 429: locked for a
   * while. The bearer and the refresh on a 401 are candidate-service's.
   */
  changePassword(
    body: { currentPassword: string; newPassword: string },
    options?: CallOptions,
  ): Promise<AuthOutcome>;
}

/** Client of the auth API's one signed-in call, with the session's bearer token. */
export function createPasswordApi(options: CandidateApiOptions): PasswordApi {
  const client = authServiceClient(options);
  client.use(createAuthMiddleware(options));
  return {
    client,
    changePassword: ({ currentPassword, newPassword }, call) =>
      statusOutcome(
        (signal) =>
          client.POST('/api/auth/password', {
            body: { currentPassword, newPassword },
            parseAs: 'text',
            signal,
          }),
        limitOf(options, call),
      ),
  };
}

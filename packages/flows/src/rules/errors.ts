// Turns whatever a provided actor rejected with into a typed code. Actors may reject with
// `{ code }` or `{ kind }` (the api-client token client's outcome), an OAuth error body
// `{ error, error_description }`, `{ status }`, or a fetch TypeError.

export type LoginErrorCode =
  'invalidCredentials' | 'forbiddenRole' | 'accountDisabled' | 'accountNotSetUp' | 'network' | 'server';
export type SessionErrorCode = 'sessionExpired' | 'network' | 'server';

const loginCodes: readonly string[] = [
  'invalidCredentials',
  'forbiddenRole',
  'accountDisabled',
  'accountNotSetUp',
  'network',
  'server',
];
const sessionCodes: readonly string[] = ['sessionExpired', 'network', 'server'];

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function stringField(value: unknown, name: string): string | undefined {
  const v = field(value, name);
  return typeof v === 'string' ? v : undefined;
}

function statusOf(value: unknown): number | undefined {
  const status = field(value, 'status');
  return typeof status === 'number' ? status : undefined;
}

/** Keycloak branches on `error`, not on 400 vs 401 (identity-provider.md). */
export function classifyLoginError(error: unknown): LoginErrorCode {
  // `kind` is what @admission/api-client's token client reports.
  const code = stringField(error, 'code') ?? stringField(error, 'kind');
  if (code !== undefined && loginCodes.includes(code)) return code as LoginErrorCode;
  if (code === 'clientMisconfigured') return 'server';
  const oauthError = stringField(error, 'error');
  if (oauthError !== undefined) {
    const description = stringField(error, 'error_description') ?? '';
    if (oauthError === 'invalid_grant' && /disabled/i.test(description)) return 'accountDisabled';
    if (oauthError === 'invalid_grant' && /not fully set up/i.test(description)) return 'accountNotSetUp';
    return 'invalidCredentials';
  }
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 ? 'server' : 'invalidCredentials';
  if (error instanceof TypeError) return 'network';
  return 'invalidCredentials';
}

/** Only `invalid_grant`/`invalid_request` (or a 4xx) end the session; network and 5xx are retryable. */
export function classifySessionError(error: unknown): SessionErrorCode {
  const code = stringField(error, 'code') ?? stringField(error, 'kind');
  if (code !== undefined && sessionCodes.includes(code)) return code as SessionErrorCode;
  const oauthError = stringField(error, 'error');
  if (oauthError === 'invalid_grant' || oauthError === 'invalid_request') return 'sessionExpired';
  const status = statusOf(error);
  if (status !== undefined) {
    if (status >= 500) return 'server';
    if (status >= 400) return 'sessionExpired';
  }
  return 'network';
}

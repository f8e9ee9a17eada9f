import * as v from 'valibot';
import type { components } from './generated/identity';
import { tokenErrorBodySchema, tokenSetSchema } from './schemas';
import type { TokenSet } from './types';

type PasswordGrantRequest = components['schemas']['PasswordGrantRequest'];
type RefreshGrantRequest = components['schemas']['RefreshGrantRequest'];

export type TokenFailureKind =
  | 'invalidCredentials'
  | 'accountDisabled'
  | 'accountNotSetUp'
  | 'clientMisconfigured'
  | 'sessionExpired'
  | 'network'
  | 'server';

export type TokenOutcome =
  { kind: 'success'; tokens: TokenSet } | { kind: TokenFailureKind; description?: string };

export interface TokenClientOptions {
  /** Identity provider base URL, e.g. `http://127.0.0.1:8080` (Keycloak: without `/realms`). */
  identityBase: string;
  /** Realm name, e.g. `admission`. */
  realm: string;
  /** Client id, e.g. `auth-service`. */
  clientId: string;
  /** Only for a confidential client; from configuration, never from source. */
  clientSecret?: string;
  fetch?: typeof fetch;
}

export interface TokenClient {
  /** The token endpoint address. */
  readonly tokenEndpoint: string;
  /** Call 1 (login). */
  passwordGrant(
    username: string,
    password: string,
    options?: { signal?: AbortSignal },
  ): Promise<TokenOutcome>;
  /** Call 2 (session refresh). Any `invalid_grant` means the session is over: `sessionExpired`. */
  refreshGrant(refreshToken: string, options?: { signal?: AbortSignal }): Promise<TokenOutcome>;
}

export function tokenEndpointOf(identityBase: string, realm: string): string {
  return `${identityBase.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
}

/**
 * Maps Keycloak's `{ error, error_description }` to an outcome. Keycloak has moved these
 * between 400 and 401 across versions, so the status is deliberately not consulted.
 */
export function tokenErrorOutcome(
  grant: 'password' | 'refresh_token',
  error: string,
  description: string | undefined,
): Exclude<TokenOutcome, { kind: 'success' }> {
  const kind = ((): TokenFailureKind => {
    switch (error) {
      case 'invalid_grant':
        if (grant === 'refresh_token') return 'sessionExpired';
        if (description === 'Account disabled') return 'accountDisabled';
        if (description === 'Account is not fully set up') return 'accountNotSetUp';
        return 'invalidCredentials';
      case 'invalid_request':
        if (grant === 'refresh_token') return 'sessionExpired';
        // A blank username or password is the user's doing; any other malformed request is ours.
        return description && /^Missing parameter: (username|password)$/.test(description)
          ? 'invalidCredentials'
          : 'clientMisconfigured';
      case 'invalid_client':
      case 'unauthorized_client':
      case 'unsupported_grant_type':
      case 'invalid_scope':
        return 'clientMisconfigured';
      default:
        return 'server';
    }
  })();
  return description ? { kind, description } : { kind };
}

/** The identity provider's token endpoint, with plain fetch and a form-encoded body. */
export function createTokenClient(options: TokenClientOptions): TokenClient {
  const tokenEndpoint = tokenEndpointOf(options.identityBase, options.realm);

  async function grant(
    body: PasswordGrantRequest | RefreshGrantRequest,
    signal: AbortSignal | undefined,
  ): Promise<TokenOutcome> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string' && value !== '') form.set(name, value);
    }
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? globalThis.fetch)(tokenEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
        signal,
      });
      text = await response.text();
    } catch {
      return { kind: 'network' };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'server', description: `HTTP ${response.status}, not JSON` };
    }
    if (response.ok) {
      const tokens = v.safeParse(tokenSetSchema, json);
      return tokens.success
        ? { kind: 'success', tokens: tokens.output }
        : { kind: 'server', description: 'malformed token response' };
    }
    const error = v.safeParse(tokenErrorBodySchema, json);
    if (!error.success) return { kind: 'server', description: `HTTP ${response.status}` };
    return tokenErrorOutcome(body.grant_type, error.output.error, error.output.error_description);
  }

  const secret = options.clientSecret ? { client_secret: options.clientSecret } : {};
  return {
    tokenEndpoint,
    passwordGrant: (username, password, call) =>
      grant(
        { grant_type: 'password', client_id: options.clientId, ...secret, username, password },
        call?.signal,
      ),
    refreshGrant: (refreshToken, call) =>
      grant(
        { grant_type: 'refresh_token', client_id: options.clientId, ...secret, refresh_token: refreshToken },
        call?.signal,
      ),
  };
}

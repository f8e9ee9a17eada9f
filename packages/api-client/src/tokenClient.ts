import * as v from 'valibot';
import { decodeAccessToken, userFromClaims } from './claims';
import { dpopProof, noteDpopAnswer, type DpopKeys } from './dpop';
import type { components } from './generated/identity';
import { failure, httpError, type ApiResult } from './result';
import { tokenErrorBodySchema, tokenSetSchema } from './schemas';
import { DEFAULT_TIMEOUT_MS, deadline } from './timeout';
import type { SignedIn } from './types';

type PasswordGrantRequest = components['schemas']['PasswordGrantRequest'];
type RefreshGrantRequest = components['schemas']['RefreshGrantRequest'];
type LogoutRequest = components['schemas']['LogoutRequest'];
/** RFC 7009 revocation of a refresh token (the logout of a DPoP-bound one). */
type RevokeRequest = Omit<LogoutRequest, 'refresh_token'> & {
  token: string;
  token_type_hint: 'refresh_token';
};

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
  /** Time limit of one grant (default 20 s); past it, a `timeout` error. */
  timeoutMs?: number;
  /**
   * The session's DPoP key (RFC 9449): every request then carries a proof, the password grant with
   * a new key kept once answered. Without it the tokens are bearer tokens, as before.
   */
  dpop?: DpopKeys;
}

/** The key of one call, when the caller has it already (null: send no proof); else the session's. */
export interface KeyedCall {
  signal?: AbortSignal;
  key?: CryptoKeyPair | null;
}

export interface TokenClient {
  /** The token endpoint address. */
  readonly tokenEndpoint: string;
  /**
   * Call 1 (login). A refusal is an `http` error whose `code` is Keycloak's `error` and whose
   * `message` is its `error_description`: what they mean for the user is decided in flows.
   */
  passwordGrant(
    username: string,
    password: string,
    options?: {
      signal?: AbortSignal;
      /**
       * Whether the sign-in is accepted (its roles): the DPoP key is kept for a session only then.
       * A refused one's key is dropped with it, never left behind for the tabs to find.
       */
      admit?: (signedIn: SignedIn) => boolean;
    },
  ): Promise<ApiResult<SignedIn>>;
  /** Call 2 (session refresh), answered like call 1. */
  refreshGrant(refreshToken: string, options?: KeyedCall): Promise<ApiResult<SignedIn>>;
  /**
   * Ends the session of this refresh token at the identity provider (Keycloak's
   * `protocol/openid-connect/logout`, 204). Refusals are `http` errors like the grants'. Sent with
   * `keepalive`, so a navigation or a closed tab right after does not cancel it. With DPoP, its
   * revocation instead (`…/revoke`, RFC 7009, 200): Keycloak's logout endpoint reads no proof and
   * refuses a DPoP-bound refresh token whatever comes with it (« DPoP proof is missing »), while
   * revoking it ends its session (docs/identity-provider.md).
   */
  logout(refreshToken: string, options?: KeyedCall): Promise<ApiResult<null>>;
}

export function tokenEndpointOf(identityBase: string, realm: string): string {
  return `${identityBase.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
}

function logoutEndpointOf(identityBase: string, realm: string): string {
  return tokenEndpointOf(identityBase, realm).replace(/\/token$/, '/logout');
}

type Posted = { ok: true; response: Response; text: string } | { ok: false; result: ApiResult<never> };

/** The identity provider's token endpoint, with plain fetch and a form-encoded body. */
export function createTokenClient(options: TokenClientOptions): TokenClient {
  const tokenEndpoint = tokenEndpointOf(options.identityBase, options.realm);
  const logoutEndpoint = logoutEndpointOf(options.identityBase, options.realm);

  /** POSTs the form; a refusal becomes an `http` error carrying Keycloak's `error` and description. */
  async function post(
    url: string,
    body: PasswordGrantRequest | RefreshGrantRequest | LogoutRequest | RevokeRequest,
    signal: AbortSignal | undefined,
    key: CryptoKeyPair | null | undefined,
    keepalive = false,
    nonceRetry = true,
  ): Promise<Posted> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string' && value !== '') form.set(name, value);
    }
    const call = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal);
    let response: Response;
    let text: string;
    let clockMoved = false;
    try {
      response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          ...(key && { DPoP: await dpopProof(key, 'POST', url) }),
        },
        body: form,
        signal: call.signal,
        // The logout outlives the page: « Déconnexion » navigates at once, and the call still ends
        // the session at the identity provider.
        keepalive,
      });
      clockMoved = noteDpopAnswer(url, response);
      text = await response.text();
    } catch {
      return { ok: false, result: failure({ kind: call.noAnswer() }) };
    }
    if (response.ok) return { ok: true, response, text };
    // The server wants its nonce in the proof (RFC 9449 §8), or refused a proof dated by this
    // device's wrong clock: once more, with the nonce or the clock it just gave. Only for the proof:
    // a refused password is never sent twice.
    if (key && nonceRetry && (text.includes('use_dpop_nonce') || (clockMoved && text.includes('DPoP proof'))))
      return post(url, body, signal, key, keepalive, false);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, result: failure(httpError(response)) };
    }
    // Keycloak has moved its errors between 400 and 401 across versions: the code is what counts.
    const error = v.safeParse(tokenErrorBodySchema, json);
    if (!error.success) return { ok: false, result: failure(httpError(response)) };
    const { error: code, error_description: message } = error.output;
    return {
      ok: false,
      result: failure({ ...httpError(response), code, ...(message ? { message } : {}) }),
    };
  }

  async function grant(
    body: PasswordGrantRequest | RefreshGrantRequest,
    signal: AbortSignal | undefined,
    key: CryptoKeyPair | null | undefined,
  ): Promise<ApiResult<SignedIn>> {
    const posted = await post(tokenEndpoint, body, signal, key);
    if (!posted.ok) return posted.result;
    let json: unknown;
    try {
      json = JSON.parse(posted.text);
    } catch {
      return failure({ kind: 'badResponse', reason: 'not JSON' });
    }
    const tokens = v.safeParse(tokenSetSchema, json);
    if (!tokens.success) return failure({ kind: 'badResponse', reason: 'not a token response' });
    const claims = decodeAccessToken(tokens.output.access_token);
    if (!claims) return failure({ kind: 'badResponse', reason: 'unreadable access token' });
    return {
      ok: true,
      data: { tokens: tokens.output, claims, user: userFromClaims(claims, options.clientId) },
    };
  }

  const secret = options.clientSecret ? { client_secret: options.clientSecret } : {};
  const { dpop } = options;
  /** The caller's key if it gave one (null included), else the session's. */
  const keyOf = async (call?: KeyedCall) => (call && 'key' in call ? call.key : await dpop?.current());
  return {
    tokenEndpoint,
    passwordGrant: async (username, password, call) => {
      const key = await dpop?.create();
      const signedIn = await grant(
        { grant_type: 'password', client_id: options.clientId, ...secret, username, password },
        call?.signal,
        key,
      );
      // Kept before the tokens are handed on: the first call made with them finds it. A sign-in
      // refused for its roles keeps nothing: its session is revoked, which needs no proof.
      if (key && signedIn.ok && (call?.admit?.(signedIn.data) ?? true)) await dpop?.keep(key);
      return signedIn;
    },
    refreshGrant: async (refreshToken, call) =>
      grant(
        { grant_type: 'refresh_token', client_id: options.clientId, ...secret, refresh_token: refreshToken },
        call?.signal,
        await keyOf(call),
      ),
    logout: async (refreshToken, call) => {
      const client = { client_id: options.clientId, ...secret };
      const posted = await (dpop
        ? post(
            tokenEndpoint.replace(/token$/, 'revoke'),
            { ...client, token: refreshToken, token_type_hint: 'refresh_token' },
            call?.signal,
            await keyOf(call),
            true,
          )
        : post(logoutEndpoint, { ...client, refresh_token: refreshToken }, call?.signal, undefined, true));
      return posted.ok ? { ok: true, data: null } : posted.result;
    },
  };
}

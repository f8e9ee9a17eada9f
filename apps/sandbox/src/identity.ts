import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  SignJWT,
  calculateJwkThumbprint,
  compactVerify,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { ResolvedOptions } from './config';
import { DPOP_ALGORITHMS, DPOP_ALGS, boundThumbprint, checkDpopProof, publicRequestUrl } from './dpop';
import { faultMiddleware, type Env } from './faults';
import type { UserRecord } from './model';
import { hashPassword, verifyPassword } from './passwords';
import type { SandboxState, Session } from './state';
import {
  ACCESS_TOKEN_AUDIENCE,
  checkAccessToken,
  type AccessTokenCheck,
  type TokenVerifier,
} from './tokenVerifier';

export { type AccessTokenCheck };

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK & { kid: string };
  /** Keycloak signs refresh tokens with a realm HMAC key, never published. */
  refreshSecret: Uint8Array;
  refreshKid: string;
}

/** A fresh RS256 key pair (and HS512 secret) for each sandbox start. */
export async function createSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    privateKey,
    publicKey,
    publicJwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e },
    refreshSecret: randomBytes(64),
    refreshKid: randomUUID(),
  };
}

export interface IdentityDeps {
  state: SandboxState;
  options: ResolvedOptions;
  baseUrl: () => string;
  keys: Promise<SigningKeys>;
  /**
   * How candidate-service and staff review check a bearer token, chosen when the sandbox is made:
   * `verifyAccessToken` with this realm's key, or Keycloak's keys in Keycloak mode (tokenVerifier.ts).
   */
  verifyToken: TokenVerifier;
}

function issuerOf(deps: Pick<IdentityDeps, 'options' | 'baseUrl'>): string {
  return `${deps.baseUrl()}/realms/${deps.options.realm}`;
}

/**
 * Verifies an access token of this realm as a resource server would (tokenVerifier.ts): RS256 with
 * the realm's key only, `exp`, issuer, type, audience `account` and authorized party (the portal).
 */
export async function verifyAccessToken(
  deps: Omit<IdentityDeps, 'verifyToken'>,
  token: string,
): Promise<AccessTokenCheck> {
  const keys = await deps.keys;
  return checkAccessToken(token, keys.publicKey, {
    issuer: issuerOf(deps),
    clientId: deps.options.clientId,
    now: () => deps.state.now(),
  });
}

class OAuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * Hashed once: unknown users and locked accounts still pay for one password hash, as in Keycloak
 * (AuthenticatorUtils.dummyHash), so the answer's timing does not tell them from a wrong password.
 */
let dummyHash: Promise<string> | undefined;
function constantTimeStandIn(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

const ACCOUNT_CLIENT_ROLES = ['manage-account', 'manage-account-links', 'view-profile'];

function fullName(user: UserRecord): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The profile claims Keycloak puts in access tokens, ID tokens and the userinfo answer alike. */
function profileClaims(user: UserRecord) {
  return {
    email_verified: user.emailVerified,
    name: fullName(user),
    preferred_username: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
  };
}

/** `client_id`/`client_secret` from the form or HTTP Basic (RFC 6749 2.3.1). */
function clientCredentials(c: Context, form: URLSearchParams): { id: string | null; secret: string | null } {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return {
          id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
          secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
        };
      } catch {
        throw new OAuthError(400, 'invalid_client', 'Invalid client credentials encoding');
      }
    }
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

/** RFC 3986's unreserved characters: Keycloak wants them written as themselves, never percent-encoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * How Keycloak 26.5.6 (Quarkus) takes a request path, as tried against it (docs/identity-provider.md,
 * « Paths »): a `;` is 400 `invalidCharacter`; a path that is not in normal form (an empty segment
 * `//`, a `.` or `..` segment, an unreserved character percent-encoded such as `%74`) is 400
 * `missingNormalization`; one trailing `/` names the same endpoint (`token/` is `token`). Other
 * percent-encodings (`%2F`, `%20`) are kept: they make a path no route has.
 */
export function keycloakPath(
  raw: string,
): { path: string } | { error: 'invalidCharacter' | 'missingNormalization'; description: string } {
  if (raw.includes(';'))
    return { error: 'invalidCharacter', description: "Request path contains invalid character ';'" };
  const decodedUnreserved = raw.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
  const segments = raw.split('/').slice(1);
  const notNormal =
    decodedUnreserved !== raw ||
    segments.some(
      (segment, index) =>
        segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1),
    );
  if (notNormal) return { error: 'missingNormalization', description: 'Request path not normalized' };
  return { path: raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw };
}

/** The request's path as the client wrote it (Node's server resolves `.` segments before Hono sees it). */
function rawPathOf(c: Context<Env>): string {
  const target = c.env?.incoming?.url ?? c.req.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return target.split('?')[0] ?? '/';
}

/** Keycloak's empty 401/403 of the userinfo endpoint, its reason in `WWW-Authenticate` (RFC 6750). */
function bearerRefusal(
  c: Context,
  realm: string,
  status: 401 | 403,
  error?: string,
  description?: string,
  scheme: 'Bearer' | 'DPoP' = 'Bearer',
) {
  const detail = error ? `, error="${error}", error_description="${description ?? ''}"` : '';
  // OAuth2Error's DPoPChallenge: the algorithms first, when the token came as `DPoP`.
  const challenge =
    scheme === 'DPoP' ? `DPoP algs="${DPOP_ALGS}", realm="${realm}"` : `Bearer realm="${realm}"`;
  c.header('WWW-Authenticate', `${challenge}${detail}`);
  c.header('Content-Type', 'text/plain;charset=utf-8');
  return c.body(null, status);
}

/**
 * AppAuthManager.extractTokenStringFromAuthHeader: the scheme up to the first space, `Bearer` in any
 * case or `DPoP` exactly; the rest is the token, refused when blank or holding a space.
 */
function authorizationOf(
  header: string | undefined,
): { scheme: 'Bearer' | 'DPoP'; token: string } | undefined {
  const space = header?.indexOf(' ') ?? -1;
  if (!header || space <= 0) return undefined;
  const type = header.slice(0, space);
  const token = header.slice(space + 1);
  const scheme = type.toLowerCase() === 'bearer' ? 'Bearer' : type === 'DPoP' ? 'DPoP' : undefined;
  if (!scheme || token.trim() === '' || token.includes(' ')) return undefined;
  return { scheme, token };
}

/** A page of the sandbox where Keycloak shows one of its own (HTML, no style: nothing to load). */
function page(c: Context, status: 200 | 400, title: string, message: string) {
  return c.html(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`,
    status,
  );
}

/** The response types Keycloak 26.5.6 lists in its discovery document. */
const RESPONSE_TYPES = [
  'code',
  'none',
  'id_token',
  'token',
  'id_token token',
  'code id_token',
  'code token',
  'code id_token token',
];

/** The Keycloak realm: token (password and refresh grants), certs, discovery, userinfo, logout, revocation,
 * introspection (refused to a public client, as Keycloak does) and the end-session GET. */
export function identityRoutes(deps: IdentityDeps): Hono<Env> {
  const { state, options } = deps;
  const app = new Hono<Env>();
  const base = '/realms/:realm';
  const oidc = `${base}/protocol/openid-connect`;

  const realmMustExist: MiddlewareHandler<Env> = async (c, next) => {
    if (c.req.param('realm') !== options.realm) {
      // Keycloak 26.5's body has no description.
      return c.json({ error: 'Realm does not exist' }, 404);
    }
    return next();
  };
  const noStore: MiddlewareHandler<Env> = async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Pragma', 'no-cache');
  };

  function authenticateClient(c: Context, form: URLSearchParams): string {
    const { id, secret } = clientCredentials(c, form);
    // A missing client_id is an unknown client to Keycloak (ClientIdAndSecretAuthenticator).
    if (!id || id !== options.clientId) {
      throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    // A public client is never asked for a secret (and one sent is ignored, as Keycloak does).
    if (options.clientSecret !== undefined && secret !== options.clientSecret) {
      throw new OAuthError(401, 'unauthorized_client', 'Invalid client or Invalid client credentials');
    }
    return id;
  }

  /**
   * Keycloak 26.5's tokens: no `session_state` claim (only `sid`); an access token's `jti` tells its
   * session type, token type and grant (`onrtro:` online, regular, password grant; `onrtrt:` the
   * refresh grant; DefaultTokenContextEncoderProvider); the refresh token carries the `reuse_id` of
   * its chain and the client scopes (`roles basic acr profile email web-origins`).
   */
  async function issueTokens(
    user: UserRecord,
    session: Session,
    scope: string,
    grant: 'ro' | 'rt',
    jkt: string | undefined,
  ) {
    const keys = await deps.keys;
    const iss = issuerOf(deps);
    const { lifetimes } = state;
    const nowSeconds = Math.floor(state.now() / 1000);
    const sessionMaxExp = Math.floor(session.started / 1000) + lifetimes.ssoSessionMax;
    const exp = Math.min(nowSeconds + lifetimes.accessTokenLifespan, sessionMaxExp);
    const refreshExp = Math.min(
      Math.floor(session.lastRefresh / 1000) + lifetimes.ssoSessionIdle,
      sessionMaxExp,
    );
    const resourceAccess: Record<string, { roles: string[] }> = { account: { roles: ACCOUNT_CLIENT_ROLES } };
    for (const [client, roles] of Object.entries(user.clientRoles)) {
      if (roles.length) resourceAccess[client] = { roles };
    }
    const profile = profileClaims(user);
    const accessToken = await new SignJWT({
      exp,
      iat: nowSeconds,
      jti: `onrt${grant}:${randomUUID()}`,
      iss,
      aud: ACCESS_TOKEN_AUDIENCE,
      sub: user.id,
      // Keycloak's DpopProtocolMapper: a token bound by a proof is of type DPoP, with `cnf.jkt`.
      typ: jkt ? 'DPoP' : 'Bearer',
      azp: session.clientId,
      sid: session.id,
      acr: '1',
      'allowed-origins': options.allowedOrigins,
      realm_access: {
        roles: [`default-roles-${options.realm}`, 'offline_access', 'uma_authorization', ...user.realmRoles],
      },
      resource_access: resourceAccess,
      scope,
      ...profile,
      ...(jkt ? { cnf: { jkt } } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.publicJwk.kid })
      .sign(keys.privateKey);
    const refreshJti = randomUUID();
    (session.issued ??= new Map()).set(refreshJti, state.now());
    const refreshToken = await new SignJWT({
      exp: refreshExp,
      iat: nowSeconds,
      jti: refreshJti,
      iss,
      aud: iss,
      sub: user.id,
      typ: 'Refresh',
      azp: session.clientId,
      sid: session.id,
      scope: refreshTokenScope(scope),
      reuse_id: (session.reuseId ??= randomUUID()),
      // RFC 9449 §5, TokenManager.getConfirmation: only a public client's refresh token is bound.
      ...(jkt && options.clientSecret === undefined ? { cnf: { jkt } } : {}),
    })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT', kid: keys.refreshKid })
      .sign(keys.refreshSecret);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: exp - nowSeconds,
      refresh_expires_in: refreshExp - nowSeconds,
      refresh_token: refreshToken,
      token_type: jkt ? 'DPoP' : 'Bearer',
    };
    if (scope.split(' ').includes('openid')) {
      const digest = createHash('sha256').update(accessToken).digest();
      body.id_token = await new SignJWT({
        exp,
        iat: nowSeconds,
        jti: randomUUID(),
        iss,
        aud: session.clientId,
        sub: user.id,
        typ: 'ID',
        azp: session.clientId,
        sid: session.id,
        at_hash: digest.subarray(0, digest.length / 2).toString('base64url'),
        acr: '1',
        ...profile,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.publicJwk.kid })
        .sign(keys.privateKey);
    }
    body['not-before-policy'] = 0;
    body.session_state = session.id;
    body.scope = scope;
    return body;
  }

  /** The access token's scope: the client scopes that Keycloak lists in it, `openid` if asked for. */
  function grantedScope(requested: string | null): string {
    return requested?.split(' ').includes('openid') ? 'openid profile email' : 'profile email';
  }

  /** The refresh token's scope: every default client scope of the client (Keycloak's getScopeString(true)). */
  function refreshTokenScope(scope: string): string {
    const all = 'roles basic acr profile email web-origins';
    return scope.split(' ').includes('openid') ? `openid ${all}` : all;
  }

  /**
   * Keycloak's direct-grant flow in its order (ValidateUsername, then ValidatePassword) with the
   * brute-force detector: unknown user, then a lockout (both "Invalid user credentials"), then a
   * disabled account ("Account disabled", whatever the password), then the password. Beyond
   * Keycloak, which hashes a dummy password only for unknown and locked users, every path here
   * checks one password hash.
   */
  async function passwordGrant(form: URLSearchParams, clientId: string, jkt: string | undefined) {
    const username = form.get('username');
    if (!username) throw new OAuthError(401, 'invalid_request', 'Missing parameter: username');
    const user = state.findUserByLogin(username);
    const password = form.get('password') ?? '';
    const matches = await verifyPassword(password, user?.passwordHash ?? (await constantTimeStandIn()));
    const wrongCredentials = new OAuthError(401, 'invalid_grant', 'Invalid user credentials');
    if (!user) throw wrongCredentials;
    // Locked: the same answer as a wrong password, and the attempt is not counted (KEYCLOAK-5420).
    if (state.bruteForce.isTemporarilyDisabled(user.id)) throw wrongCredentials;
    // Before the password: Keycloak tells a disabled account apart even with a wrong password.
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'Account disabled');
    if (!password || !matches) {
      state.bruteForce.failedLogin(user.id);
      throw wrongCredentials;
    }
    state.bruteForce.successfulLogin(user.id);
    if (user.requiredActions.length)
      throw new OAuthError(400, 'invalid_grant', 'Account is not fully set up');
    const now = state.now();
    // Keycloak 26.5's user-session ids: 18 random bytes, base64url (24 characters).
    const session: Session = {
      id: randomBytes(18).toString('base64url'),
      userId: user.id,
      clientId,
      started: now,
      lastRefresh: now,
    };
    state.sessions.set(session.id, session);
    return issueTokens(user, session, grantedScope(form.get('scope')), 'ro', jkt);
  }

  /**
   * Reads a refresh token in Keycloak's order of checks; throws Keycloak's error for each failure.
   * The logout endpoint reads it without the expiry check (`checkExpiration` false).
   */
  async function readRefreshToken(
    token: string,
    clientId: string,
    checkExpiration: boolean,
    dpop: { jkt: string | undefined } | 'unchecked',
  ) {
    const keys = await deps.keys;
    let claims: JWTPayload;
    try {
      const { payload } = await compactVerify(token, keys.refreshSecret, { algorithms: ['HS512'] });
      claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
    } catch {
      throw new OAuthError(400, 'invalid_grant', 'Invalid refresh token');
    }
    if (claims.typ !== 'Refresh' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new OAuthError(400, 'invalid_grant', 'Invalid refresh token');
    }
    const iss = issuerOf(deps);
    if (claims.iss !== iss)
      throw new OAuthError(400, 'invalid_grant', `Invalid token issuer. Expected '${iss}'`);
    const now = state.now();
    // JsonWebToken.isExpired: expired once the current second is past `exp`.
    if (checkExpiration && (typeof claims.exp !== 'number' || Math.floor(now / 1000) > claims.exp)) {
      throw new OAuthError(400, 'invalid_grant', 'Token is not active');
    }
    if (claims.azp !== clientId) {
      throw new OAuthError(
        400,
        'invalid_grant',
        "Invalid refresh token. Token client and authorized client don't match",
      );
    }
    // TokenManager.verifyRefreshToken: a bound refresh token needs a proof of the same key. Only the
    // token endpoint reads a proof: at the logout endpoint it is always missing, as in Keycloak.
    const bound = boundThumbprint(claims);
    if (bound !== undefined && dpop !== 'unchecked') {
      if (dpop.jkt === undefined) throw new OAuthError(400, 'invalid_grant', 'DPoP proof is missing');
      if (dpop.jkt !== bound)
        throw new OAuthError(400, 'invalid_grant', "DPoP confirmation doesn't match DPoP proof");
    }
    return claims as JWTPayload & { sid: string; sub: string };
  }

  async function checkRefreshToken(token: string, clientId: string, jkt: string | undefined) {
    const claims = await readRefreshToken(token, clientId, true, { jkt });
    const now = state.now();
    const session = state.sessions.get(claims.sid);
    const { ssoSessionIdle, ssoSessionMax } = state.lifetimes;
    // AuthenticationManager.isSessionValid: Keycloak keeps the session's times in whole seconds, and
    // the session is over from its last second on (in the refresh token's `exp` second already).
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    if (
      !session ||
      session.userId !== claims.sub ||
      now >= second(session.lastRefresh) + ssoSessionIdle * 1000 ||
      now >= second(session.started) + ssoSessionMax * 1000
    ) {
      if (session) state.sessions.delete(session.id);
      throw new OAuthError(400, 'invalid_grant', 'Session not active');
    }
    const user = state.users.get(session.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'Unknown user');
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'User disabled');
    // A replay detached the client session (TokenManager.validateTokenReuseForRefresh).
    if (session.detached) throw new OAuthError(400, 'invalid_grant', "Session doesn't have required client");
    return { claims, session, user };
  }

  /**
   * TokenManager.validateTokenReuse under "Revoke Refresh Token": an older token replayed after a
   * newer one was used is "Stale token"; the token last used, used again beyond the maximum reuse,
   * is "Maximum allowed refresh token reuse exceeded". Either way the client session is detached,
   * so the newest refresh token dies too.
   */
  function checkReuse(session: Session, jti: string) {
    if (!state.revokeRefreshToken) return;
    const issuedAt = session.issued?.get(jti) ?? 0;
    const fail = (description: string): never => {
      session.detached = true;
      throw new OAuthError(400, 'invalid_grant', description);
    };
    if (
      session.currentRefreshToken !== undefined &&
      session.currentRefreshToken !== jti &&
      issuedAt < (session.timestamp ?? 0)
    ) {
      fail('Stale token');
    }
    if (session.currentRefreshToken !== jti) {
      session.currentRefreshToken = jti;
      session.currentRefreshTokenUseCount = 0;
    }
    const count = session.currentRefreshTokenUseCount ?? 0;
    if (count > state.refreshTokenMaxReuse) fail('Maximum allowed refresh token reuse exceeded');
    session.currentRefreshTokenUseCount = count + 1;
  }

  async function refreshGrant(form: URLSearchParams, clientId: string, jkt: string | undefined) {
    const token = form.get('refresh_token');
    if (!token) throw new OAuthError(400, 'invalid_request', 'No refresh token');
    const { claims, session, user } = await checkRefreshToken(token, clientId, jkt);
    checkReuse(session, typeof claims.jti === 'string' ? claims.jti : '');
    // Sliding idle expiry: every refresh restarts the idle clock and mints a new refresh token.
    session.lastRefresh = state.now();
    session.timestamp = state.now();
    // The refresh token lists every client scope; the new access token only those it had.
    const scope = grantedScope(typeof claims.scope === 'string' ? claims.scope : null);
    return issueTokens(user, session, scope, 'rt', jkt);
  }

  async function readForm(c: Context): Promise<URLSearchParams> {
    const type = c.req.header('content-type') ?? '';
    return new URLSearchParams(
      type.toLowerCase().startsWith('application/x-www-form-urlencoded') ? await c.req.text() : '',
    );
  }

  function sendError(c: Context, error: unknown) {
    if (error instanceof OAuthError) {
      return c.json({ error: error.error, error_description: error.description }, error.status);
    }
    throw error;
  }

  // Keycloak's reading of a path (keycloakPath): first, for every path under /realms. A trailing
  // slash is answered as the path without it: the request is sent again to these routes, once,
  // remembering the path asked, which a DPoP proof's `htu` is compared with (Keycloak compares it
  // with the URL requested: `token/` is not `token` there).
  const resent = new WeakMap<Request, string>();
  const proofUrl = (c: Context<Env>) =>
    publicRequestUrl(c, options.publicUrl, options.trustedProxies, resent.get(c.req.raw));
  app.use('*', async (c, next) => {
    const raw = rawPathOf(c);
    if (resent.has(c.req.raw) || !(c.req.path.startsWith('/realms/') || /^\/+realms(\/|$)/.test(raw)))
      return next();
    const verdict = keycloakPath(raw);
    if ('error' in verdict)
      return c.json({ error: verdict.error, error_description: verdict.description }, 400);
    if (verdict.path === raw) return next();
    const url = new URL(c.req.url);
    url.pathname = verdict.path;
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    const again = new Request(url, { method: c.req.method, headers: c.req.raw.headers, body });
    resent.set(again, raw);
    return app.fetch(again, c.env);
  });
  app.use(`${base}/*`, realmMustExist);
  app.use(`${oidc}/token`, noStore);

  app.post(`${oidc}/token`, faultMiddleware(state, 'token'), async (c) => {
    try {
      const form = await readForm(c);
      const names = [...form.keys()];
      if (new Set(names).size !== names.length)
        throw new OAuthError(400, 'invalid_request', 'duplicated parameter');
      const grantType = form.get('grant_type');
      if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing form parameter: grant_type');
      if (grantType !== 'password' && grantType !== 'refresh_token' && grantType !== 'client_credentials') {
        throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type');
      }
      const clientId = authenticateClient(c, form);
      // DPoPUtil.handleDPoPHeader: a proof, when the client requires one or one came (even empty),
      // is checked before the grant; a valid one binds the tokens to its key.
      let jkt: string | undefined;
      const proof = c.req.header('dpop');
      if (state.dpop === 'required' || proof !== undefined) {
        const check = await checkDpopProof(proof, {
          method: c.req.method,
          url: proofUrl(c),
          now: state.now(),
          replay: state.dpopReplay,
        });
        if (!check.ok) throw new OAuthError(400, 'invalid_request', check.description);
        jkt = check.jkt;
      }
      // Keycloak knows the grant but refuses it to the portal's client (ClientCredentialsGrantType).
      if (grantType === 'client_credentials') {
        throw new OAuthError(
          401,
          'unauthorized_client',
          options.clientSecret === undefined
            ? 'Public client not allowed to retrieve service account'
            : 'Client not enabled to retrieve service account',
        );
      }
      const body =
        grantType === 'password'
          ? await passwordGrant(form, clientId, jkt)
          : await refreshGrant(form, clientId, jkt);
      return c.json(body, 200);
    } catch (error) {
      return sendError(c, error);
    }
  });

  app.post(`${oidc}/logout`, async (c) => {
    try {
      const form = await readForm(c);
      const clientId = authenticateClient(c, form);
      const token = form.get('refresh_token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'No refresh token');
      // LogoutEndpoint.logoutToken: the token is verified without its expiry; a session already
      // gone still answers 204.
      const claims = await readRefreshToken(token, clientId, false, { jkt: undefined });
      const session = state.sessions.get(claims.sid);
      if (session && session.userId === claims.sub) state.sessions.delete(session.id);
      return c.body(null, 204);
    } catch (error) {
      return sendError(c, error);
    }
  });

  /** DPoPUtil.withDPoPVerifier's checks of an access token that verified. */
  async function dpopAccepted(c: Context<Env>, scheme: 'Bearer' | 'DPoP', token: string, claims: JWTPayload) {
    const isDpopType = claims.typ === 'DPoP';
    if ((scheme === 'DPoP') !== isDpopType) return false;
    if (state.dpop === 'required' && scheme !== 'DPoP') return false;
    if (scheme === 'Bearer') return true;
    const proof = await checkDpopProof(c.req.header('dpop'), {
      method: c.req.method,
      url: proofUrl(c),
      now: state.now(),
      replay: state.dpopReplay,
      accessToken: token,
    });
    return proof.ok && proof.jkt === boundThumbprint(claims);
  }

  /** Access tokens revoked at the revocation endpoint (their `jti`, until their `exp`). */
  const revokedAccessTokens = new Map<string, number>();
  const isRevoked = (jti: unknown) => typeof jti === 'string' && revokedAccessTokens.has(jti);
  /** The live session of an access token's claims: not logged out, not detached by a replay. */
  function liveSession(claims: JWTPayload) {
    const session = typeof claims.sid === 'string' ? state.sessions.get(claims.sid) : undefined;
    return session && !session.detached && session.userId === claims.sub ? session : undefined;
  }

  // Keycloak's UserInfoEndpoint: an empty body, the reason in WWW-Authenticate; the token first
  // (401), then its `openid` scope (403 insufficient_scope), then its session (401 user_session_not_found:
  // logged out, revoked, or detached by a refresh-token replay).
  // DPoP (DPoPUtil.withDPoPVerifier, inside the token's verification, so any failure is the same
  // 401 "Token verification failed"): a token of type DPoP only with the `DPoP` scheme and the reverse,
  // the `DPoP` scheme only with a proof of the token's key carrying its hash (`ath`), and no
  // `Bearer` at all when the client requires DPoP. The challenge is `DPoP algs=…` after a `DPoP` header.
  app.on(['GET', 'POST'], `${oidc}/userinfo`, async (c) => {
    const authorization = authorizationOf(c.req.header('authorization'));
    if (!authorization) return bearerRefusal(c, options.realm, 401);
    const { scheme, token } = authorization;
    const refuse = (status: 401 | 403, error: string, description: string) =>
      bearerRefusal(c, options.realm, status, error, description, scheme);
    const check = await verifyAccessToken(deps, token);
    if (!check.ok || isRevoked(check.payload.jti) || !(await dpopAccepted(c, scheme, token, check.payload)))
      return refuse(401, 'invalid_token', 'Token verification failed');
    const scope = typeof check.payload.scope === 'string' ? check.payload.scope.split(' ') : [];
    if (!scope.includes('openid')) return refuse(403, 'insufficient_scope', 'Missing openid scope');
    const user = state.users.get(check.payload.sub);
    if (!liveSession(check.payload) || !user) return refuse(401, 'invalid_token', 'user_session_not_found');
    return c.json({ sub: user.id, ...profileClaims(user) });
  });

  // RFC 7009 revocation, as Keycloak's TokenRevocationEndpoint answers it: the client first (401),
  // then a token (400 without one); a refresh token ends its session, an access token is refused
  // from then on by userinfo and introspection; 200 with an empty body. A token it cannot revoke
  // (unknown, forged, its session already over) is 200 too, as the RFC says, with Keycloak's body
  // `invalid_token` `Invalid token`. `token_type_hint` is only a hint: both kinds are tried.
  app.post(`${oidc}/revoke`, async (c) => {
    try {
      const form = await readForm(c);
      const clientId = authenticateClient(c, form);
      const token = form.get('token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'Token not provided');
      // TokenRevocationEndpoint reads no proof: a bound refresh token is revoked without one.
      const refresh = await readRefreshToken(token, clientId, true, 'unchecked').catch(() => undefined);
      const session = refresh && state.sessions.get(refresh.sid);
      if (session && session.userId === refresh.sub) {
        state.sessions.delete(session.id);
        return c.body(null, 200);
      }
      const access = await verifyAccessToken(deps, token);
      if (access.ok && access.payload.azp === clientId && typeof access.payload.jti === 'string') {
        const now = Math.floor(state.now() / 1000);
        for (const [jti, exp] of revokedAccessTokens) if (exp < now) revokedAccessTokens.delete(jti);
        revokedAccessTokens.set(access.payload.jti, Number(access.payload.exp ?? now));
        return c.body(null, 200);
      }
      return c.json({ error: 'invalid_token', error_description: 'Invalid token' }, 200);
    } catch (error) {
      return sendError(c, error);
    }
  });

  // Token introspection: Keycloak refuses it to a public client such as the portal's (403 "Client
  // not allowed."); a confidential one learns whether an access token is live.
  app.post(`${oidc}/token/introspect`, async (c) => {
    try {
      const form = await readForm(c);
      const clientId = authenticateClient(c, form);
      if (options.clientSecret === undefined)
        return c.json({ error: 'invalid_request', error_description: 'Client not allowed.' }, 403);
      const check = await verifyAccessToken(deps, form.get('token') ?? '');
      if (!check.ok || isRevoked(check.payload.jti) || !liveSession(check.payload))
        return c.json({ active: false });
      return c.json({ ...check.payload, client_id: clientId, token_type: 'Bearer', active: true });
    } catch (error) {
      return sendError(c, error);
    }
  });

  // The end-session endpoint's GET (OpenID Connect RP-Initiated Logout), as Keycloak answers it to
  // the portal's client, which has no redirect URI: with a valid `id_token_hint` (its expiry not
  // checked) the session ends and a page says so; a hint that does not verify, or any
  // `post_logout_redirect_uri`, is a 400 page; without a hint, Keycloak's confirmation page.
  app.get(`${oidc}/logout`, async (c) => {
    const sorry = 'Nous sommes désolés…';
    if (c.req.query('post_logout_redirect_uri') !== undefined)
      return page(c, 400, sorry, 'URI de redirection non valide');
    const hint = c.req.query('id_token_hint');
    if (hint === undefined) return page(c, 200, 'Déconnexion', 'Voulez-vous vous déconnecter\u202f?');
    const keys = await deps.keys;
    const claims = await compactVerify(hint, keys.publicKey, { algorithms: ['RS256'] })
      .then(({ payload }) => JSON.parse(new TextDecoder().decode(payload)) as JWTPayload)
      .catch(() => undefined);
    if (!claims || claims.typ !== 'ID' || claims.iss !== issuerOf(deps) || claims.azp !== options.clientId)
      return page(c, 400, sorry, 'Paramètre invalide\u00a0: id_token_hint');
    const session = typeof claims.sid === 'string' ? state.sessions.get(claims.sid) : undefined;
    if (session && session.userId === claims.sub) state.sessions.delete(session.id);
    return page(c, 200, 'Vous êtes déconnecté', 'Vous êtes déconnecté.');
  });

  // The authorization endpoint: the portal's client has the standard flow off, and the sandbox
  // has no browser login at all (docs/identity-provider.md).
  app.get(`${oidc}/auth`, (c) =>
    page(
      c,
      400,
      'Nous sommes désolés…',
      'Le client n’est pas autorisé à ouvrir une connexion par le navigateur.',
    ),
  );

  app.get(`${oidc}/certs`, faultMiddleware(state, 'certs'), async (c) => {
    const keys = await deps.keys;
    return c.json({ keys: [keys.publicJwk] });
  });

  app.get(`${base}/.well-known/openid-configuration`, (c) => {
    const iss = issuerOf(deps);
    const endpoints = `${iss}/protocol/openid-connect`;
    return c.json({
      issuer: iss,
      authorization_endpoint: `${endpoints}/auth`,
      token_endpoint: `${endpoints}/token`,
      introspection_endpoint: `${endpoints}/token/introspect`,
      userinfo_endpoint: `${endpoints}/userinfo`,
      end_session_endpoint: `${endpoints}/logout`,
      jwks_uri: `${endpoints}/certs`,
      revocation_endpoint: `${endpoints}/revoke`,
      grant_types_supported: ['password', 'refresh_token'],
      // Keycloak's list, though the sandbox has no browser flow (docs/identity-provider.md).
      response_types_supported: RESPONSE_TYPES,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      userinfo_signing_alg_values_supported: ['none'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'profile', 'email'],
      dpop_signing_alg_values_supported: DPOP_ALGORITHMS,
      claims_supported: [
        'aud',
        'sub',
        'iss',
        'auth_time',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
        'email_verified',
        'acr',
      ],
    });
  });

  // Keycloak answers a POST to a name no endpoint has under openid-connect (`TOKEN`, `token%2F`) 405.
  app.post(`${oidc}/:name`, (c) => c.json({ error: 'HTTP 405 Method Not Allowed' }, 405));

  return app;
}

// How candidate-service and staff review trust a bearer token: one function, chosen when the sandbox
// is made. Standalone, the sandbox's own realm key; in Keycloak mode (SANDBOX_KEYCLOAK_URL), the real
// Keycloak's keys from its JWKS endpoint, as the institution's services do. No shared secret either way.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Keycloak's default audience of an access token (the `account` client). */
export const ACCESS_TOKEN_AUDIENCE = 'account';

export type AccessTokenCheck =
  | { ok: true; payload: JWTPayload & { sub: string } }
  /** `unavailable`: the token could not be checked (the keys could not be fetched), not refused. */
  | { ok: false; description: string; unavailable?: boolean };

/** Checks an access token; never throws. */
export type TokenVerifier = (token: string) => Promise<AccessTokenCheck>;

export interface TokenExpectations {
  /** `{base}/realms/{realm}` of the identity provider. */
  issuer: string;
  /** The portal's client id: the token's authorized party (`azp`). */
  clientId: string;
  /** Clock in milliseconds. */
  now: () => number;
}

/** A fetch of the signing keys that failed (network, time limit, not a key set): not the token's fault. */
function keysUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/.test(error.message);
}

function describeRefusal(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Token expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'Invalid token issuer';
    if (error.claim === 'aud') return 'Invalid token audience';
    if (error.reason === 'missing') return `Token has no ${error.claim} claim`;
    return `Invalid ${error.claim} claim`;
  }
  return 'Token verification failed';
}

/**
 * Verifies an access token as a resource server would: signature (RS256 with the given key, or a
 * key of the given key set, only), `exp` present and not past, issuer, type `Bearer` (or `DPoP`), audience
 * `account` (Keycloak's default) and authorized party (the portal's client).
 */
export async function checkAccessToken(
  token: string,
  key: CryptoKey | JWTVerifyGetKey,
  { issuer, clientId, now }: TokenExpectations,
): Promise<AccessTokenCheck> {
  const options = {
    issuer,
    audience: ACCESS_TOKEN_AUDIENCE,
    algorithms: ['RS256'],
    requiredClaims: ['exp'],
    currentDate: new Date(now()),
  };
  try {
    const { payload } =
      typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    // `DPoP`: a token bound to a key (RFC 9449); the resource server checks the proof (dpop.ts).
    if ((payload.typ !== 'Bearer' && payload.typ !== 'DPoP') || typeof payload.sub !== 'string') {
      return { ok: false, description: 'Token is not an access token' };
    }
    if (payload.azp !== clientId) return { ok: false, description: 'Token was not issued to the portal' };
    return { ok: true, payload: { ...payload, sub: payload.sub } };
  } catch (error) {
    if (typeof key === 'function' && keysUnavailable(error)) {
      console.error(`sandbox: the identity provider's signing keys could not be fetched: ${String(error)}`);
      return { ok: false, description: 'Signing keys unavailable', unavailable: true };
    }
    return { ok: false, description: describeRefusal(error) };
  }
}

/** The JWKS endpoint of a Keycloak realm, and the issuer of its tokens. */
export function keycloakEndpoints(url: string, realm: string): { issuer: string; jwksUrl: string } {
  const issuer = `${url}/realms/${encodeURIComponent(realm)}`;
  return { issuer, jwksUrl: `${issuer}/protocol/openid-connect/certs` };
}

/**
 * Trusts the real Keycloak: its realm's keys from `{url}/realms/{realm}/protocol/openid-connect/certs`
 * (cached by jose; fetched again at most every 30 s for an unknown `kid`, so a forged `kid` cannot
 * make the sandbox hammer Keycloak), its issuer `{url}/realms/{realm}`.
 */
export function keycloakTokenVerifier(settings: {
  url: string;
  realm: string;
  clientId: string;
  now: () => number;
}): TokenVerifier {
  const { issuer, jwksUrl } = keycloakEndpoints(settings.url, settings.realm);
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  const expectations = { issuer, clientId: settings.clientId, now: settings.now };
  return (token) => checkAccessToken(token, keys, expectations);
}

import { decodeJwt } from 'jose';
import * as v from 'valibot';
import type { AccessTokenClaims, LoggedInUser } from './types';

const rolesSchema = v.optional(v.object({ roles: v.optional(v.array(v.string())) }));

/** The claims the portal relies on; anything else Keycloak sends is ignored. */
const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  exp: v.number(),
  iat: v.optional(v.number()),
  iss: v.optional(v.string()),
  aud: v.optional(v.union([v.string(), v.array(v.string())])),
  azp: v.optional(v.string()),
  sid: v.optional(v.string()),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  preferred_username: v.optional(v.string()),
  realm_access: rolesSchema,
  resource_access: v.optional(v.record(v.string(), rolesSchema)),
});

/** Seconds of validity asked of a token before it counts as usable. */
export const DEFAULT_EXPIRY_MARGIN_SECONDS = 30;

export interface ExpiryOptions {
  /** Current time in seconds; defaults to `Date.now() / 1000`. */
  nowSeconds?: number;
  /** The token must stay valid at least this long (default 30 s). */
  marginSeconds?: number;
  /**
   * Local clock minus the provider's clock, in seconds (keycloak-js's `timeSkew`): measure it
   * with `clockSkewOf` when a token arrives, so a client clock minutes off does not loop.
   */
  clockSkewSeconds?: number;
}

/** Decodes (does not verify: the API does) an access token; null when it is malformed. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  let payload: unknown;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const claims = v.safeParse(claimsSchema, payload);
  return claims.success ? claims.output : null;
}

/** Local clock minus the token's `iat`, measured when the token was just issued. */
export function clockSkewOf(claims: AccessTokenClaims, nowSeconds = Date.now() / 1000): number {
  return claims.iat === undefined ? 0 : nowSeconds - claims.iat;
}

export function isExpired(claims: AccessTokenClaims, options: ExpiryOptions = {}): boolean {
  const now = options.nowSeconds ?? Date.now() / 1000;
  const margin = options.marginSeconds ?? DEFAULT_EXPIRY_MARGIN_SECONDS;
  const providerNow = now - (options.clockSkewSeconds ?? 0);
  return claims.exp - providerNow <= margin;
}

/** True when the token decodes and is not expired (with margin and skew). */
export function isAccessTokenUsable(token: string | null | undefined, options: ExpiryOptions = {}): boolean {
  const claims = decodeAccessToken(token);
  return claims !== null && !isExpired(claims, options);
}

/** Realm roles, or else the roles of the authentication client (`auth-service`). */
export function rolesOf(claims: AccessTokenClaims, clientId = 'auth-service'): string[] {
  const realmRoles = claims.realm_access?.roles;
  if (realmRoles && realmRoles.length > 0) return [...realmRoles];
  return [...(claims.resource_access?.[clientId]?.roles ?? [])];
}

/** The logged-in user built from the claims (spec section 3). */
export function userFromClaims(claims: AccessTokenClaims, clientId = 'auth-service'): LoggedInUser {
  // The token has no account dates; its issue time stands in for both (deterministic).
  const issued = new Date((claims.iat ?? claims.exp) * 1000).toISOString();
  return {
    id: claims.sub,
    email: claims.email ?? '',
    firstName: claims.given_name ?? claims.name ?? '',
    lastName: claims.family_name ?? '',
    roles: rolesOf(claims, clientId),
    isActive: true,
    createdAt: issued,
    updatedAt: issued,
  };
}

/** The logged-in user of a stored access token; null ("not logged in") if malformed or expired. */
export function userFromAccessToken(
  token: string | null | undefined,
  options: ExpiryOptions & { clientId?: string } = {},
): LoggedInUser | null {
  const claims = decodeAccessToken(token);
  if (!claims || isExpired(claims, options)) return null;
  return userFromClaims(claims, options.clientId);
}

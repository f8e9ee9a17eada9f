import * as v from 'valibot';
import type { AccessTokenClaims, LoggedInUser } from './types';

const roleListSchema = v.object({ roles: v.optional(v.array(v.string())) });

/** Runtime check of openapi/identity.yaml's `AccessTokenClaims` (checked against it in schemas.ts). */
export const accessTokenClaimsSchema = v.object({
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
  realm_access: v.optional(roleListSchema),
  resource_access: v.optional(v.record(v.string(), roleListSchema)),
});

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The claims set of a compact JWS (three parts, its payload base64url-encoded JSON of a plain object),
 * as jose's decodeJwt reads it, in a few lines: the first page downloads no JWT library for it.
 * Throws on anything else.
 */
function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.');
  const encoded = parts[1];
  if (parts.length !== 3 || !encoded || /[+/]/.test(encoded)) throw new TypeError('Invalid JWT');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const payload: unknown = JSON.parse(utf8.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  // JSON.parse makes plain objects only: anything else is an array or a primitive.
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new TypeError('Invalid JWT Claims Set');
  }
  return payload;
}

/**
 * Decodes (does not verify: the API does) an access token; null when it is malformed. Whether it
 * is still fresh enough is the session's rule (@admission/flows), not the decoder's.
 */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  let payload: unknown;
  try {
    payload = decodeJwtPayload(token);
  } catch {
    return null;
  }
  const claims = v.safeParse(accessTokenClaimsSchema, payload);
  return claims.success ? claims.output : null;
}

/** Realm roles, or else the roles of the authentication client (`auth-service`). */
export function rolesOf(claims: AccessTokenClaims, clientId = 'auth-service'): string[] {
  const realmRoles = claims.realm_access?.roles;
  if (realmRoles && realmRoles.length > 0) return [...realmRoles];
  return [...(claims.resource_access?.[clientId]?.roles ?? [])];
}

/** The logged-in user built from the claims (docs/behaviour.md, « Local storage », `user`). */
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

import type { AccessClaims } from '../domain';

/** Seconds before `exp` at which a token already counts as expired. */
export const DEFAULT_EXPIRY_MARGIN_SECONDS = 30;

/**
 * Clock skew as keycloak-js computes it: local time minus the token's `iat` when the token is
 * received. Zero when `iat` is missing.
 */
export function clockSkewSeconds(claims: AccessClaims, nowSeconds: number): number {
  return typeof claims.iat === 'number' && Number.isFinite(claims.iat)
    ? Math.floor(nowSeconds - claims.iat)
    : 0;
}

/** True while the access token is valid for at least `margin` more seconds on the server's clock. */
export function isAccessTokenFresh(
  claims: AccessClaims | null | undefined,
  nowSeconds: number,
  skewSeconds: number,
  marginSeconds: number = DEFAULT_EXPIRY_MARGIN_SECONDS,
): boolean {
  if (!claims || !Number.isFinite(claims.exp)) return false;
  return claims.exp - marginSeconds > nowSeconds - skewSeconds;
}

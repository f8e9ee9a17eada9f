// Configuration from the environment (see .env.example). Defaults point at the local sandbox.
export interface PortalConfig {
  /** Base URL of candidate-service and the auth API (calls 3-10). */
  apiBaseUrl: string;
  /** Base URL of the identity provider (Keycloak), without /realms. */
  identityBaseUrl: string;
  realm: string;
  clientId: string;
  /** Only for a confidential client; the recommended deployment is a public client (none). */
  clientSecret: string | undefined;
  /**
   * DPoP (RFC 9449, PORTAL_DPOP=on): tokens bound to a key this browser holds, every token request
   * and call with a token carrying a proof of it. Off (the default), bearer tokens as before.
   */
  dpop: boolean;
  /** Time limit of each call, in milliseconds (default 20 000). */
  requestTimeoutMs: number;
  /** Seconds without activity before the session timeout warning (default 1500: 25 min). */
  idleSeconds: number;
  /** Seconds the warning counts down before logging out (default 120). */
  idleWarningSeconds: number;
  /** The support contacts of the footers, the closed-period page and the dashboard (spec: one e-mail, three phones). */
  support: { email: string; phones: readonly string[] };
}

export const SANDBOX_URL = 'http://127.0.0.1:8080';

/**
 * The sandbox's support contacts: reserved names and numbers that reach nobody. A deployment sets
 * PORTAL_SUPPORT_EMAIL and PORTAL_SUPPORT_PHONES (ui has no contact of its own).
 */
export const SANDBOX_SUPPORT = {
  email: 'assistance@admission.example',
  phones: ['+221 33 000 00 01', '+221 33 000 00 02', '+221 77 000 00 03'],
} as const;

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A whole number of at least `min`, or the default (a typo must not disable a time limit). */
function count(env: Env, key: string, fallback: number, min = 1): number {
  const value = Number(text(env, key));
  return Number.isInteger(value) && value >= min ? value : fallback;
}

/** A comma-separated list (`+221 33 123 45 67, +221 77 123 45 67`), blanks dropped. */
function list(env: Env, key: string): string[] | undefined {
  const items = (text(env, key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readConfig(env: Env): PortalConfig {
  return {
    apiBaseUrl: withoutTrailingSlash(text(env, 'PORTAL_API_BASE_URL') ?? SANDBOX_URL),
    identityBaseUrl: withoutTrailingSlash(text(env, 'PORTAL_IDENTITY_BASE_URL') ?? SANDBOX_URL),
    realm: text(env, 'PORTAL_REALM') ?? 'admission',
    clientId: text(env, 'PORTAL_CLIENT_ID') ?? 'auth-service',
    clientSecret: text(env, 'PORTAL_CLIENT_SECRET'),
    dpop: /^(on|1|true)$/i.test(text(env, 'PORTAL_DPOP') ?? ''),
    requestTimeoutMs: count(env, 'PORTAL_REQUEST_TIMEOUT_MS', 20_000, 100),
    idleSeconds: count(env, 'PORTAL_IDLE_SECONDS', 25 * 60),
    idleWarningSeconds: count(env, 'PORTAL_IDLE_WARNING_SECONDS', 120),
    support: {
      email: text(env, 'PORTAL_SUPPORT_EMAIL') ?? SANDBOX_SUPPORT.email,
      phones: list(env, 'PORTAL_SUPPORT_PHONES') ?? SANDBOX_SUPPORT.phones,
    },
  };
}

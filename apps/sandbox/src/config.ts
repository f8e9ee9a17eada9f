import { isIP } from 'node:net';
import { DEV_AUTH_API_SECRET } from './devSecret.mjs';
import type { DpopMode } from './dpop';
import { DEFAULT_SEED_SIZE } from './seed';

/** The confidential client of the realm the auth API drives Keycloak's users with (realm.ts). */
const DEFAULT_KEYCLOAK_ADMIN_CLIENT_ID = 'admission-auth-api';

/** Everything a sandbox can be configured with; every field has a default. */
export interface SandboxOptions {
  /** Keycloak realm name (`SANDBOX_REALM`). */
  realm?: string;
  /** Client id of the portal (`SANDBOX_CLIENT_ID`). */
  clientId?: string;
  /** Client secret; unset means a public client (`SANDBOX_CLIENT_SECRET`). */
  clientSecret?: string;
  /** Access-token lifetime in seconds (`SANDBOX_ACCESS_TOKEN_LIFESPAN`). */
  accessTokenLifespan?: number;
  /** SSO session idle timeout in seconds, also the refresh-token lifetime (`SANDBOX_SSO_SESSION_IDLE`). */
  ssoSessionIdle?: number;
  /** SSO session maximum lifetime in seconds (`SANDBOX_SSO_SESSION_MAX`). */
  ssoSessionMax?: number;
  /** Lifetime of a password-reset link in seconds (`SANDBOX_RESET_TOKEN_LIFESPAN`). */
  resetTokenLifespan?: number;
  /** Portal base URL, used in the links of the outbox e-mails (`SANDBOX_PORTAL_URL`). */
  portalUrl?: string;
  /** Origins allowed by CORS, with credentials (`SANDBOX_PORTAL_ORIGINS`). */
  allowedOrigins?: string[];
  /**
   * Base URL the sandbox is reached at (`SANDBOX_PUBLIC_URL`): the token issuer and the
   * discovery and document links derive from it. Defaults to the address it listens on.
   */
  publicUrl?: string;
  /**
   * Keycloak mode (`SANDBOX_KEYCLOAK_URL`): the real Keycloak's base URL, without `/realms`. Identity
   * is then Keycloak's: no `/realms/...` routes here, bearer tokens checked against its keys, and the
   * auth API drives its users through the admin REST API.
   */
  keycloakUrl?: string;
  /** Client of the auth API at Keycloak (`SANDBOX_KEYCLOAK_ADMIN_CLIENT_ID`), client credentials grant. */
  keycloakAdminClientId?: string;
  /** Its secret (`SANDBOX_KEYCLOAK_ADMIN_CLIENT_SECRET`); defaults to the local Keycloak's dev secret. */
  keycloakAdminClientSecret?: string;
  /**
   * The development routes (`SANDBOX_DEV_ROUTES`): `/_sandbox/*` (reset, faults, config) and the
   * outbox (`/_outbox`, `/_outbox.json`). `true` opens them in standalone mode only; `'keycloak'` opens
   * them in Keycloak mode too, where the outbox's reset links set real Keycloak users' passwords.
   * Unset: none of them exists (404), as on a real service.
   */
  devRoutes?: boolean | 'keycloak';
  /**
   * Addresses of the reverse proxies whose `X-Real-IP` / `X-Forwarded-For` say who the requester is
   * (`SANDBOX_TRUSTED_PROXY`, comma-separated). Empty: those headers are never read.
   */
  trustedProxies?: string[];
  /**
   * How long a route waits for a request's body to arrive in full before answering 408 (default
   * 10 s, BODY_TIMEOUT_MS; requests.ts readBody). Tests shorten it to see a stalled body answered.
   */
  bodyTimeoutMs?: number;
  /**
   * DPoP for the portal's client (`SANDBOX_DPOP`): `optional` (default) binds a token only when the
   * token request carries a proof; `required` refuses a token request without one, as Keycloak does
   * with the client attribute `dpop.bound.access.tokens`, and the APIs refuse unbound tokens.
   */
  dpop?: DpopMode;
  /**
   * How many applications the seed generates besides the demo candidates' (`SANDBOX_SEED_SIZE`,
   * default 60): 10,000 for the staff lists' benchmark (scripts/bench/staff-list.mjs).
   */
  seedSize?: number;
  /** Clock in milliseconds; tests may inject one. */
  now?: () => number;
}

/** Where the real Keycloak is, and how the auth API signs in to its admin REST API. */
export interface KeycloakSettings {
  /** Base URL, without `/realms` and without a trailing slash. */
  url: string;
  /** The sandbox's realm option: the same realm at Keycloak. */
  realm: string;
  adminClientId: string;
  adminClientSecret: string;
}

export interface Lifetimes {
  accessTokenLifespan: number;
  ssoSessionIdle: number;
  ssoSessionMax: number;
  resetTokenLifespan: number;
}

export interface ResolvedOptions extends Lifetimes {
  realm: string;
  clientId: string;
  clientSecret: string | undefined;
  portalUrl: string;
  allowedOrigins: string[];
  publicUrl: string | undefined;
  /** Set in Keycloak mode only. */
  keycloak: KeycloakSettings | undefined;
  /** Whether `/_sandbox/*` and the outbox answer (never in Keycloak mode unless `'keycloak'` was asked). */
  devRoutes: boolean;
  /** Normalised addresses (no `::ffff:` prefix) of the trusted reverse proxies. */
  trustedProxies: string[];
  bodyTimeoutMs: number;
  dpop: DpopMode;
  seedSize: number;
  now: () => number;
}

const DEFAULT_PORTAL_URL = 'http://127.0.0.1:5173';
/** How long a route waits for a body to arrive in full, unless `bodyTimeoutMs` says otherwise. */
export const BODY_TIMEOUT_MS = 10_000;

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const portalUrl = stripSlash(options.portalUrl ?? DEFAULT_PORTAL_URL);
  const realm = options.realm ?? 'admission';
  return {
    realm,
    clientId: options.clientId ?? 'auth-service',
    clientSecret: options.clientSecret || undefined,
    accessTokenLifespan: options.accessTokenLifespan ?? 300,
    ssoSessionIdle: options.ssoSessionIdle ?? 1800,
    ssoSessionMax: options.ssoSessionMax ?? 36000,
    resetTokenLifespan: options.resetTokenLifespan ?? 1800,
    portalUrl,
    allowedOrigins: options.allowedOrigins ?? [
      ...new Set([new URL(portalUrl).origin, 'http://127.0.0.1:4173', 'http://localhost:5173']),
    ],
    publicUrl: options.publicUrl ? stripSlash(options.publicUrl) : undefined,
    keycloak: options.keycloakUrl
      ? {
          url: keycloakBaseUrl(options.keycloakUrl),
          realm,
          adminClientId: options.keycloakAdminClientId || DEFAULT_KEYCLOAK_ADMIN_CLIENT_ID,
          // The development secret the local Keycloak is started with (devSecret.mjs); a deployment sets its own.
          adminClientSecret: options.keycloakAdminClientSecret || DEV_AUTH_API_SECRET,
        }
      : undefined,
    devRoutes: options.devRoutes === 'keycloak' || (options.devRoutes === true && !options.keycloakUrl),
    trustedProxies: (options.trustedProxies ?? []).map((address) => proxyAddress(address)),
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    dpop: options.dpop ?? 'optional',
    seedSize: options.seedSize ?? DEFAULT_SEED_SIZE,
    now: options.now ?? Date.now,
  };
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function proxyAddress(value: string): string {
  const address = normaliseAddress(value);
  if (!isIP(address)) {
    throw new Error(`SANDBOX_TRUSTED_PROXY takes IP addresses separated by commas, got "${value}"`);
  }
  return address;
}

/** `SANDBOX_DEV_ROUTES`: unset, empty or 0 off; 1 on (standalone only); keycloak on in Keycloak mode too. */
function devRoutesFromEnv(value: string | undefined): SandboxOptions['devRoutes'] {
  const flag = value?.trim() ?? '';
  if (flag === '' || flag === '0') return false;
  if (flag === '1') return true;
  if (flag === 'keycloak') return 'keycloak';
  throw new Error(`SANDBOX_DEV_ROUTES takes 1, keycloak or 0, got "${value}"`);
}

/** An http(s) base URL without `/realms`, query or fragment; the trailing slash dropped. */
function keycloakBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SANDBOX_KEYCLOAK_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SANDBOX_KEYCLOAK_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`SANDBOX_KEYCLOAK_URL takes no query, fragment or credentials, got "${value}"`);
  }
  if (/\/realms(\/|$)/.test(url.pathname)) {
    throw new Error(
      `SANDBOX_KEYCLOAK_URL is Keycloak's base URL, without /realms (the realm is SANDBOX_REALM), got "${value}"`,
    );
  }
  return stripSlash(url.href);
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function positiveSeconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`${name} must be a positive whole number of seconds, got "${value}"`);
  }
  return seconds;
}

/** Reads the `SANDBOX_*` environment variables (docs/contract.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const options: SandboxOptions = {};
  if (env.SANDBOX_REALM) options.realm = env.SANDBOX_REALM;
  if (env.SANDBOX_CLIENT_ID) options.clientId = env.SANDBOX_CLIENT_ID;
  if (env.SANDBOX_CLIENT_SECRET) options.clientSecret = env.SANDBOX_CLIENT_SECRET;
  const lifetimes = {
    accessTokenLifespan: positiveSeconds('SANDBOX_ACCESS_TOKEN_LIFESPAN', env.SANDBOX_ACCESS_TOKEN_LIFESPAN),
    ssoSessionIdle: positiveSeconds('SANDBOX_SSO_SESSION_IDLE', env.SANDBOX_SSO_SESSION_IDLE),
    ssoSessionMax: positiveSeconds('SANDBOX_SSO_SESSION_MAX', env.SANDBOX_SSO_SESSION_MAX),
    resetTokenLifespan: positiveSeconds('SANDBOX_RESET_TOKEN_LIFESPAN', env.SANDBOX_RESET_TOKEN_LIFESPAN),
  };
  for (const [key, value] of Object.entries(lifetimes)) {
    if (value !== undefined) options[key as keyof typeof lifetimes] = value;
  }
  if (env.SANDBOX_PORTAL_URL) options.portalUrl = env.SANDBOX_PORTAL_URL;
  if (env.SANDBOX_PORTAL_ORIGINS) {
    options.allowedOrigins = env.SANDBOX_PORTAL_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }
  // Singular alias (used by playwright.config.ts): one more origin beside the defaults.
  if (env.SANDBOX_PORTAL_ORIGIN && !env.SANDBOX_PORTAL_ORIGINS) {
    const portalUrl = options.portalUrl ?? DEFAULT_PORTAL_URL;
    options.allowedOrigins = [
      ...new Set([...resolveOptions({ portalUrl }).allowedOrigins, env.SANDBOX_PORTAL_ORIGIN.trim()]),
    ];
  }
  if (env.SANDBOX_PUBLIC_URL) options.publicUrl = env.SANDBOX_PUBLIC_URL;
  if (env.SANDBOX_KEYCLOAK_URL?.trim()) options.keycloakUrl = env.SANDBOX_KEYCLOAK_URL.trim();
  if (env.SANDBOX_KEYCLOAK_ADMIN_CLIENT_ID)
    options.keycloakAdminClientId = env.SANDBOX_KEYCLOAK_ADMIN_CLIENT_ID;
  if (env.SANDBOX_KEYCLOAK_ADMIN_CLIENT_SECRET) {
    options.keycloakAdminClientSecret = env.SANDBOX_KEYCLOAK_ADMIN_CLIENT_SECRET;
  }
  const devRoutes = devRoutesFromEnv(env.SANDBOX_DEV_ROUTES);
  if (devRoutes) options.devRoutes = devRoutes;
  if (env.SANDBOX_TRUSTED_PROXY?.trim()) {
    options.trustedProxies = env.SANDBOX_TRUSTED_PROXY.split(',')
      .map((address) => address.trim())
      .filter(Boolean);
  }
  const seedSize = env.SANDBOX_SEED_SIZE?.trim();
  if (seedSize) {
    if (!/^\d{1,6}$/.test(seedSize))
      throw new Error(`SANDBOX_SEED_SIZE takes a whole number up to 999999, got "${env.SANDBOX_SEED_SIZE}"`);
    options.seedSize = Number(seedSize);
  }
  const dpop = env.SANDBOX_DPOP?.trim();
  if (dpop) {
    if (dpop !== 'required' && dpop !== 'optional')
      throw new Error(`SANDBOX_DPOP takes required or optional, got "${env.SANDBOX_DPOP}"`);
    options.dpop = dpop;
  }
  return options;
}

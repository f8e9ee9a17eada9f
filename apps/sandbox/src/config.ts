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
  /** Clock in milliseconds; tests may inject one. */
  now?: () => number;
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
  now: () => number;
}

export const DEFAULT_PORTAL_URL = 'http://127.0.0.1:5173';

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const portalUrl = stripSlash(options.portalUrl ?? DEFAULT_PORTAL_URL);
  return {
    realm: options.realm ?? 'admission',
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
    now: options.now ?? Date.now,
  };
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
  return options;
}

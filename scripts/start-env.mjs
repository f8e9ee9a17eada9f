// What `npm start` (scripts/start.mjs) gives each of its two processes, so the portal calls the sandbox
// where it really listens and the sandbox accepts (CORS) and links to (outbox) the portal where it is.

export const DEFAULT_PORTAL_PORT = 5173;
export const DEFAULT_SANDBOX_PORT = 8080;
export const DEFAULT_KEYCLOAK_PORT = 8180;

function port(name, value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${value}"`);
  }
  return number;
}

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * @param env the environment `npm start` runs in (process.env).
 * @param portalFileEnv the PORTAL_* keys of apps/portal/.env* files, which Vite would apply: a URL set
 *   there is the user's choice too, and is kept.
 * Returns the ports, the URLs, and the variables to add to each process's environment.
 */
export function startEnv(env, portalFileEnv = {}) {
  const portalPort = port('PORTAL_PORT', env.PORTAL_PORT, DEFAULT_PORTAL_PORT);
  const sandboxPort = port('SANDBOX_PORT', env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT);
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

  const sandboxEnv = { SANDBOX_PORT: String(sandboxPort) };
  // The outbox (the README's http://127.0.0.1:8080/_outbox) and the test controls: development only.
  if (!isSet(env.SANDBOX_DEV_ROUTES)) sandboxEnv.SANDBOX_DEV_ROUTES = '1';
  if (!isSet(env.SANDBOX_PORTAL_URL)) sandboxEnv.SANDBOX_PORTAL_URL = portalUrl;
  // The sandbox allows the origin of SANDBOX_PORTAL_URL by default; add the same port on localhost.
  if (!isSet(env.SANDBOX_PORTAL_ORIGINS) && !isSet(env.SANDBOX_PORTAL_ORIGIN)) {
    sandboxEnv.SANDBOX_PORTAL_ORIGIN = `http://localhost:${portalPort}`;
  }

  // DPoP (docs/behaviour.md, deviation 55): on unless set (here or in apps/portal/.env*), and then the
  // sandbox requires it, as the realm does in production (Keycloak's dpop.bound.access.tokens).
  const dpop = isSet(env.PORTAL_DPOP)
    ? env.PORTAL_DPOP.trim()
    : isSet(portalFileEnv.PORTAL_DPOP)
      ? portalFileEnv.PORTAL_DPOP.trim()
      : 'on';
  const portalEnv = { PORTAL_PORT: String(portalPort), PORTAL_DPOP: dpop };
  if (/^(on|1|true)$/i.test(dpop) && !isSet(env.SANDBOX_DPOP)) sandboxEnv.SANDBOX_DPOP = 'required';
  for (const key of ['PORTAL_API_BASE_URL', 'PORTAL_IDENTITY_BASE_URL']) {
    if (!isSet(env[key]) && !isSet(portalFileEnv[key])) portalEnv[key] = sandboxUrl;
  }

  return { portalPort, sandboxPort, portalUrl, sandboxUrl, sandboxEnv, portalEnv };
}

/**
 * What `npm run start:keycloak` (scripts/start-keycloak.mjs) gives its three processes: startEnv's,
 * plus the real Keycloak on KEYCLOAK_PORT (default 8180; health on KEYCLOAK_MANAGEMENT_PORT, default
 * the port + 1000) allowing the portal's origin, the sandbox in Keycloak mode trusting it, and the
 * portal signing in there. Identity is always this Keycloak (an identity URL set for `npm start`,
 * e.g. in apps/portal/.env.local, would point the portal back at the sandbox, which then has none).
 */
export function keycloakStartEnv(env, portalFileEnv = {}) {
  const start = startEnv(env, portalFileEnv);
  const keycloakPort = port('KEYCLOAK_PORT', env.KEYCLOAK_PORT, DEFAULT_KEYCLOAK_PORT);
  const managementFallback = keycloakPort + 1000 <= 65535 ? keycloakPort + 1000 : undefined;
  const keycloakManagementPort = port(
    'KEYCLOAK_MANAGEMENT_PORT',
    env.KEYCLOAK_MANAGEMENT_PORT,
    managementFallback,
  );
  if (keycloakManagementPort === undefined) {
    throw new Error(
      `KEYCLOAK_PORT + 1000 is Keycloak's health port: set KEYCLOAK_MANAGEMENT_PORT, or a KEYCLOAK_PORT up to 64535 (got "${env.KEYCLOAK_PORT}")`,
    );
  }
  const keycloakUrl = `http://127.0.0.1:${keycloakPort}`;
  return {
    ...start,
    keycloakPort,
    keycloakManagementPort,
    keycloakUrl,
    // Keycloak's CORS for the portal's token and logout calls (deploy/keycloak/: one origin).
    portalOrigin: isSet(env.ADMISSION_PORTAL_ORIGIN) ? env.ADMISSION_PORTAL_ORIGIN.trim() : start.portalUrl,
    // The outbox holds the reset links, which act on this local Keycloak's users: asked for by name.
    sandboxEnv: {
      ...start.sandboxEnv,
      ...(isSet(env.SANDBOX_DEV_ROUTES) ? {} : { SANDBOX_DEV_ROUTES: 'keycloak' }),
      SANDBOX_KEYCLOAK_URL: keycloakUrl,
    },
    portalEnv: { ...start.portalEnv, PORTAL_IDENTITY_BASE_URL: keycloakUrl },
  };
}

// What `npm start` (scripts/start.mjs) gives each of its two processes, so the portal calls the sandbox
// where it really listens and the sandbox accepts (CORS) and links to (outbox) the portal where it is.

export const DEFAULT_PORTAL_PORT = 5173;
export const DEFAULT_SANDBOX_PORT = 8080;

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
  if (!isSet(env.SANDBOX_PORTAL_URL)) sandboxEnv.SANDBOX_PORTAL_URL = portalUrl;
  // The sandbox allows the origin of SANDBOX_PORTAL_URL by default; add the same port on localhost.
  if (!isSet(env.SANDBOX_PORTAL_ORIGINS) && !isSet(env.SANDBOX_PORTAL_ORIGIN)) {
    sandboxEnv.SANDBOX_PORTAL_ORIGIN = `http://localhost:${portalPort}`;
  }

  const portalEnv = { PORTAL_PORT: String(portalPort) };
  for (const key of ['PORTAL_API_BASE_URL', 'PORTAL_IDENTITY_BASE_URL']) {
    if (!isSet(env[key]) && !isSet(portalFileEnv[key])) portalEnv[key] = sandboxUrl;
  }

  return { portalPort, sandboxPort, portalUrl, sandboxUrl, sandboxEnv, portalEnv };
}

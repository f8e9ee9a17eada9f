// The servers of the e2e projects, in one place for playwright.config.ts (its `webServer`, for a plain
// `npx playwright test`) and scripts/e2e-run.mjs (which starts them all at once, before Playwright:
// Playwright starts its web servers one after the other, and the builds and Keycloak's start then
// add up to minutes).
//
// Each server is described for the ports of one environment (E2E_* variables; see README, « Tests »),
// so the groups of projects (scripts/e2e-run.mjs) can run side by side on their own ports.
import { nginxAvailable } from './nginx/available.mjs';

/** @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback */
const port = (env, name, fallback) => Number(env[name] ?? fallback);

/** The ports and folders of one e2e environment. @param {Record<string, string | undefined>} env */
export function e2ePorts(env) {
  const portal = port(env, 'E2E_PORTAL_PORT', 14173);
  const keycloak = port(env, 'E2E_KEYCLOAK_PORT', 18180);
  const nginx = port(env, 'E2E_NGINX_PORT', 18443);
  return {
    sandbox: port(env, 'E2E_SANDBOX_PORT', 18080),
    portal,
    /**
     * The one build (scripts/e2e-build.mjs) that every group's portal and nginx serve: named by the
     * run's first portal port, and passed on to the groups (E2E_BUILD_DIR), whose ports are moved.
     */
    outDir: env.E2E_BUILD_DIR ?? `dist-e2e-shared-${portal}`,
    // `npm start` itself (scripts/start.mjs: the sandbox and Vite's dev server, React StrictMode).
    devPortal: port(env, 'E2E_DEV_PORTAL_PORT', 15173),
    devSandbox: port(env, 'E2E_DEV_SANDBOX_PORT', 18090),
    // The production config (deploy/) run by Debian's nginx over HTTPS, with its own build.
    nginx,
    // The real Keycloak (scripts/keycloak/), its management port 1000 above; or, for the project
    // `cluster`, the production cluster (scripts/keycloak/cluster.mjs): its nginx's loopback HTTP
    // listener on this port, its runner's control API 1000 above, the rest near it (clusterEnv
    // below). A sandbox that trusts it and a portal built to sign in through it.
    keycloak,
    kcSandbox: port(env, 'E2E_KC_SANDBOX_PORT', 18081),
    kcPortal: port(env, 'E2E_KC_PORTAL_PORT', 14174),
  };
}

/**
 * The ports of the e2e Keycloak cluster (scripts/keycloak/cluster.mjs) around `port`, its nginx's
 * loopback HTTP listener: nodes' HTTP + 20 and + 21 (management + 100, cluster + 10, failure
 * detection + 110 above those), nginx's HTTPS + 40, PostgreSQL + 50, the control API + 1000.
 * @param {number} port
 */
export function clusterEnv(port) {
  return {
    KEYCLOAK_CLUSTER_HTTP_PORT: String(port),
    KEYCLOAK_CLUSTER_PORTS: `${port + 20},${port + 21}`,
    KEYCLOAK_CLUSTER_NGINX_PORT: String(port + 40),
    POSTGRES_PORT: String(port + 50),
    KEYCLOAK_CLUSTER_CONTROL_PORT: String(port + 1000),
  };
}

/**
 * @typedef {{
 *   name: string,
 *   command: string,
 *   url: string,
 *   env: Record<string, string>,
 *   timeout: number,
 *   ignoreHTTPSErrors?: boolean,
 *   stdout?: 'pipe' | 'ignore',
 *   gracefulShutdown?: { signal: 'SIGTERM', timeout: number },
 *   sharedBuild?: string,
 * }} E2eServer
 * `sharedBuild`: the folder (under apps/portal) of the shared build the server serves, made first by
 * scripts/e2e-build.mjs.
 */

/**
 * The servers these projects need, for the ports of `env`.
 * @param {Record<string, string | undefined>} env
 * @param {(...projects: string[]) => boolean} runs whether any of these projects runs
 * @returns {E2eServer[]}
 */
export function e2eServers(env, runs) {
  const p = e2ePorts(env);
  const sandboxUrl = `http://127.0.0.1:${p.sandbox}`;
  const keycloakUrl = `http://127.0.0.1:${p.keycloak}`;
  const kcSandboxUrl = `http://127.0.0.1:${p.kcSandbox}`;
  const kcPortalUrl = `http://127.0.0.1:${p.kcPortal}`;
  const devPortalUrl = `http://127.0.0.1:${p.devPortal}`;
  const withNginx = nginxAvailable && runs('nginx', 'nginx-report');
  /** @type {E2eServer[]} */
  const servers = [];
  // The standalone sandbox: also the project `keycloak`'s, whose differential test compares it with
  // Keycloak and whose sandbox-mode test checks that its tokens are refused.
  if (runs('chromium', 'resilience', 'a11y', 'nginx', 'nginx-report', 'keycloak')) {
    servers.push({
      name: 'sandbox',
      command: 'node --import tsx apps/sandbox/src/main.ts',
      url: `${sandboxUrl}/health`,
      env: {
        SANDBOX_PORT: String(p.sandbox),
        SANDBOX_PORTAL_URL: `http://127.0.0.1:${p.portal}`,
        // The tests reset it, inject faults and read the outbox (/_sandbox/*, /_outbox.json).
        SANDBOX_DEV_ROUTES: '1',
        // Behind nginx (scripts/nginx/run.mjs, on loopback) its X-Real-IP names the requester, as
        // deploy/ has it; otherwise no caller's X-Real-IP is believed.
        ...(withNginx ? { SANDBOX_TRUSTED_PROXY: '127.0.0.1' } : {}),
      },
      timeout: 60_000,
    });
  }
  if (runs('chromium', 'resilience', 'a11y')) {
    servers.push({
      name: 'portal',
      // The shared build (scripts/e2e-build.mjs: API and identity provider on the page's origin, DPoP
      // on as in production, a 5 s request limit instead of production's 20 s so that calls slower
      // than it are tested quickly), served with /api/ and /realms/ forwarded to this group's sandbox.
      command: `node scripts/e2e-portal.mjs apps/portal/${p.outDir} ${p.portal} ${sandboxUrl}`,
      url: `http://127.0.0.1:${p.portal}/connexion`,
      env: {},
      sharedBuild: p.outDir,
      timeout: 240_000,
    });
  }
  if (runs('dev')) {
    servers.push({
      name: 'dev',
      // The README's `npm start`, on the dev project's ports.
      command: 'node scripts/start.mjs',
      url: `${devPortalUrl}/connexion`,
      env: { PORTAL_PORT: String(p.devPortal), SANDBOX_PORT: String(p.devSandbox) },
      timeout: 120_000,
      // start.mjs stops the sandbox and Vite on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    });
  }
  // The real Keycloak: one start-dev node for the project `keycloak`; the production cluster for
  // the project `cluster` (its failover), which runs alone (playwright.config.ts).
  const cluster = runs('cluster') && !runs('keycloak');
  if (runs('keycloak', 'cluster')) {
    servers.push(
      {
        name: 'keycloak',
        url: `http://127.0.0.1:${p.keycloak + 1000}/health/ready`,
        stdout: 'pipe',
        ...(cluster
          ? {
              // PostgreSQL, two Keycloak nodes in production mode and nginx balancing them, with
              // its runner's control API (e2e/cluster/ kills and restarts them).
              command: 'node scripts/keycloak/cluster-run.mjs',
              env: { ...clusterEnv(p.keycloak), ADMISSION_PORTAL_ORIGIN: kcPortalUrl },
              // The first run fetches the distribution with Maven and builds it (about 35 s); the
              // nodes start in 30 to 90 s on 2 cores, more when other groups are busy too.
              timeout: 600_000,
              // Without it the run ends cluster-run.mjs with SIGKILL, and the nodes (each its own
              // process group) and PostgreSQL (its own session) outlive it and hold the ports.
              // SIGTERM lets it stop them all (a node: SIGKILL after 20 s).
              gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
            }
          : {
              command: 'node scripts/keycloak/run.mjs',
              env: { KEYCLOAK_PORT: String(p.keycloak), ADMISSION_PORTAL_ORIGIN: kcPortalUrl },
              // The first run fetches the distribution with Maven; a start takes 30 to 90 s on 2
              // cores, up to 180 s when the builds and the other group are busy too (run.mjs waits
              // up to 360 s).
              timeout: 480_000,
              // Without it Playwright ends run.mjs with SIGKILL, and Keycloak (its own process
              // group, so a stop can end all of it) outlives the run and holds the port. SIGTERM
              // lets run.mjs stop it (SIGKILL after 15 s).
              gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
            }),
      },
      {
        name: 'kc-sandbox',
        command: 'node --import tsx apps/sandbox/src/main.ts',
        url: `${kcSandboxUrl}/health`,
        env: {
          SANDBOX_PORT: String(p.kcSandbox),
          SANDBOX_PORTAL_URL: kcPortalUrl,
          SANDBOX_KEYCLOAK_URL: keycloakUrl,
          // Asked for by name in Keycloak mode: the specs reset it and follow the outbox's links,
          // which act on the test Keycloak's users.
          SANDBOX_DEV_ROUTES: 'keycloak',
          // As the realm requires DPoP for the portal's client, candidate-service refuses unbound
          // tokens (docs/dpop-resource-servers.md).
          SANDBOX_DPOP: 'required',
          // e2e/keycloak/sandbox-mode.spec.ts plays the proxy (X-Real-IP) for a reset-request
          // allowance of its own.
          SANDBOX_TRUSTED_PROXY: '127.0.0.1',
        },
        timeout: 60_000,
      },
      {
        name: 'kc-portal',
        // Built once per run (E2E_BUILD_STAMP, scripts/e2e-run.mjs): npm test's group `cluster`
        // serves the build its group `keycloak` made, for the same ports.
        command: `D=apps/portal/dist-e2e-keycloak-${p.kcPortal}; { [ -n "$E2E_BUILD_STAMP" ] && [ "$(cat $D/.e2e-build-stamp 2>/dev/null)" = "$E2E_BUILD_STAMP" ]; } || { npm run build -w @admission/portal -- --outDir dist-e2e-keycloak-${p.kcPortal} && echo "$E2E_BUILD_STAMP" > $D/.e2e-build-stamp; } && npx vite preview apps/portal --outDir dist-e2e-keycloak-${p.kcPortal} --port ${p.kcPortal} --strictPort`,
        url: `${kcPortalUrl}/connexion`,
        env: {
          PORTAL_API_BASE_URL: kcSandboxUrl,
          PORTAL_IDENTITY_BASE_URL: keycloakUrl,
          PORTAL_DPOP: 'on',
          PORTAL_REQUEST_TIMEOUT_MS: '8000',
        },
        timeout: 240_000,
      },
    );
  }
  if (withNginx) {
    servers.push({
      name: 'nginx',
      command: 'node scripts/nginx/run.mjs',
      url: `https://127.0.0.1:${p.nginx}/connexion`,
      ignoreHTTPSErrors: true,
      env: {
        E2E_NGINX_PORT: String(p.nginx),
        E2E_SANDBOX_PORT: String(p.sandbox),
        // The production kit (deploy/README.md): the shared build is built as it.
        E2E_NGINX_ROOT: `apps/portal/${p.outDir}`,
      },
      sharedBuild: p.outDir,
      timeout: 240_000,
    });
  }
  return servers;
}

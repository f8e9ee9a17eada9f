import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptionsOrExit } from './scripts/chromium.mjs';
import { nginxAvailable } from './scripts/nginx/available.mjs';
import { selectedProjects } from './scripts/projects.mjs';

// End-to-end tests run the built portal and the sandbox on their own ports, so a developer's
// `npm start` (5173 / 8080) can keep running beside them.
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 18080);
export const E2E_PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 14173);
// Several runs may go side by side on other ports (E2E_SANDBOX_PORT, E2E_PORTAL_PORT): one build each.
export const E2E_OUT_DIR = `dist-e2e-${E2E_PORTAL_PORT}`;
const sandboxUrl = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
// `npm start` itself (scripts/start.mjs: the sandbox and Vite's dev server, React StrictMode) on its
// own ports: the project `dev` (e2e/dev/).
export const E2E_DEV_PORTAL_PORT = Number(process.env.E2E_DEV_PORTAL_PORT ?? 15173);
export const E2E_DEV_SANDBOX_PORT = Number(process.env.E2E_DEV_SANDBOX_PORT ?? 18090);
const devPortalUrl = `http://127.0.0.1:${E2E_DEV_PORTAL_PORT}`;
// The production config (deploy/) run by Debian's nginx over HTTPS, with its own build (API and
// identity on the same origin). CI installs nginx (.ci/run); elsewhere the project runs when it is there.
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 18443);
const NGINX_OUT_DIR = `dist-e2e-nginx-${E2E_NGINX_PORT}`;
const withNginx = nginxAvailable;
const launchOptions = chromiumLaunchOptionsOrExit();

// Only the selected projects' servers start: `npx playwright test --project=chromium` starts no Keycloak.
const selected = selectedProjects(process.argv);
/** Whether any of these projects runs in this invocation. */
const runs = (...projects: string[]) =>
  selected.length === 0 || projects.some((project) => selected.some((pattern) => pattern.test(project)));
// The real Keycloak (scripts/keycloak/), a sandbox that trusts it (candidate-service and the auth
// API only) and a portal built to sign in through it: the project `keycloak` (e2e/keycloak/).
export const E2E_KEYCLOAK_PORT = Number(process.env.E2E_KEYCLOAK_PORT ?? 18180);
export const E2E_KC_SANDBOX_PORT = Number(process.env.E2E_KC_SANDBOX_PORT ?? 18081);
export const E2E_KC_PORTAL_PORT = Number(process.env.E2E_KC_PORTAL_PORT ?? 14174);
const keycloakUrl = `http://127.0.0.1:${E2E_KEYCLOAK_PORT}`;
const kcSandboxUrl = `http://127.0.0.1:${E2E_KC_SANDBOX_PORT}`;
const kcPortalUrl = `http://127.0.0.1:${E2E_KC_PORTAL_PORT}`;
const nginxUse = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  baseURL: `https://127.0.0.1:${E2E_NGINX_PORT}`,
  ignoreHTTPSErrors: true,
  // The test certificate is self-signed: Chromium registers no service worker over a certificate
  // error, whatever the context says, unless the browser itself ignores it.
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors'] },
};

export default defineConfig({
  testDir: './e2e',
  // Per port too: a run empties its output folder when it starts.
  outputDir: `test-results/e2e-${E2E_PORTAL_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/e2e-${E2E_PORTAL_PORT}` }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTAL_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // The offline service worker is blocked here, so request routing and fault injection see every
    // request; e2e/offline.spec.ts (and the journey budget's own contexts) allow it.
    {
      name: 'chromium',
      testIgnore: [/nginx/, /keycloak\//, /dev\//, /a11y\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    // axe on every page, as `chromium` serves them (its own project so `npm run test:e2e` can run it
    // beside `chromium`, with a sandbox of its own: scripts/e2e.mjs).
    {
      name: 'a11y',
      testMatch: /a11y\.spec\.ts$/,
      // Each test walks nine pages with axe; beside the other group, on 2 cores, that can pass 60 s.
      timeout: 180_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    // The staff and candidate journeys through the dev server, as `npm start` serves them (StrictMode).
    {
      name: 'dev',
      testMatch: /dev\/.*\.spec\.ts$/,
      // The dev server compiles each module on its first request.
      timeout: 120_000,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        serviceWorkers: 'block',
        baseURL: devPortalUrl,
      },
    },
    // Against the real Keycloak: the differential test (sandbox vs Keycloak) and the identity journeys.
    {
      name: 'keycloak',
      testMatch: /keycloak\/.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        serviceWorkers: 'block',
        baseURL: kcPortalUrl,
      },
    },
    ...(withNginx
      ? [
          // The candidate journeys again, through nginx; then the CSP reports of all of them.
          { name: 'nginx', testMatch: /(candidate|session|smoke|nginx)\.spec\.ts$/, use: nginxUse },
          {
            name: 'nginx-report',
            testMatch: /nginx-report\.spec\.ts$/,
            dependencies: ['nginx'],
            use: nginxUse,
          },
        ]
      : []),
  ],
  webServer: [
    // The standalone sandbox: also the project `keycloak`'s, whose differential test compares it with
    // Keycloak and whose sandbox-mode test checks that its tokens are refused.
    ...(runs('chromium', 'a11y', 'nginx', 'nginx-report', 'keycloak')
      ? [
          {
            command: `node --import tsx apps/sandbox/src/main.ts`,
            url: `${sandboxUrl}/health`,
            env: {
              SANDBOX_PORT: String(E2E_SANDBOX_PORT),
              SANDBOX_PORTAL_URL: `http://127.0.0.1:${E2E_PORTAL_PORT}`,
              // The tests reset it, inject faults and read the outbox (/_sandbox/*, /_outbox.json).
              SANDBOX_DEV_ROUTES: '1',
              // Behind nginx (scripts/nginx/run.mjs, on loopback) its X-Real-IP names the requester, as
              // deploy/ has it; otherwise no caller's X-Real-IP is believed.
              ...(runs('nginx', 'nginx-report') ? { SANDBOX_TRUSTED_PROXY: '127.0.0.1' } : {}),
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(runs('chromium', 'a11y')
      ? [
          {
            command: `npm run build -w @admission/portal -- --outDir ${E2E_OUT_DIR} && npx vite preview apps/portal --outDir ${E2E_OUT_DIR} --port ${E2E_PORTAL_PORT} --strictPort`,
            url: `http://127.0.0.1:${E2E_PORTAL_PORT}/connexion`,
            env: {
              PORTAL_API_BASE_URL: sandboxUrl,
              PORTAL_IDENTITY_BASE_URL: sandboxUrl,
              // A shorter time limit than production's 20 s, so calls slower than it are tested quickly.
              PORTAL_REQUEST_TIMEOUT_MS: '5000',
            },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
    ...(runs('dev')
      ? [
          {
            // The README's `npm start`, on the dev project's ports.
            command: 'node scripts/start.mjs',
            url: `${devPortalUrl}/connexion`,
            env: { PORTAL_PORT: String(E2E_DEV_PORTAL_PORT), SANDBOX_PORT: String(E2E_DEV_SANDBOX_PORT) },
            reuseExistingServer: false,
            timeout: 120_000,
            // start.mjs stops the sandbox and Vite on SIGTERM.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
    ...(runs('keycloak')
      ? [
          {
            command: 'node scripts/keycloak/run.mjs',
            url: `http://127.0.0.1:${E2E_KEYCLOAK_PORT + 1000}/health/ready`,
            env: { KEYCLOAK_PORT: String(E2E_KEYCLOAK_PORT), ADMISSION_PORTAL_ORIGIN: kcPortalUrl },
            reuseExistingServer: false,
            // The first run fetches the distribution with Maven; a start takes 30 to 90 s on 2 cores, up
            // to 180 s when the other e2e group is busy too (run.mjs waits up to 360 s).
            timeout: 480_000,
            stdout: 'pipe' as const,
            // Without it Playwright ends run.mjs with SIGKILL, and Keycloak (its own process group, so a
            // stop can end all of it) outlives the run and holds the port. SIGTERM lets run.mjs stop it
            // (SIGKILL after 15 s).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
          },
          {
            command: `node --import tsx apps/sandbox/src/main.ts`,
            url: `${kcSandboxUrl}/health`,
            env: {
              SANDBOX_PORT: String(E2E_KC_SANDBOX_PORT),
              SANDBOX_PORTAL_URL: kcPortalUrl,
              SANDBOX_KEYCLOAK_URL: keycloakUrl,
              // Asked for by name in Keycloak mode: the specs reset it and follow the outbox's links,
              // which act on the test Keycloak's users.
              SANDBOX_DEV_ROUTES: 'keycloak',
              // e2e/keycloak/sandbox-mode.spec.ts plays the proxy (X-Real-IP) for a reset-request
              // allowance of its own.
              SANDBOX_TRUSTED_PROXY: '127.0.0.1',
            },
            reuseExistingServer: false,
            timeout: 300_000,
          },
          {
            command: `npm run build -w @admission/portal -- --outDir dist-e2e-keycloak-${E2E_KC_PORTAL_PORT} && npx vite preview apps/portal --outDir dist-e2e-keycloak-${E2E_KC_PORTAL_PORT} --port ${E2E_KC_PORTAL_PORT} --strictPort`,
            url: `${kcPortalUrl}/connexion`,
            env: {
              PORTAL_API_BASE_URL: kcSandboxUrl,
              PORTAL_IDENTITY_BASE_URL: keycloakUrl,
              PORTAL_REQUEST_TIMEOUT_MS: '5000',
            },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
    ...(withNginx && runs('nginx', 'nginx-report')
      ? [
          {
            command: `npm run build -w @admission/portal -- --outDir ${NGINX_OUT_DIR} && node scripts/nginx/run.mjs`,
            url: `https://127.0.0.1:${E2E_NGINX_PORT}/connexion`,
            ignoreHTTPSErrors: true,
            env: {
              PORTAL_API_BASE_URL: '/',
              PORTAL_IDENTITY_BASE_URL: '/',
              E2E_NGINX_PORT: String(E2E_NGINX_PORT),
              E2E_SANDBOX_PORT: String(E2E_SANDBOX_PORT),
              E2E_NGINX_ROOT: `apps/portal/${NGINX_OUT_DIR}`,
            },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});

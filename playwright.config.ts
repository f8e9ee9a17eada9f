import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptionsOrExit, e2eLaunchOptions } from './scripts/chromium.mjs';
import { reportFile } from './scripts/e2e-report.mjs';
import { e2ePorts, e2eServers } from './scripts/e2e-servers.mjs';
import { nginxAvailable } from './scripts/nginx/available.mjs';
import { selectedProjects } from './scripts/projects.mjs';

// End-to-end tests run the built portal and the sandbox on their own ports, so a developer's
// `npm start` (5173 / 8080) can keep running beside them; several runs may go side by side on other
// ports (E2E_* variables, scripts/e2e-servers.mjs), one build each.
const ports = e2ePorts(process.env);
// The run the shared build belongs to (scripts/e2e-build.mjs): set once, by the first process that
// reads this file, and inherited by the web servers and workers.
process.env.E2E_BUILD_STAMP ??= `${process.pid}-${Date.now()}`;
export const E2E_SANDBOX_PORT = ports.sandbox;
export const E2E_PORTAL_PORT = ports.portal;
export const E2E_OUT_DIR = ports.outDir;
// `npm start` itself (scripts/start.mjs: the sandbox and Vite's dev server, React StrictMode): the
// project `dev` (e2e/dev/).
export const E2E_DEV_PORTAL_PORT = ports.devPortal;
export const E2E_DEV_SANDBOX_PORT = ports.devSandbox;
// The production config (deploy/) run by Debian's nginx over HTTPS, with its own build (API and
// identity on the same origin). CI installs nginx (.ci/run); elsewhere the project runs when it is there.
export const E2E_NGINX_PORT = ports.nginx;
const withNginx = nginxAvailable;
// Chromium's headless shell where it is installed (scripts/chromium.mjs, e2eBrowserPath).
const launchOptions = chromiumLaunchOptionsOrExit(process.env, e2eLaunchOptions);
const TRACE_MODES = [
  'off',
  'on',
  'retain-on-failure',
  'on-first-retry',
  'on-all-retries',
  'retain-on-first-failure',
] as const;
/** E2E_TRACE's Playwright trace mode; unset is off, anything else is refused by name. */
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (!value) return 'off';
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE=${value}: expected one of ${TRACE_MODES.join(', ')}`);
  return mode;
}

// Only the selected projects' servers start: `npx playwright test --project=chromium` starts no Keycloak.
const selected = selectedProjects(process.argv);
/** Whether any of these projects runs in this invocation. */
const runs = (...projects: string[]) =>
  selected.length === 0 || projects.some((project) => selected.some((pattern) => pattern.test(project)));
/**
 * The project `cluster` is named on the command line (it is never part of a run of every project).
 * Playwright's workers read this file again without the command line: they learn it from the
 * environment the runner leaves them.
 */
const clusterAsked =
  process.env.E2E_CLUSTER_ASKED === '1' || selected.some((pattern) => pattern.test('cluster'));
if (clusterAsked) process.env.E2E_CLUSTER_ASKED = '1';
if (clusterAsked && selected.some((pattern) => pattern.test('keycloak')))
  throw new Error(
    'The projects keycloak and cluster each need their own Keycloak on one port: run them apart.',
  );
// The real Keycloak (scripts/keycloak/), a sandbox that trusts it (candidate-service and the auth
// API only) and a portal built to sign in through it: the project `keycloak` (e2e/keycloak/).
export const E2E_KEYCLOAK_PORT = ports.keycloak;
export const E2E_KC_SANDBOX_PORT = ports.kcSandbox;
export const E2E_KC_PORTAL_PORT = ports.kcPortal;
/** The specs of the project `resilience`: e2e/faults.spec.ts and e2e/logout.spec.ts. */
const RESILIENCE = /\/e2e\/(?:faults|logout)\.spec\.ts$/;
/** The candidate journeys that run through nginx where it is there (else in `chromium`). */
const NGINX_JOURNEYS = /\/e2e\/(?:candidate|session)\.spec\.ts$/;
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
  // In CI a failed test runs once more, in a new browser: on 2 cores shared by seven browsers, a
  // step that waits on a starved renderer can pass its time limit once in a run (two such failures,
  // of two different tests, stopped a whole CI run). A test that fails twice fails the run; one that
  // passes only on its retry is named « flaky » with its first error, in the list and at the end of
  // the e2e groups (scripts/e2e-run.mjs reads the JSON report), never counted as a clean pass.
  // Locally a failure is a failure at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: reportFile(E2E_PORTAL_PORT) }]]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/e2e-${E2E_PORTAL_PORT}` }]],
  timeout: 60_000,
  // What a test waits to see (a page drawn, a toast): 10 s rather than Playwright's 5, as the three
  // groups share 2 cores; a page that never draws still fails, 5 s later. Seen at 5 s on a loaded
  // machine (load 17): a Keycloak candidate's waitlist line not drawn within 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTAL_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    // No trace by default: recording one (a screencast and a DOM snapshot after every action) cost
    // about a third of the browsers' CPU in every test, passing or not (candidate and history specs:
    // 33 CPU s with traces kept on failure, 28 with DOM snapshots only, 21 with none). A failure
    // still leaves its screenshot and Playwright's error context (the page's accessibility tree);
    // E2E_TRACE=retain-on-failure (or `npx playwright test --trace=…`) records traces again.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // The offline service worker is blocked here, so request routing and fault injection see every
    // request; e2e/offline.spec.ts (and the journey budget's own contexts) allow it.
    // The candidate and session journeys run through nginx where it is there (project `nginx`,
    // below: the build as production serves it), and here only without it: both projects once each
    // cost about 160 s of a 2-core run's test time for no check the other lacks.
    {
      name: 'chromium',
      testIgnore: [
        /nginx/,
        /keycloak\//,
        /cluster\//,
        /dev\//,
        /a11y\.spec\.ts$/,
        RESILIENCE,
        ...(withNginx ? [NGINX_JOURNEYS] : []),
      ],
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    // The longest candidate journeys of `chromium` (server faults, logout races): the same browser
    // and build, a project of its own so `npm run test:e2e` can run it beside `chromium`, with a
    // sandbox of its own (scripts/e2e-run.mjs).
    {
      name: 'resilience',
      testMatch: RESILIENCE,
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
      // The dev server compiles each module on its first request: the first staff list draws once
      // the lazily loaded table's modules are compiled, which took more than 10 s in a CI run with
      // every e2e group on 2 cores (« 34 candidatures » not drawn within 10 s). A page that never
      // draws still fails, at 30 s.
      timeout: 120_000,
      expect: { timeout: 30_000 },
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        serviceWorkers: 'block',
        baseURL: `http://127.0.0.1:${E2E_DEV_PORTAL_PORT}`,
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
        baseURL: `http://127.0.0.1:${E2E_KC_PORTAL_PORT}`,
      },
    },
    // Keycloak as production runs it (scripts/keycloak/cluster.mjs) through its faults: a node
    // killed, PostgreSQL restarted. Only when named (`npm run test:cluster`), and alone: its
    // Keycloak is the cluster, on the ports of the project `keycloak`'s start-dev node.
    ...(clusterAsked
      ? [
          {
            name: 'cluster',
            testMatch: /cluster\/.*\.spec\.ts$/,
            // Its tests kill and restart the servers in turn: a second try would meet them mid-way.
            retries: 0,
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              serviceWorkers: 'block' as const,
              baseURL: `http://127.0.0.1:${E2E_KC_PORTAL_PORT}`,
            },
          },
        ]
      : []),
    ...(withNginx
      ? [
          // The candidate and session journeys through nginx (the production config); then the CSP
          // reports of all of them.
          { name: 'nginx', testMatch: [NGINX_JOURNEYS, /(smoke|nginx)\.spec\.ts$/], use: nginxUse },
          {
            name: 'nginx-report',
            testMatch: /nginx-report\.spec\.ts$/,
            dependencies: ['nginx'],
            use: nginxUse,
          },
        ]
      : []),
  ],
  // Started here one after the other, unless scripts/e2e-run.mjs started them all at once before
  // (E2E_SERVERS=started): then Playwright finds them up and uses them.
  // A server of the shared build first makes it (scripts/e2e-build.mjs: once for this run, whichever
  // server asks first).
  webServer: e2eServers(process.env, runs).map(({ name: _name, sharedBuild, ...server }) => ({
    ...server,
    command: sharedBuild ? `node scripts/e2e-build.mjs ${sharedBuild} && ${server.command}` : server.command,
    reuseExistingServer: process.env.E2E_SERVERS === 'started',
  })),
});

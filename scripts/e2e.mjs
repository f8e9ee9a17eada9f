// `npm run test:e2e`: the Playwright projects in two groups at once, each with its own servers and
// ports, so the suite takes the time of the longer group instead of the sum (2 cores: most of an
// e2e test is waiting on a browser, a server or a time limit).
//   portal:   chromium, nginx, nginx-report (the built portal, then the production config)
//   identity: a11y, keycloak, dev (axe on every page, the real Keycloak, `npm start` itself)
// Projects that share a sandbox stay in one group: tests of one group run one at a time (workers: 1)
// and reset the sandbox they use, which another group's test must never see.
// With arguments (`npm run test:e2e -- e2e/staff.spec.ts --project=chromium`), one plain
// `playwright test` with those arguments runs instead.
import concurrently from 'concurrently';
import { nginxAvailable } from './nginx/available.mjs';

const args = process.argv.slice(2);
const port = (name, fallback) => Number(process.env[name] ?? fallback);

/** The second group's sandbox and portal: away from the first group's (and from `npm start`'s). */
const identityEnv = {
  E2E_SANDBOX_PORT: String(port('E2E_SANDBOX_PORT', 18080) + 5),
  E2E_PORTAL_PORT: String(port('E2E_PORTAL_PORT', 14173) + 5),
};

const groups =
  args.length > 0
    ? [{ name: 'e2e', projects: [], env: {} }]
    : [
        {
          name: 'portal',
          projects: ['chromium', ...(nginxAvailable ? ['nginx', 'nginx-report'] : [])],
          env: {},
        },
        { name: 'identity', projects: ['a11y', 'keycloak', 'dev'], env: identityEnv },
      ];

const started = Date.now();
const { result } = concurrently(
  groups.map(({ name, projects, env }) => ({
    command: ['npx', 'playwright', 'test', ...projects.map((project) => `--project=${project}`), ...args]
      .map((part) => (/^[\w@./=:,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`))
      .join(' '),
    name,
    env,
  })),
  { prefix: 'name', killOthersOn: [], successCondition: 'all' },
);

const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
await result.then(
  () => console.log(`e2e: every group passed in ${seconds()} s`),
  (events) => {
    const failed = events.filter((event) => event.exitCode !== 0).map((event) => event.command.name);
    console.error(`e2e: failed in ${seconds()} s: ${failed.join(', ')}`);
    process.exitCode = 1;
  },
);

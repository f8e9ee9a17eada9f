import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, resetSandbox, SANDBOX_URL, UNTOUCHED_PAGE_BROWSER, watchPageErrors } from './support';
import { precompress, serveBuild, type ServedRequest } from '../scripts/bench/server.mjs';
import { BUDGET, describeLog, measureJourney, sameOriginBuild, total } from '../scripts/bench/journey.mjs';
import { e2ePorts } from '../scripts/e2e-servers.mjs';

test.use({ launchOptions: UNTOUCHED_PAGE_BROWSER });

const FONT = /\.(?:woff2?|ttf|otf|eot)(?:\?|$)/i;
// Chunks named after what the login page must never load: the signed-in candidate's and the
// staff's chunks (vite.config.ts), dialogs, toasts, account pages, mocks.
const NOT_FOR_LOGIN =
  /\/assets\/(?:candidate|staff|DashboardRoute|DialogContent|ToastRegion|withToasts|StaffListRoute|ProfileRoute|ReceiptRoute|StudentDashboardRoute|TestAuthRoute|msw|sandbox)[-.]/;

interface Loaded {
  url: string;
  kind: string;
  gzip: number;
}

/** Every request of the page from now on, with the gzip -9 size of its body once answered. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    requests,
    async sizes(): Promise<Loaded[]> {
      return Promise.all(
        requests.map(async (request) => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          return {
            url: request.url(),
            kind: request.resourceType(),
            gzip: gzipSync(body, { level: 9 }).length,
          };
        }),
      );
    },
  };
}

function describe(loaded: Loaded[]): string {
  const total = loaded.reduce((sum, entry) => sum + entry.gzip, 0);
  const byKind = new Map<string, number>();
  for (const entry of loaded) byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.gzip);
  const kinds = [...byKind].map(([kind, bytes]) => `${kind} ${(bytes / 1024).toFixed(1)} kB`).join(', ');
  return `${(total / 1024).toFixed(1)} kB gzip in ${loaded.length} requests (${kinds})`;
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as { __portalBoot?: { hydrated?: boolean } }).__portalBoot?.hydrated === true,
  );

/**
 * The candidate's journey as production serves it: the build with the API and identity provider on
 * the portal's own origin, precompressed (brotli), counted at the server. Bytes are deterministic,
 * so the budget is enforced here; timings are not (they are in `npm run bench`).
 */
test.describe('the journey budget (counted at the server)', () => {
  let server: { url: string; close: () => Promise<void> };
  const log: ServedRequest[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The e2e servers' shared build has the production settings (scripts/e2e-build.mjs): a copy of
    // it is compressed and served here.
    const dist = sameOriginBuild(
      `dist-e2e-budget-${e2ePorts(process.env).portal}`,
      e2ePorts(process.env).outDir,
    );
    await precompress(dist);
    server = await serveBuild(dist, { apiTarget: SANDBOX_URL, log });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('from opening /connexion to the drawn dashboard: at most 130 kB brotli and 15 requests; the login page alone at most 5 kB, all from its own origin', async ({
    browser,
    request,
  }) => {
    await resetSandbox(request);
    const { firstLoad, journey } = await measureJourney(server.url, log, { browser });
    const first = total(firstLoad);
    const whole = total(journey);
    console.log(`/connexion first load: ${first.requests} request(s), ${(first.bytes / 1024).toFixed(1)} kB`);
    console.log(`Journey to the drawn dashboard:\n${describeLog(journey)}`);
    console.log(
      `  ${whole.requests} requests, ${(whole.bytes / 1024).toFixed(1)} kB (budget ${BUDGET.journeyRequests}, ${BUDGET.journeyBytes / 1024} kB)`,
    );

    // Assets go brotli as production sends them; API answers gzip (deploy/nginx.conf).
    for (const entry of journey.filter((e) => e.path.startsWith('/assets/')))
      expect(entry.encoding, entry.path).toBe('br');
    expect(first.requests).toBe(1);
    expect(first.bytes).toBeLessThanOrEqual(BUDGET.loginFirstLoadBytes);
    expect(whole.requests).toBeLessThanOrEqual(BUDGET.journeyRequests);
    expect(whole.bytes).toBeLessThanOrEqual(BUDGET.journeyBytes);
    // Nothing is downloaded twice (the route's inlined CSS, a chunk fetched again by a worker).
    const paths = journey.map((entry) => `${entry.method} ${entry.path}`);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});

test('the login page loads no web font and nothing from another origin', async ({ page, baseURL }) => {
  const recorder = recordRequests(page);
  await page.goto('/connexion', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const loaded = await recorder.sizes();
  const origin = new URL(baseURL ?? '').origin;
  expect(loaded.filter((entry) => new URL(entry.url).origin !== origin)).toEqual([]);
  expect(loaded.filter((entry) => entry.kind === 'font' || FONT.test(entry.url))).toEqual([]);
});

test('on the first interaction the login page loads its app, hydrates cleanly and nothing of other routes', async ({
  page,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/connexion', { waitUntil: 'networkidle' });
  const recorder = recordRequests(page);
  await page.getByLabel('E-mail').focus();
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const loaded = await recorder.sizes();
  console.log(`/connexion app, loaded on the first interaction: ${describe(loaded)}`);
  const origin = new URL(baseURL ?? '').origin;
  expect(loaded.filter((entry) => new URL(entry.url).origin !== origin)).toEqual([]);
  expect(loaded.map((entry) => entry.url).filter((url) => NOT_FOR_LOGIN.test(url))).toEqual([]);
  // A hydration mismatch would be reported here (React logs it, then redraws the page).
  expect(consoleErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('typing before the app has loaded', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  /** Holds every script until `release()`: the app cannot hydrate before that. */
  async function holdScripts(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    return { release, held: () => held };
  }

  test('what was typed stays in the fields through hydration, and the form then logs in', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const scripts = await holdScripts(page);
    await page.goto('/connexion');
    await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await expect.poll(scripts.held).toBeGreaterThan(0);

    scripts.release();
    await hydrated(page);
    await expect(page.getByLabel('E-mail')).toHaveValue('candidat.soumis@example.org');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(DEMO_PASSWORD);

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
    expect(errors).toEqual([]);
  });

  test('a submit made before the app has loaded is held, never sent as a query string, and replayed', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const scripts = await holdScripts(page);
    await page.goto('/connexion');
    await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // No native submit: the password never lands in a URL.
    expect(page.url()).not.toContain('password');
    await expect(page).toHaveURL(/\/connexion$/);

    scripts.release();
    await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
    expect(errors).toEqual([]);
  });
});

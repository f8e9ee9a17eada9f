// The login journey as a candidate pays for it: from opening /connexion to the drawn dashboard,
// counted at the server (scripts/bench/server.mjs `log`), so a service worker's background
// downloads count as much as the page's own. Used by `npm run bench` and e2e/budget.spec.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

/** The budgets of the candidate's journey, in one place (the quality bar). */
export const BUDGET = {
  /** `/connexion` on first load: the prerendered page, brotli bytes. */
  loginFirstLoadBytes: 5 * 1024,
  /** Opening `/connexion` to the drawn dashboard, API answers included. */
  journeyBytes: 130 * 1024,
  journeyRequests: 15,
};

export const JOURNEY_ACCOUNT = { email: 'candidat.soumis@example.org', password: 'Admission#2025' };

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the portal into apps/portal/`outDir` as production serves it: API and identity provider
 * on the portal's own origin (relative base URLs). Throws when the build fails.
 */
export function buildSameOrigin(outDir, { quiet = true } = {}) {
  const built = spawnSync(
    'npm',
    ['run', 'build', '-w', '@admission/portal', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      // As deploy/README.md builds it: same origin, DPoP on (its bytes count against the budget).
      env: { ...process.env, PORTAL_API_BASE_URL: '/', PORTAL_IDENTITY_BASE_URL: '/', PORTAL_DPOP: 'on' },
    },
  );
  if (built.status !== 0) throw new Error(`The portal build into ${outDir} failed (${built.status}).`);
  return `${root}apps/portal/${outDir}`;
}

/**
 * apps/portal/`outDir` as buildSameOrigin makes it, copied from `built` (a same-origin build of this
 * tree made a moment ago, such as the e2e nginx project's) when there is one, built otherwise.
 */
export function sameOriginBuild(outDir, built) {
  if (!built || !existsSync(`${root}apps/portal/${built}/index.html`)) return buildSameOrigin(outDir);
  const target = `${root}apps/portal/${outDir}`;
  rmSync(target, { recursive: true, force: true });
  cpSync(`${root}apps/portal/${built}`, target, { recursive: true });
  return target;
}

/** Sums a server log: requests and bytes. */
export function total(entries) {
  return {
    requests: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}

/** One line per request: method, path, status, bytes, encoding. */
export function describeLog(entries) {
  return entries
    .map(
      (entry) =>
        `  ${entry.method.padEnd(6)} ${entry.path.slice(0, 70).padEnd(70)} ${String(entry.status).padEnd(4)}` +
        `${(entry.bytes / 1024).toFixed(1).padStart(7)} kB ${entry.encoding}`,
    )
    .join('\n');
}

/**
 * Runs the journey in a fresh browser context (empty cache, no service worker) and returns the
 * server's log of it: the first load of /connexion apart (`firstLoad`), and the whole (`journey`).
 * `log` is the array given to serveBuild; it is emptied first.
 */
export async function measureJourney(baseUrl, log, { browser, account = JOURNEY_ACCOUNT } = {}) {
  return inFreshContext(browser, async (page) => {
    log.length = 0;
    const firstLoad = await logInToTheDashboard(page, baseUrl, account, log);
    return { firstLoad, journey: [...log] };
  });
}

/** A fresh browser context (empty cache, service workers allowed), closed after `run`. */
async function inFreshContext(browser, run) {
  const ownBrowser = browser ? undefined : await chromium.launch(chromiumLaunchOptions());
  const context = await (browser ?? ownBrowser).newContext({ locale: 'fr-FR', serviceWorkers: 'allow' });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
    await ownBrowser?.close();
  }
}

/**
 * Opens /connexion, logs in and waits for the drawn dashboard and the offline service worker in
 * control (its script, and whatever it fetches once in control, are part of the journey: it should
 * copy what the page loaded from the HTTP cache, not download it). Returns the log of the first load.
 */
async function logInToTheDashboard(page, baseUrl, account, log) {
  await page.goto(`${baseUrl}/connexion`, { waitUntil: 'networkidle' });
  const firstLoad = [...log];
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Coefficient').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  return firstLoad;
}

/**
 * A returning candidate, then the network gone: in one browser context, the journey once (the
 * service worker installs and keeps the app), then the dashboard opened again (what the server
 * sends now), then a reload without network (what is drawn).
 */
export async function measureReturnAndOffline(baseUrl, log, { browser, account = JOURNEY_ACCOUNT } = {}) {
  return inFreshContext(browser, async (page, context) => {
    await logInToTheDashboard(page, baseUrl, account, log);

    log.length = 0;
    await page.goto(`${baseUrl}/admission/candidat/dashboard`);
    await page.getByText('Coefficient').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const repeat = [...log];

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'Hors ligne' });
    const offline = await banner
      .waitFor({ timeout: 15_000 })
      .then(async () => ({ ok: true, banner: (await banner.innerText()).split('\n')[0] }))
      .catch(async () => ({ ok: false, banner: (await page.locator('body').innerText()).slice(0, 120) }));
    return { repeat, offline };
  });
}

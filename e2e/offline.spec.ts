import { expect, test, type Page } from '@playwright/test';
import { logIn, resetSandbox, watchPageErrors } from './support';

// The offline last-known dashboard (docs/behaviour.md, deviation 34 and « Offline »): the service
// worker keeps the app, the portal keeps the candidate's last loaded data on the device, per
// account, and nothing after a logout.
test.use({ serviceWorkers: 'allow' });

const DASHBOARD = '/admission/candidat/dashboard';
const BANNER = /^Hors ligne – informations du \d{1,2} \S+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}/;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Logged in, the dashboard drawn, the worker in control with the app cached, the copy kept. */
async function signedInAndKept(page: Page, email: string, name: string) {
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Coefficient').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await page.waitForFunction(
    async () => (await (await caches.open('admission-pages-v2')).match('/__offline-shell')) !== undefined,
    null,
    { timeout: 15_000 },
  );
  await expect.poll(() => lastKnownAccount(page)).not.toBeNull();
}

const lastKnownAccount = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('lastKnown');
    return raw ? (JSON.parse(raw) as { accountId: string }).accountId : null;
  });

test('an address with a query string (a reset token, a search) is never kept by the worker', async ({
  page,
}) => {
  await signedInAndKept(page, 'candidat.soumis@example.org', 'Aminata Diop');
  await page.goto('/admission/reset-password/confirm?token=secret-lien-de-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${DASHBOARD}?onglet=notes`);
  await expect(page.getByText('Coefficient').first()).toBeVisible();
  const kept = await page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) keys.push(request.url);
    }
    return keys;
  });
  expect(kept.some((url) => url.includes('/__offline-shell'))).toBe(true);
  expect(kept.filter((url) => new URL(url).search !== '')).toEqual([]);
});

test('without network, a reload shows the last-known dashboard, read-only, dated; back online it refreshes by itself', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  await signedInAndKept(page, 'candidat.soumis@example.org', 'Aminata Diop');
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'Hors ligne' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(BANNER);
  // The last-known data, grades included, and no programme change until the connection is back.
  await expect(page.getByText('Aminata Diop').first()).toBeVisible();
  await expect(page.getByText('Coefficient').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toHaveCount(0);

  // Back online: the `online` event, or else the copy's retry every 20 s (Chromium 150 starts the
  // page the worker served under emulated offline as « online », and sends no `online` event).
  const reloaded = page.waitForRequest(
    (request) => request.url().includes('/Candidate/with-applications-bac/'),
    {
      timeout: 30_000,
    },
  );
  await context.setOffline(false);
  await reloaded;
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('after « Déconnexion » nothing of the candidate stays: offline, the dashboard address shows no data', async ({
  page,
  context,
}) => {
  await signedInAndKept(page, 'candidat.soumis@example.org', 'Aminata Diop');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect.poll(() => lastKnownAccount(page)).toBeNull();

  await context.setOffline(true);
  await page.goto(DASHBOARD).catch(() => undefined);
  // The app (from the worker) sends a logged-out visitor to the login page; no data of Aminata Diop.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByText('Aminata Diop')).toHaveCount(0);
  await expect(page.getByText('Hors ligne')).toHaveCount(0);
});

test("a second account on the same browser never sees the first one's data", async ({ page, context }) => {
  await signedInAndKept(page, 'candidat.soumis@example.org', 'Aminata Diop');
  const firstCopy = await page.evaluate(() => window.localStorage.getItem('lastKnown'));
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  // Even a copy left behind (as if the first session had not ended here) is not shown to another account.
  await page.evaluate((copy) => window.localStorage.setItem('lastKnown', copy ?? ''), firstCopy);

  await signedInAndKept(page, 'candidat.multiple@example.org', 'Ousmane Ba');
  expect(await lastKnownAccount(page)).not.toBe(JSON.parse(firstCopy ?? '{}').accountId);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
  await expect(page.getByText('Ousmane Ba').first()).toBeVisible();
  await expect(page.getByText('Aminata Diop')).toHaveCount(0);
});

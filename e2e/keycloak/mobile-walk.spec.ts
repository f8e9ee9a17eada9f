// A walk at 360 px in Keycloak mode, as a candidate on a small phone meets the portal (what the issue
// on the candidate's reading was found by): every page fits the screen's width (nothing to scroll
// sideways), the receipt's number stays on one line, a decided candidate is shown no deadline, and the
// staff list fits too. The words themselves are checked where they are written (stories at both
// sizes, the copy's typography tests); this checks them composed, with Keycloak's answers.
import { expect, test, type Page } from '@playwright/test';
import {
  backToDashboard,
  clearHeldChoice,
  expectReceipt,
  logIn,
  rankButton,
  resetSandbox,
  staffSignIn,
  watchPageErrors,
} from '../support';
import { KC_SANDBOX_URL, KeycloakAdmin } from './admin';

test.use({ viewport: { width: 360, height: 740 } });

const WALKERS = ['candidat.soumis@example.org', 'candidat.accepte@example.org', 'admin@example.org'];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request, KC_SANDBOX_URL);
});

test.afterEach(async ({ request }) => {
  const admin = new KeycloakAdmin(request);
  for (const email of WALKERS) await admin.logout(email);
  await resetSandbox(request, KC_SANDBOX_URL);
});

/** What sticks out of a 360 px screen sideways (the page's width beyond the viewport's), in px. */
async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: wider than the screen by`).toBeLessThanOrEqual(0);
}

test('a candidate at 360 px in Keycloak mode: sign-in, dashboard, history, programme change, receipt, profile, sign-out, each page within the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchPageErrors(page);
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  await expectFits(page, 'the sign-in');

  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(page.getByText(/^Dernier jour pour modifier vos choix/)).toBeVisible();
  await expectFits(page, 'the dashboard');
  await page.getByText('Historique de la candidature').click();
  await expectFits(page, 'the dashboard with its history open');

  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog).toBeVisible();
  await clearHeldChoice(page);
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await expectFits(page, 'the programme dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectReceipt(page);
  await expectFits(page, 'the receipt');
  // The candidate number on one line: its box is one line high.
  const number = page.getByText('CAND-2025-00142', { exact: true }).first();
  const lines = await number.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, 'lines the candidate number takes').toBe(1);
  await backToDashboard(page);

  await page.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expectFits(page, 'the profile');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('at 360 px in Keycloak mode, a decided candidate is shown no deadline, and the staff list fits the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.accepte@example.org');
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Dernier jour pour modifier vos choix/)).toHaveCount(0);
  await expectFits(page, 'a decided candidate’s dashboard');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();

  await staffSignIn(page, 'admin@example.org');
  await expectFits(page, 'the staff list');
  expect(errors).toEqual([]);
});
